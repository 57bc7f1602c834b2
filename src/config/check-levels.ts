/**
 * The level of each check on a page: the config file's `checks:` (the last glob that matches
 * wins), then `ignore-checks` (a shorthand for `off`), else none (fail-on-regression decides by
 * severity). A finding of a check `off` counts for nothing, and the accepted state keeps what it
 * held for that check.
 */
import picomatch from 'picomatch';
import type { CheckLevel, PageRules } from '../model/config.js';

export type CheckLevelOf = (check: string) => CheckLevel | null;

export function checkLevels(rules: Pick<PageRules, 'ignoreChecks' | 'checks'>): CheckLevelOf {
  const globs = Object.entries(rules.checks)
    .reverse()
    .map(([glob, level]) => ({ matches: picomatch(glob, { dot: true }), level }));
  const ignored = rules.ignoreChecks.length > 0 ? picomatch(rules.ignoreChecks, { dot: true }) : () => false;
  if (globs.length === 0) return (check) => (ignored(check) ? 'off' : null);
  return (check) => globs.find((glob) => glob.matches(check))?.level ?? (ignored(check) ? 'off' : null);
}

export function ignoredCheck(rules: Pick<PageRules, 'ignoreChecks' | 'checks'>): (check: string) => boolean {
  const levelOf = checkLevels(rules);
  return (check) => levelOf(check) === 'off';
}
