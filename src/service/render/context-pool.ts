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
 */

/** How the pool makes and ends a context; the browser host gives the real one, tests a counting one. */
export interface ContextSource<C> {
  open(): Promise<C>;
  /** Ends the context; resolves (never rejects) when it is gone or given up on. */
  close(context: C): Promise<void>;
}

export class ContextPool<C> {
  readonly bound: number;
  readonly #source: ContextSource<C>;
  #alive = 0;
  readonly #waiting: (() => void)[] = [];
  readonly #closing = new Set<Promise<void>>();

  constructor(bound: number, source: ContextSource<C>) {
    if (!Number.isInteger(bound) || bound < 1) throw new RangeError(`a context pool holds at least 1, not ${bound}`);
    this.bound = bound;
    this.#source = source;
  }

  /** Contexts open or closing now (never more than `bound`). */
  get alive(): number {
    return this.#alive;
  }

  /** A fresh context, once fewer than `bound` are alive; waits in turn, and stops waiting on `signal`. */
  async acquire(signal?: AbortSignal): Promise<C> {
    await this.#slot(signal);
    try {
      return await this.#source.open();
    } catch (error) {
      this.#free();
      throw error;
    }
  }

  /**
   * Hands a context back: it is closed, and its slot frees when the close ends. The pool keeps the
   * close (drain), so an analysis need not wait for it; a measured load does, so that the next
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
    this.#free();
  }

  /** Resolves when every close handed to the pool has ended. */
  async drain(): Promise<void> {
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

  #free(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#alive -= 1;
  }
}
