/**
 * Where a page's baseline comes from. Read BEFORE the page is submitted: the service may keep
 * one key per URL (`run_count`), so after the POST the latest report could be this run's own.
 */
import type { PageAnalysisClient, CallOptions } from '../client/client.js';
import type { Baseline } from '../model/config.js';
import type { Report } from '../model/resources.js';
import type { BaselineSnapshot } from '../model/results.js';
import { baselineUrlFor } from './baseline-file.js';

export interface BaselineLookup {
  baseline: BaselineSnapshot | null;
  /** The page URL's last_run_at before this run (null: never analysed; undefined: not asked). */
  knownLastRunAt?: string | null;
  note?: string;
}

export type BaselineSource = (url: string, options: CallOptions) => Promise<BaselineLookup>;

export function baselineSource(
  setting: Baseline,
  client: PageAnalysisClient,
  fromFile: ReadonlyMap<string, BaselineSnapshot>,
): BaselineSource {
  switch (setting.kind) {
    case 'none':
      return async () => ({ baseline: null, note: 'no baseline: baseline set to none' });
    case 'file':
      return async (url) => {
        const baseline = fromFile.get(url) ?? null;
        return baseline ? { baseline } : { baseline: null, note: 'no baseline in baseline-file' };
      };
    case 'url':
      return async (url, options) => {
        const other = await latestReport(client, baselineUrlFor(url, setting.origin), options);
        return { baseline: other.baseline, ...(other.note ? { note: other.note } : {}) };
      };
    case 'previous':
      return (url, options) => latestReport(client, url, options);
  }
}

async function latestReport(client: PageAnalysisClient, url: string, options: CallOptions): Promise<BaselineLookup> {
  const found = await client.lookupReport(url, options);
  if (!found) return { baseline: null, knownLastRunAt: null, note: 'no baseline' };
  const read = await client.getReport(found.key, options);
  if (read.kind === 'complete') {
    return { baseline: snapshot(read.report, found.last_run_at), knownLastRunAt: found.last_run_at };
  }
  const why = read.kind === 'failed' ? `failed (${read.error.code})` : `is still ${read.status}`;
  return { baseline: null, knownLastRunAt: found.last_run_at, note: `no baseline: the latest report ${why}` };
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
