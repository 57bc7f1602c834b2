/**
 * Schema migrations by version: a SQLite file at every older version (and the unversioned files
 * written before versions existed) opens at the latest version with its rows kept; a PostgreSQL
 * database migrates once, also when nodes start together.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaVersion } from '../../src/service/store-db.js';
import { PostgresDatabase, postgresSchemaVersion } from '../../src/service/store-postgres.js';
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from '../../src/service/store-schema.js';
import { postgresSuite } from './postgres-suite.js';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'pagegate-migrations-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** A file at `version` of the schema, stamped with it unless `unversioned` (as files written before versions). */
function fileAt(name: string, version: number, unversioned: boolean): string {
  const file = join(directory, name);
  const db = new DatabaseSync(file);
  for (const sql of SQLITE_MIGRATIONS.slice(0, version)) db.exec(sql);
  if (!unversioned) db.exec(`PRAGMA user_version = ${version}`);
  db.prepare(
    `INSERT INTO reports (key, workspace, url, host, status, created_at) VALUES ('kept', 'w', 'https://e.com/', ` +
      `'e.com', 'complete', 1)`,
  ).run();
  db.close();
  return file;
}

const latest = SQLITE_MIGRATIONS.length;

describe('SQLite migrations', () => {
  it.each([
    ['unversioned, before render (the oldest files)', 1, true],
    ['unversioned, with render (files of the release before versions)', 2, true],
    ...Array.from({ length: latest }, (_, i) => [`version ${i + 1}`, i + 1, false] as [string, number, boolean]),
  ])('takes a file %s to the latest version, keeping its rows', (name, version, unversioned) => {
    const db = openDatabase(fileAt(`${name.replace(/\W+/g, '-')}.db`, version, unversioned));
    expect(schemaVersion(db)).toBe(latest);
    const row = db.prepare(`SELECT key, render, attempt, lease_until, performance_runs, metrics FROM reports`).get();
    expect(row).toEqual({ key: 'kept', render: 0, attempt: 0, lease_until: null, performance_runs: 0, metrics: null });
    // Crawls measure too (version 6): reading the columns fails on a file that lacks them.
    expect(
      db.prepare('SELECT c.performance_runs, p.metrics FROM crawls c JOIN crawl_pages p ON p.crawl_id = c.id').all(),
    ).toEqual([]);
    db.close();
  });

  it('creates a new file at the latest version', () => {
    const db = openDatabase(join(directory, 'new.db'));
    expect(schemaVersion(db)).toBe(latest);
    db.close();
  });
});

const postgres = postgresSuite();
describe.skipIf(postgres.missing !== null)('PostgreSQL migrations', () => {
  it('migrates an empty database once, even when nodes open it together', async () => {
    const url = await postgres.createDatabase();
    const options = { poolSize: 2, onError: (error: Error) => expect.fail(error.message) };
    const opened = await Promise.all([1, 2, 3].map(() => PostgresDatabase.open(url, options)));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect(await postgresSchemaVersion(client)).toBe(POSTGRES_MIGRATIONS.length);
    expect((await client.query('SELECT COUNT(*)::int AS n FROM schema_version')).rows).toEqual([{ n: 1 }]);
    await client.end();
    await Promise.all(opened.map((db) => db.close()));
  });

  it.each(Array.from({ length: POSTGRES_MIGRATIONS.length - 1 }, (_, i) => i + 1))(
    'takes a database at version %i to the latest version, keeping its rows',
    async (version) => {
      const url = await postgres.createDatabase();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      for (const sql of POSTGRES_MIGRATIONS.slice(0, version)) await client.query(sql);
      await client.query('CREATE TABLE schema_version (version INTEGER NOT NULL)');
      await client.query('INSERT INTO schema_version (version) VALUES ($1)', [version]);
      await client.query(
        `INSERT INTO reports (key, workspace, url, host, status, created_at) VALUES ('kept', 'w', 'https://e.com/', ` +
          `'e.com', 'complete', 1)`,
      );
      const db = await PostgresDatabase.open(url, { poolSize: 1, onError: (error) => expect.fail(error.message) });
      expect(await postgresSchemaVersion(client)).toBe(POSTGRES_MIGRATIONS.length);
      const { rows } = await client.query('SELECT key, render, performance_runs, metrics FROM reports');
      expect(rows).toEqual([{ key: 'kept', render: 0, performance_runs: 0, metrics: null }]);
      await client.end();
      await db.close();
    },
  );
});
