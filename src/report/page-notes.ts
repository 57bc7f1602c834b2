/**
 * Facts about a page that are not failures: where its baseline came from and whether its report
 * was a cache hit. The engine writes them as `notes`; results from elsewhere (an older file, a
 * shard) may lack them, so the two facts a reader must see are derived when no note states them.
 */
import type { PageResult } from '../model/results.js';

/** The cached report is the baseline itself: nothing new was analysed, so nothing could regress. */
export function comparedNothingNew(page: PageResult): boolean {
  return page.cached && page.key !== null && page.baseline !== null && page.baseline.key === page.key;
}

export function pageNotes(page: PageResult): string[] {
  const notes = [...(page.notes ?? [])];
  if (page.cached && !notes.some((note) => /cache/i.test(note))) notes.push(cacheNote(page));
  if (page.baseline === null && page.error === null && !notes.some((note) => /baseline/i.test(note))) notes.push('no baseline');
  return notes;
}

function cacheNote(page: PageResult): string {
  if (!comparedNothingNew(page)) return 'cache hit';
  const since = page.baseline?.analyzedAt;
  return since ? `cache hit: no new analysis since ${since}` : 'cache hit: no new analysis since the baseline';
}
