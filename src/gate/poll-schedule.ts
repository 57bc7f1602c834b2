/**
 * When to read an unfinished thing again (a report, a crawl). Waiting `poll-interval` before the
 * first read made a 40-page local run take 31 s where 5.6 s sufficed: the first read comes after
 * 1 s (or `poll-interval` when that is smaller), then the wait doubles up to `poll-interval`.
 */
import { setTimeout as timer } from 'node:timers/promises';

const FIRST_POLL_MS = 1000;

/** The wait before read number `attempt` (0 = the first read after submitting). */
export function pollDelay(attempt: number, intervalMs: number): number {
  return Math.min(intervalMs, Math.min(FIRST_POLL_MS, intervalMs) * 2 ** attempt);
}

/** Waits `ms`, or rejects when `signal` aborts; tests pass a fake clock instead. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) => timer(ms, undefined, { signal });
