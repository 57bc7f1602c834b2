/** Report rows: one per analysis, from queued to complete or failed. */
import type { PageMetrics } from '../model/metrics.js';
import type { Analysis } from './analyzer/index.js';
import type { Sql } from './database.js';
import { reportFinished } from './report-finished.js';

type ReportStatus = 'queued' | 'running' | 'complete' | 'failed';

/** What a complete report keeps of its analysis (links and the body's hash are the crawler's; metrics: a column). */
export type ReportResult = Omit<Analysis, 'links' | 'body_sha256' | 'metrics'>;

export interface ReportRow extends ClaimColumns {
  id: number;
  key: string;
  workspace: string;
  url: string;
  host: string;
  status: ReportStatus;
  /** 1 when the page is run in the browser (render: true). */
  render: number;
  /** Loads measured for performance metrics (performance: true); 0 when not asked. */
  performance_runs: number;
  created_at: number;
  completed_at: number | null;
  result: string | null;
  error_code: string | null;
  error_message: string | null;
  /** The page's metrics (JSON of PageMetrics) when performance runs were asked. */
  metrics: string | null;
}

/** The columns of a job's claim (reports and crawl pages). */
export interface ClaimColumns {
  /** Claims so far: a worker's writes count only while its attempt is the row's latest. */
  attempt: number;
  /** While running: until when the claiming node holds it (ms); past it, another node may claim it. */
  lease_until: number | null;
  node: string | null;
}

/** A claim being made: by which node, when, for how long. */
export interface Lease {
  node: string;
  now: number;
  leaseMs: number;
}

export interface ReportSummaryRow extends ReportRow {
  first_run_at: number;
  run_count: number;
}

/**
 * A report by its key alone, which is unique: with the workspace in the WHERE clause too, PostgreSQL's
 * plan, made while the table had no statistics yet, looked the workspace up in reports_by_url and
 * read its every report to find the key (0.3 ms a read at 1,000 reports, growing with them).
 */
export const REPORT_BY_KEY = 'SELECT * FROM reports WHERE key = ?';

/** How many times a report is claimed before it fails with `analysis_failed`. */
export const MAX_ATTEMPTS = 3;

/** How many reports before the oldest queued one a claim reads to learn when each workspace was served. */
const SERVED_WINDOW = 1_000;

/** INTEGER's largest value: an allowance no workspace can spend, for a plan without one. */
const UNLIMITED = 2_147_483_647;

/** A report to queue. */
export interface NewReport {
  key: string;
  workspace: string;
  url: string;
  host: string;
  render: boolean;
  performanceRuns?: number;
  createdAt: number;
}

/** What a submission found: the earlier analysis that answers it, or that its report was queued. */
export interface Submission {
  earlier?: ReportRow;
  queued: boolean;
}

interface ListQuery {
  host: string | null;
  limit: number;
  offset: number;
}

export class ReportStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /**
   * Queues `report` unless an earlier analysis answers the submission or the workspace has spent
   * more than `allowance` (its spend is sent first, in the same transaction); resolves to that
   * earlier analysis, if any, and whether `report` was queued. The earlier analysis: the newest
   * complete one completed after `since` (the cache; none when `since` is null), else the oldest
   * one queued or running. A rendered and a fetched analysis of one URL answer different questions:
   * neither is the other's; nor are analyses measured over a different number of loads (or none).
   * One statement over PostgreSQL, and idle workers on every node hear of a queued report at commit.
   */
  async submit(report: NewReport, since: number | null, allowance: number): Promise<Submission> {
    const render = report.render ? 1 : 0;
    const runs = report.performanceRuns ?? 0;
    const earlier =
      `SELECT * FROM reports WHERE workspace = ? AND url = ? AND render = ? AND performance_runs = ? ` +
      `AND (status IN ('queued', 'running') OR (status = 'complete' AND completed_at > ?)) ` +
      `ORDER BY CASE WHEN status = 'complete' THEN 0 ELSE 1 END, completed_at DESC, ` +
      `CASE WHEN status = 'complete' THEN -id ELSE id END LIMIT 1`;
    // The values are cast: PostgreSQL reads a parameter in a SELECT's list as text.
    const queue =
      `INSERT INTO reports (key, workspace, url, host, status, render, performance_runs, created_at) ` +
      `SELECT CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), 'queued', CAST(? AS INTEGER), ` +
      `CAST(? AS INTEGER), CAST(? AS BIGINT) WHERE NOT EXISTS (SELECT 1 FROM earlier) AND ` +
      `COALESCE((SELECT reports_used FROM workspaces WHERE id = ?), 0) <= ?`;
    const { row, changed } = await this.#sql.readRunAndNotify<ReportRow>(
      [earlier, report.workspace, report.url, render, runs, since],
      [
        queue,
        ...[report.key, report.workspace, report.url, report.host, render, runs, report.createdAt],
        ...[report.workspace, Math.min(allowance, UNLIMITED)],
      ],
      'pagegate_jobs',
      '',
    );
    return { ...(row ? { earlier: row } : {}), queued: changed === 1 };
  }

  /** The workspace's report `key`; undefined when there is none, or it is another workspace's. */
  async byKey(workspace: string, key: string): Promise<ReportRow | undefined> {
    const row = await this.#sql.get<ReportRow>(REPORT_BY_KEY, key);
    return row?.workspace === workspace ? row : undefined;
  }

  /** The most recently submitted report of the URL, whatever its status. */
  latest(workspace: string, url: string): Promise<ReportRow | undefined> {
    return this.#sql.get(
      'SELECT * FROM reports WHERE workspace = ? AND url = ? ORDER BY id DESC LIMIT 1',
      workspace,
      url,
    );
  }

  latestComplete(workspace: string, url: string): Promise<ReportRow | undefined> {
    const sql =
      `SELECT * FROM reports WHERE workspace = ? AND url = ? AND status = 'complete' ORDER BY completed_at DESC, ` +
      `id DESC LIMIT 1`;
    return this.#sql.get(sql, workspace, url);
  }

  /** One row per URL: its latest complete report, with the URL's run count and first run. */
  async list(workspace: string, query: ListQuery): Promise<{ rows: ReportSummaryRow[]; total: number }> {
    const scope = `FROM reports WHERE workspace = ? AND status = 'complete' AND (CAST(? AS TEXT) IS NULL OR host = ?)`;
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
    const rows = await this.#sql.all<ReportSummaryRow>(
      sql,
      workspace,
      query.host,
      query.host,
      query.limit,
      query.offset,
    );
    const total = await this.#sql.get<{ total: number }>(
      `SELECT COUNT(DISTINCT url) AS total ${scope}`,
      workspace,
      query.host,
      query.host,
    );
    return { rows, total: total?.total ?? 0 };
  }

  /**
   * Takes a queued report, round robin across workspaces (the oldest of the workspace served least
   * recently), or the oldest report whose node let its lease lapse (it died), whichever is older,
   * and marks it running under a new attempt held by `lease`. Other nodes skip the row meanwhile.
   */
  async claimNext(lease: Lease): Promise<ReportRow | undefined> {
    // One statement (one round trip): the row is chosen, locked and marked together. Each status is
    // looked up apart, in the (status, id) index: one condition with OR made PostgreSQL walk the
    // primary key from the first report ever written, past every finished one, on every claim.
    // A workspace was last served when its latest report ran (until its lease) or ended; one never
    // served goes first. With one queue in id order, six slow pages of one workspace held another's.
    // Read over the reports since the oldest queued one and SERVED_WINDOW before it, along the
    // primary key (ORDER BY id keeps SQLite from walking reports_by_url for the GROUP BY): over every
    // report, a claim took 22 ms at 50,000 of them; so 1.3 ms (0.3 ms in id order alone). A
    // workspace last served before the window counts as never served.
    const since = `(SELECT MIN(id) FROM reports WHERE status = 'queued') - ${SERVED_WINDOW}`;
    const served =
      `SELECT workspace, MAX(at) AS at FROM (SELECT workspace, COALESCE(lease_until, completed_at) AS at ` +
      `FROM reports WHERE id >= ${since} AND status <> 'queued' ORDER BY id) AS recent GROUP BY workspace`;
    const queued =
      `SELECT id FROM (SELECT r.id FROM reports AS r LEFT JOIN (${served}) AS s ON s.workspace = r.workspace ` +
      `WHERE r.status = 'queued' ORDER BY COALESCE(s.at, -1), r.id LIMIT 1${this.#sql.lock('skip', 'r')}) AS one`;
    // A lapsed report that has had its attempts is not run again (failExhausted ends it).
    const lapsed =
      `SELECT id FROM (SELECT id FROM reports WHERE status = 'running' AND lease_until < ? ` +
      `AND attempt < ${MAX_ATTEMPTS} ORDER BY id LIMIT 1${this.#sql.lock('skip')}) AS one`;
    const claimable = `${queued} UNION ALL ${lapsed}`;
    return this.#sql.get<ReportRow>(
      `UPDATE reports SET status = 'running', attempt = attempt + 1, lease_until = ?, node = ? WHERE id = (` +
        `SELECT id FROM (${claimable}) AS claimable ORDER BY id LIMIT 1) RETURNING *`,
      lease.now + lease.leaseMs,
      lease.node,
      lease.now,
    );
  }

  /**
   * Fails the reports whose every attempt lapsed (each node that ran them died or stalled: an
   * analysis that kills its node would otherwise be claimed again after every lease, forever), as
   * graphile-worker and pg-boss cap a job's attempts and keep it failed.
   */
  async failExhausted(now: number): Promise<number> {
    return this.#sql.run(
      `UPDATE reports SET status = 'failed', error_code = 'analysis_failed', error_message = ?, completed_at = ?, ` +
        `lease_until = NULL WHERE status = 'running' AND lease_until < ? AND attempt >= ${MAX_ATTEMPTS}`,
      `the analysis was retried ${MAX_ATTEMPTS} times and never finished (each attempt's node stopped)`,
      now,
      now,
    );
  }

  /** Holds a running report longer; false when its attempt is no longer the latest (another node took it). */
  async renew(report: ReportRow, until: number): Promise<boolean> {
    const changed = await this.#sql.run(
      `UPDATE reports SET lease_until = ? WHERE id = ? AND attempt = ? AND status = 'running'`,
      until,
      report.id,
      report.attempt,
    );
    return changed === 1;
  }

  /**
   * One statement: a reader sees the report running or complete, never half-written; only the
   * latest attempt completes it, so a report completes exactly once, and then reads held on it on
   * every node are told (`finished`). False when it did not.
   */
  async complete(
    report: ReportRow,
    result: ReportResult,
    completedAt: number,
    metrics: PageMetrics | null = null,
  ): Promise<boolean> {
    const ended: ReportRow = {
      ...report,
      status: 'complete',
      result: JSON.stringify(result),
      metrics: metrics === null ? null : JSON.stringify(metrics),
      completed_at: completedAt,
      lease_until: null,
    };
    const changed = await this.#sql.runAndNotify(
      ...reportFinished(ended),
      `UPDATE reports SET status = ?, result = ?, metrics = ?, completed_at = ?, lease_until = NULL ` +
        `WHERE id = ? AND status = 'running' AND attempt = ?`,
      ended.status,
      ended.result,
      ended.metrics,
      ended.completed_at,
      report.id,
      report.attempt,
    );
    return changed === 1;
  }

  async fail(report: ReportRow, error: { code: string; message: string }, completedAt: number): Promise<boolean> {
    const ended: ReportRow = {
      ...report,
      status: 'failed',
      error_code: error.code,
      error_message: error.message,
      completed_at: completedAt,
      lease_until: null,
    };
    const changed = await this.#sql.runAndNotify(
      ...reportFinished(ended),
      `UPDATE reports SET status = ?, error_code = ?, error_message = ?, completed_at = ?, lease_until = NULL ` +
        `WHERE id = ? AND status = 'running' AND attempt = ?`,
      ended.status,
      ended.error_code,
      ended.error_message,
      ended.completed_at,
      report.id,
      report.attempt,
    );
    return changed === 1;
  }

  /** Running reports of `node` (every node's when null) are queued again. */
  async requeueRunning(node: string | null): Promise<void> {
    await this.#sql.run(
      `UPDATE reports SET status = 'queued', lease_until = NULL WHERE status = 'running' AND ` +
        `(CAST(? AS TEXT) IS NULL OR node = ?)`,
      node,
      node,
    );
  }

  /** Reports waiting for a worker (the queue depth of /metrics). */
  async queued(): Promise<number> {
    return (await this.#sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM reports WHERE status = 'queued'`))?.n ?? 0;
  }
}

export function reportResult(row: ReportRow): ReportResult | null {
  return row.result === null ? null : (JSON.parse(row.result) as ReportResult);
}
