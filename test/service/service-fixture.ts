/** A started service with a stub analyzer the tests control, and small request helpers. */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Finding } from '../../src/model/resources.js';
import type { Analysis, analyzeUrl } from '../../src/service/analyzer/index.js';
import { startService, type RunningService, type ServiceOptions } from '../../src/service/index.js';

export const KEY = 'test-secret-key-4d9c1e';

/** vi.waitFor's patience for a state the service reaches on its own: a bound on a hung test, not a speed. */
export const PATIENCE = { timeout: 30_000, interval: 5 };

export function finding(check: string, severity: string, evidence = `<${check}>`): Finding {
  return {
    check,
    severity,
    result: 'warn',
    message: `${check} message`,
    evidence,
    remediation: 'fix it',
    impact: 5,
    effort: 2,
  };
}

export function analysisOf(url: string, overrides: Partial<Analysis> = {}): Analysis {
  return {
    title: `Title of ${new URL(url).pathname}`,
    word_count: 321,
    score: 88,
    grade: 'B',
    issues: { critical: 0, recommended: 1, optional: 0, passed: 14 },
    findings: [finding('meta.description', 'recommended')],
    http_status: 200,
    final_url: url,
    links: [],
    body_sha256: `sha256 of ${url}`,
    ...overrides,
  };
}

/**
 * Analyses answer from `pages` (an Analysis override or an error to throw), else a default
 * analysis. While `held`, analyses wait (abortably) until `release()`.
 */
export class StubAnalyzer {
  readonly calls: string[] = [];
  /** The URLs asked with render: true. */
  readonly rendered: string[] = [];
  readonly pages = new Map<string, Partial<Analysis> | Error>();
  #gate: PromiseWithResolvers<void> | null = null;
  #waiting: { count: number; reached: () => void }[] = [];

  readonly analyze: typeof analyzeUrl = async (url, options) => {
    this.calls.push(url);
    const reached = this.#waiting.filter((one) => this.calls.length >= one.count);
    this.#waiting = this.#waiting.filter((one) => !reached.includes(one));
    for (const waiter of reached) waiter.reached();
    if (options.render) this.rendered.push(url);
    if (this.#gate) await abortable(this.#gate.promise, options.signal);
    const page = this.pages.get(url);
    if (page instanceof Error) throw page;
    return analysisOf(url, page);
  };

  /** Resolves once `count` analyses have begun: a worker took the page. */
  called(count = 1): Promise<void> {
    if (this.calls.length >= count) return Promise.resolve();
    const { promise, resolve } = Promise.withResolvers<void>();
    this.#waiting.push({ count, reached: resolve });
    return promise;
  }

  hold(): void {
    this.#gate ??= Promise.withResolvers<void>();
  }

  release(): void {
    this.#gate?.resolve();
    this.#gate = null;
  }
}

function abortable(promise: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    signal.addEventListener(
      'abort',
      () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted')),
      { once: true },
    );
    promise.then(resolve, reject);
  });
}

/** No browser unless a test names one: what render: true answers must not depend on this machine. */
export async function startStubService(stub: StubAnalyzer, options: ServiceOptions = {}): Promise<RunningService> {
  return startService({ port: 0, keys: { [KEY]: 'pro' }, analyze: stub.analyze, chromium: false, ...options });
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON body: each test asserts the shape it reads
  body: any;
}

export async function call(
  base: string,
  path: string,
  init: { method?: string; key?: string | null; body?: unknown; prefer?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = init.prefer === undefined ? {} : { prefer: init.prefer };
  const key = init.key === undefined ? KEY : init.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}

/**
 * Reads GET /reports/{key} until it is no longer 202. Each read is a long poll (`Prefer: wait`):
 * the service answers it when the analysis ends, so the loop waits on that event, not a timer.
 */
export async function settled(base: string, key: string, apiKey: string = KEY): Promise<Answer> {
  for (;;) {
    const read = await call(base, `/reports/${key}`, { key: apiKey, prefer: 'wait=30' });
    if (read.status !== 202) return read;
  }
}

/** Submits the page (render: true when asked) and waits for its report. */
export async function analysed(
  base: string,
  url: string,
  apiKey: string = KEY,
  options: { render?: boolean } = {},
): Promise<Answer> {
  const posted = await call(base, '/reports', {
    body: { url, ...(options.render === undefined ? {} : { render: options.render }) },
    key: apiKey,
  });
  if (posted.status === 200) return posted;
  return settled(base, posted.body.key, apiKey);
}

/**
 * Resolves when a server in this process has begun handling a request for `path` (Node's
 * `http.server.request.start` channel): the request has arrived, whatever the machine's speed.
 */
export function requestArrived(path: string): Promise<void> {
  const { promise, resolve } = Promise.withResolvers<void>();
  const seen = (message: unknown) => {
    if (!(message as { request: IncomingMessage }).request.url?.endsWith(path)) return;
    unsubscribe('http.server.request.start', seen);
    resolve();
  };
  subscribe('http.server.request.start', seen);
  return promise;
}
