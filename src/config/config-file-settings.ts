/**
 * Every setting a run took from its config file, named as the file names it, for the log line and
 * the job summary: a setting that changes the verdict is never taken from a file silently. Pure.
 */
import type { GateRules, RuleSet } from '../model/config.js';
import { THRESHOLDS } from '../model/thresholds.js';
import { count } from '../text/count.js';

export function configFileSettings(config: Pick<GateRules, 'layers' | 'overrides' | 'waivers'>): string[] {
  const top = ruleSetSettings(config.layers.configFile);
  const pages = config.overrides.map((override) => {
    const set = ruleSetSettings(override);
    return `pages ${override.pattern}${set.length > 0 ? ` (${set.join(', ')})` : ''}`;
  });
  const waivers = config.waivers.length > 0 ? [count(config.waivers.length, 'waiver')] : [];
  return [...top, ...pages, ...waivers];
}

function ruleSetSettings(set: RuleSet): string[] {
  const names = new Map<string, string>([
    ...THRESHOLDS.map((row): [string, string] => [row.key, row.name]),
    ['failOnRegression', 'fail-on-regression'],
  ]);
  const thresholds = Object.entries(set.thresholds ?? {}).map(
    ([key, value]) => `${names.get(key) ?? key} ${value === null ? 'off' : String(value)}`,
  );
  return [
    ...thresholds,
    ...(set.render === undefined ? [] : [`render ${String(set.render)}`]),
    ...(set.budgets ? [`budgets ${Object.keys(set.budgets).join(', ')}`] : []),
    ...(set.ignoreChecks?.length ? [`ignore-checks ${set.ignoreChecks.join(', ')}`] : []),
    ...Object.entries(set.checks ?? {}).map(([glob, level]) => `checks ${glob} ${level}`),
  ];
}
