/** The first line a reviewer reads: the verdict and the counts that explain it. */
import { count } from '../text/count.js';
import { cacheHitIsBaseline } from '../model/cache-hit.js';
import type { Results } from '../model/results.js';

export function headline(results: Results): string {
  const pages = results.pages;
  const failed = pages.filter((p) => p.verdict === 'fail').length;
  const errors = pages.filter((p) => p.verdict === 'error').length;
  const regressed = pages.reduce((sum, p) => sum + p.regressions.length, 0);
  const cached = pages.filter((p) => p.cached).length;
  const same = pages.filter(cacheHitIsBaseline).length;
  const fresh = pages.filter((p) => p.fresh?.reason === 'stale-cache' && !p.cached).length;
  const warned = pages.filter((p) => (p.warnings?.length ?? 0) > 0).length;
  const waived = pages.reduce((sum, p) => sum + (p.waived?.length ?? 0), 0);
  const counts = [
    `${failed} of ${count(pages.length, 'page')} failed`,
    `${count(regressed, 'finding')} regressed`,
    `${count(cached, 'cache hit')}`,
    `${count(errors, 'error')}`,
  ];
  if (warned > 0) counts.push(`${count(warned, 'page')} past a warn level`);
  if (waived > 0) counts.push(`${count(waived, 'finding')} waived`);
  // Only when it happened: a cache hit that is the baseline means the gate compared nothing new.
  if (same > 0) counts.push(`${count(same, 'page')} compared nothing new (the cache hit is the baseline)`);
  if (fresh > 0) counts.push(`${count(fresh, 'page')} re-analysed past a stale cache (each spent allowance)`);
  return `**pagegate: ${status(results)}** — ${counts.join(' · ')}\n`;
}

function status(results: Results): string {
  if (results.decided === false) return 'analysed, verdicts provisional';
  return results.passed ? 'passed' : 'failed';
}
