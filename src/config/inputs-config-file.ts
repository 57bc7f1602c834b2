/**
 * The config file's data (YAML or JSON, parsed by config-file-data.ts): top-level defaults and
 * per-URL-pattern rules. Strict, because a misspelt key that silently does nothing is the one
 * failure a gate must not have: an unknown key is an error naming its path. Shorthand
 * (`pages: { "/blog/**": 60 }`) is normalised here into the one Override shape, the way LHCI turns
 * `"error"` and `["error", {...}]` into one assertion.
 */
import { ConfigError } from '../errors.js';
import { CHECK_LEVELS, FAIL_ON_REGRESSION, type Override, type RuleSet } from '../model/config.js';
import { THRESHOLDS, type Threshold } from '../model/thresholds.js';
import type { Waiver } from '../model/waiver.js';
import { BUDGET_KEYS, Budgets } from '../model/metrics.js';
import {
  isMapping,
  oneOf,
  quote,
  readBoolean,
  readInteger,
  readLines,
  readPattern,
  scalarText,
} from './inputs-values.js';
import { readWaivers } from './waivers-file.js';
import { knownCheckGlob } from './check-globs.js';
import { nearest } from '../text/nearest.js';
import type { ConfigFileData } from './config-file-data.js';

export interface ConfigFileRules {
  defaults: RuleSet;
  overrides: Override[];
  waivers: Waiver[];
}

type KeyReader = (label: string, value: unknown, into: RuleSet) => void;

/** A number threshold set to null in the file turns it off for the pages it covers. */
function limit({ key, min, max }: Threshold): KeyReader {
  return (label, value, into) => {
    into.thresholds = {
      ...into.thresholds,
      [key]: value === null ? null : readInteger(label, scalarText(value), min, max),
    };
  };
}

const RULE_KEYS: Record<string, KeyReader> = {
  ...Object.fromEntries(THRESHOLDS.map((row) => [row.name, limit(row)])),
  'fail-on-regression': (label, value, into) => {
    into.thresholds = { ...into.thresholds, failOnRegression: oneOf(label, scalarText(value), FAIL_ON_REGRESSION) };
  },
  render: (label, value, into) => {
    into.render = typeof value === 'boolean' ? value : readBoolean(label, scalarText(value));
  },
  'ignore-checks': (label, value, into) => {
    into.ignoreChecks = readGlobList(label, value);
  },
  checks: (label, value, into) => {
    if (!isMapping(value))
      throw new ConfigError(`${label}: must be a mapping of check-name glob to ${CHECK_LEVELS.join(', ')}`);
    into.checks = Object.fromEntries(
      Object.entries(value).map(([glob, level]) => {
        if (glob.trim() === '') throw new ConfigError(`${label}: "" is not a check-name glob`);
        const entry = `${label}[${JSON.stringify(glob)}]`;
        return [knownCheckGlob(label, glob.trim()), oneOf(entry, scalarText(level), CHECK_LEVELS)];
      }),
    );
  },
  budgets: (label, value, into) => {
    into.budgets = readBudgets(label, value);
  },
};

const PAGE_KEYS = ['pattern', ...Object.keys(RULE_KEYS)];
const TOP_KEYS = [...Object.keys(RULE_KEYS), 'pages', 'waivers'];

/** `now`: the waivers' expiry dates are checked against it (at most a year ahead). */
export function parseConfigFile(file: ConfigFileData, now: Date): ConfigFileRules {
  const where = `config-file ${file.name}`;
  // An empty YAML file is null.
  const data = file.data ?? {};
  if (!isMapping(data))
    throw new ConfigError(`${where}: the top level must be a mapping (allowed keys: ${TOP_KEYS.join(', ')})`);
  const { pages, waivers, ...top } = data;
  return {
    defaults: readRuleSet(where, '', top, TOP_KEYS),
    overrides: pages === undefined ? [] : readPages(where, pages),
    waivers: waivers === undefined || waivers === null ? [] : readWaivers(where, waivers, now),
  };
}

/** The list form, or the map form keyed by pattern whose value is a min-score or a rule mapping. */
function readPages(where: string, pages: unknown): Override[] {
  if (Array.isArray(pages)) {
    return pages.map((entry, i) => {
      const path = `pages[${i}]`;
      if (!isMapping(entry))
        throw new ConfigError(
          `${where}: ${path} must be a mapping with a pattern (allowed keys: ${PAGE_KEYS.join(', ')})`,
        );
      const { pattern, ...rules } = entry;
      return {
        pattern: readPattern(`${where}: ${path}.pattern`, pattern),
        ...readRuleSet(where, `${path}.`, rules, PAGE_KEYS),
      };
    });
  }
  if (isMapping(pages)) {
    return Object.entries(pages).map(([pattern, value]) => {
      const path = `pages[${JSON.stringify(pattern)}]`;
      const rules = isMapping(value) ? value : { 'min-score': value };
      return {
        pattern: readPattern(`${where}: ${path}`, pattern),
        ...readRuleSet(where, `${path}.`, rules, Object.keys(RULE_KEYS)),
      };
    });
  }
  throw new ConfigError(
    `${where}: pages must be a list of { pattern, ... } or a mapping of pattern to min-score or rules`,
  );
}

function readRuleSet(where: string, prefix: string, entries: Record<string, unknown>, allowed: string[]): RuleSet {
  const rules: RuleSet = {};
  for (const [key, value] of Object.entries(entries)) {
    const reader = Object.hasOwn(RULE_KEYS, key) ? RULE_KEYS[key] : undefined;
    if (!reader) throw new ConfigError(`${where}: ${prefix}${key} is not a known key (allowed: ${allowed.join(', ')})`);
    reader(`${where}: ${prefix}${key}`, value, rules);
  }
  return rules;
}

/** `budgets: { lcp-ms: 2500, transfer-kb: 800 }`: each a number, zero or more; an unknown key is named. */
function readBudgets(label: string, value: unknown): Budgets {
  if (!isMapping(value))
    throw new ConfigError(`${label}: must be a mapping of ${Object.keys(BUDGET_KEYS).join(', ')} to a number`);
  const parsed = Budgets.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys')
    throw new ConfigError(
      `${label}.${issue.keys[0]} is not a known key${meantBudget(issue.keys[0] ?? '')}` +
        `(allowed: ${Object.keys(BUDGET_KEYS).join(', ')})`,
    );
  const key = String(issue?.path[0] ?? '');
  const wanted = key === 'requests' ? 'a whole number, 0 or more' : 'a number, 0 or more';
  throw new ConfigError(`${label}.${key}: ${quote(scalarText(value[key]))} is not ${wanted}`);
}

/** A budget named like no metric: the nearest one, as a check name matching no check is told. */
function meantBudget(key: string): string {
  const meant = nearest(key, Object.keys(BUDGET_KEYS));
  return meant ? ` (did you mean ${meant}?) ` : ' ';
}

function readGlobList(label: string, value: unknown): string[] {
  if (typeof value === 'string') return readLines(value).map((glob) => knownCheckGlob(label, glob));
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      if (typeof item === 'string' && item.trim() !== '') return knownCheckGlob(`${label}[${i}]`, item.trim());
      throw new ConfigError(`${label}[${i}]: ${quote(scalarText(item))} is not a check-name glob`);
    });
  }
  throw new ConfigError(`${label}: ${quote(scalarText(value))} is not a list of check-name globs`);
}
