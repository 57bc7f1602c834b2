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

  /** Pages queued so far, whatever their state: what the page cap is counted against. */
  async pageCount(crawlId: number): Promise<number> {
    return (
      (await this.#sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ?', crawlId))?.n ?? 0
    );
  }

  async enqueuePage(crawlId: number, url: string, depth: number): Promise<void> {
    const id = (await this.pageCount(crawlId)) + 1;
    await this.#sql.run(
      `INSERT INTO crawl_pages (crawl_id, id, url, depth, state) VALUES (?, ?, ?, ?, 'queued')`,
      crawlId,
      id,
      url,
      depth,
    );
  }

  /**
   * Takes the oldest queued page of a live crawl, or one whose node let its lease lapse, marks it
   * running under a new attempt, and starts its crawl.
   */
  async claimNextPage(lease: Lease): Promise<ClaimedPage | undefined> {
    // One statement chooses, locks and marks the page; its crawl is marked running after it. Each
    // state is looked up apart in crawl_pages_by_state (state, seq), as a report's claim does: one
    // condition with OR walked every page ever crawled, in seq order, on every claim.
    const oldest = (where: string) =>
      `SELECT seq FROM (SELECT p.seq FROM crawl_pages p JOIN crawls c ON c.id = p.crawl_id WHERE ${where} AND ` +
      `c.state IN ('queued', 'running') ORDER BY p.seq LIMIT 1${this.#sql.lock('skip', 'p')}) AS one`;
    const lapsed = oldest(`p.state = 'running' AND p.lease_until < ?`);
    const claimable = `${oldest(`p.state = 'queued'`)} UNION ALL ${lapsed}`;
    const page = await this.#sql.get<ClaimedPage>(
      `UPDATE crawl_pages SET state = 'running', attempt = attempt + 1, lease_until = ?, node = ?
      WHERE seq = (SELECT seq FROM (${claimable}) AS claimable ORDER BY seq LIMIT 1) RETURNING *`,
      lease.now + lease.leaseMs,
      lease.node,
      lease.now,
    );
    if (!page) return undefined;
    await this.#sql.run(
      `UPDATE crawls SET state = 'running', started_at = ? WHERE id = ? AND state = 'queued'`,
      lease.now,
      page.crawl_id,
    );
    return page;
  }

  /** Holds a running page longer; false when another node has claimed it since. */
  async renew(page: ClaimedPage, until: number): Promise<boolean> {
    const changed = await this.#sql.run(
      `UPDATE crawl_pages SET lease_until = ? WHERE crawl_id = ? AND id = ? AND attempt = ? AND state = 'running'`,
      until,
      page.crawl_id,
      page.id,
      page.attempt,
    );
    return changed === 1;
  }

  /** Locks the page while its outcome is written; undefined when another attempt owns it now. */
  heldPage(page: ClaimedPage): Promise<CrawlPageRow | undefined> {
    return this.#sql.get(
      `SELECT * FROM crawl_pages WHERE crawl_id = ? AND id = ? AND attempt = ? AND state = 'running'` +
        this.#sql.lock('wait'),
      page.crawl_id,
      page.id,
      page.attempt,
    );
  }

  async pageDone(crawlId: number, pageId: number, outcome: PageOutcome): Promise<void> {
    const critical = outcome.findings.filter((finding) => finding.severity === 'critical').length;
    await this.#sql.run(
      `UPDATE crawl_pages SET state = 'done', url = ?, http_status = ?, title = ?, score = ?, grade = ?, word_count = ?,
      internal_links = ?, critical_count = ?, findings = ?, links = ?, metrics = ?, body_sha256 = ?, lease_until = NULL
      WHERE crawl_id = ? AND id = ?`,
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
      crawlId,
      pageId,
    );
  }

  /** Whether another page of the crawl was analysed and answered exactly these bytes. */
  async sameBytes(crawlId: number, pageId: number, bodySha256: string): Promise<boolean> {
    const row = await this.#sql.get<{ id: number }>(
      `SELECT id FROM crawl_pages WHERE crawl_id = ? AND state = 'done' AND body_sha256 = ? AND id <> ? LIMIT 1`,
      crawlId,
      bodySha256,
      pageId,
    );
    return row !== undefined;
  }

  async pageFailed(crawlId: number, pageId: number, error: { code: string; message: string }): Promise<void> {
    await this.#sql.run(
      `UPDATE crawl_pages SET state = 'failed', error_code = ?, error_message = ?, lease_until = NULL WHERE ` +
        `crawl_id = ? AND id = ?`,
      error.code,
      error.message,
      crawlId,
      pageId,
    );
  }

  async pageDuplicate(crawlId: number, pageId: number): Promise<void> {
    await this.#sql.run(
      `UPDATE crawl_pages SET state = 'duplicate', lease_until = NULL WHERE crawl_id = ? AND id = ?`,
      crawlId,
      pageId,
    );
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
