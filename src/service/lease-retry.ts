/**
 * A job's end written again while the database cannot take it (a restart, a failover, a lost
 * connection): dropped, the row would stay `running` until its lease lapsed and another node ran
 * the analysis again. The write is tried again with backoff for as long as the lease still holds
 * the job for this node; after that another node may have taken it, and its attempt counts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseUnavailable } from './errors.js';

/** The first wait before writing again, doubled up to the last. */
const BACKOFF_MS = [100, 2_000] as const;

export async function writeWhileHeld<T>(
  write: () => Promise<T>,
  job: { heldUntil: () => number; signal: AbortSignal; onRetry: (error: Error) => void },
  now: () => number = Date.now,
): Promise<T> {
  for (let wait: number = BACKOFF_MS[0]; ; wait = Math.min(wait * 2, BACKOFF_MS[1])) {
    try {
      return await write();
    } catch (error) {
      // Full jitter, as the client's retries: nodes that lost the database together come back apart.
      const pause = wait * (1 - Math.random() * 0.25);
      if (!(error instanceof DatabaseUnavailable) || now() + pause >= job.heldUntil()) throw error;
      job.onRetry(error);
      await sleep(pause, undefined, { signal: job.signal });
    }
  }
}
