/**
 * Site crawls: the crawl, every URL it discovered (pages_found) and its pages, which are also its
 * jobs: a page row is queued, running, done or failed, so a crawl survives a restart.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Finding } from '../model/resources.js';
import { rowOf, rowsOf } from './store-db.js';

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
  state: 'queued' | 'running' | 'done' | 'failed';
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
}

/** What an analysed page stores; findings go in as a list and are kept as JSON. */
export type PageOutcome = Pick<
  CrawlPageRow,
  'http_status' | 'title' | 'score' | 'grade' | 'word_count' | 'internal_links'
> & {
  findings: Finding[];
  links: readonly string[];
};

const CRAWL_COLUMNS = `c.*,
  (SELECT COUNT(*) FROM crawl_urls u WHERE u.crawl_id = c.id) AS pages_found,
  (SELECT COUNT(*) FROM crawl_pages p WHERE p.crawl_id = c.id AND p.state IN ('done', 'failed')) AS pages_fetched,
  (SELECT COUNT(*) FROM crawl_pages p WHERE p.crawl_id = c.id AND p.state = 'failed') AS pages_failed`;

const FINISHED = `state IN ('done', 'failed')`;

export class CrawlStore {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  create(crawl: {
    workspace: string;
    host: string;
    label: string;
    seedUrl: string;
    maxPages: number;
    maxDepth: number;
    render: boolean;
    createdAt: number;
  }): number {
    const inserted = this.#db
      .prepare(
        `INSERT INTO crawls (workspace, host, label, seed_url, state, max_pages, max_depth, render, ` +
          `created_at) VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?)`,
      )
      .run(
        crawl.workspace,
        crawl.host,
        crawl.label,
        crawl.seedUrl,
        crawl.maxPages,
        crawl.maxDepth,
        crawl.render ? 1 : 0,
        crawl.createdAt,
      );
    return Number(inserted.lastInsertRowid);
  }

  get(workspace: string, id: number): CrawlRow | undefined {
    return rowOf(
      this.#db.prepare(`SELECT ${CRAWL_COLUMNS} FROM crawls c WHERE c.workspace = ? AND c.id = ?`),
      workspace,
      id,
    );
  }

  byId(id: number): CrawlRow | undefined {
    return rowOf(this.#db.prepare(`SELECT ${CRAWL_COLUMNS} FROM crawls c WHERE c.id = ?`), id);
  }

  list(workspace: string, query: { state: CrawlState | null; limit: number }): CrawlRow[] {
    const sql = `SELECT ${CRAWL_COLUMNS} FROM crawls c WHERE c.workspace = ? AND (? IS NULL OR c.state = ?)
      ORDER BY c.created_at DESC, c.id DESC LIMIT ?`;
    return rowsOf(this.#db.prepare(sql), workspace, query.state, query.state, query.limit);
  }

  /** Records a discovered URL; false when the crawl had already seen it. */
  discover(crawlId: number, url: string): boolean {
    return (
      this.#db.prepare('INSERT OR IGNORE INTO crawl_urls (crawl_id, url) VALUES (?, ?)').run(crawlId, url).changes > 0
    );
  }

  /** Pages queued so far, whatever their state: what the page cap is counted against. */
  pageCount(crawlId: number): number {
    return (
      rowOf<{ n: number }>(this.#db.prepare('SELECT COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ?'), crawlId)?.n ??
      0
    );
  }

  enqueuePage(crawlId: number, url: string, depth: number): void {
    this.#db
      .prepare(`INSERT INTO crawl_pages (crawl_id, id, url, depth, state) VALUES (?, ?, ?, ?, 'queued')`)
      .run(crawlId, this.pageCount(crawlId) + 1, url, depth);
  }

  /** Takes the oldest queued page of a live crawl, marks it running, and starts its crawl. */
  claimNextPage(now: number): CrawlPageRow | undefined {
    const sql = `SELECT p.* FROM crawl_pages p JOIN crawls c ON c.id = p.crawl_id
      WHERE p.state = 'queued' AND c.state IN ('queued', 'running') ORDER BY p.seq LIMIT 1`;
    const page = rowOf<CrawlPageRow>(this.#db.prepare(sql));
    if (!page) return undefined;
    this.#db
      .prepare(`UPDATE crawl_pages SET state = 'running' WHERE crawl_id = ? AND id = ?`)
      .run(page.crawl_id, page.id);
    this.#db
      .prepare(`UPDATE crawls SET state = 'running', started_at = ? WHERE id = ? AND state = 'queued'`)
      .run(now, page.crawl_id);
    return { ...page, state: 'running' };
  }

  pageDone(crawlId: number, pageId: number, outcome: PageOutcome): void {
    const critical = outcome.findings.filter((finding) => finding.severity === 'critical').length;
    this.#db
      .prepare(
        `UPDATE crawl_pages SET state = 'done', http_status = ?, title = ?, score = ?, grade = ?, word_count = ?,
        internal_links = ?, critical_count = ?, findings = ?, links = ? WHERE crawl_id = ? AND id = ?`,
      )
      .run(
        outcome.http_status,
        outcome.title,
        outcome.score,
        outcome.grade,
        outcome.word_count,
        outcome.internal_links,
        critical,
        JSON.stringify(outcome.findings),
        JSON.stringify(outcome.links),
        crawlId,
        pageId,
      );
  }

  pageFailed(crawlId: number, pageId: number, error: { code: string; message: string }): void {
    this.#db
      .prepare(
        `UPDATE crawl_pages SET state = 'failed', error_code = ?, error_message = ? WHERE crawl_id = ? AND id = ?`,
      )
      .run(error.code, error.message, crawlId, pageId);
  }

  /** The links of a level's analysed pages, in page order: what the next level is made of. */
  levelLinks(crawlId: number, depth: number): string[][] {
    const rows = rowsOf<{ links: string }>(
      this.#db.prepare(`SELECT links FROM crawl_pages WHERE crawl_id = ? AND depth = ? AND state = 'done' ORDER BY id`),
      crawlId,
      depth,
    );
    return rows.map((row) => JSON.parse(row.links) as string[]);
  }

  /** Every URL the crawl has queued as a page, whatever its state. */
  pageUrls(crawlId: number): Set<string> {
    const rows = rowsOf<{ url: string }>(this.#db.prepare('SELECT url FROM crawl_pages WHERE crawl_id = ?'), crawlId);
    return new Set(rows.map((row) => row.url));
  }

  unfinishedPages(crawlId: number): number {
    return (
      rowOf<{ n: number }>(
        this.#db.prepare(`SELECT COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ? AND NOT ${FINISHED}`),
        crawlId,
      )?.n ?? 0
    );
  }

  finish(crawlId: number, outcome: { state: 'done' | 'failed'; error: string | null; finishedAt: number }): void {
    this.#db
      .prepare('UPDATE crawls SET state = ?, error = ?, finished_at = ? WHERE id = ?')
      .run(outcome.state, outcome.error, outcome.finishedAt, crawlId);
  }

  /** Finished pages in discovery order (breadth first), with their total. */
  pages(crawlId: number, query: { limit: number; offset: number }): { rows: CrawlPageRow[]; total: number } {
    const rows = rowsOf<CrawlPageRow>(
      this.#db.prepare(`SELECT * FROM crawl_pages WHERE crawl_id = ? AND ${FINISHED} ORDER BY id LIMIT ? OFFSET ?`),
      crawlId,
      query.limit,
      query.offset,
    );
    const total = rowOf<{ n: number }>(
      this.#db.prepare(`SELECT COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ? AND ${FINISHED}`),
      crawlId,
    );
    return { rows, total: total?.n ?? 0 };
  }

  page(crawlId: number, pageId: number): CrawlPageRow | undefined {
    return rowOf(
      this.#db.prepare(`SELECT * FROM crawl_pages WHERE crawl_id = ? AND id = ? AND ${FINISHED}`),
      crawlId,
      pageId,
    );
  }

  /** Analysed pages only: a failed page has no score or findings to count. */
  donePages(crawlId: number): CrawlPageRow[] {
    return rowsOf(
      this.#db.prepare(`SELECT * FROM crawl_pages WHERE crawl_id = ? AND state = 'done' ORDER BY id`),
      crawlId,
    );
  }

  requeueRunning(): void {
    this.#db.exec(`UPDATE crawl_pages SET state = 'queued' WHERE state = 'running'`);
  }
}
