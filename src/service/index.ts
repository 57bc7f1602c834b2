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
import { advanceCrawl, runCrawlPage } from './crawler.js';
import { FaultInjector, type Faults } from './faults.js';
import { ReportWaits, type WaitTimer } from './report-waits.js';
import { findBrowser, type FoundBrowser } from './render/find-browser.js';
import { createRenderer } from './render/renderer.js';
import { DEFAULT_KEYS, workspacesByKey, type Plan } from './plans.js';
import { JobQueue } from './queue.js';
import { createApiServer, listeningOrigin, type ServerOptions } from './server.js';
import type { ServiceLog } from './service-log.js';
import { isPostgresUrl, type Database, type Sql } from './database.js';
import { createMetrics } from './metrics.js';
import { DEFAULT_LEASE_MS, Store } from './store.js';
import { readReportFinished } from './report-finished.js';
import type { ReportRow } from './store-reports.js';
import { SqliteDatabase } from './store-db.js';
import { PostgresDatabase } from './store-postgres.js';
import type { ConnectionLimits } from './connection-limits.js';

export { parseFaults, type Faults } from './faults.js';
export type { ServiceLog } from './service-log.js';
export { DEFAULT_KEYS, parseKeyArg, type Plan } from './plans.js';
export { RENDER_LIMITS } from './render/render-page.js';
export { INSTALL_HINT, type FoundBrowser } from './render/find-browser.js';
export { parseAllowance, type PrivateAllowance } from './analyzer/index.js';

export interface ServiceOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * SQLite file (in memory when absent), or a `postgres://` URL: a database that many nodes share,
   * each serving the whole interface and running workers.
   */
  db?: string;
  /**
   * How long a claimed job is held before another node may run it again (default 60 s); renewed
   * while the job runs, so only a dead or stalled node loses its jobs.
   */
  leaseMs?: number;
  /** Connection caps and header timeout (connection-limits.ts); defaults in DEFAULT_CONNECTION_LIMITS. */
  connections?: Partial<ConnectionLimits>;
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
  /** Replaces the browser's performance measurement (tests of the wiring without a browser). */
  measure?: JobContext['measure'];
  /**
   * Public root (scheme, host, optional path prefix) under which /api/v1 is reached, for `poll`
   * URLs; default: the address listened on (set it behind a proxy or when listening on 0.0.0.0).
   */
  publicUrl?: string;
  log?: ServiceLog;
  /** Sees every answer of the API as sent (the e2e suite checks each against docs/openapi.json). */
  onReply?: ServerOptions['onReply'];
  /** How a held read (`Prefer: wait`) waits out its seconds; tests pass a clock they control. */
  waitTimer?: WaitTimer;
  /**
   * When a report is queued and completes, and so what the cache holds (ms since the epoch;
   * default Date.now): tests move it on to let the cache's window pass without waiting it out.
   */
  reportClock?: () => number;
}

export interface RunningService {
  /** http://host:port/api/v1 */
  url: string;
  origin: string;
  /** The browser render: true uses, or null when it is refused. */
  browser: FoundBrowser | null;
  /** The browser's process id while one runs (the bench reads its memory). */
  browserPid(): Promise<number | undefined>;
  /** This process among the nodes of a shared database (its claims carry it). */
  node: string;
  close(): Promise<void>;
}

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const workers = wholeNumber('workers', options.workers ?? 4, 1);
  const cacheTtlSeconds = wholeNumber('cacheTtlSeconds', options.cacheTtlSeconds ?? 3600, 0);
  const publicUrl = publicRoot(options.publicUrl);
  const workspaces = workspacesByKey(options.keys ?? DEFAULT_KEYS);
  const leaseMs = wholeNumber('leaseMs', options.leaseMs ?? DEFAULT_LEASE_MS, 100);
  const log: ServiceLog = options.log ?? (() => {});
  const store = new Store(await openStore(options.db, workers, log));
  await store.requeueUnfinished();
  const metrics = createMetrics(() => store.queueDepth());
  const faults = new FaultInjector(options.faults);
  const allowPrivate = options.allowPrivate ?? false;
  const browser = options.chromium === false ? null : findBrowser(options.chromium, process.env);
  const pool = new AnalysisPool(workers);
  const waits = new ReportWaits<ReportRow>(options.waitTimer ? { timer: options.waitTimer } : {});
  const renderer = createRenderer(browser, allowPrivate, pool.analyze, {
    contexts: workers,
    timeoutMs: options.renderTimeoutMs,
  });
  const jobsQueued = (sql: Sql) => sql.notify('pagegate_jobs', '');
  // Date.now read at each call, not captured: tests that fake Date move reports with it.
  const reportClock = options.reportClock ?? (() => Date.now());
  const context: JobContext = {
    store,
    leaseMs,
    reportClock,
    metrics,
    analyze:
      options.analyze ??
      ((url, fetch) => (fetch.render ? renderer.analyze(url, fetch) : analyzeUrl(url, fetch, pool.analyze))),
    measure: options.measure ?? ((url, runs, signal) => renderer.measure(url, runs, signal)),
    allowPrivate,
    faults,
    jobsQueued,
    onRetry: (error) => log(`job end retried: ${describe(error)}`, { event: 'job_end_retried' }),
  };
  const queue = new JobQueue({
    claim: () => store.claimNextJob(Date.now(), leaseMs),
    run: (job, signal) => {
      if (job.kind === 'report') return runReportJob(context, job.report, signal);
      if (job.kind === 'crawl-page') return runCrawlPage(context, job.page, signal);
      return advanceCrawl(context, job.crawlId);
    },
    onError: (error) => log(`job error: ${describe(error)}`, { event: 'job_error' }),
    lease: { everyMs: Math.max(50, Math.floor(leaseMs / 3)), renew: (job) => store.renew(job, Date.now(), leaseMs) },
    // Over a shared database a lapsed lease is noticed by looking: no node tells of its own death.
    ...(store.shared ? { pollMs: Math.max(50, Math.floor(leaseMs / 4)) } : {}),
  });
  store.listen('pagegate_jobs', () => queue.wake());
  // Jobs queued and reports finished while the listener was away were not heard: look at all.
  store.onMissed(() => {
    queue.wake();
    waits.wakeAll();
  });
  store.listen('pagegate_report_finished', (payload) => {
    const { workspace, key, row } = readReportFinished<ReportRow>(payload);
    waits.finished(workspace, key, row);
  });
  const api = createApiServer({
    service: {
      store,
      cacheTtlMs: cacheTtlSeconds * 1000,
      reportClock,
      renderUnavailable: renderer.unavailable,
      jobsQueued,
      waits,
      metrics,
    },
    health: {
      ready: async () => ({
        database: await store.reachable(),
        // A browser named on purpose (--chromium) that is not there is a node that cannot do its work.
        browser: typeof options.chromium !== 'string' || browser !== null,
      }),
    },
    connections: options.connections ?? {},
    workspaces,
    faults,
    publicUrl,
    log,
    onReply: options.onReply,
  });
  try {
    await api.ready;
    await listen(api.server, options.port ?? 0, options.host ?? '127.0.0.1');
  } catch (error) {
    await store.close();
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
    await store.requeueUnfinished();
    await store.close();
  };
  return {
    url: `${origin}/api/v1`,
    origin,
    browser,
    browserPid: renderer.pid,
    node: store.node,
    close: () => (closing ??= close()),
  };
}

async function openStore(db: string | undefined, workers: number, log: ServiceLog): Promise<Database> {
  if (db === undefined || !isPostgresUrl(db)) return new SqliteDatabase(db);
  // A connection per worker, a few for requests, and the listener apart.
  return PostgresDatabase.open(db, {
    poolSize: workers + 8,
    onError: (error) => log(`database error: ${error.message}`, { event: 'database_error' }),
  });
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
