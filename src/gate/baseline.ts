/**
 * Where a page's baseline comes from. Read BEFORE the page is submitted: the service may keep
 * one key per URL (`run_count`), so after the POST the latest report could be this run's own.
 */
import type { PageAnalysisClient, CallOptions } from '../client/client.js';
import type { Report } from '../model/resources.js';
import type { AcceptedPage } from '../model/accepted.js';
import type { BaselineFrom, BaselineSnapshot } from '../model/results.js';
import { snapshotInMode } from '../model/accepted.js';
import { baselineUrlFor } from './baseline-file.js';

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
  | { kind: 'file'; pages: ReadonlyMap<string, BaselineSnapshot> }
  | { kind: 'accepted'; pages: ReadonlyMap<string, AcceptedPage> };

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
      // A page the accepted state does not hold is new: compared with an empty baseline. One it
      // holds only in the other mode has no baseline in this mode yet.
      return (url, _options, render) => {
        const page = plan.pages.get(url);
        const baseline = snapshotInMode(page, render);
        if (baseline) return Promise.resolve({ baseline, from: { kind: 'accepted' } });
        const from: BaselineFrom = page ? { kind: 'none', why: 'mode-changed' } : { kind: 'new-page' };
        return Promise.resolve({ baseline: null, from });
      };
    case 'url':
      return async (url, options) => {
        const { baseline, from } = await latestReport(client, baselineUrlFor(url, plan.origin), options, 'url');
        return { baseline, from };
      };
    case 'previous':
      return (url, options) => latestReport(client, url, options, 'previous');
  }
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
): Promise<BaselineLookup> {
  const found = await client.lookupReport(url, options);
  if (!found) return { baseline: null, from: { kind: 'none', why: 'never-analysed' }, knownLastRunAt: null };
  const read = await client.getReport(found.key, options);
  if (read.kind === 'complete') {
    return { baseline: snapshot(read.report, found.last_run_at), from: { kind }, knownLastRunAt: found.last_run_at };
  }
  const from: BaselineFrom =
    read.kind === 'failed'
      ? { kind: 'none', why: 'failed', status: read.error.code }
      : { kind: 'none', why: 'unfinished', status: read.status };
  return { baseline: null, from, knownLastRunAt: found.last_run_at };
}

export function snapshot(report: Report, analyzedAt: string | null): BaselineSnapshot {
  return {
    key: report.key,
    score: report.score,
    grade: report.grade,
    issues: report.issues,
    analyzedAt,
    findings: report.findings,
    ...(report.metrics ? { metrics: report.metrics } : {}),
  };
}
