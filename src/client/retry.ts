/**
 * The client's one retry loop. It retries what a later attempt can fix: no HTTP answer at all
 * (TransportError, except the caller's own abort and a body over the size limit) and ServiceErrors marked retryable (408, 429,
 * 5xx). The delay is the service's `Retry-After` when it is within `maxRetryAfterMs`, otherwise
 * openai-node's backoff: 0.5 s doubling to 8 s, times a jitter of `1 - random * 0.25` so clients
 * that failed together do not come back together. The wait is abortable: the caller's signal is
 * the deadline, and the loop never sleeps past it.
 *
 * Whether a request is safe to repeat is the caller's business: `fn` is one attempt, and a POST
 * decides inside its attempt what it may throw (see submit.ts).
 */
import { setTimeout as sleepFor } from 'node:timers/promises';
import { describe, ServiceError, TransportError } from '../errors.js';

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is ignored in favour of our own backoff (openai-node: 60 s). */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
};

export interface RetryInfo {
  endpoint: string;
  /** The attempt about to be made: 2 is the first retry. */
  attempt: number;
  delayMs: number;
  /** The one-line message of the error that caused the retry. */
  reason: string;
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface RetryContext {
  /** Endpoint template for messages and onRetry, e.g. `GET /reports/{key}`. */
  endpoint: string;
  onRetry?: ((info: RetryInfo) => void) | undefined;
  random?: (() => number) | undefined;
  /** Must reject when `signal` aborts; injectable so tests record delays instead of waiting. */
  sleep?: Sleep | undefined;
}

export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  signal: AbortSignal | undefined,
  context: RetryContext,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= policy.maxAttempts || signal?.aborted || !isRetryable(error)) throw error;
      const delayMs = retryDelay(error, attempt, policy, context.random ?? Math.random);
      context.onRetry?.({ endpoint: context.endpoint, attempt: attempt + 1, delayMs, reason: describe(error) });
      await pause(delayMs, signal, context, error);
    }
  }
}

export function isRetryable(error: unknown): boolean {
  if (error instanceof TransportError) return error.failure !== 'abort' && error.failure !== 'oversize';
  return error instanceof ServiceError && error.retryable;
}

/** `attempt` is the attempt that just failed (1-based). */
export function retryDelay(error: unknown, attempt: number, policy: RetryPolicy, random: () => number): number {
  const hinted = error instanceof ServiceError ? error.retryAfterMs : undefined;
  if (hinted !== undefined && hinted <= policy.maxRetryAfterMs) return hinted;
  const ceiling = Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
  return Math.round(ceiling * (1 - random() * 0.25));
}

async function pause(
  ms: number,
  signal: AbortSignal | undefined,
  context: RetryContext,
  lastError: unknown,
): Promise<void> {
  try {
    await (context.sleep ?? defaultSleep)(ms, signal);
  } catch (error) {
    if (!signal?.aborted) throw error;
    throw new TransportError(`${context.endpoint}: stopped while waiting to retry after: ${describe(lastError)}`, {
      endpoint: context.endpoint,
      failure: 'abort',
      sent: !(lastError instanceof TransportError && !lastError.sent),
      cause: lastError,
    });
  }
}

const defaultSleep: Sleep = (ms, signal) => sleepFor(ms, undefined, signal ? { signal } : {});
