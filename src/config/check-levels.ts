/**
 * The level of each check on a page: the config file's `checks:` (the last glob that matches
 * wins), then `ignore-checks` (a shorthand for `off`), else none (fail-on-regression decides by
 * severity). A finding of a check `off` counts for nothing, and the accepted state keeps what it
 * held for that check.
 */
import { userGlob } from './user-glob.js';
import type { CheckLevel, PageRules } from '../model/config.js';

export type CheckLevelOf = (check: string) => CheckLevel | null;

export function checkLevels(rules: Pick<PageRules, 'ignoreChecks' | 'checks'>): CheckLevelOf {
  const globs = Object.entries(rules.checks)
    .reverse()
    .map(([glob, level]) => ({ matches: userGlob(glob), level }));
  const ignoring = rules.ignoreChecks.map((glob) => userGlob(glob));
  const ignored = (check: string) => ignoring.some((matches) => matches(check));
  if (globs.length === 0) return (check) => (ignored(check) ? 'off' : null);
  return (check) => globs.find((glob) => glob.matches(check))?.level ?? (ignored(check) ? 'off' : null);
}

export function ignoredCheck(rules: Pick<PageRules, 'ignoreChecks' | 'checks'>): (check: string) => boolean {
  const levelOf = checkLevels(rules);
  return (check) => levelOf(check) === 'off';
}
