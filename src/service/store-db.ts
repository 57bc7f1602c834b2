/**
 * The SQLite database under the store: opening it, its schema, transactions and typed rows.
 * Times are integers (milliseconds since the epoch) and become ISO 8601 only on the wire.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS workspaces (
  id TEXT PRIMARY KEY,
  reports_used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS reports (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  workspace TEXT NOT NULL,
  url TEXT NOT NULL,
  host TEXT NOT NULL,
  status TEXT NOT NULL,
  render INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  completed_at INTEGER,
  result TEXT,
  error_code TEXT,
  error_message TEXT
);
CREATE INDEX IF NOT EXISTS reports_by_url ON reports (workspace, url, status);
CREATE INDEX IF NOT EXISTS reports_by_status ON reports (status, id);
CREATE TABLE IF NOT EXISTS crawls (
  id INTEGER PRIMARY KEY,
  workspace TEXT NOT NULL,
  host TEXT NOT NULL,
  label TEXT NOT NULL,
  seed_url TEXT NOT NULL,
  state TEXT NOT NULL,
  max_pages INTEGER NOT NULL,
  max_depth INTEGER NOT NULL,
  render INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  started_at INTEGER,
  finished_at INTEGER,
  error TEXT
);
CREATE TABLE IF NOT EXISTS crawl_urls (
  crawl_id INTEGER NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (crawl_id, url)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS crawl_pages (
  seq INTEGER PRIMARY KEY,
  crawl_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  url TEXT NOT NULL,
  depth INTEGER NOT NULL,
  state TEXT NOT NULL,
  http_status INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL DEFAULT '',
  score INTEGER NOT NULL DEFAULT 0,
  grade TEXT NOT NULL DEFAULT '',
  word_count INTEGER NOT NULL DEFAULT 0,
  internal_links INTEGER NOT NULL DEFAULT 0,
  critical_count INTEGER NOT NULL DEFAULT 0,
  findings TEXT NOT NULL DEFAULT '[]',
  links TEXT NOT NULL DEFAULT '[]',
  error_code TEXT,
  error_message TEXT,
  UNIQUE (crawl_id, id)
);
CREATE INDEX IF NOT EXISTS crawl_pages_by_state ON crawl_pages (state, seq);
`;

export function openDatabase(file: string | undefined): DatabaseSync {
  const db = new DatabaseSync(file ?? ':memory:', { timeout: 5000 });
  if (file) {
    db.exec('PRAGMA journal_mode = WAL');
    // In WAL mode NORMAL syncs at checkpoints, not at every commit: still never corrupt, and a
    // crash of the service loses nothing; only a power cut can undo the last commits. FULL's
    // fsync per commit blocked the event loop for about 2 ms on each of a report's three writes.
    db.exec('PRAGMA synchronous = NORMAL');
  }
  db.exec(SCHEMA);
  for (const table of ['reports', 'crawls']) addMissingColumn(db, table, 'render', 'INTEGER NOT NULL DEFAULT 0');
  addMissingColumn(db, 'crawl_pages', 'links', "TEXT NOT NULL DEFAULT '[]'");
  return db;
}

/** A file written before a column existed gains it; CREATE TABLE IF NOT EXISTS leaves old tables as they are. */
function addMissingColumn(db: DatabaseSync, table: string, column: string, definition: string): void {
  const columns = rowsOf<{ name: string }>(db.prepare(`PRAGMA table_info(${table})`));
  if (!columns.some(({ name }) => name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** node:sqlite types rows loosely; each store names the shape its own SELECT returns. */
export function rowOf<T>(statement: StatementSync, ...params: SQLInputValue[]): T | undefined {
  return statement.get(...params) as T | undefined;
}

export function rowsOf<T>(statement: StatementSync, ...params: SQLInputValue[]): T[] {
  return statement.all(...params) as T[];
}
