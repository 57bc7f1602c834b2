/**
 * One page: baseline first, then submit, then poll the `poll` URL until the report is complete
 * (poll-schedule.ts says when; a `Retry-After` on a 202 overrides it).
 * Every failure becomes data on the page (verdict `error` later), so one page never stops the
 * others. The deadline is the run's signal: when it fires, in-flight requests are aborted and the
 * page reports how far it got.
 */
import type { PageAnalysisClient } from '../client/client.js';
import type { Report, ReportAck } from '../model/resources.js';
import { describe, ServiceError, TransportError } from '../errors.js';
import type { PageError } from '../model/results.js';
import type { BaselineLookup, BaselineSource } from './baseline.js';
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
  /** Aborts when the run's deadline passes (or the user interrupts). */
  signal: AbortSignal;
  sleep?: Sleep;
}

type Stage = 'reading the baseline' | 'submitting' | 'waiting for the analysis';

export async function analyzePage(job: PageJob): Promise<PageObservation> {
  const progress = { stage: 'reading the baseline' as Stage, status: '', key: null as string | null };
  let lookup: BaselineLookup = { baseline: null };
  try {
    lookup = await job.baselineOf(job.url, { signal: job.signal });
    progress.stage = 'submitting';
    const submitted = await job.client.submitReport(
      { url: job.url, render: job.render },
      { signal: job.signal, ...(lookup.knownLastRunAt !== undefined ? { knownLastRunAt: lookup.knownLastRunAt } : {}) },
    );
    if (submitted.kind === 'cached') return observed(job.url, submitted.report, true, lookup);
    progress.stage = 'waiting for the analysis';
    progress.key = submitted.ack.key;
    const outcome = await pollUntilDone(job, submitted.ack, progress);
    if ('error' in outcome) return failed(job.url, progress.key, outcome.error, lookup);
    return observed(job.url, outcome.report, false, lookup);
  } catch (error) {
    return failed(job.url, progress.key, explain(error, job.signal, progress), lookup);
  }
}

async function pollUntilDone(
  job: PageJob,
  ack: ReportAck,
  progress: { status: string },
): Promise<{ report: Report } | { error: PageError }> {
  progress.status = ack.status;
  const sleep = job.sleep ?? realSleep;
  let wait = pollDelay(0, job.pollIntervalMs);
  for (let attempt = 1; ; attempt++) {
    // The deadline's signal aborts the wait, so a long Retry-After never outlives the run.
    await sleep(wait, job.signal);
    const read = await job.client.pollReport(ack, { signal: job.signal });
    if (read.kind === 'complete') return { report: read.report };
    if (read.kind === 'failed') {
      return { error: { code: read.error.code, message: `analysis ${read.status}: ${read.error.message}` } };
    }
    progress.status = read.status;
    wait = read.retryAfterMs === undefined ? pollDelay(attempt, job.pollIntervalMs) : Math.max(read.retryAfterMs, MIN_WAIT_MS);
  }
}

function explain(error: unknown, signal: AbortSignal, progress: { stage: Stage; status: string }): PageError {
  if (signal.aborted) {
    const last = progress.status ? ` (last status: ${progress.status})` : '';
    const why = signal.reason instanceof Error && signal.reason.name === 'TimeoutError' ? 'the timeout ran out' : 'the run was stopped';
    return { code: 'timeout', message: `unfinished: ${why} while ${progress.stage}${last}` };
  }
  const code = error instanceof TransportError ? error.failure : error instanceof ServiceError ? error.code : 'error';
  return { code, message: `${progress.stage}: ${describe(error)}` };
}

function observed(url: string, report: Report, cached: boolean, lookup: BaselineLookup): PageObservation {
  return {
    url,
    key: report.key,
    score: report.score,
    grade: report.grade,
    title: report.title,
    issues: report.issues,
    cached,
    baseline: lookup.baseline,
    error: null,
    notes: lookup.note ? [lookup.note] : [],
    findings: report.findings,
  };
}

function failed(url: string, key: string | null, error: PageError, lookup: BaselineLookup): PageObservation {
  return {
    url,
    key,
    score: null,
    grade: null,
    title: null,
    issues: null,
    cached: false,
    baseline: lookup.baseline,
    error,
    notes: lookup.note ? [lookup.note] : [],
    findings: [],
  };
}
