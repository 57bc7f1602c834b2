/**
 * Analyses off the event loop. analyzeHtml is synchronous CPU work (a 5 MB page takes a few
 * hundred milliseconds), and on the service's own thread every request would wait for it
 * (`npm run bench -- load` measures reads while 5 MB pages are analysed, both ways). The pool runs
 * it in worker_threads, at most `size` of them, each started on first use and kept for the next
 * page; the service sizes it to its job workers, so an analysis never waits for a thread.
 */
import { Worker } from 'node:worker_threads';
import type { Analysis, PageResponse } from './analyzer/analysis.js';
import { AnalysisFailure, type AnalysisFailureCode } from './analyzer/failure.js';
import { abortReason } from './abort-reason.js';

/** What a thread is sent: the page and what the server answered, plain data for structured clone. */
export interface AnalysisRequest {
  html: string;
  response: PageResponse;
}

/** What a thread answers: the analysis, or why there is none (an AnalysisFailure keeps its code). */
export type AnalysisReply =
  { ok: true; analysis: Analysis } | { ok: false; code: AnalysisFailureCode | null; message: string };

interface Task {
  request: AnalysisRequest;
  resolve: (analysis: Analysis) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort?: () => void;
}

// import.meta.url goes through a variable on purpose: the bundle copies a file named as
// `new URL('…', import.meta.url)` as a raw asset, whose own imports would not resolve. The
// thread's entry is bundled by `npm run bundle` to the same place relative to this module as in
// src/ (dist/analysis-worker/index.js beside the chunk that holds this code).
const here = import.meta.url;
const THREAD_ENTRY = new URL('./analysis-worker/index.js', here);

/**
 * A thread's young generation, in MB. A large page parses into many short-lived objects, and V8
 * grows a thread's young generation toward its maximum under that and keeps it: two threads held
 * most of a rendering service's own memory. At 4 MB the threads scavenge more often and the
 * service's process peaked 40-60 MB lower on the same rendered docs pages (bench/README.md).
 */
const YOUNG_GENERATION_MB = 4;

export class AnalysisPool {
  readonly #size: number;
  readonly #entry: URL;
  /** Every live thread and the task it runs, null when idle. */
  readonly #threads = new Map<Worker, Task | null>();
  readonly #waiting: Task[] = [];
  #closed = false;

  /** `entry`: the threads' module; tests give one whose answer they control. */
  constructor(size: number, entry: URL = THREAD_ENTRY) {
    this.#size = size;
    this.#entry = entry;
  }

  /**
   * Rejects with the signal's reason when it aborts; the thread is stopped then (a synchronous analysis cannot be
   * interrupted otherwise).
   */
  readonly analyze = (html: string, response: PageResponse, signal?: AbortSignal): Promise<Analysis> => {
    if (this.#closed) return Promise.reject(new Error('the analysis pool is closed'));
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const { promise, resolve, reject } = Promise.withResolvers<Analysis>();
    this.#waiting.push({ request: { html, response: plainResponse(response) }, resolve, reject, signal });
    this.#dispatch();
    return promise;
  };

  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#waiting.splice(0)) task.reject(new Error('the analysis pool is closed'));
    const threads = [...this.#threads.keys()];
    for (const thread of threads) this.#drop(thread, new Error('the analysis pool is closed'));
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  #dispatch(): void {
    while (this.#waiting.length > 0 && !this.#closed) {
      const thread = this.#idleThread();
      if (!thread) return;
      const task = this.#waiting.shift() as Task;
      if (task.signal?.aborted) {
        task.reject(task.signal.reason);
        continue;
      }
      if (task.signal) {
        task.onAbort = () => this.#drop(thread, task.signal?.reason);
        task.signal.addEventListener('abort', task.onAbort, { once: true });
      }
      this.#threads.set(thread, task);
      thread.postMessage(task.request);
    }
  }

  #idleThread(): Worker | undefined {
    for (const [thread, task] of this.#threads) if (task === null) return thread;
    return this.#threads.size < this.#size ? this.#spawn() : undefined;
  }

  #spawn(): Worker {
    const thread = new Worker(this.#entry, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    // An idle thread never keeps the process alive; the service's server does while it runs.
    thread.unref();
    thread.on('message', (reply: AnalysisReply) => this.#settle(thread, reply));
    thread.on('error', (error) => this.#drop(thread, error));
    thread.on('exit', (code) => this.#drop(thread, new Error(`the analysis thread stopped (exit code ${code})`)));
    this.#threads.set(thread, null);
    return thread;
  }

  #settle(thread: Worker, reply: AnalysisReply): void {
    const task = this.#threads.get(thread);
    if (!task) return;
    this.#threads.set(thread, null);
    release(task);
    if (reply.ok) task.resolve(reply.analysis);
    else task.reject(reply.code === null ? new Error(reply.message) : new AnalysisFailure(reply.code, reply.message));
    this.#dispatch();
  }

  /** Forgets a thread that failed, stopped, or whose task was aborted, and rejects its task. */
  #drop(thread: Worker, reason: unknown): void {
    if (!this.#threads.has(thread)) return;
    const task = this.#threads.get(thread);
    this.#threads.delete(thread);
    void thread.terminate();
    if (task) {
      release(task);
      task.reject(reason);
    }
    this.#dispatch();
  }
}

function release(task: Task): void {
  if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
}

/**
 * Only the fields the analyzer reads: a fetched page also carries its html, which is sent once.
 * The stylesheets go too: without them the thread's cascade missed what a linked sheet hides
 * (minima's `.site-nav .nav-trigger{display:none}` in /assets/main.css).
 */
function plainResponse(response: PageResponse): PageResponse {
  const { url, status, headers, browser, stylesheets } = response;
  return {
    url,
    status,
    headers,
    ...(browser === undefined ? {} : { browser }),
    ...(stylesheets === undefined ? {} : { stylesheets }),
  };
}
