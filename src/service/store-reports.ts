/** Report rows: one per analysis, from queued to complete or failed. */
import type { DatabaseSync } from 'node:sqlite';
import type { Analysis } from './analyzer/index.js';
import { rowOf, rowsOf } from './store-db.js';

export type ReportStatus = 'queued' | 'running' | 'complete' | 'failed';

/** What a complete report keeps of its analysis (links only feed the crawler). */
export type ReportResult = Omit<Analysis, 'links'>;

export interface ReportRow {
  id: number;
  key: string;
  workspace: string;
  url: string;
  host: string;
  status: ReportStatus;
  /** 1 when the page is run in the browser (render: true). */
  render: number;
  created_at: number;
  completed_at: number | null;
  result: string | null;
  error_code: string | null;
  error_message: string | null;
}

export interface ReportSummaryRow extends ReportRow {
  first_run_at: number;
  run_count: number;
}

export interface ListQuery {
  host: string | null;
  limit: number;
  offset: number;
}

export class ReportStore {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  insertQueued(report: {
    key: string;
    workspace: string;
    url: string;
    host: string;
    render: boolean;
    createdAt: number;
  }): void {
    this.#db
      .prepare(
        `INSERT INTO reports (key, workspace, url, host, status, render, created_at) VALUES (?, ?, ?, ?, 'queued', ?, ?)`,
      )
      .run(report.key, report.workspace, report.url, report.host, report.render ? 1 : 0, report.createdAt);
  }

  byKey(workspace: string, key: string): ReportRow | undefined {
    return rowOf(this.#db.prepare('SELECT * FROM reports WHERE workspace = ? AND key = ?'), workspace, key);
  }

  /**
   * The newest complete analysis of the URL completed after `since` (the cache). A rendered and a
   * fetched analysis of one URL answer different questions: neither is the other's cache hit.
   */
  freshComplete(workspace: string, url: string, render: boolean, since: number): ReportRow | undefined {
    const sql = `SELECT * FROM reports WHERE workspace = ? AND url = ? AND render = ? AND status = 'complete' AND completed_at > ?
      ORDER BY completed_at DESC, id DESC LIMIT 1`;
    return rowOf(this.#db.prepare(sql), workspace, url, render ? 1 : 0, since);
  }

  inFlight(workspace: string, url: string, render: boolean): ReportRow | undefined {
    const sql = `SELECT * FROM reports WHERE workspace = ? AND url = ? AND render = ? AND status IN ('queued', 'running') ORDER BY id LIMIT 1`;
    return rowOf(this.#db.prepare(sql), workspace, url, render ? 1 : 0);
  }

  /** The most recently submitted report of the URL, whatever its status. */
  latest(workspace: string, url: string): ReportRow | undefined {
    return rowOf(
      this.#db.prepare('SELECT * FROM reports WHERE workspace = ? AND url = ? ORDER BY id DESC LIMIT 1'),
      workspace,
      url,
    );
  }

  latestComplete(workspace: string, url: string): ReportRow | undefined {
    const sql = `SELECT * FROM reports WHERE workspace = ? AND url = ? AND status = 'complete' ORDER BY completed_at DESC, id DESC LIMIT 1`;
    return rowOf(this.#db.prepare(sql), workspace, url);
  }

  /** One row per URL: its latest complete report, with the URL's run count and first run. */
  list(workspace: string, query: ListQuery): { rows: ReportSummaryRow[]; total: number } {
    const scope = `FROM reports WHERE workspace = ? AND status = 'complete' AND (? IS NULL OR host = ?)`;
    // The windows run over narrow columns and only the page's rows are read whole: sorting every
    // complete row with its stored result made a listing of 200 reports take milliseconds.
    const sql = `WITH runs AS (
        SELECT id, completed_at,
          ROW_NUMBER() OVER (PARTITION BY url ORDER BY completed_at DESC, id DESC) AS recency,
          COUNT(*) OVER (PARTITION BY url) AS run_count,
          MIN(completed_at) OVER (PARTITION BY url) AS first_run_at
        ${scope})
      SELECT reports.*, runs.run_count, runs.first_run_at FROM runs JOIN reports ON reports.id = runs.id
      WHERE runs.recency = 1 ORDER BY runs.completed_at DESC, runs.id DESC LIMIT ? OFFSET ?`;
    const rows = rowsOf<ReportSummaryRow>(
      this.#db.prepare(sql),
      workspace,
      query.host,
      query.host,
      query.limit,
      query.offset,
    );
    const total = rowOf<{ total: number }>(
      this.#db.prepare(`SELECT COUNT(DISTINCT url) AS total ${scope}`),
      workspace,
      query.host,
      query.host,
    );
    return { rows, total: total?.total ?? 0 };
  }

  /** Takes the oldest queued report and marks it running. */
  claimNext(): ReportRow | undefined {
    const next = rowOf<ReportRow>(
      this.#db.prepare(`SELECT * FROM reports WHERE status = 'queued' ORDER BY id LIMIT 1`),
    );
    if (!next) return undefined;
    this.#db.prepare(`UPDATE reports SET status = 'running' WHERE id = ?`).run(next.id);
    return { ...next, status: 'running' };
  }

  /** One statement: a reader sees the report running or complete, never half-written. */
  complete(id: number, result: ReportResult, completedAt: number): void {
    this.#db
      .prepare(
        `UPDATE reports SET status = 'complete', result = ?, completed_at = ? WHERE id = ? AND status = 'running'`,
      )
      .run(JSON.stringify(result), completedAt, id);
  }

  fail(id: number, error: { code: string; message: string }, completedAt: number): void {
    this.#db
      .prepare(
        `UPDATE reports SET status = 'failed', error_code = ?, error_message = ?, completed_at = ? WHERE id = ? AND status = 'running'`,
      )
      .run(error.code, error.message, completedAt, id);
  }

  requeueRunning(): void {
    this.#db.exec(`UPDATE reports SET status = 'queued' WHERE status = 'running'`);
  }
}

export function reportResult(row: ReportRow): ReportResult | null {
  return row.result === null ? null : (JSON.parse(row.result) as ReportResult);
}
