/**
 * The first line a reader sees, worded once for every output: the job summary and the comment
 * (bold), the terminal and the step's failure line (plain). Every count is a page verdict or a
 * fact, never a sum that depends on a setting, so no two outputs of one run can disagree.
 */
import { count } from '../text/count.js';
import { cacheHitIsBaseline } from '../model/cache-hit.js';
import type { Results } from '../model/results.js';
import { resultsOutcome } from '../model/outcome.js';

/** `**pagegate: failed** — 4 pages: 1 passed, 0 failed, 3 errors · ...`, for markdown. */
export function headline(results: Results): string {
  const { status, counts } = headlineWords(results);
  return `**pagegate: ${status}** — ${counts}\n`;
}

/** The same headline without markdown, for the terminal and the log. */
export function plainHeadline(results: Results): string {
  const { status, counts } = headlineWords(results);
  return `pagegate: ${status} — ${counts}`;
}

function headlineWords(results: Results): { status: string; counts: string } {
  const pages = results.pages;
  const verdicts = (verdict: string) => pages.filter((p) => p.verdict === verdict).length;
  const same = pages.filter(cacheHitIsBaseline).length;
  const fresh = pages.filter((p) => p.fresh?.reason === 'stale-cache' && !p.cached).length;
  const warned = pages.filter((p) => (p.warnings?.length ?? 0) > 0).length;
  const waived = pages.reduce((sum, p) => sum + (p.waived?.length ?? 0), 0);
  const counts = [
    `${gated(results)}: ${verdicts('pass')} passed, ${verdicts('fail')} failed, ` +
      `${count(verdicts('error'), 'error')}`,
    regressionWords(pages.flatMap((p) => p.regressions)),
    count(pages.filter((p) => p.cached).length, 'cache hit'),
  ];
  if (warned > 0) counts.push(`${count(warned, 'page')} past a warn level`);
  if (waived > 0) counts.push(`${count(waived, 'finding')} waived`);
  // Only when it happened: a cache hit that is the baseline means the gate compared nothing new.
  if (same > 0) counts.push(`${count(same, 'page')} compared nothing new (the cache hit is the baseline)`);
  if (fresh > 0) counts.push(`${count(fresh, 'page')} re-analysed past a stale cache (each spent allowance)`);
  return { status: status(results), counts: counts.join(' · ') };
}

/**
 * `3 regressions fail, 10 optional listed`: only a regression that failed its page is counted as
 * failing; the rest (optional ones, checks at `warn`, severities under fail-on-regression) are
 * listed in the report but fail nothing, so a reader never takes them for the gate's reason.
 */
function regressionWords(regressions: Results['pages'][number]['regressions']): string {
  const { failing, listed } = regressionSplit(regressions);
  const fail = `${count(failing, 'regression')} ${failing === 1 ? 'fails' : 'fail'}`;
  return listed > 0 ? `${fail}, ${listed} optional listed` : fail;
}

/** How many regressions failed their page, and how many are only listed. */
export function regressionSplit(regressions: readonly { fails?: true }[]): { failing: number; listed: number } {
  const failing = regressions.filter((r) => r.fails === true).length;
  return { failing, listed: regressions.length - failing };
}

/** `50 pages`, or, when max-urls dropped some, `50 of 60 pages gated (max-urls 50 dropped 10)`. */
function gated(results: Results): string {
  const n = results.pages.length;
  const cut = results.truncated;
  if (!cut) return count(n, 'page');
  if (cut.given === null) {
    const unread = `${cut.unread ?? 'a source'} was read no further`;
    return `${count(n, 'page')} gated (max-urls ${cut.maxUrls} dropped more; ${unread})`;
  }
  return `${n} of ${count(cut.given, 'page')} gated (max-urls ${cut.maxUrls} dropped ${cut.given - cut.maxUrls})`;
}

function status(results: Results): string {
  if (results.decided === false) return 'analysed, verdicts provisional';
  return resultsOutcome(results);
}

/** The headline of a run that ended before any verdict: what stopped it, in one line. */
export function errorHeadline(line: string): string {
  return `**pagegate: error** — ${line}\n`;
}
