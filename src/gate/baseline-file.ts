/**
 * An earlier run's results file as the baseline (`baseline-file`), the pages of a run as
 * snapshots (also what the accepted state keeps), and the same-path URL on another origin
 * (`baseline-url`). Pure: the edge reads the file (results-file.ts reads its pages).
 */
import type { BaselineSnapshot, PageResult } from '../model/results.js';
import { normalizePageUrl } from '../site/urls.js';
import { mergeByUrl } from './merge.js';

/**
 * Pages that can serve as a baseline: analysed (a key, no error) with their findings kept. A
 * page that errored has no findings, and comparing against it would call every finding new.
 * A URL listed twice: the merge rule (merge.ts).
 */
export async function baselinesFromPages(pages: AsyncIterable<PageResult>): Promise<Map<string, BaselineSnapshot>> {
  const baselines = new Map<string, BaselineSnapshot>();
  for await (const page of pages) {
    const snapshot = snapshotOf(page);
    if (snapshot) mergeByUrl(baselines, page.url, snapshot);
  }
  return baselines;
}

/** The page as a baseline, or null when it cannot serve as one. */
export function snapshotOf(page: PageResult): BaselineSnapshot | null {
  if (page.key === null || page.error !== null || !page.findings) return null;
  return {
    key: page.key,
    score: page.score,
    grade: page.grade,
    issues: page.issues,
    // Files written before analyzedAt was recorded do not say when each page was analysed.
    analyzedAt: page.analyzedAt ?? null,
    findings: page.findings,
    ...(page.render === undefined ? {} : { render: page.render }),
  };
}

/** The page's path and query on the baseline origin: a preview's /pricing against production's /pricing. */
export function baselineUrlFor(pageUrl: string, baselineOrigin: string): string {
  const page = new URL(pageUrl);
  return normalizePageUrl(new URL(`${page.pathname}${page.search}`, baselineOrigin).href);
}
