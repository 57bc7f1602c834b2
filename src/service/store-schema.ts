/**
 * The store's schema, written once as a table of tables and columns, each column with the schema
 * version that added it; both engines' ordered migrations are generated from it. Migration i
 * (0-based) takes a database from version i to i + 1. A version only ever gains migrations at the
 * end; a database keeps its version in `user_version` (SQLite) or the `schema_version` table
 * (PostgreSQL). Versions count SQLite's history; PostgreSQL came with leases, so its first
 * migration is everything up to POSTGRES_BASE at once and the later ones follow SQLite's.
 */

/**
 * `key`: the row id (SQLite's INTEGER PRIMARY KEY, PostgreSQL's BIGSERIAL); `big`: times in
 * milliseconds since the epoch and ids that point at a `key` (BIGINT in PostgreSQL); `int` and
 * `text` alike in both.
 */
type ColumnType = 'key' | 'big' | 'int' | 'text';

interface Column {
  name: string;
  type: ColumnType;
  /** NOT NULL, DEFAULT ..., UNIQUE: the same words in both engines. */
  rule?: string;
  /** The version that added it (1: the first schema). */
  since?: number;
}

interface Table {
  name: string;
  columns: readonly Column[];
  /** Table constraints: the same words in both engines. */
  constraints?: readonly string[];
  /** SQLite only: a table whose primary key is its whole identity. */
  withoutRowid?: boolean;
  indexes?: readonly { name: string; on: string }[];
}

const NOT_NULL = 'NOT NULL';
const COUNT = 'NOT NULL DEFAULT 0';
const LEASE: readonly Column[] = [
  { name: 'attempt', type: 'int', rule: COUNT, since: 3 },
  { name: 'lease_until', type: 'big', since: 3 },
  { name: 'node', type: 'text', since: 3 },
];

const TABLES: readonly Table[] = [
  {
    name: 'workspaces',
    columns: [
      { name: 'id', type: 'text', rule: 'PRIMARY KEY' },
      { name: 'reports_used', type: 'int', rule: COUNT },
    ],
  },
  {
    name: 'reports',
    columns: [
      { name: 'id', type: 'key' },
      { name: 'key', type: 'text', rule: 'NOT NULL UNIQUE' },
      { name: 'workspace', type: 'text', rule: NOT_NULL },
      { name: 'url', type: 'text', rule: NOT_NULL },
      { name: 'host', type: 'text', rule: NOT_NULL },
      { name: 'status', type: 'text', rule: NOT_NULL },
      { name: 'created_at', type: 'big', rule: NOT_NULL },
      { name: 'completed_at', type: 'big' },
      { name: 'result', type: 'text' },
      { name: 'error_code', type: 'text' },
      { name: 'error_message', type: 'text' },
      { name: 'render', type: 'int', rule: COUNT, since: 2 },
      ...LEASE,
      // 5: performance: the loads a report measures (0: none) and their metrics (JSON).
      { name: 'performance_runs', type: 'int', rule: COUNT, since: 5 },
      { name: 'metrics', type: 'text', since: 5 },
    ],
    indexes: [
      { name: 'reports_by_url', on: '(workspace, url, status)' },
      { name: 'reports_by_status', on: '(status, id)' },
    ],
  },
  {
    name: 'crawls',
    columns: [
      { name: 'id', type: 'key' },
      { name: 'workspace', type: 'text', rule: NOT_NULL },
      { name: 'host', type: 'text', rule: NOT_NULL },
      { name: 'label', type: 'text', rule: NOT_NULL },
      { name: 'seed_url', type: 'text', rule: NOT_NULL },
      { name: 'state', type: 'text', rule: NOT_NULL },
      { name: 'max_pages', type: 'int', rule: NOT_NULL },
      { name: 'max_depth', type: 'int', rule: NOT_NULL },
      { name: 'created_at', type: 'big', rule: NOT_NULL },
      { name: 'started_at', type: 'big' },
      { name: 'finished_at', type: 'big' },
      { name: 'error', type: 'text' },
      { name: 'render', type: 'int', rule: COUNT, since: 2 },
      // 6: performance in crawls: the loads each page of the crawl measures (0: none).
      { name: 'performance_runs', type: 'int', rule: COUNT, since: 6 },
    ],
  },
  {
    name: 'crawl_urls',
    columns: [
      { name: 'crawl_id', type: 'big', rule: NOT_NULL },
      { name: 'url', type: 'text', rule: NOT_NULL },
    ],
    constraints: ['PRIMARY KEY (crawl_id, url)'],
    withoutRowid: true,
  },
  {
    name: 'crawl_pages',
    columns: [
      { name: 'seq', type: 'key' },
      { name: 'crawl_id', type: 'big', rule: NOT_NULL },
      { name: 'id', type: 'int', rule: NOT_NULL },
      { name: 'url', type: 'text', rule: NOT_NULL },
      { name: 'depth', type: 'int', rule: NOT_NULL },
      { name: 'state', type: 'text', rule: NOT_NULL },
      { name: 'http_status', type: 'int', rule: COUNT },
      { name: 'title', type: 'text', rule: "NOT NULL DEFAULT ''" },
      { name: 'score', type: 'int', rule: COUNT },
      { name: 'grade', type: 'text', rule: "NOT NULL DEFAULT ''" },
      { name: 'word_count', type: 'int', rule: COUNT },
      { name: 'internal_links', type: 'int', rule: COUNT },
      { name: 'critical_count', type: 'int', rule: COUNT },
      { name: 'findings', type: 'text', rule: "NOT NULL DEFAULT '[]'" },
      { name: 'error_code', type: 'text' },
      { name: 'error_message', type: 'text' },
      ...LEASE,
      // 4: a crawl page's links, so the next level is chosen in page order once the level is read.
      { name: 'links', type: 'text', rule: "NOT NULL DEFAULT '[]'", since: 4 },
      // 6: the page's metrics (JSON) when its crawl measures performance.
      { name: 'metrics', type: 'text', since: 6 },
      // 7: the SHA-256 of the page's HTML, so two URLs that answered the same bytes are one page.
      { name: 'body_sha256', type: 'text', since: 7 },
    ],
    constraints: ['UNIQUE (crawl_id, id)'],
    indexes: [{ name: 'crawl_pages_by_state', on: '(state, seq)' }],
  },
];

/** The newest version of the schema. */
const LATEST = Math.max(...TABLES.flatMap((table) => table.columns.map((column) => column.since ?? 1)));
/** The version PostgreSQL's first migration brings a database to. */
const POSTGRES_BASE = 3;

type Engine = 'sqlite' | 'postgres';

const TYPES: Record<Engine, Record<ColumnType, string>> = {
  sqlite: { key: 'INTEGER PRIMARY KEY', big: 'INTEGER', int: 'INTEGER', text: 'TEXT' },
  postgres: { key: 'BIGSERIAL PRIMARY KEY', big: 'BIGINT', int: 'INTEGER', text: 'TEXT' },
};

function columnSql(engine: Engine, column: Column): string {
  return [column.name, TYPES[engine][column.type], column.rule].filter(Boolean).join(' ');
}

/**
 * Every table as of `version`. SQLite's first schema was written with IF NOT EXISTS (files of its
 * shape were written before versions existed), PostgreSQL's never was.
 */
function create(engine: Engine, version: number): string {
  const ifNew = engine === 'sqlite' ? 'IF NOT EXISTS ' : '';
  return TABLES.map((table) => {
    const lines = [
      ...table.columns.filter((column) => (column.since ?? 1) <= version).map((column) => columnSql(engine, column)),
      ...(table.constraints ?? []),
    ];
    const rowid = engine === 'sqlite' && table.withoutRowid ? ' WITHOUT ROWID' : '';
    const indexes = (table.indexes ?? []).map(
      (index) => `CREATE INDEX ${ifNew}${index.name} ON ${table.name} ${index.on};`,
    );
    return [`CREATE TABLE ${ifNew}${table.name} (\n  ${lines.join(',\n  ')}\n)${rowid};`, ...indexes].join('\n');
  }).join('\n');
}

/** The columns `version` added, to tables that already exist. */
function added(engine: Engine, version: number): string {
  return TABLES.flatMap((table) =>
    table.columns
      .filter((column) => column.since === version)
      .map((column) => `ALTER TABLE ${table.name} ADD COLUMN ${columnSql(engine, column)};`),
  ).join('\n');
}

const versionsAfter = (from: number) => Array.from({ length: LATEST - from }, (_, i) => from + i + 1);

export const SQLITE_MIGRATIONS: readonly string[] = [
  create('sqlite', 1),
  ...versionsAfter(1).map((version) => added('sqlite', version)),
];

export const POSTGRES_MIGRATIONS: readonly string[] = [
  create('postgres', POSTGRES_BASE),
  ...versionsAfter(POSTGRES_BASE).map((version) => added('postgres', version)),
];
