/**
 * The store's schema as ordered migrations, one list per engine: migration i (0-based) takes a
 * database from version i to i + 1. A version only ever gains migrations at the end; a database
 * keeps its version in `user_version` (SQLite) or the `schema_version` table (PostgreSQL).
 */

/** The same statements in both engines' dialects. */
const PERFORMANCE_COLUMNS = `ALTER TABLE reports ADD COLUMN performance_runs INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE reports ADD COLUMN metrics TEXT;`;

export const SQLITE_MIGRATIONS: readonly string[] = [
  // 1: the first schema (files of this shape were written before versions existed).
  `CREATE TABLE IF NOT EXISTS workspaces (
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
    error_code TEXT,
    error_message TEXT,
    UNIQUE (crawl_id, id)
  );
  CREATE INDEX IF NOT EXISTS crawl_pages_by_state ON crawl_pages (state, seq);`,
  // 2: rendered analyses (render: true).
  `ALTER TABLE reports ADD COLUMN render INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE crawls ADD COLUMN render INTEGER NOT NULL DEFAULT 0;`,
  // 3: leases: a claimed job names its attempt and holds it until lease_until.
  `ALTER TABLE reports ADD COLUMN attempt INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE reports ADD COLUMN lease_until INTEGER;
  ALTER TABLE reports ADD COLUMN node TEXT;
  ALTER TABLE crawl_pages ADD COLUMN attempt INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE crawl_pages ADD COLUMN lease_until INTEGER;
  ALTER TABLE crawl_pages ADD COLUMN node TEXT;`,
  // 4: a crawl page's links, so the next level is chosen in page order once the level is read.
  `ALTER TABLE crawl_pages ADD COLUMN links TEXT NOT NULL DEFAULT '[]';`,
  // 5: performance: the loads a report measures (0: none) and their metrics (JSON).
  PERFORMANCE_COLUMNS,
];

/** PostgreSQL came with leases: its first version is SQLite's third. */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE workspaces (
    id TEXT PRIMARY KEY,
    reports_used INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE reports (
    id BIGSERIAL PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    workspace TEXT NOT NULL,
    url TEXT NOT NULL,
    host TEXT NOT NULL,
    status TEXT NOT NULL,
    render INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    completed_at BIGINT,
    result TEXT,
    error_code TEXT,
    error_message TEXT,
    attempt INTEGER NOT NULL DEFAULT 0,
    lease_until BIGINT,
    node TEXT
  );
  CREATE INDEX reports_by_url ON reports (workspace, url, status);
  CREATE INDEX reports_by_status ON reports (status, id);
  CREATE TABLE crawls (
    id BIGSERIAL PRIMARY KEY,
    workspace TEXT NOT NULL,
    host TEXT NOT NULL,
    label TEXT NOT NULL,
    seed_url TEXT NOT NULL,
    state TEXT NOT NULL,
    max_pages INTEGER NOT NULL,
    max_depth INTEGER NOT NULL,
    render INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    started_at BIGINT,
    finished_at BIGINT,
    error TEXT
  );
  CREATE TABLE crawl_urls (
    crawl_id BIGINT NOT NULL,
    url TEXT NOT NULL,
    PRIMARY KEY (crawl_id, url)
  );
  CREATE TABLE crawl_pages (
    seq BIGSERIAL PRIMARY KEY,
    crawl_id BIGINT NOT NULL,
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
    error_code TEXT,
    error_message TEXT,
    attempt INTEGER NOT NULL DEFAULT 0,
    lease_until BIGINT,
    node TEXT,
    UNIQUE (crawl_id, id)
  );
  CREATE INDEX crawl_pages_by_state ON crawl_pages (state, seq);`,
  // 2: a crawl page's links (SQLite's 4).
  `ALTER TABLE crawl_pages ADD COLUMN links TEXT NOT NULL DEFAULT '[]';`,
  // 3: performance (SQLite's 5).
  PERFORMANCE_COLUMNS,
];
