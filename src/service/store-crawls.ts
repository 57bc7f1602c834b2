/**
 * Site crawls: the crawl, every URL it discovered (pages_found) and its finished pages as the
 * interface lists them. The pages are also the crawl's jobs: store-crawl-pages.ts queues them.
 */
import type { Sql } from './database.js';

export type CrawlState = 'queued' | 'running' | 'done' | 'failed';

export interface CrawlRow {
  id: number;
  workspace: string;
  host: string;
  label: string;
  seed_url: string;
  state: CrawlState;
  max_pages: number;
  max_depth: number;
  /** 1 when its pages are run in the browser (render: true). */
  render: number;
  /** Loads each page is measured over (performance: true, which implies render); 0: no metrics. */
  performance_runs: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  error: string | null;
  pages_found: number;
  pages_fetched: number;
  pages_failed: number;
}

export interface CrawlPageRow {
  crawl_id: number;
  id: number;
  url: string;
  depth: number;
  /** `duplicate`: the same page as another of the crawl (crawler.ts), listed and counted as none. */
  state: 'queued' | 'running' | 'done' | 'failed' | 'duplicate';
  http_status: number;
  title: string;
  score: number;
  grade: string;
  word_count: number;
  internal_links: number;
  critical_count: number;
  findings: string;
  /** The page's same-origin links in document order (JSON), read when its level is complete. */
  links: string;
  error_code: string | null;
  error_message: string | null;
  /** The page's metrics (JSON of PageMetrics) when its crawl measures performance. */
  metrics: string | null;
  /** The SHA-256 of the page's HTML (null: not analysed, or stored before it was kept). */
  body_sha256: string | null;
}

const CRAWL_COLUMNS = `c.*,
  (SELECT COUNT(*) FROM crawl_urls u WHERE u.crawl_id = c.id) AS pages_found,
  (SELECT COUNT(*) FROM crawl_pages p WHERE p.crawl_id = c.id AND p.state IN ('done', 'failed')) AS pages_fetched,
  (SELECT COUNT(*) FROM crawl_pages p WHERE p.crawl_id = c.id AND p.state = 'failed') AS pages_failed`;

const FINISHED = `state IN ('done', 'failed')`;

export class CrawlStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async create(crawl: {
    workspace: string;
    host: string;
    label: string;
    seedUrl: string;
    maxPages: number;
    maxDepth: number;
    render: boolean;
    performanceRuns: number;
    createdAt: number;
  }): Promise<number> {
    const inserted = await this.#sql.get<{ id: number }>(
      `INSERT INTO crawls (workspace, host, label, seed_url, state, max_pages, max_depth, render, ` +
        `performance_runs, created_at) VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?) RETURNING id`,
      crawl.workspace,
      crawl.host,
      crawl.label,
      crawl.seedUrl,
      crawl.maxPages,
      crawl.maxDepth,
      crawl.render ? 1 : 0,
      crawl.performanceRuns,
      crawl.createdAt,
    );
    return Number(inserted?.id);
  }

  get(workspace: string, id: number): Promise<CrawlRow | undefined> {
    return this.#sql.get(`SELECT ${CRAWL_COLUMNS} FROM crawls c WHERE c.workspace = ? AND c.id = ?`, workspace, id);
  }

  byId(id: number): Promise<CrawlRow | undefined> {
    return this.#sql.get(`SELECT ${CRAWL_COLUMNS} FROM crawls c WHERE c.id = ?`, id);
  }

  /**
   * Locks the crawl's row until the transaction ends: two nodes queueing the same level take turns.
   * Sent only in a transaction sent whole (transactionAtOnce), so the lock is held for one round
   * trip: a node frozen between two statements of its own can hold no lock the others wait for.
   */
  async lock(id: number): Promise<void> {
    await this.#sql.get(`SELECT id FROM crawls WHERE id = ?${this.#sql.lock('wait')}`, id);
  }

  /**
   * A live crawl with no page left to analyse: its last page's node died before it queued the next
   * level or ended the crawl (crawler.ts, advanceCrawl).
   */
  async stalled(): Promise<number | undefined> {
    const row = await this.#sql.get<{ id: number }>(
      `SELECT c.id FROM crawls c WHERE c.state = 'running' AND NOT EXISTS (SELECT 1 FROM crawl_pages p ` +
        `WHERE p.crawl_id = c.id AND p.state IN ('queued', 'running')) ORDER BY c.id LIMIT 1`,
    );
    return row?.id;
  }

  /** Marks a queued crawl running: its first page was claimed. */
  async start(id: number, now: number): Promise<void> {
    await this.#sql.run(
      `UPDATE crawls SET state = 'running', started_at = ? WHERE id = ? AND state = 'queued'`,
      now,
      id,
    );
  }

  list(workspace: string, query: { state: CrawlState | null; limit: number }): Promise<CrawlRow[]> {
    const sql = `SELECT ${CRAWL_COLUMNS} FROM crawls c
      WHERE c.workspace = ? AND (CAST(? AS TEXT) IS NULL OR c.state = ?)
      ORDER BY c.created_at DESC, c.id DESC LIMIT ?`;
    return this.#sql.all(sql, workspace, query.state, query.state, query.limit);
  }

  /** Records a discovered URL; false when the crawl had already seen it. */
  async discover(crawlId: number, url: string): Promise<boolean> {
    const added = await this.#sql.run(
      'INSERT INTO crawl_urls (crawl_id, url) VALUES (?, ?) ON CONFLICT DO NOTHING',
      crawlId,
      url,
    );
    return added > 0;
  }

  /** The links of a level's analysed pages, in page order: what the next level is made of. */
  async levelLinks(crawlId: number, depth: number): Promise<string[][]> {
    const rows = await this.#sql.all<{ links: string }>(
      `SELECT links FROM crawl_pages WHERE crawl_id = ? AND depth = ? AND state = 'done' ORDER BY id`,
      crawlId,
      depth,
    );
    return rows.map((row) => JSON.parse(row.links) as string[]);
  }

  /** Every URL the crawl has queued as a page, whatever its state. */
  async pageUrls(crawlId: number): Promise<Set<string>> {
    const rows = await this.#sql.all<{ url: string }>('SELECT url FROM crawl_pages WHERE crawl_id = ?', crawlId);
    return new Set(rows.map((row) => row.url));
  }

  /** The URLs of the crawl's pages that are pages of their own (not duplicates), whatever their state. */
  async distinctPageUrls(crawlId: number): Promise<Set<string>> {
    const rows = await this.#sql.all<{ url: string }>(
      `SELECT url FROM crawl_pages WHERE crawl_id = ? AND state <> 'duplicate'`,
      crawlId,
    );
    return new Set(rows.map((row) => row.url));
  }

  /**
   * Ends a live crawl that has no page left to analyse; a crawl that has ended keeps its first end.
   * Checked in the write itself: another node may have queued a level since its caller looked.
   */
  async finish(
    crawlId: number,
    outcome: { state: 'done' | 'failed'; error: string | null; finishedAt: number },
  ): Promise<void> {
    await this.#sql.run(
      `UPDATE crawls SET state = ?, error = ?, finished_at = ? WHERE id = ? AND state IN ('queued', 'running') ` +
        `AND NOT EXISTS (SELECT 1 FROM crawl_pages WHERE crawl_id = ? AND state IN ('queued', 'running'))`,
      outcome.state,
      outcome.error,
      outcome.finishedAt,
      crawlId,
      crawlId,
    );
  }

  /** Finished pages in discovery order (breadth first), with their total. */
  async pages(
    crawlId: number,
    query: { limit: number; offset: number },
  ): Promise<{ rows: CrawlPageRow[]; total: number }> {
    const rows = await this.#sql.all<CrawlPageRow>(
      `SELECT * FROM crawl_pages WHERE crawl_id = ? AND ${FINISHED} ORDER BY id LIMIT ? OFFSET ?`,
      crawlId,
      query.limit,
      query.offset,
    );
    const total = await this.#sql.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ? AND ${FINISHED}`,
      crawlId,
    );
    return { rows, total: total?.n ?? 0 };
  }

  page(crawlId: number, pageId: number): Promise<CrawlPageRow | undefined> {
    return this.#sql.get(`SELECT * FROM crawl_pages WHERE crawl_id = ? AND id = ? AND ${FINISHED}`, crawlId, pageId);
  }

  /** Analysed pages only: a failed page has no score or findings to count. */
  donePages(crawlId: number): Promise<CrawlPageRow[]> {
    return this.#sql.all(`SELECT * FROM crawl_pages WHERE crawl_id = ? AND state = 'done' ORDER BY id`, crawlId);
  }
}
