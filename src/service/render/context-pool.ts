/**
 * The browser contexts alive at once, bounded. Every analysis (a rendered page, each load of a
 * performance measure) gets a fresh incognito context of the one browser the service keeps, and
 * hands it back when it is done: the pool closes it out of the analysis' way, and the slot is free
 * again only once the close has ended, so contexts still closing count against the bound too.
 *
 * Contexts are not reused on purpose. A context is what separates one analysis' cookies, storage,
 * HTTP cache, service workers and sockets from the next one's, and the pages analysed belong to
 * different workspaces: cleaning a reused one would have to name every kind of state Chromium
 * keeps. Measured beside fresh contexts (docs/rendering-axe.md), reusing a context saved nothing:
 * what a page costs is its renderer process and axe, which a new tab in an old context pays again.
 *
 * Opening one costs about 100 ms of wall time (a new renderer process), so the pool opens the next
 * one ahead: when a slot frees and nobody waits for it, a context is opened into it, and the next
 * acquire takes that one. It is as fresh as one opened on demand (nothing has used it) and counts
 * against the bound like any other.
 */
import { untilAborted } from './until-aborted.js';

/** How the pool makes and ends a context; the browser host gives the real one, tests a counting one. */
export interface ContextSource<C> {
  open(): Promise<C>;
  /** Ends the context; resolves (never rejects) when it is gone or given up on. */
  close(context: C): Promise<void>;
  /** Whether a context opened ahead can still serve (its browser may have died since). */
  usable(context: C): boolean;
}

export class ContextPool<C> {
  readonly bound: number;
  readonly #source: ContextSource<C>;
  #alive = 0;
  readonly #waiting: (() => void)[] = [];
  readonly #closing = new Set<Promise<void>>();
  /** The context opened ahead into a free slot, null when its open failed; none while closed. */
  #spare: Promise<C | null> | null = null;
  #closed = false;

  constructor(bound: number, source: ContextSource<C>) {
    if (!Number.isInteger(bound) || bound < 1) throw new RangeError(`a context pool holds at least 1, not ${bound}`);
    this.bound = bound;
    this.#source = source;
  }

  /** Contexts open or closing now (never more than `bound`). */
  get alive(): number {
    return this.#alive;
  }

  /**
   * A fresh context, once fewer than `bound` are alive; waits in turn, and stops waiting on `signal`
   * (for a slot or for the context to open: one that opens after that is handed back at once).
   */
  async acquire(signal?: AbortSignal): Promise<C> {
    signal?.throwIfAborted();
    const spare = this.#spare;
    let opening: Promise<C>;
    if (spare) {
      this.#spare = null;
      // One that went with its browser has nothing left to close: its slot opens a new one.
      opening = spare.then((context) =>
        context !== null && this.#source.usable(context) ? context : this.#source.open(),
      );
    } else {
      await this.#slot(signal);
      opening = this.#source.open();
    }
    try {
      return await (signal ? untilAborted(opening, signal) : opening);
    } catch (error) {
      // The open failed (its slot frees) or the caller stopped waiting (what opens later goes back).
      opening.then(
        (late) => void this.release(late),
        () => this.#free(false),
      );
      throw error;
    }
  }

  /**
   * Hands a context back: it is closed, and its slot frees when the close ends. The pool keeps the
   * close (close() waits for it), so an analysis need not wait for it; a measured load does, so that the next
   * load never shares the machine with a context's teardown.
   */
  release(context: C): Promise<void> {
    const closing = this.#source.close(context).finally(() => {
      this.#closing.delete(closing);
      this.#free();
    });
    this.#closing.add(closing);
    return closing;
  }

  /** A context that went with its browser: nothing is left to close. */
  forget(): void {
    // Not opened ahead: that would start a browser nobody may ask for.
    this.#free(false);
  }

  /** Opens nothing more ahead, closes the context opened ahead, and resolves when every close has ended. */
  async close(): Promise<void> {
    this.#closed = true;
    const spare = this.#spare;
    this.#spare = null;
    const context = await spare;
    if (context) await this.release(context);
    await Promise.all([...this.#closing]);
  }

  async #slot(signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (this.#alive < this.bound) {
      this.#alive += 1;
      return;
    }
    const { promise, resolve, reject } = Promise.withResolvers<void>();
    // The slot is handed over whole: #free passes it on without lowering the count.
    const wake = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      this.#waiting.splice(this.#waiting.indexOf(wake), 1);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    this.#waiting.push(wake);
    await promise;
  }

  /** Passes the slot to the next waiter, else opens a context ahead in it (unless told not to), else frees it. */
  #free(ahead = true): void {
    const next = this.#waiting.shift();
    if (next) next();
    else if (ahead && !this.#closed && !this.#spare) this.#openAhead();
    else this.#alive -= 1;
  }

  /** Keeps the slot just freed and opens the next context in it, out of every analysis' way. */
  #openAhead(): void {
    const spare = this.#source.open().catch(() => {
      // A failed open is not kept: the slot frees, and an acquire opens (and reports) its own.
      if (this.#spare === spare) {
        this.#spare = null;
        this.#free(false);
      }
      return null;
    });
    this.#spare = spare;
  }
}
