/**
 * The rules one page is judged by: the inputs (with the config file's top-level defaults already
 * applied by inputs.ts), then every config-file pattern that matches the page, in file order.
 */
import { userGlob } from './user-glob.js';
import { ConfigError } from '../errors.js';
import { oneLine } from '../text/one-line.js';
import { count } from '../text/count.js';
import type { CheckLevels, GateRules, PageRules, RuleOrigin, RuleSet } from '../model/config.js';

export function rulesFor(config: GateRules, url: string): PageRules {
  const base: PageRules = {
    ...config.thresholds,
    render: config.render,
    ...(config.budgets ? { budgets: config.budgets } : {}),
  };
  return config.overrides.filter((override) => patternMatches(override.pattern, url)).reduce(applyRuleSet, base);
}

/**
 * A later rule set wins for thresholds and render; ignore-checks add up instead, because they
 * are waivers: a pattern that waives one more check must not bring back the checks waived for
 * every page.
 */
export function applyRuleSet(rules: PageRules, set: RuleSet): PageRules {
  return {
    ...rules,
    ...set.thresholds,
    render: set.render ?? rules.render,
    ...(set.budgets || rules.budgets ? { budgets: { ...rules.budgets, ...set.budgets } } : {}),
    ignoreChecks: [...new Set([...rules.ignoreChecks, ...(set.ignoreChecks ?? [])])],
    checks: laterChecks(rules.checks, set.checks),
  };
}

/** A glob set again moves to the end, where it wins over every glob before it. */
function laterChecks(rules: CheckLevels, set: CheckLevels | undefined): CheckLevels {
  if (!set) return rules;
  return Object.fromEntries([
    ...Object.entries(rules).filter(([glob]) => !Object.hasOwn(set, glob)),
    ...Object.entries(set),
  ]);
}

/** A config file may hold thousands of patterns: the error names the first few and counts the rest. */
const NAMED_PATTERNS = 5;

export function assertPatternsMatch(config: GateRules, urls: string[]): void {
  const unmatched = [...new Set(config.overrides.map((o) => o.pattern))].filter(
    (pattern) => !urls.some((url) => patternMatches(pattern, url)),
  );
  if (unmatched.length === 0) return;
  const named = unmatched.slice(0, NAMED_PATTERNS).map((pattern) => JSON.stringify(oneLine(pattern, 120)));
  const rest = unmatched.length - named.length;
  const list = rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
  const what = unmatched.length === 1 ? `pattern ${list} matches` : `patterns ${list} match`;
  throw new ConfigError(
    `config-file ${config.configFile ?? ''}: ${what} no page (of ${count(urls.length, 'page')} in the run)`,
  );
}

/** A full-URL pattern is matched against the normalised URL (lowercase scheme and host), any other against its path. */
export function patternMatches(pattern: string, url: string): boolean {
  const subject = /^https?:\/\//i.test(pattern) ? url : new URL(url).pathname;
  return compiled(pattern)(subject);
}

/** Each pattern is compiled once for every page it is matched against; the run has a few thousand at most. */
const COMPILED = new Map<string, (subject: string) => boolean>();
const MAX_COMPILED = 10_000;

function compiled(pattern: string): (subject: string) => boolean {
  let matcher = COMPILED.get(pattern);
  if (!matcher) {
    if (COMPILED.size >= MAX_COMPILED) COMPILED.clear();
    matcher = userGlob(pattern);
    COMPILED.set(pattern, matcher);
  }
  return matcher;
}

/** One layer of the rules a page gets: what it set, and where that came from. */
export interface RuleLayer {
  origin: RuleOrigin;
  set: RuleSet;
}

/** The layers of the rules of a page (of every page when `url` is null), lowest precedence first. */
export function ruleLayers(config: GateRules, url: string | null): RuleLayer[] {
  const patterns = config.overrides.flatMap((override, index): RuleLayer[] => {
    if (url === null || !patternMatches(override.pattern, url)) return [];
    return [{ origin: { kind: 'pattern', index, pattern: override.pattern }, set: override }];
  });
  return [
    { origin: { kind: 'input' }, set: config.layers.inputs },
    { origin: { kind: 'config' }, set: config.layers.configFile },
    ...patterns,
  ];
}

export type RuleKey = keyof PageRules;

/** The last layer that set the rule, the one whose value is in force; undefined: action.yml's default. */
export function settingLayer(layers: readonly RuleLayer[], key: RuleKey): RuleLayer | undefined {
  return layers.findLast((layer) => valueIn(layer.set, key) !== undefined);
}

export function originOf(layers: readonly RuleLayer[], key: RuleKey): RuleOrigin {
  return settingLayer(layers, key)?.origin ?? { kind: 'default' };
}

/** What a layer set for the rule; undefined when it left it alone. */
export function valueIn(set: RuleSet, key: RuleKey): PageRules[RuleKey] | undefined {
  if (key === 'render' || key === 'ignoreChecks' || key === 'checks' || key === 'budgets') return set[key];
  return set.thresholds?.[key];
}
