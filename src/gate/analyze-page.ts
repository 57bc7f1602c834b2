/**
 * One page: baseline first, then submit, then read the `poll` URL until the report is complete.
 * Each read asks the service to hold it until the report is done (`Prefer: wait`, for the time
 * left in the run); a service that held it is read again at once, one that did not is read again
 * when poll-schedule.ts says (a `Retry-After` on a 202 overrides it). A cache hit that predates
 * the deploy is submitted again past the cache (fresh.ts). Every failure becomes data on the page
 * (verdict `error` later), so one page never stops the others. The deadline is the run's signal:
 * when it fires, in-flight requests are aborted and the page reports how far it got.
 */
import type { PageAnalysisClient } from '../client/client.js';
import type { Report, ReportAck } from '../model/resources.js';
import { describe, ServiceError, TransportError } from '../errors.js';
import type { Fresh, PageError } from '../model/results.js';
import { answeredError } from './answered-error.js';
import type { BaselineLookup, BaselineSource } from './baseline.js';
import { isStale, type FreshPolicy } from './fresh.js';
import { fallbackUrl, variantOrder, variantUrls } from './fresh-variants.js';
import type { PageHistory } from './page-history.js';
import { pollDelay, sleep as realSleep, type Sleep } from './poll-schedule.js';
import type { PageObservation } from './verdict.js';

/** A `Retry-After: 0` must not turn polling into a busy loop: the smallest poll-interval. */
const MIN_WAIT_MS = 50;

export interface PageJob {
  url: string;
  render: boolean;
  /** performance: true: loads to measure (the service's `performance_runs`); null: no metrics asked. */
  performanceRuns?: number | null;
  client: PageAnalysisClient;
  baselineOf: BaselineSource;
  /** Where the page's fresh variants' last analyses are read. */
  history: Pick<PageHistory, 'lastRuns'>;
  pollIntervalMs: number;
  fresh: FreshPolicy;
  /** When the run saw an analysis complete: the interface gives a report no completion time. */
  now: () => Date;
  /** Aborts when the run's deadline passes (or the user interrupts). */
  signal: AbortSignal;
  sleep?: Sleep;
  /**
   * The seconds a read may ask the service to hold it (the time left in the run, at most 30);
   * absent: no long polling, and the first read waits for the schedule.
   */
  waitSeconds?: () => number;
  /** Called when the page stops submitting and starts waiting: its submission slot is free. */
  submitted?: () => void;
}

type Stage = 'reading the baseline' | 'submitting' | 'waiting for the analysis';

/** How far the page got, so an error or the deadline can say it: the URL submitted last, and why. */
interface Progress {
  stage: Stage;
  status: string;
  key: string | null;
  url: string;
  fresh: Fresh | null;
}

type Analysis = { report: Report; cached: boolean; analyzedAt: string | null } | { error: PageError };

export async function analyzePage(job: PageJob): Promise<PageObservation> {
  const progress: Progress = { stage: 'reading the baseline', status: '', key: null, url: job.url, fresh: null };
  let lookup: BaselineLookup | null = null;
  try {
    lookup = await job.baselineOf(job.url, { signal: job.signal }, job.render);
    progress.stage = 'submitting';
    return observed(job, await attempt(job, lookup, progress), progress, lookup);
  } catch (error) {
    return observed(job, { error: explain(error, job.signal, progress) }, progress, lookup);
  }
}

/**
 * The page's own URL first, unless `fresh: always`; then, when its cache hit predates the deploy
 * (`auto`), the fresh URL. The page's last_run_at is read before the POST: afterwards it could be
 * this run's own analysis.
 */
async function attempt(job: PageJob, lookup: BaselineLookup, progress: Progress): Promise<Analysis> {
  const lastRunAt =
    job.fresh.mode === 'never' ? lookup.knownLastRunAt : await lastRun(job, job.url, lookup.knownLastRunAt);
  if (job.fresh.mode === 'always') return attemptFresh(job, { reason: 'always', staleSince: null }, progress);
  const analysis = await submitAndWait(job, job.url, lastRunAt, progress);
  if (
    job.fresh.mode === 'auto' &&
    'report' in analysis &&
    analysis.cached &&
    isStale(lastRunAt ?? null, job.fresh.deployedAt)
  ) {
    return attemptFresh(job, { reason: 'stale-cache', staleSince: lastRunAt ?? null }, progress);
  }
  return analysis;
}

/**
 * The page's fresh variants in fresh-variants.ts's order, until one answers with an analysis of
 * this deploy: a cache hit older than the deploy moves on to the next. When every one did, the
 * run's unique tag, whose cache hit can only be this deploy's own analysis (an earlier attempt of
 * the same commit or run).
 */
async function attemptFresh(job: PageJob, fresh: Fresh, progress: Progress): Promise<Analysis> {
  progress.fresh = fresh;
  const urls = variantUrls(job.url);
  const lastRuns = await job.history.lastRuns(job.url, urls, { signal: job.signal });
  const variants = urls.map((url, i) => ({ url, lastRunAt: lastRuns[i] ?? null }));
  for (const variant of variantOrder(variants, job.fresh.deployedAt, fresh.staleSince)) {
    progress.url = variant.url;
    const analysis = await submitAndWait(job, variant.url, variant.lastRunAt, progress);
    if (!('report' in analysis) || !analysis.cached || !isStale(variant.lastRunAt, job.fresh.deployedAt)) {
      return analysis;
    }
  }
  progress.url = fallbackUrl(job.url, job.fresh.tag);
  progress.fresh = { ...fresh, fallback: true };
  return submitAndWait(job, progress.url, await lastRun(job, progress.url, undefined), progress);
}

/** last_run_at of the URL (null: never analysed), asked only when the baseline lookup did not already. */
async function lastRun(job: PageJob, url: string, known: string | null | undefined): Promise<string | null> {
  if (known !== undefined) return known;
  return (await job.client.lookupReport(url, { signal: job.signal }))?.last_run_at ?? null;
}

async function submitAndWait(
  job: PageJob,
  url: string,
  knownLastRunAt: string | null | undefined,
  progress: Progress,
): Promise<Analysis> {
  progress.stage = 'submitting';
  const submitted = await job.client.submitReport(
    { url, render: job.render, ...(job.performanceRuns ? { performanceRuns: job.performanceRuns } : {}) },
    { signal: job.signal, ...(knownLastRunAt !== undefined ? { knownLastRunAt } : {}) },
  );
  if (submitted.kind === 'cached')
    return { report: submitted.report, cached: true, analyzedAt: knownLastRunAt ?? null };
  progress.stage = 'waiting for the analysis';
  progress.key = submitted.ack.key;
  return pollUntilDone(job, submitted.ack, progress);
}

async function pollUntilDone(job: PageJob, ack: ReportAck, progress: Progress): Promise<Analysis> {
  progress.status = ack.status;
  job.submitted?.();
  const sleep = job.sleep ?? realSleep;
  const holds = job.waitSeconds !== undefined;
  // With long polling the first read goes at once: a held read answers as soon as the report is done.
  let scheduled = holds ? 0 : 1;
  let wait = holds ? 0 : pollDelay(0, job.pollIntervalMs);
  for (;;) {
    // The deadline's signal aborts the wait, so a long Retry-After never outlives the run.
    if (wait > 0) await sleep(wait, job.signal);
    const waitSeconds = job.waitSeconds?.() ?? 0;
    const read = await job.client.pollReport(ack, { signal: job.signal, ...(waitSeconds > 0 ? { waitSeconds } : {}) });
    if (read.kind === 'complete') return { report: read.report, cached: false, analyzedAt: job.now().toISOString() };
    if (read.kind === 'failed') {
      return {
        error: { code: read.error.code, message: `analysis ${read.status}: ${read.error.message}`, origin: 'page' },
      };
    }
    progress.status = read.status;
    const next = pollDelay(scheduled++, job.pollIntervalMs);
    // A held read that is still pending ran out its wait: read again (never in a busy loop).
    if (read.held) wait = MIN_WAIT_MS;
    else if (read.retryAfterMs !== undefined) wait = Math.max(read.retryAfterMs, MIN_WAIT_MS);
    else wait = next;
  }
}

function explain(error: unknown, signal: AbortSignal, progress: Progress): PageError {
  if (signal.aborted) {
    const last = progress.status ? ` (last status: ${progress.status})` : '';
    const why =
      signal.reason instanceof Error && signal.reason.name === 'TimeoutError'
        ? 'the timeout ran out'
        : 'the run was stopped';
    return {
      code: 'timeout',
      message: `unfinished: ${why} while ${progress.stage}${last}`,
      origin: 'run',
      unfinished: true,
    };
  }
  const code = error instanceof TransportError ? error.failure : error instanceof ServiceError ? error.code : 'error';
  return { code, message: `${progress.stage}: ${describe(error)}`, origin: 'run' };
}

function observed(
  { url, render, performanceRuns }: PageJob,
  analysis: Analysis,
  progress: Progress,
  lookup: BaselineLookup | null,
): PageObservation {
  const report = 'report' in analysis ? analysis.report : null;
  return {
    url,
    render,
    key: report?.key ?? progress.key,
    score: report?.score ?? null,
    grade: report?.grade ?? null,
    title: report?.title ?? null,
    issues: report?.issues ?? null,
    cached: 'report' in analysis && analysis.cached,
    baseline: lookup?.baseline ?? null,
    error: 'error' in analysis ? analysis.error : answeredError(report?.http_status),
    ...(lookup ? { baselineFrom: lookup.from } : {}),
    ...(progress.url !== url ? { analyzedUrl: progress.url } : {}),
    ...('report' in analysis ? { analyzedAt: analysis.analyzedAt } : {}),
    ...(progress.fresh ? { fresh: progress.fresh } : {}),
    findings: report?.findings ?? [],
    // null, not absent: performance was asked and the service (a hosted one may not) sent no metrics.
    ...(performanceRuns && report ? { metrics: report.metrics ?? null } : {}),
  };
}
