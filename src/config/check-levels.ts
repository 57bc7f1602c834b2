/**
 * Which checks a page's rules ignore: `ignore-checks` globs. A finding of an ignored check counts
 * for nothing, and the accepted state keeps what it held for that check.
 */
import picomatch from 'picomatch';
import type { PageRules } from '../model/config.js';

export function ignoredCheck(rules: Pick<PageRules, 'ignoreChecks'>): (check: string) => boolean {
  if (rules.ignoreChecks.length === 0) return () => false;
  return picomatch(rules.ignoreChecks, { dot: true });
}
