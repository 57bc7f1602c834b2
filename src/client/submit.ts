/**
 * `POST /reports` without spending the allowance twice. Each POST that queues an analysis spends
 * the workspace's report allowance (docs/interface.md, The allowance), so a POST is never repeated blindly once the
 * service may have received it:
 * - 429: the service refused it, nothing was queued; retried after `Retry-After`.
 * - no connection at all (refused, host not found, connect timeout): nothing was sent; retried.
 * - a reset or timeout after sending, a 408 or a 5xx: the service may have queued it. The attempt
 *   asks `GET /reports/lookup` whether a report for the URL was queued since the submit began:
 *   when the caller knows the report's `last_run_at` from before the submit (null: there was none),
 *   a different value means queued; otherwise a `last_run_at` no older than the submit's start
 *   minus 120 s (allowance for clock skew between us and the service) does. When one was queued,
 *   the submit ends as `queued` with `recovered: true` and an ack that polls that report. Only when
 *   none was queued is the POST repeated, within the same retry budget.
 * - the lookup itself failing leaves the question open: UnconfirmedSubmitError, not a resubmit.
 * A service that queues a report without it showing in lookup yet can still be submitted twice;
 * the interface offers no idempotency key to close that gap.
 */
import { describe, ServiceError, TransportError, UnconfirmedSubmitError } from '../errors.js';
import type { CallContext } from './call.js';
import { readSubmitAnswer, type SubmitResult } from './report-read.js';
import type { Lookup } from '../model/resources.js';
import { withRetry } from './retry.js';
import { checkPageUrl } from './validate.js';

const SUBMIT_ENDPOINT = 'POST /reports';

/** How far back a lookup's `last_run_at` may lie and still count as this submit's report. */
const CLOCK_SKEW_MS = 120_000;

interface SubmitRequest {
  url: string;
  render?: boolean | undefined;
  /** performance: true over this many loads (the reference service's extension); absent: no metrics asked. */
  performanceRuns?: number | undefined;
  signal?: AbortSignal | undefined;
  /** `last_run_at` of the page's report before this submit; null when it had none. */
  knownLastRunAt?: string | null | undefined;
  lookup: (url: string, signal: AbortSignal | undefined) => Promise<Lookup | null>;
  nowMs: () => number;
}

export async function submitReport(context: CallContext, submit: SubmitRequest): Promise<SubmitResult> {
  checkPageUrl(submit.url);
  const startedAtMs = submit.nowMs();
  const request = {
    method: 'POST' as const,
    endpoint: SUBMIT_ENDPOINT,
    target: context.transport.url('/reports'),
    json: {
      url: submit.url,
      ...(submit.render === undefined ? {} : { render: submit.render }),
      ...(submit.performanceRuns === undefined ? {} : { performance: true, performance_runs: submit.performanceRuns }),
    },
    signal: submit.signal,
  };
  const attempt = async (): Promise<SubmitResult> => {
    try {
      return readSubmitAnswer(await context.transport.send(request), SUBMIT_ENDPOINT);
    } catch (error) {
      if (!mayHaveQueued(error)) throw error;
      const found = await lookupAfter(error, submit);
      if (found && queuedSince(found, submit.knownLastRunAt, startedAtMs)) return recovered(context, found);
      throw error;
    }
  };
  return withRetry(attempt, context.policy, submit.signal, { ...context.hooks, endpoint: SUBMIT_ENDPOINT });
}

export function mayHaveQueued(error: unknown): boolean {
  if (error instanceof TransportError) return error.sent && error.failure !== 'abort';
  return error instanceof ServiceError && error.retryable && error.status !== 429;
}

export function queuedSince(found: Lookup, knownLastRunAt: string | null | undefined, startedAtMs: number): boolean {
  if (knownLastRunAt !== undefined) return found.last_run_at !== knownLastRunAt;
  return Date.parse(found.last_run_at) >= startedAtMs - CLOCK_SKEW_MS;
}

async function lookupAfter(postError: unknown, submit: SubmitRequest): Promise<Lookup | null> {
  try {
    return await submit.lookup(submit.url, submit.signal);
  } catch (error) {
    if (error instanceof TransportError && error.failure === 'abort') throw error;
    throw new UnconfirmedSubmitError(
      `${SUBMIT_ENDPOINT}: not resubmitted: the service may have queued it (${describe(postError)}) and the ` +
        `lookup could not tell (${describe(error)})`,
      { endpoint: SUBMIT_ENDPOINT, cause: error },
    );
  }
}

function recovered(context: CallContext, found: Lookup): SubmitResult {
  const poll = context.transport.url(`/reports/${encodeURIComponent(found.key)}`).toString();
  return { kind: 'queued', recovered: true, ack: { status: 'queued', key: found.key, url: found.url, poll } };
}
