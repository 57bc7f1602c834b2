/** Running one analysis for a worker: fault latency, the analyzer, and the report it completes. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PageMetrics } from '../model/metrics.js';
import { describe } from '../text/describe.js';
import { AnalysisFailure, type Analysis, type analyzeUrl, type PrivateAllowance } from './analyzer/index.js';
import type { Sql } from './database.js';
import type { FaultInjector } from './faults.js';
import { writeWhileHeld } from './lease-retry.js';
import type { ServiceMetrics } from './metrics.js';
import type { Job, Store } from './store.js';
import type { ReportResult, ReportRow, ReportStore } from './store-reports.js';

export interface JobContext {
  store: Store;
  /** How long a claim holds a job (the next report is claimed as one ends). */
  leaseMs: number;
  /** ms since the epoch: when a report completes (ServiceOptions.reportClock). */
  reportClock: () => number;
  analyze: typeof analyzeUrl;
  /** performance: true: the rendered page's lab metrics over `runs` loads (measure-page.ts). */
  measure: (url: string, runs: number, signal: AbortSignal) => Promise<PageMetrics>;
  allowPrivate: PrivateAllowance;
  faults: FaultInjector;
  /** New jobs were queued in the transaction `sql`: idle workers on every node should look. */
  jobsQueued: (sql: Sql) => Promise<void>;
  metrics: ServiceMetrics;
  /** A job's end the database refused is written again (lease-retry.ts). */
  onRetry: (error: Error) => void;
}

/** Writes a job's end (`write`), again while the database refuses it and the job's lease holds. */
export function endWhileHeld<T>(
  context: JobContext,
  row: { lease_until: number | null },
  signal: AbortSignal,
  write: () => Promise<T>,
): Promise<T> {
  return writeWhileHeld(write, { heldUntil: () => row.lease_until ?? 0, signal, onRetry: context.onRetry });
}

type AnalysisOutcome =
  | { ok: true; analysis: Analysis; metrics: PageMetrics | null }
  | { ok: false; error: { code: string; message: string } };

/** `null` when the service is stopping: the job is left for the store to queue again. */
export async function analyzePage(
  context: JobContext,
  url: string,
  render: boolean,
  signal: AbortSignal,
  performanceRuns = 0,
): Promise<AnalysisOutcome | null> {
  const started = performance.now();
  const outcome = await analyzeOrFail(context, url, render, signal, performanceRuns);
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
  performanceRuns: number,
): Promise<AnalysisOutcome | null> {
  try {
    if (context.faults.analysisLatencyMs > 0) await sleep(context.faults.analysisLatencyMs, undefined, { signal });
    const analysis = await context.analyze(url, { allowPrivate: context.allowPrivate, signal, render });
    // Measured after the analysis, in loads of their own: axe's work never lands in the metrics.
    const metrics = performanceRuns > 0 ? await context.measure(url, performanceRuns, signal) : null;
    return { ok: true, analysis, metrics };
  } catch (error) {
    if (signal.aborted) return null;
    const code = error instanceof AnalysisFailure ? error.code : 'analysis_error';
    return { ok: false, error: { code, message: describe(error) } };
  }
}

/** Resolves to the worker's next job when the report's end claimed one (Store.endAndClaimNext). */
export async function runReportJob(
  context: JobContext,
  report: ReportRow,
  signal: AbortSignal,
): Promise<Job | undefined> {
  // The fault "never finishes" leaves the row running without holding a worker.
  if (context.faults.neverFinishes()) return undefined;
  const outcome = await analyzePage(context, report.url, report.render === 1, signal, report.performance_runs);
  if (!outcome) return undefined;
  const endedAt = context.reportClock();
  // Only the report's latest attempt writes: a node whose lease lapsed while it worked finds the
  // report taken by another, and its answer is dropped, so the report completes exactly once.
  // The write also tells the reads held on the report, on every node, that it ended.
  const end = (reports: ReportStore) =>
    outcome.ok
      ? reports.complete(report, reportResult(outcome.analysis), endedAt, outcome.metrics)
      : reports.fail(report, outcome.error, endedAt);
  // A worker that is stopping claims nothing more.
  if (signal.aborted) {
    await end(context.store.reports);
    return undefined;
  }
  return endWhileHeld(context, report, signal, () => context.store.endAndClaimNext(end, Date.now(), context.leaseMs));
}

function reportResult(analysis: Analysis): ReportResult {
  const { title, word_count, score, grade, issues, findings, http_status, final_url, dom_quiet } = analysis;
  return {
    title,
    word_count,
    score,
    grade,
    issues,
    findings,
    http_status,
    final_url,
    ...(dom_quiet === undefined ? {} : { dom_quiet }),
  };
}
