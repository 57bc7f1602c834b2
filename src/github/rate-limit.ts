/**
 * GitHub's rate limits, waited out within bounds. A secondary limit answers 403 or 429 with
 * `retry-after`, or with `x-ratelimit-remaining: 0` and a reset time; with neither, GitHub's
 * guidance is to wait at least a minute. A comment is not worth holding a job for long: at most
 * two waits of at most 60 s each, then the caller gives up with a warning.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { failureOf } from './octokit.js';

export const MAX_WAITS = 2;
export const MAX_WAIT_MS = 60_000;

export type Sleep = (ms: number) => Promise<void>;

/** How long GitHub asks to wait before retrying, or null when `error` is not a rate limit. */
export function rateLimitWait(error: unknown, now: number): number | null {
  const failure = failureOf(error);
  if (failure.status !== 403 && failure.status !== 429) return null;
  const retryAfter = failure.headers['retry-after'];
  if (retryAfter !== undefined) {
    const seconds = Number(retryAfter);
    const at = Date.parse(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    if (Number.isFinite(at)) return Math.max(0, at - now);
  }
  if (failure.headers['x-ratelimit-remaining'] === '0') {
    const reset = Number(failure.headers['x-ratelimit-reset']);
    return Number.isFinite(reset) ? Math.max(0, reset * 1000 - now) : MAX_WAIT_MS;
  }
  if (failure.status === 429 || /secondary rate limit|abuse/i.test(failure.message)) return MAX_WAIT_MS;
  return null;
}

/** Runs GitHub calls, waiting out rate limits; the waits are shared by every call it runs. */
export class RateLimitWaits {
  private waits = 0;

  constructor(private readonly sleep: Sleep = (ms) => delay(ms)) {}

  async run<T>(call: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await call();
      } catch (error) {
        const wait = rateLimitWait(error, Date.now());
        if (wait === null || wait > MAX_WAIT_MS || this.waits >= MAX_WAITS) throw error;
        this.waits++;
        await this.sleep(wait);
      }
    }
  }
}
