/**
 * Where a page's baseline comes from. Read BEFORE the page is submitted: the service may keep
 * one key per URL (`run_count`), so after the POST the latest report could be this run's own.
 */
import type { PageAnalysisClient, CallOptions } from '../client/client.js';
import type { Lookup, Report } from '../model/resources.js';
import type { BaselineFrom, BaselineSnapshot } from '../model/results.js';
import { baselineUrlFor } from './baseline-file.js';
import { pageOfFreshUrl } from './fresh.js';

export interface BaselineLookup {
  baseline: BaselineSnapshot | null;
  from: BaselineFrom;
  /** The page URL's last_run_at before this run (null: never analysed; undefined: not asked). */
  knownLastRunAt?: string | null;
}

/** `render`: the mode the page is analysed in now; a baseline of the other mode is no baseline. */
export type BaselineSource = (url: string, options: CallOptions, render: boolean) => Promise<BaselineLookup>;

/**
 * The baseline setting with what the engine read for it: the pages of a baseline-file, or of the
 * accepted state. `accepted` is only planned when a state was found; otherwise the engine plans
 * `previous` for the run.
 */
export type BaselinePlan =
  | { kind: 'previous' | 'none' }
  | { kind: 'url'; origin: string }
  | { kind: 'file' | 'accepted'; pages: ReadonlyMap<string, BaselineSnapshot> };

export function baselineSource(plan: BaselinePlan, client: PageAnalysisClient): BaselineSource {
  switch (plan.kind) {
    case 'none':
      return () => Promise.resolve({ baseline: null, from: { kind: 'none', why: 'setting' } });
    case 'file':
      return (url, _options, render) => {
        const baseline = plan.pages.get(url) ?? null;
        return Promise.resolve(
          inMode(render, { baseline, from: baseline ? { kind: 'file' } : { kind: 'none', why: 'not-in-file' } }),
        );
      };
    case 'accepted':
      // A page the accepted state does not hold is new: compared with an empty baseline.
      return (url, _options, render) => {
        const baseline = plan.pages.get(url) ?? null;
        return Promise.resolve(inMode(render, { baseline, from: { kind: baseline ? 'accepted' : 'new-page' } }));
      };
    case 'url':
      return async (url, options) => {
        const { baseline, from } = await latestReport(client, baselineUrlFor(url, plan.origin), options, 'url');
        return { baseline, from };
      };
    case 'previous': {
      const freshRuns = freshRunIndex(client);
      return (url, options) => latestReport(client, url, options, 'previous', freshRuns);
    }
  }
}

/** How many of a host's newest reports are searched for fresh re-analyses (one page of the list). */
const FRESH_SEARCH = 100;

type FreshRuns = (url: string, options: CallOptions) => Promise<Lookup | null>;

/**
 * A page re-analysed under `?pagegate=<tag>` (fresh) is stored under that URL, so the lookup of
 * the page's own URL misses it. The host's newest reports are listed once per run and each page's
 * newest fresh report is kept, so `previous` is the latest report of the page under either URL.
 */
function freshRunIndex(client: PageAnalysisClient): FreshRuns {
  const hosts = new Map<string, Promise<Map<string, Lookup>>>();
  const index = async (host: string, options: CallOptions) => {
    const newest = new Map<string, Lookup>();
    let seen = 0;
    for await (const report of client.reports({ host, pageSize: FRESH_SEARCH }, options)) {
      const page = pageOfFreshUrl(report.url);
      if (page !== null && !newest.has(page)) newest.set(page, report);
      if (++seen >= FRESH_SEARCH) break;
    }
    return newest;
  };
  return async (url, options) => {
    const host = new URL(url).hostname;
    let found = hosts.get(host);
    if (!found) hosts.set(host, (found = index(host, options)));
    return (await found).get(url) ?? null;
  };
}

/**
 * A rendered analysis is never compared with a fetched one: their evidence is spelt differently
 * (the browser's serialisation vs the source). A baseline whose mode is known and is the other
 * one is no baseline: the page is judged by thresholds only until a run in its mode is accepted.
 */
export function inMode(render: boolean, lookup: BaselineLookup): BaselineLookup {
  const mode = lookup.baseline?.render;
  if (mode === undefined || mode === render) return lookup;
  return { ...lookup, baseline: null, from: { kind: 'none', why: 'mode-changed' } };
}

async function latestReport(
  client: PageAnalysisClient,
  url: string,
  options: CallOptions,
  kind: 'previous' | 'url',
  freshRuns?: FreshRuns,
): Promise<BaselineLookup> {
  const [plain, fresh] = await Promise.all([client.lookupReport(url, options), freshRuns?.(url, options) ?? null]);
  const found = fresh && (!plain || Date.parse(fresh.last_run_at) > Date.parse(plain.last_run_at)) ? fresh : plain;
  if (!found) return { baseline: null, from: { kind: 'none', why: 'never-analysed' }, knownLastRunAt: null };
  const read = await client.getReport(found.key, options);
  if (read.kind === 'complete') {
    // knownLastRunAt is the page URL's own: what its next POST's cache hit is judged by.
    return {
      baseline: snapshot(read.report, found.last_run_at),
      from: { kind },
      knownLastRunAt: plain?.last_run_at ?? null,
    };
  }
  const from: BaselineFrom =
    read.kind === 'failed'
      ? { kind: 'none', why: 'failed', status: read.error.code }
      : { kind: 'none', why: 'unfinished', status: read.status };
  return { baseline: null, from, knownLastRunAt: plain?.last_run_at ?? null };
}

export function snapshot(report: Report, analyzedAt: string | null): BaselineSnapshot {
  return {
    key: report.key,
    score: report.score,
    grade: report.grade,
    issues: report.issues,
    analyzedAt,
    findings: report.findings,
  };
}
