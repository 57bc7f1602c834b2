/**
 * A fixed number of workers over the jobs stored as rows. A worker claims the next job, runs it,
 * and sleeps when there is none until `wake()`. `close()` aborts what is running; the store then
 * queues it again, so a stop never leaves a half-written report.
 */
import { setImmediate } from 'node:timers/promises';
import type { Job } from './store.js';

export type RunJob = (job: Job, signal: AbortSignal) => Promise<void>;

export class JobQueue {
  readonly #claim: () => Job | undefined;
  readonly #run: RunJob;
  readonly #onError: (error: unknown) => void;
  readonly #stop = new AbortController();
  readonly #workers: Promise<void>[] = [];
  #sleeping: (() => void)[] = [];

  constructor(options: { claim: () => Job | undefined; run: RunJob; onError: (error: unknown) => void }) {
    this.#claim = options.claim;
    this.#run = options.run;
    this.#onError = options.onError;
  }

  start(workers: number): void {
    for (let i = 0; i < workers; i++) this.#workers.push(this.#work());
  }

  wake(): void {
    const sleeping = this.#sleeping;
    this.#sleeping = [];
    for (const resume of sleeping) resume();
  }

  async close(): Promise<void> {
    this.#stop.abort();
    this.wake();
    await Promise.all(this.#workers);
  }

  async #work(): Promise<void> {
    const signal = this.#stop.signal;
    while (!signal.aborted) {
      const job = this.#claimSafely();
      if (job) {
        await this.#run(job, signal).catch(this.#onError);
        // A job that settles without I/O (a refused URL, an instant analyzer) would let the
        // workers drain the whole queue in one turn while every request waits.
        await setImmediate();
      } else await new Promise<void>((resume) => this.#sleeping.push(resume));
    }
  }

  #claimSafely(): Job | undefined {
    try {
      return this.#claim();
    } catch (error) {
      this.#onError(error);
      return undefined;
    }
  }
}
