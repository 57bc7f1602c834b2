/**
 * A PostgreSQL cluster of the tests' own: initdb in a temporary directory, run as an unprivileged
 * user (PostgreSQL refuses root; as root the tests run it as `nobody` through runuser), listening on
 * 127.0.0.1 on a free port with its socket in the same directory. It never touches a system cluster.
 * Without PostgreSQL's binaries the suites that need one are skipped with a message, except in CI
 * (CI=true), where that is a failure.
 */
import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const BIN = process.env.PAGEGATE_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const RUN_AS = 'nobody';

/** Why the PostgreSQL suites cannot run here, or null when they can. Throws in CI instead. */
export function postgresMissing(): string | null {
  if (existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'pg_ctl'))) return null;
  const why = `PostgreSQL binaries not found in ${BIN} (apt-get install postgresql, or set PAGEGATE_PG_BIN)`;
  if (process.env.CI === 'true') throw new Error(`${why}: CI runs the PostgreSQL suites`);
  console.warn(`skipping the PostgreSQL suites: ${why}`);
  return why;
}

export interface PostgresCluster {
  /** A new, empty database on the cluster: its postgres:// URL. */
  createDatabase(): Promise<string>;
  /** Shuts PostgreSQL down (`-m fast`: every connection is ended) and keeps its data. */
  halt(): Promise<void>;
  /** Starts it again after `halt`, on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresCluster> {
  const directory = await mkdtemp(join(tmpdir(), 'pagegate-pg-'));
  const data = join(directory, 'data');
  const asUser = process.getuid?.() === 0;
  const command = (bin: string, args: string[]) =>
    asUser ? run('runuser', ['-u', RUN_AS, '--', join(BIN, bin), ...args]) : run(join(BIN, bin), args);
  if (asUser) {
    const { stdout } = await run('id', ['-u', RUN_AS]);
    const { stdout: gid } = await run('id', ['-g', RUN_AS]);
    await chown(directory, Number(stdout.trim()), Number(gid.trim()));
  }
  await chmod(directory, 0o700);
  await command('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const start = () =>
    command('pg_ctl', [
      '-D',
      data,
      '-l',
      join(directory, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
      'start',
    ]);
  await start();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    async createDatabase() {
      const name = `pagegate_${++databases}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async halt() {
      await command('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      await start();
    },
    async stop() {
      await command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
