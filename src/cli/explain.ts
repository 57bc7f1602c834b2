/**
 * `pagegate check --explain URL`: which rules one page is judged by and why, without analysing
 * anything. The layers in order of precedence (input, the config file's top level, each pattern
 * that matches, a later one winning), the value in force of each rule with the layer it came
 * from, and the waivers whose pattern matches the page.
 */
import {
  patternMatches,
  ruleLayers,
  rulesFor,
  settingLayer,
  valueIn,
  type RuleKey,
  type RuleLayer,
} from '../config/rules.js';
import { ruleOriginText, type GateRules, type PageRules, type RuleSet } from '../model/config.js';
import { THRESHOLDS } from '../model/thresholds.js';
import { daysUntil } from '../model/waiver.js';
import { count } from '../text/count.js';
import { plainText } from '../text/plain.js';
import { redactUrl } from '../text/redact.js';

/** Every rule by its input and config-file name, in the order the inputs table lists them. */
const RULES: readonly [RuleKey, string][] = [
  ...THRESHOLDS.map((row): [RuleKey, string] => [row.key, row.name]),
  ['failOnRegression', 'fail-on-regression'],
  ['ignoreChecks', 'ignore-checks'],
  ['checks', 'checks'],
  ['render', 'render'],
  ['budgets', 'budgets'],
];

const TEXT_MAX = 200;

export function explainRules(config: GateRules, url: string, now: Date): string {
  const layers = ruleLayers(config, url);
  const rules = rulesFor(config, url);
  const lines = [
    `Rules for ${plainText(redactUrl(url), TEXT_MAX)}, lowest precedence first (a later layer wins; ` +
      `ignore-checks, checks and budgets add up):`,
  ];
  lines.push(
    ...columns([
      ['default', 'action.yml defaults'],
      ...layers.map((layer): [string, string] => [layerName(layer, config), setText(layer.set) || 'sets nothing']),
    ]),
  );
  lines.push('', 'In force:');
  lines.push(
    ...columns(
      RULES.map(([key, name]): [string, string] => [
        `${name} ${valueText(rules[key])}`,
        `from ${fromText(layers, key, config)}`,
      ]),
    ),
  );
  lines.push('', ...waiverLines(config, url, now));
  return `${lines.join('\n')}\n`;
}

/** Two columns, the second starting one past the widest first cell (counted in code points), indented two. */
function columns(rows: readonly [string, string][]): string[] {
  const width = Math.max(...rows.map(([left]) => [...left].length));
  return rows.map(([left, right]) => `  ${left}${' '.repeat(width - [...left].length + 1)}${right}`);
}

function layerName(layer: RuleLayer, config: GateRules): string {
  if (layer.origin.kind === 'input') return 'input';
  const file = `config-file ${plainText(config.configFile ?? '', TEXT_MAX)}`;
  return layer.origin.kind === 'config'
    ? `${file} top level`
    : `${file} ${plainText(ruleOriginText(layer.origin), TEXT_MAX)}`;
}

function setText(set: RuleSet): string {
  return RULES.flatMap(([key, name]) => {
    const value = valueIn(set, key);
    return value === undefined ? [] : [`${name} ${valueText(value)}`];
  }).join(', ');
}

function valueText(value: PageRules[RuleKey]): string {
  if (value === null) return 'off';
  // No budget: the Core Web Vitals bounds judge the page's metrics.
  if (value === undefined) return '(none)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : plainText(value.join(', '), TEXT_MAX);
  if (typeof value === 'object') {
    const levels = Object.entries(value).map(([glob, level]) => `${glob} ${level}`);
    return levels.length === 0 ? '(none)' : plainText(levels.join(', '), TEXT_MAX);
  }
  return String(value);
}

/**
 * ignore-checks, checks and budgets add up, so each layer that added some is named; every other
 * rule has one origin.
 */
function fromText(layers: readonly RuleLayer[], key: RuleKey, config: GateRules): string {
  if (key === 'ignoreChecks' || key === 'checks' || key === 'budgets') {
    const adding = layers.filter((layer) => Object.keys(layer.set[key] ?? {}).length > 0);
    return adding.length === 0 ? 'default' : adding.map((layer) => layerName(layer, config)).join(' + ');
  }
  const layer = settingLayer(layers, key);
  return layer ? layerName(layer, config) : 'default';
}

function waiverLines(config: GateRules, url: string, now: Date): string[] {
  const matching = config.waivers
    .map((waiver, index) => ({ waiver, index }))
    .filter(({ waiver }) => waiver.pattern === null || patternMatches(waiver.pattern, url));
  if (matching.length === 0) return [`Waivers: none of ${count(config.waivers.length, 'waiver')} matches this page.`];
  const lines = ['Waivers whose pattern matches this page (the first that matches a finding waives it):'];
  for (const { waiver, index } of matching) {
    const days = daysUntil(waiver.expires, now);
    const state =
      days < 0
        ? `expired on ${waiver.expires}: no longer applies`
        : `in force until ${waiver.expires} (${days === 0 ? 'its last day' : `${count(days, 'day')} left`})`;
    const evidence = waiver.evidence === null ? '' : `, evidence "${plainText(waiver.evidence, TEXT_MAX)}"`;
    lines.push(
      `  waivers[${index}] ${plainText(waiver.check, TEXT_MAX)} on ` +
        `${plainText(waiver.pattern ?? 'every page', TEXT_MAX)}${evidence}: ` +
        `${plainText(waiver.reason, TEXT_MAX)} — ${state}`,
    );
  }
  return lines;
}
