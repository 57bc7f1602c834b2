/**
 * A test file's PostgreSQL: one cluster of its own (postgres-cluster.ts), started before the
 * file's tests and stopped after them, when PostgreSQL's binaries are there. Call it once at the
 * top level of a file, and skip the suites that need it when `missing` is not null.
 */
import { afterAll, beforeAll } from 'vitest';
import { postgresMissing, startPostgres, type PostgresCluster } from './postgres-cluster.js';

export interface PostgresSuite {
  /** Why the PostgreSQL suites cannot run here, or null when they can. */
  missing: string | null;
  /** A new, empty database on the file's cluster: its postgres:// URL. */
  createDatabase(): Promise<string>;
}

/** initdb and a first start take seconds on a loaded machine, beyond the default hook timeout. */
const START_TIMEOUT_MS = 120_000;

export function postgresSuite(): PostgresSuite {
  const missing = postgresMissing();
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    if (missing === null) cluster = await startPostgres();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await cluster?.stop();
  });
  return {
    missing,
    createDatabase: () => {
      if (!cluster) throw new Error(`no PostgreSQL cluster: ${missing ?? 'it has not started'}`);
      return cluster.createDatabase();
    },
  };
}
