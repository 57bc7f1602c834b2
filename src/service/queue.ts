/**
 * A fixed number of workers over the jobs stored as rows. A worker claims the next job, runs it,
 * and sleeps when there is none until `wake()` (or, over a shared database, until `pollMs` pass:
 * a job whose node died becomes claimable when its lease lapses, and no node is told). While a job
 * runs its lease is renewed; a job whose lease another node took is aborted. `close()` aborts what
 * is running; the store then queues it again, so a stop never leaves a half-written report.
 */
import { setImmediate } from 'node:timers/promises';
import type { Job } from './store.js';

/** Runs a job; resolves to the next job when its end already claimed one for this worker. */
type RunJob = (job: Job, signal: AbortSignal) => Promise<Job | undefined | void>;

/** Keeping a running job's claim: `renew` every `everyMs`; false means the job was lost. */
interface LeaseKeeper {
  everyMs: number;
  renew: (job: Job) => Promise<boolean>;
}

export class JobQueue {
  readonly #claim: () => Job | undefined | Promise<Job | undefined>;
  readonly #run: RunJob;
  readonly #onError: (error: unknown) => void;
  readonly #lease: LeaseKeeper | undefined;
  readonly #pollMs: number | undefined;
  readonly #stop = new AbortController();
  readonly #workers: Promise<void>[] = [];
  #sleeping: (() => void)[] = [];
  /** Counts wakes: a wake that comes while a claim is in flight finds no sleeper to resume. */
  #wakes = 0;
  #running = 0;

  constructor(options: {
    claim: () => Job | undefined | Promise<Job | undefined>;
    run: RunJob;
    onError: (error: unknown) => void;
    lease?: LeaseKeeper;
    pollMs?: number;
  }) {
    this.#claim = options.claim;
    this.#run = options.run;
    this.#onError = options.onError;
    this.#lease = options.lease;
    this.#pollMs = options.pollMs;
  }

  start(workers: number): void {
    for (let i = 0; i < workers; i++) this.#workers.push(this.#work());
  }

  /** Jobs running on this node now. */
  get running(): number {
    return this.#running;
  }

  wake(): void {
    this.#wakes++;
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
    // A job claimed by the end of the one before: left running at a stop, the store queues it again.
    let claimed: Job | undefined;
    while (!signal.aborted) {
      const wakes = this.#wakes;
      const job = claimed ?? (await this.#claimSafely());
      claimed = undefined;
      if (job) {
        this.#running++;
        claimed =
          (await this.#runHeld(job, signal)
            .catch(this.#onError)
            .finally(() => this.#running--)) ?? undefined;
        // A job that settles without I/O (a refused URL, an instant analyzer) would let the
        // workers drain the whole queue in one turn while every request waits.
        await setImmediate();
      } else if (!signal.aborted && wakes === this.#wakes) await this.#sleep();
      // Else a job came while the claim was in flight (its snapshot may predate it): claim again.
    }
  }

  #sleep(): Promise<void> {
    return new Promise<void>((resume) => {
      const timer = this.#pollMs === undefined ? undefined : setTimeout(resume, this.#pollMs);
      this.#sleeping.push(() => {
        clearTimeout(timer);
        resume();
      });
    });
  }

  async #runHeld(job: Job, stop: AbortSignal): Promise<Job | undefined | void> {
    const keeper = this.#lease;
    if (!keeper) return this.#run(job, stop);
    const lost = new AbortController();
    const timer = setInterval(() => {
      keeper.renew(job).then(
        (held) => held || lost.abort(),
        (error: unknown) => this.#onError(error),
      );
    }, keeper.everyMs);
    try {
      return await this.#run(job, AbortSignal.any([stop, lost.signal]));
    } finally {
      clearInterval(timer);
    }
  }

  async #claimSafely(): Promise<Job | undefined> {
    try {
      return await this.#claim();
    } catch (error) {
      this.#onError(error);
      return undefined;
    }
  }
}
