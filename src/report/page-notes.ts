/**
 * Facts about a page that are not failures, in words: where its baseline came from (or why there
 * is none), whether its report was a cache hit or an analysis past a stale one, whether the runner
 * could reach it. The gate records these as data on the page; only this file chooses the words.
 * Results without the typed facts (an older file, a shard) still get the two a reader must see:
 * a cache hit, and no baseline.
 */
import { cacheHitIsBaseline } from '../model/cache-hit.js';
import { firstMeasuredRun } from '../model/metrics.js';
import { count } from '../text/count.js';
import { redactUrl } from '../text/redact.js';
import { measuredNote } from './metrics-note.js';
import type { BaselineFrom, PageResult, RedirectStub } from '../model/results.js';

export function pageNotes(page: PageResult): string[] {
  const notes: string[] = [];
  if (page.crawl) notes.push(`crawl ${page.crawl.id}, depth ${page.crawl.depth}, HTTP ${page.crawl.status}`);
  if (page.redirectStub) notes.push(stubNote(page.redirectStub));
  if (page.probe?.unreachable)
    notes.push(`the runner could not reach it (${page.probe.unreachable}); submitted anyway`);
  if (page.fresh) notes.push(freshNote(page));
  else if (page.cached) notes.push(cacheNote(page));
  if (page.error === null) for (const note of baselineNotes(page)) notes.push(note);
  if (page.errorIgnored) notes.push('error does not fail the gate (fail-on-error: false)');
  if (page.error?.code === 'blocked_address') notes.push(BLOCKED_ADDRESS_FIX);
  // A rendered report without axe is not a page without accessibility findings; its accepted ones stay.
  if (page.error?.code === 'axe_not_run') notes.push('axe did not run: accessibility not measured');
  if (page.waived?.length) notes.push(`${count(page.waived.length, 'finding')} waived`);
  // null, not absent: performance was on and the service (a hosted one may not) sent no metrics.
  if (page.metrics === null || (page.metrics && page.verdict === 'fail'))
    notes.push(measuredNote(page.metrics, page.baseline?.metrics));
  return notes;
}

/**
 * A service refuses private and local addresses unless told otherwise; a preview on the runner's own
 * network needs one that allows them.
 */
const BLOCKED_ADDRESS_FIX =
  'the service refuses private and local addresses: start it with pagegate serve --allow-private, or leave ' +
  'api-url unset to analyse in-process';

/** `redirect stub (meta refresh): gated https://site/new/` */
function stubNote(stub: RedirectStub): string {
  const how = stub.by === 'meta-refresh' ? 'meta refresh' : 'canonical elsewhere, noindex';
  return `redirect stub (${how}): gated ${redactUrl(stub.to)}`;
}

/** When the stale analysis ran is in the results (`fresh.staleSince`); a table cell only says what happened. */
function freshNote(page: PageResult): string {
  // A cache hit of the fresh URL is this deploy's own analysis from an earlier attempt: no allowance spent.
  if (page.cached) return "cache hit of this deploy's earlier analysis";
  return page.fresh?.reason === 'always' ? 're-analysed (fresh: always)' : 're-analysed past a stale cache';
}

function cacheNote(page: PageResult): string {
  if (!cacheHitIsBaseline(page)) return 'cache hit';
  return `cache hit: no new analysis since ${page.baseline?.analyzedAt ?? page.analyzedAt ?? 'the baseline'}`;
}

function baselineNotes(page: PageResult): string[] {
  const from = page.baselineFrom;
  if (from?.kind === 'new-page') {
    const note = 'new page: not in the accepted state, compared with an empty baseline';
    const inherited = page.inherited ?? 0;
    if (inherited === 0) return [note];
    return [note, `${count(inherited, 'finding')} inherited from the site's accepted pages`];
  }
  if (page.baseline === null || from?.why === 'mode-changed') return [noBaseline(from)];
  const first = firstMeasuredRun(page)
    ? ['performance first measured: render-blocking resources become its baseline']
    : [];
  if (cacheHitIsBaseline(page) || (page.baseline.findings && page.findings)) return first;
  return [...first, 'findings not available: regressions not compared'];
}

function noBaseline(from: BaselineFrom | undefined): string {
  switch (from?.why) {
    case 'setting':
      return 'no baseline: baseline set to none';
    case 'unfinished':
      // Not "still": a page with no baseline has nothing it could still be.
      return `no baseline: the latest report had not finished (${from.status ?? 'unfinished'})`;
    case 'failed':
      return `no baseline: the latest report failed (${from.status ?? 'no code'})`;
    case 'not-in-file':
      return 'no baseline in baseline-file';
    case 'no-earlier-crawl':
      return 'no baseline: no earlier finished crawl of this host';
    case 'not-in-crawl':
      return 'no baseline: page not in the previous crawl';
    case 'mode-changed':
      return 'render changed: compared with the other mode where both measure the same';
    case 'never-analysed':
    case undefined:
      return 'no baseline';
  }
}
