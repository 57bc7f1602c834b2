/**
 * The reference Page Analysis Service (`pagegate serve`): every endpoint of the v1 interface on
 * node:http, SQLite storage, a queue with a fixed number of workers, site crawls, and fault
 * injection. Where the interface says "not shown", the choices are in the README ("How the reference service fills the
 * gaps").
 */
import type { Server } from 'node:http';
import { describe } from '../text/describe.js';
import { ServeConfigError } from './errors.js';
import { runReportJob, type JobContext } from './analysis-job.js';
import { AnalysisPool } from './analysis-pool.js';
import { analyzeUrl, type PrivateAllowance } from './analyzer/index.js';
import { runCrawlPage } from './crawler.js';
import { FaultInjector, type Faults } from './faults.js';
import { ReportWaits, type WaitTimer } from './report-waits.js';
import { findBrowser, type FoundBrowser } from './render/find-browser.js';
import { createRenderer } from './render/renderer.js';
import { DEFAULT_KEYS, workspacesByKey, type Plan } from './plans.js';
import { JobQueue } from './queue.js';
import { createApiServer, listeningOrigin, type ServerOptions } from './server.js';
import { Store } from './store.js';

export { parseFaults, type Faults } from './faults.js';
export { DEFAULT_KEYS, parseKeyArg, type Plan } from './plans.js';
export { RENDER_LIMITS } from './render/render-page.js';
export { INSTALL_HINT, type FoundBrowser } from './render/find-browser.js';
export { parseAllowance, type PrivateAllowance } from './analyzer/index.js';

export interface ServiceOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** SQLite file; in memory when absent. */
  db?: string;
  /** Default { 'dev-key': 'pro' }. */
  keys?: Record<string, Plan>;
  faults?: Faults;
  /** Default 3600; 0 = no cache. */
  cacheTtlSeconds?: number;
  /** Analyses at once, and the threads they run in; default 4. */
  workers?: number;
  /** Analyse pages on loopback and private addresses: all, none (SSRF-safe default) or exact address:port pairs. */
  allowPrivate?: PrivateAllowance;
  /**
   * The Chromium for render: true: a path (as `--chromium`), else PAGEGATE_CHROMIUM or the first
   * known browser on PATH; `false` turns rendering off.
   */
  chromium?: string | false;
  /** Deadline of one rendered analysis; default RENDER_LIMITS.timeoutMs. */
  renderTimeoutMs?: number;
  /** Replaces both the fetching and the rendering analyzer (tests); `options.render` says which was asked. */
  analyze?: typeof analyzeUrl;
  /**
   * Public root (scheme, host, optional path prefix) under which /api/v1 is reached, for `poll`
   * URLs; default: the address listened on (set it behind a proxy or when listening on 0.0.0.0).
   */
  publicUrl?: string;
  log?: (line: string) => void;
  /** Sees every answer of the API as sent (the e2e suite checks each against docs/openapi.json). */
  onReply?: ServerOptions['onReply'];
  /** How a held read (`Prefer: wait`) waits out its seconds; tests pass a clock they control. */
  waitTimer?: WaitTimer;
}

export interface RunningService {
  /** http://host:port/api/v1 */
  url: string;
  origin: string;
  /** The browser render: true uses, or null when it is refused. */
  browser: FoundBrowser | null;
  /** The browser's process id while one runs (the bench reads its memory). */
  browserPid(): Promise<number | undefined>;
  close(): Promise<void>;
}

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const workers = wholeNumber('workers', options.workers ?? 4, 1);
  const cacheTtlSeconds = wholeNumber('cacheTtlSeconds', options.cacheTtlSeconds ?? 3600, 0);
  const publicUrl = publicRoot(options.publicUrl);
  const workspaces = workspacesByKey(options.keys ?? DEFAULT_KEYS);
  const log = options.log ?? (() => {});
  const store = new Store(options.db);
  store.requeueUnfinished();
  const faults = new FaultInjector(options.faults);
  const allowPrivate = options.allowPrivate ?? false;
  const browser = options.chromium === false ? null : findBrowser(options.chromium, process.env);
  const pool = new AnalysisPool(workers);
  const waits = new ReportWaits(options.waitTimer ? { timer: options.waitTimer } : {});
  const renderer = createRenderer(browser, allowPrivate, pool.analyze, options.renderTimeoutMs);
  const context: JobContext = {
    store,
    analyze:
      options.analyze ??
      ((url, fetch) => (fetch.render ? renderer.analyze(url, fetch) : analyzeUrl(url, fetch, pool.analyze))),
    allowPrivate,
    faults,
    wake: () => queue.wake(),
    reportFinished: (report) => waits.finished(report.workspace, report.key),
  };
  const queue = new JobQueue({
    claim: () => store.claimNextJob(Date.now()),
    run: (job, signal) =>
      job.kind === 'report' ? runReportJob(context, job.report, signal) : runCrawlPage(context, job.page, signal),
    onError: (error) => log(`job error: ${describe(error)}`),
  });
  const api = createApiServer({
    service: {
      store,
      cacheTtlMs: cacheTtlSeconds * 1000,
      renderUnavailable: renderer.unavailable,
      wake: context.wake,
      waits,
    },
    workspaces,
    faults,
    publicUrl,
    log,
    onReply: options.onReply,
  });
  try {
    await listen(api.server, options.port ?? 0, options.host ?? '127.0.0.1');
  } catch (error) {
    store.close();
    throw error;
  }
  queue.start(workers);
  const origin = listeningOrigin(api.server);
  let closing: Promise<void> | undefined;
  const close = async () => {
    const closed = new Promise((resolve) => api.server.close(resolve));
    api.server.closeIdleConnections();
    await api.drain();
    api.server.closeAllConnections();
    await closed;
    await queue.close();
    await renderer.close();
    await pool.close();
    store.requeueUnfinished();
    store.close();
  };
  return { url: `${origin}/api/v1`, origin, browser, browserPid: renderer.pid, close: () => (closing ??= close()) };
}

function wholeNumber(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min)
    throw new ServeConfigError(`${name}: ${value} is not a whole number >= ${min}`);
  return value;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new ServeConfigError(`cannot listen on ${host}:${port}: ${error.code ?? error.message}`)),
    );
    server.listen(port, host, () => resolve());
  });
}

function publicRoot(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const url = URL.parse(raw);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    throw new ServeConfigError(`public URL "${raw}" is not an absolute http(s) URL without query or fragment`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
