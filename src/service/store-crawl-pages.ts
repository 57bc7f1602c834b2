/**
 * The crawl-page queue: a crawl's page row is also its job, queued, running, done or failed (or a
 * duplicate), so a crawl survives a restart, and nodes sharing a database claim pages under leases.
 */
import type { PageMetrics } from '../model/metrics.js';
import type { Finding } from '../model/resources.js';
import type { Sql } from './database.js';
import type { CrawlPageRow } from './store-crawls.js';
import type { ClaimColumns, Lease } from './store-reports.js';

export type ClaimedPage = CrawlPageRow & ClaimColumns;

/** The page, while the attempt that wrote it is its latest and it runs: latestAttempt's values. */
const LATEST_ATTEMPT = `crawl_id = ? AND id = ? AND attempt = ? AND state = 'running'`;

function latestAttempt(page: ClaimedPage): [number, number, number] {
  return [page.crawl_id, page.id, page.attempt];
}

/** What an analysed page stores; findings go in as a list and are kept as JSON. */
type PageOutcome = Pick<
  CrawlPageRow,
  'url' | 'http_status' | 'title' | 'score' | 'grade' | 'word_count' | 'internal_links'
> & {
  body_sha256: string;
  findings: Finding[];
  links: readonly string[];
  metrics: PageMetrics | null;
};

export class CrawlPageStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /**
   * Queues `url` as the crawl's next page at `depth`, unless the crawl has it already or a page
   * above that depth is still to analyse: one statement, so a level queued by two nodes at once
   * (each in one transaction sent whole, under the crawl's row lock), or by one that looked before
   * the other queued it, queues each page once and never below an unfinished level.
   */
  async enqueuePage(crawlId: number, url: string, depth: number): Promise<void> {
    // The values are cast: PostgreSQL reads a parameter in a SELECT's list as text.
    await this.#sql.run(
      `INSERT INTO crawl_pages (crawl_id, id, url, depth, state) SELECT CAST(? AS INTEGER), ` +
        `(SELECT COUNT(*) FROM crawl_pages WHERE crawl_id = ?) + 1, CAST(? AS TEXT), CAST(? AS INTEGER), 'queued' ` +
        `WHERE NOT EXISTS (SELECT 1 FROM crawl_pages WHERE crawl_id = ? AND (url = ? OR ` +
        `(depth < ? AND state IN ('queued', 'running'))))`,
      crawlId,
      crawlId,
      url,
      depth,
      crawlId,
      url,
      depth,
    );
  }

  /**
   * Takes the oldest queued page of a live crawl, or one whose node let its lease lapse, and marks
   * it running under a new attempt (CrawlStore.start starts its crawl after).
   */
  claimNextPage(lease: Lease): Promise<ClaimedPage | undefined> {
    // One statement chooses, locks and marks the page. Each state is looked up apart in
    // crawl_pages_by_state (state, seq), as a report's claim does: one condition with OR walked
    // every page ever crawled, in seq order, on every claim.
    const oldest = (where: string) =>
      `SELECT seq FROM (SELECT p.seq FROM crawl_pages p JOIN crawls c ON c.id = p.crawl_id WHERE ${where} AND ` +
      `c.state IN ('queued', 'running') ORDER BY p.seq LIMIT 1${this.#sql.lock('skip', 'p')}) AS one`;
    const lapsed = oldest(`p.state = 'running' AND p.lease_until < ?`);
    const claimable = `${oldest(`p.state = 'queued'`)} UNION ALL ${lapsed}`;
    return this.#sql.get<ClaimedPage>(
      `UPDATE crawl_pages SET state = 'running', attempt = attempt + 1, lease_until = ?, node = ?
      WHERE seq = (SELECT seq FROM (${claimable}) AS claimable ORDER BY seq LIMIT 1) RETURNING *`,
      lease.now + lease.leaseMs,
      lease.node,
      lease.now,
    );
  }

  /** Holds a running page longer; false when another node has claimed it since. */
  async renew(page: ClaimedPage, until: number): Promise<boolean> {
    const changed = await this.#sql.run(
      `UPDATE crawl_pages SET lease_until = ? WHERE ${LATEST_ATTEMPT}`,
      until,
      ...latestAttempt(page),
    );
    return changed === 1;
  }

  /**
   * The outcomes below are written only under the page's latest attempt, as a report's are: a node
   * whose lease lapsed while it worked finds the page another's, and resolves to false.
   */
  async pageDone(page: ClaimedPage, outcome: PageOutcome): Promise<boolean> {
    const critical = outcome.findings.filter((finding) => finding.severity === 'critical').length;
    const changed = await this.#sql.run(
      `UPDATE crawl_pages SET state = 'done', url = ?, http_status = ?, title = ?, score = ?, grade = ?, word_count = ?,
      internal_links = ?, critical_count = ?, findings = ?, links = ?, metrics = ?, body_sha256 = ?, lease_until = NULL
      WHERE ${LATEST_ATTEMPT}`,
      outcome.url,
      outcome.http_status,
      outcome.title,
      outcome.score,
      outcome.grade,
      outcome.word_count,
      outcome.internal_links,
      critical,
      JSON.stringify(outcome.findings),
      JSON.stringify(outcome.links),
      outcome.metrics === null ? null : JSON.stringify(outcome.metrics),
      outcome.body_sha256,
      ...latestAttempt(page),
    );
    return changed === 1;
  }

  /** Whether another page of the crawl was analysed and answered exactly these bytes. */
  async sameBytes(page: ClaimedPage, bodySha256: string): Promise<boolean> {
    const row = await this.#sql.get<{ id: number }>(
      `SELECT id FROM crawl_pages WHERE crawl_id = ? AND state = 'done' AND body_sha256 = ? AND id <> ? LIMIT 1`,
      page.crawl_id,
      bodySha256,
      page.id,
    );
    return row !== undefined;
  }

  async pageFailed(page: ClaimedPage, error: { code: string; message: string }): Promise<boolean> {
    const changed = await this.#sql.run(
      `UPDATE crawl_pages SET state = 'failed', error_code = ?, error_message = ?, lease_until = NULL WHERE ` +
        LATEST_ATTEMPT,
      error.code,
      error.message,
      ...latestAttempt(page),
    );
    return changed === 1;
  }

  async pageDuplicate(page: ClaimedPage): Promise<boolean> {
    const changed = await this.#sql.run(
      `UPDATE crawl_pages SET state = 'duplicate', lease_until = NULL WHERE ${LATEST_ATTEMPT}`,
      ...latestAttempt(page),
    );
    return changed === 1;
  }

  async unfinishedPages(crawlId: number): Promise<number> {
    return (
      (
        await this.#sql.get<{ n: number }>(
          `SELECT COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ? AND state IN ('queued', 'running')`,
          crawlId,
        )
      )?.n ?? 0
    );
  }

  /** The depth of the crawl's deepest level queued so far. */
  async deepestLevel(crawlId: number): Promise<number> {
    return (
      (
        await this.#sql.get<{ depth: number }>(
          'SELECT MAX(depth) AS depth FROM crawl_pages WHERE crawl_id = ?',
          crawlId,
        )
      )?.depth ?? 0
    );
  }

  /** Running pages of `node` (every node's when null) are queued again. */
  async requeueRunning(node: string | null): Promise<void> {
    await this.#sql.run(
      `UPDATE crawl_pages SET state = 'queued', lease_until = NULL WHERE state = 'running' AND ` +
        `(CAST(? AS TEXT) IS NULL OR node = ?)`,
      node,
      node,
    );
  }

  async queued(): Promise<number> {
    return (await this.#sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM crawl_pages WHERE state = 'queued'`))?.n ?? 0;
  }
}
