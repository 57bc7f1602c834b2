/**
 * The service's storage: SQLite through node:sqlite, a file when given one (WAL, survives
 * restarts), memory otherwise. Every SQL statement lives in the store-*.ts files.
 */
import type { DatabaseSync } from 'node:sqlite';
import { CrawlStore, type CrawlPageRow } from './store-crawls.js';
import { openDatabase, rowOf, transaction } from './store-db.js';
import { ReportStore, type ReportRow } from './store-reports.js';

export type Job = { kind: 'report'; report: ReportRow } | { kind: 'crawl-page'; page: CrawlPageRow };

export class Store {
  readonly reports: ReportStore;
  readonly crawls: CrawlStore;
  readonly #db: DatabaseSync;

  constructor(file: string | undefined) {
    this.#db = openDatabase(file);
    this.reports = new ReportStore(this.#db);
    this.crawls = new CrawlStore(this.#db);
  }

  transaction<T>(work: () => T): T {
    return transaction(this.#db, work);
  }

  reportsUsed(workspace: string): number {
    return (
      rowOf<{ reports_used: number }>(this.#db.prepare('SELECT reports_used FROM workspaces WHERE id = ?'), workspace)
        ?.reports_used ?? 0
    );
  }

  spendReport(workspace: string): void {
    this.#db
      .prepare(
        'INSERT INTO workspaces (id, reports_used) VALUES (?, 1) ON CONFLICT (id) DO UPDATE SET reports_used = reports_used + 1',
      )
      .run(workspace);
  }

  /** Reports before crawl pages: a gate waits on its reports, a crawl is background work. */
  claimNextJob(now: number): Job | undefined {
    return this.transaction(() => {
      const report = this.reports.claimNext();
      if (report) return { kind: 'report', report };
      const page = this.crawls.claimNextPage(now);
      return page ? { kind: 'crawl-page', page } : undefined;
    });
  }

  /** Work cut short by a stop is queued again: nothing is left half-done. */
  requeueUnfinished(): void {
    this.transaction(() => {
      this.reports.requeueRunning();
      this.crawls.requeueRunning();
    });
  }

  close(): void {
    this.#db.close();
  }
}
