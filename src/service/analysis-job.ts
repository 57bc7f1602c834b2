/** Running one analysis for a worker: fault latency, the analyzer, and the report it completes. */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe } from '../text/describe.js';
import { AnalysisFailure, type Analysis, type analyzeUrl, type PrivateAllowance } from './analyzer/index.js';
import type { Sql } from './database.js';
import type { FaultInjector } from './faults.js';
import type { ServiceMetrics } from './metrics.js';
import type { Store } from './store.js';
import type { ReportResult, ReportRow } from './store-reports.js';

export interface JobContext {
  store: Store;
  analyze: typeof analyzeUrl;
  allowPrivate: PrivateAllowance;
  faults: FaultInjector;
  /** New jobs were queued in the transaction `sql`: idle workers on every node should look. */
  jobsQueued: (sql: Sql) => Promise<void>;
  metrics: ServiceMetrics;
}

export type AnalysisOutcome =
  { ok: true; analysis: Analysis } | { ok: false; error: { code: string; message: string } };

/** `null` when the service is stopping: the job is left for the store to queue again. */
export async function analyzePage(
  context: JobContext,
  url: string,
  render: boolean,
  signal: AbortSignal,
): Promise<AnalysisOutcome | null> {
  const started = performance.now();
  const outcome = await analyzeOrFail(context, url, render, signal);
  if (outcome) {
    context.metrics.analyses.inc({ outcome: outcome.ok ? 'complete' : 'failed' });
    context.metrics.analysisSeconds.observe((performance.now() - started) / 1000);
  }
  return outcome;
}

async function analyzeOrFail(
  context: JobContext,
  url: string,
  render: boolean,
  signal: AbortSignal,
): Promise<AnalysisOutcome | null> {
  try {
    if (context.faults.analysisLatencyMs > 0) await sleep(context.faults.analysisLatencyMs, undefined, { signal });
    return { ok: true, analysis: await context.analyze(url, { allowPrivate: context.allowPrivate, signal, render }) };
  } catch (error) {
    if (signal.aborted) return null;
    const code = error instanceof AnalysisFailure ? error.code : 'analysis_error';
    return { ok: false, error: { code, message: describe(error) } };
  }
}

export async function runReportJob(context: JobContext, report: ReportRow, signal: AbortSignal): Promise<void> {
  // The fault "never finishes" leaves the row running without holding a worker.
  if (context.faults.neverFinishes()) return;
  const outcome = await analyzePage(context, report.url, report.render === 1, signal);
  if (!outcome) return;
  const { reports } = context.store;
  // Only the report's latest attempt writes: a node whose lease lapsed while it worked finds the
  // report taken by another, and its answer is dropped, so the report completes exactly once.
  // The write also tells the reads held on the report, on every node, that it ended.
  await (outcome.ok
    ? reports.complete(report, reportResult(outcome.analysis), Date.now())
    : reports.fail(report, outcome.error, Date.now()));
}

function reportResult(analysis: Analysis): ReportResult {
  const { title, word_count, score, grade, issues, findings, http_status, final_url } = analysis;
  return { title, word_count, score, grade, issues, findings, http_status, final_url };
}
