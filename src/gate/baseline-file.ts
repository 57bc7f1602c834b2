/**
 * An earlier run's results file as the baseline (`baseline-file`), the pages of a run as
 * snapshots (also what the accepted state keeps), and the same-path URL on another origin
 * (`baseline-url`). Pure: the edge reads the file (results-file.ts reads its pages).
 */
import { ConfigError, PagegateError } from '../errors.js';
import type { BaselineSnapshot, PageResult } from '../model/results.js';
import { normalizePageUrl } from '../site/urls.js';
import { mergeByUrl } from './merge.js';

/**
 * Pages that can serve as a baseline: analysed (a key, no error) with their findings kept. A
 * page that errored has no findings, and comparing against it would call every finding new.
 * A URL listed twice: the merge rule (merge.ts). `signal`: the run's deadline and interrupt, looked
 * at between pages, so a file of 10,000 pages read before any analysis cannot outlast `timeout`.
 */
export async function baselinesFromPages(
  pages: AsyncIterable<PageResult>,
  signal?: AbortSignal,
  serves: (page: PageResult) => boolean = () => true,
): Promise<Map<string, BaselineSnapshot>> {
  const baselines = new Map<string, BaselineSnapshot>();
  for await (const page of pages) {
    if (signal?.aborted) throw new PagegateError(`baseline-file: ${stopped(signal)} while it was read`);
    const snapshot = serves(page) ? snapshotOf(page) : null;
    // A redirect stub's analysis is its target's baseline, as the accepted state keeps it.
    if (snapshot) mergeByUrl(baselines, page.redirectStub?.to ?? page.url, snapshot);
  }
  return baselines;
}

/**
 * A baseline-file whose run failed: its failing pages hold the regressions that failed it, which
 * as a baseline would pass them. Used only when its failing pages are left out on purpose.
 */
export function failedRunFile(path: string): ConfigError {
  return new ConfigError(
    `baseline-file ${path}: its run failed, so its regressions would become the baseline; give the results ` +
      `of a run that passed, or set baseline-file-pages passed to use only the pages that passed in it`,
  );
}

function stopped(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'TimeoutError' ? 'the timeout ran out' : 'the run was stopped';
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
    ...(page.metrics ? { metrics: page.metrics } : {}),
  };
}

/** The page's path and query on the baseline origin: a preview's /pricing against production's /pricing. */
export function baselineUrlFor(pageUrl: string, baselineOrigin: string): string {
  const page = new URL(pageUrl);
  return normalizePageUrl(new URL(`${page.pathname}${page.search}`, baselineOrigin).href);
}
