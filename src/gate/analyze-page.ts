/**
 * One page: baseline first, then submit, then poll the `poll` URL until the report is complete
 * (poll-schedule.ts says when; a `Retry-After` on a 202 overrides it). A cache hit that predates
 * the deploy is submitted again past the cache (fresh.ts). Every failure becomes data on the page
 * (verdict `error` later), so one page never stops the others. The deadline is the run's signal:
 * when it fires, in-flight requests are aborted and the page reports how far it got.
 */
import type { PageAnalysisClient } from '../client/client.js';
import type { Report, ReportAck } from '../model/resources.js';
import { describe, ServiceError, TransportError } from '../errors.js';
import type { Fresh, PageError } from '../model/results.js';
import type { BaselineLookup, BaselineSource } from './baseline.js';
import { freshUrl, isStale, type FreshPolicy } from './fresh.js';
import { pollDelay, sleep as realSleep, type Sleep } from './poll-schedule.js';
import type { PageObservation } from './verdict.js';

/** A `Retry-After: 0` must not turn polling into a busy loop: the smallest poll-interval. */
const MIN_WAIT_MS = 50;

export interface PageJob {
  url: string;
  render: boolean;
  client: PageAnalysisClient;
  baselineOf: BaselineSource;
  pollIntervalMs: number;
  fresh: FreshPolicy;
  /** When the run saw an analysis complete: the interface gives a report no completion time. */
  now: () => Date;
  /** Aborts when the run's deadline passes (or the user interrupts). */
  signal: AbortSignal;
  sleep?: Sleep;
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

async function attemptFresh(job: PageJob, fresh: Fresh, progress: Progress): Promise<Analysis> {
  progress.url = freshUrl(job.url, job.fresh.tag);
  progress.fresh = fresh;
  // A cache hit here is this deploy's own analysis (an earlier attempt of the same commit or run).
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
    { url, render: job.render },
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
  const sleep = job.sleep ?? realSleep;
  let wait = pollDelay(0, job.pollIntervalMs);
  for (let attempt = 1; ; attempt++) {
    // The deadline's signal aborts the wait, so a long Retry-After never outlives the run.
    await sleep(wait, job.signal);
    const read = await job.client.pollReport(ack, { signal: job.signal });
    if (read.kind === 'complete') return { report: read.report, cached: false, analyzedAt: job.now().toISOString() };
    if (read.kind === 'failed') {
      return { error: { code: read.error.code, message: `analysis ${read.status}: ${read.error.message}` } };
    }
    progress.status = read.status;
    wait =
      read.retryAfterMs === undefined
        ? pollDelay(attempt, job.pollIntervalMs)
        : Math.max(read.retryAfterMs, MIN_WAIT_MS);
  }
}

function explain(error: unknown, signal: AbortSignal, progress: Progress): PageError {
  if (signal.aborted) {
    const last = progress.status ? ` (last status: ${progress.status})` : '';
    const why =
      signal.reason instanceof Error && signal.reason.name === 'TimeoutError'
        ? 'the timeout ran out'
        : 'the run was stopped';
    return { code: 'timeout', message: `unfinished: ${why} while ${progress.stage}${last}` };
  }
  const code = error instanceof TransportError ? error.failure : error instanceof ServiceError ? error.code : 'error';
  return { code, message: `${progress.stage}: ${describe(error)}` };
}

function observed(
  { url, render }: PageJob,
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
    error: 'error' in analysis ? analysis.error : null,
    ...(lookup ? { baselineFrom: lookup.from } : {}),
    ...(progress.url !== url ? { analyzedUrl: progress.url } : {}),
    ...('report' in analysis ? { analyzedAt: analysis.analyzedAt } : {}),
    ...(progress.fresh ? { fresh: progress.fresh } : {}),
    findings: report?.findings ?? [],
  };
}
