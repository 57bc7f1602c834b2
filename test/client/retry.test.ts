import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, isRetryable, retryDelay, withRetry, type RetryInfo } from '../../src/client/retry.js';
import { InvalidRequestError, ServiceError, TransportError } from '../../src/errors.js';

const endpoint = 'GET /reports';
const policy = DEFAULT_RETRY_POLICY;

function serviceError(status: number, retryAfterMs?: number): ServiceError {
  return new ServiceError(`${endpoint}: ${status}`, {
    status,
    code: `http_${status}`,
    endpoint,
    retryable: status === 429 || status >= 500,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

const reset = () => new TransportError(`${endpoint}: connection reset`, { endpoint, failure: 'reset', sent: true });

describe('retryDelay', () => {
  it.each([
    [1, 0, 500],
    [2, 0, 1000],
    [3, 0, 2000],
    [4, 0, 4000],
    [5, 0, 8000],
    [6, 0, 8000],
    [1, 1, 375],
    [5, 0.5, 7000],
  ])('attempt %i with random %d waits %i ms', (attempt, random, expected) => {
    expect(retryDelay(reset(), attempt, policy, () => random)).toBe(expected);
  });

  it.each([
    [3000, 3000],
    [0, 0],
    [60_000, 60_000],
    [60_001, 500],
  ])('Retry-After of %i ms -> waits %i ms', (retryAfterMs, expected) => {
    expect(retryDelay(serviceError(429, retryAfterMs), 1, policy, () => 0)).toBe(expected);
  });
});

describe('isRetryable', () => {
  it.each([
    ['a reset', reset(), true],
    ['a timeout', new TransportError('t', { endpoint, failure: 'timeout', sent: true }), true],
    ['a refused connection', new TransportError('t', { endpoint, failure: 'network', sent: false }), true],
    ['the caller abort', new TransportError('t', { endpoint, failure: 'abort', sent: true }), false],
    ['a 503', serviceError(503), true],
    ['a 429', serviceError(429), true],
    ['a 404', serviceError(404), false],
    ['a local validation error', new InvalidRequestError('limit'), false],
    ['a plain Error', new Error('x'), false],
  ])('%s -> %s', (_name, error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});

describe('withRetry', () => {
  function recorder() {
    const delays: number[] = [];
    const retries: RetryInfo[] = [];
    const context = {
      endpoint,
      random: () => 0,
      onRetry: (info: RetryInfo) => retries.push(info),
      sleep: async (ms: number, signal?: AbortSignal) => {
        delays.push(ms);
        signal?.throwIfAborted();
      },
    };
    return { delays, retries, context };
  }

  it('returns the first success after retryable failures, waiting by backoff', async () => {
    const { delays, retries, context } = recorder();
    let calls = 0;
    const value = await withRetry(
      async (attempt) => {
        calls++;
        if (attempt < 3) throw serviceError(503);
        return 'ok';
      },
      policy,
      undefined,
      context,
    );
    expect(value).toBe('ok');
    expect(calls).toBe(3);
    expect(delays).toEqual([500, 1000]);
    expect(retries).toEqual([
      { endpoint, attempt: 2, delayMs: 500, reason: 'GET /reports: 503' },
      { endpoint, attempt: 3, delayMs: 1000, reason: 'GET /reports: 503' },
    ]);
  });

  it('gives up after maxAttempts with the last error', async () => {
    const { delays, context } = recorder();
    let calls = 0;
    const last = reset();
    await expect(
      withRetry(
        async () => {
          calls++;
          throw calls === 3 ? last : reset();
        },
        { ...policy, maxAttempts: 3 },
        undefined,
        context,
      ),
    ).rejects.toBe(last);
    expect(calls).toBe(3);
    expect(delays).toEqual([500, 1000]);
  });

  it('throws a non-retryable error at once', async () => {
    const { delays, context } = recorder();
    let calls = 0;
    const notFound = serviceError(404);
    await expect(
      withRetry(
        async () => {
          calls++;
          throw notFound;
        },
        policy,
        undefined,
        context,
      ),
    ).rejects.toBe(notFound);
    expect(calls).toBe(1);
    expect(delays).toEqual([]);
  });

  it('does not wait when the signal is already aborted', async () => {
    const { delays, context } = recorder();
    const controller = new AbortController();
    controller.abort();
    const failure = serviceError(503);
    await expect(withRetry(async () => Promise.reject(failure), policy, controller.signal, context)).rejects.toBe(
      failure,
    );
    expect(delays).toEqual([]);
  });

  it('stops a real wait when the caller aborts, as an abort that is not retried', async () => {
    const controller = new AbortController();
    let calls = 0;
    const error = await withRetry(
      async () => {
        calls++;
        // Aborted once the call has failed, while the retry waits its 10 s.
        setImmediate(() => controller.abort());
        throw serviceError(503, 10_000);
      },
      policy,
      controller.signal,
      { endpoint },
    ).catch((caught: unknown) => caught);
    // One call and an abort: the wait ended early (a finished wait would have called again).
    expect(calls).toBe(1);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({
      failure: 'abort',
      endpoint,
      message: 'GET /reports: stopped while waiting to retry after: GET /reports: 503',
    });
  });
});
