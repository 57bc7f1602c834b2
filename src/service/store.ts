/**
 * The service's storage: one class over the storage interface of database.ts, so SQLite (a file
 * or memory, the embedded default) and PostgreSQL (one database under many nodes) run the same
 * SQL. Every SQL statement lives in the store-*.ts files.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Channel, Database, Sql } from './database.js';
import { CrawlPageStore, type ClaimedPage } from './store-crawl-pages.js';
import { CrawlStore } from './store-crawls.js';
import { ReportStore, type Lease, type ReportRow } from './store-reports.js';
import { WorkspaceStore } from './store-workspaces.js';

export type Job =
  | { kind: 'report'; report: ReportRow }
  | { kind: 'crawl-page'; page: ClaimedPage }
  /** A live crawl with nothing left to analyse, whose next level is not queued (crawler.ts, advanceCrawl). */
  | { kind: 'crawl-level'; crawlId: number };

/** The tables as seen from one transaction. */
export interface StoreTransaction<T = unknown> {
  reports: ReportStore;
  crawls: CrawlStore;
  crawlPages: CrawlPageStore;
  workspaces: WorkspaceStore;
  sql: Sql;
  /** Ends the transaction with none of its writes kept; the transaction resolves to `value`. */
  undo(value: T): never;
}

/** The tables as seen from `sql`. */
function tables(sql: Sql): Omit<StoreTransaction, 'undo'> {
  return {
    reports: new ReportStore(sql),
    crawls: new CrawlStore(sql),
    crawlPages: new CrawlPageStore(sql),
    workspaces: new WorkspaceStore(sql),
    sql,
  };
}

/** What `undo` throws through the engine's transaction, which rolls back on any throw. */
const UNDO = new Error('transaction undone');

/** How long a claimed job is held before another node may run it again, unless renewed. */
export const DEFAULT_LEASE_MS = 60_000;

export class Store {
  readonly reports: ReportStore;
  readonly crawls: CrawlStore;
  readonly crawlPages: CrawlPageStore;
  /** This process among the nodes sharing the database: the claims it holds carry it. */
  readonly node = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
    this.reports = new ReportStore(db);
    this.crawls = new CrawlStore(db);
    this.crawlPages = new CrawlPageStore(db);
  }

  /** Whether other processes may share the database (PostgreSQL), so claims need leases. */
  get shared(): boolean {
    return this.#db.dialect === 'postgres';
  }

  async transaction<T>(work: (tx: StoreTransaction<T>) => Promise<T>): Promise<T> {
    let undone: { value: T } | undefined;
    const undo = (value: T): never => {
      undone = { value };
      throw UNDO;
    };
    try {
      return await this.#db.transaction((sql) => work({ ...tables(sql), undo }));
    } catch (error) {
      if (error === UNDO && undone) return undone.value;
      throw error;
    }
  }

  /**
   * One transaction sent whole (Database.transactionAtOnce): `work` sends every statement at once,
   * none waiting on another's answer, and the commit goes with them, so it cannot undo.
   */
  transactionAtOnce<T>(work: (tx: Omit<StoreTransaction, 'undo'>) => Promise<T>): Promise<T> {
    return this.#db.transactionAtOnce((sql) => work(tables(sql)));
  }

  /**
   * Reports before crawl pages: a gate waits on its reports, a crawl is background work. Each claim
   * is one statement of its own (no transaction around them, so no lock is held while the node
   * waits): a report costs one round trip; a page another, to start its crawl.
   */
  async claimNextJob(now: number, leaseMs: number): Promise<Job | undefined> {
    const lease = this.#lease(now, leaseMs);
    await this.reports.failExhausted(now);
    const report = await this.reports.claimNext(lease);
    if (report) return { kind: 'report', report };
    const page = await this.crawlPages.claimNextPage(lease);
    if (page) {
      await this.crawls.start(page.crawl_id, now);
      return { kind: 'crawl-page', page };
    }
    const crawlId = await this.crawls.stalled();
    return crawlId === undefined ? undefined : { kind: 'crawl-level', crawlId };
  }

  /**
   * Ends a report (`end` writes its completion or failure) and claims the next queued report in the
   * same transaction, sent whole: a worker's turn from one report to the next is one round trip.
   * Resolves to the claimed report's job, if any; crawl pages are left to `claimNextJob`.
   */
  async endAndClaimNext(
    end: (reports: ReportStore) => Promise<boolean>,
    now: number,
    leaseMs: number,
  ): Promise<Job | undefined> {
    const [, report] = await this.transactionAtOnce((tx) =>
      Promise.all([end(tx.reports), tx.reports.claimNext(this.#lease(now, leaseMs))]),
    );
    return report ? { kind: 'report', report } : undefined;
  }

  #lease(now: number, leaseMs: number): Lease {
    return { node: this.node, now, leaseMs };
  }

  /**
   * Holds a running job `leaseMs` longer (its row's lease_until with it); false when another node
   * has taken it since.
   */
  async renew(job: Job, now: number, leaseMs: number): Promise<boolean> {
    // Advancing a crawl holds no lease: any node may do it, and doing it twice changes nothing.
    if (job.kind === 'crawl-level') return true;
    const row = job.kind === 'report' ? job.report : job.page;
    const until = now + leaseMs;
    const held =
      job.kind === 'report'
        ? await this.reports.renew(job.report, until)
        : await this.crawlPages.renew(job.page, until);
    // The row as this node holds it: a completion the database refused is retried until this passes.
    if (held) row.lease_until = until;
    return held;
  }

  /**
   * Work cut short by a stop is queued again: nothing is left half-done. A shared database hands
   * back only this node's jobs; a file has one process, so every running job was its own.
   */
  async requeueUnfinished(): Promise<void> {
    const node = this.shared ? this.node : null;
    await this.transactionAtOnce((tx) =>
      Promise.all([tx.reports.requeueRunning(node), tx.crawlPages.requeueRunning(node)]),
    );
  }

  /** Jobs waiting for a worker, on every node. */
  async queueDepth(): Promise<number> {
    return (await this.reports.queued()) + (await this.crawlPages.queued());
  }

  /** Whether the database answers (/readyz). */
  async reachable(): Promise<boolean> {
    return this.#db.get('SELECT 1 AS ok').then(
      () => true,
      () => false,
    );
  }

  notify(channel: Channel, payload: string): Promise<void> {
    return this.#db.notify(channel, payload);
  }

  listen(channel: Channel, handler: (payload: string) => void): void {
    this.#db.listen(channel, handler);
  }

  onMissed(handler: () => void): void {
    this.#db.onMissed(handler);
  }

  close(): Promise<void> {
    return this.#db.close();
  }
}
