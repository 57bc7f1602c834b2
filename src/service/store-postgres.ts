/**
 * The storage interface of database.ts over PostgreSQL (node-postgres): a pool for statements and
 * transactions, the connection that LISTENs for the other nodes' events (pg-listener.ts), and
 * migrations by version in a `schema_version` table, taken under an advisory lock so nodes
 * starting together migrate once. The pool's clients pipeline (`pipeline: true`): statements sent
 * together on one client leave without waiting for each other's answers, so a transaction's BEGIN
 * leaves with its first statements; a transaction sent whole goes as one batch (pg-batch.ts).
 * bench/README.md, "Many nodes over PostgreSQL", measured what a round trip costs. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { SENT_WHOLE, type Channel, type Database, type Sql, type SqlValue, type Statement } from './database.js';
import { ServeConfigError } from './errors.js';
import { StatementBatch, type Answer, type Named } from './pg-batch.js';
import { PostgresListener } from './pg-listener.js';
import { asOutage, isOutage } from './pg-outage.js';
import { POSTGRES_MIGRATIONS } from './store-schema.js';

/** Any constant shared by every node: the key of the advisory lock the migrations run under. */
const MIGRATION_LOCK = 7_426_173;
const INT8 = 20;

/**
 * No transaction of the store waits on its node between statements longer than a round trip
 * (transactionAtOnce sends one whole; `transaction` is kept for rows no other node needs yet).
 */
const IDLE_IN_TRANSACTION_MS = 10_000;
/** A row is locked for one round trip at most: a longer wait means its holder is gone. */
const LOCK_WAIT_MS = 5_000;

/**
 * BIGINT (times in milliseconds, ids, COUNT(*)) arrives as a string by default; every value the
 * store keeps is far below 2^53, so a number is exact.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
};

/**
 * The store's SQL (`?` placeholders, shared with SQLite) as a named prepared statement with `$1, $2,
 * ...`: each connection parses and plans a statement once, not on every call (measured: most of
 * PostgreSQL's CPU a page went to parsing and planning the same few statements again).
 */
const prepared = new Map<string, { name: string; text: string }>();
function statement(sql: string): { name: string; text: string } {
  let known = prepared.get(sql);
  if (!known) {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    known = { name: `pagegate_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text };
    prepared.set(sql, known);
  }
  return known;
}

/**
 * A write that notifies `channel` (two parameters after the write's) for each row it changes: the
 * same statement tells, and PostgreSQL folds a transaction's equal notifications into one.
 */
function tellingWrite(write: string): string {
  return `changed AS (${write} RETURNING pg_notify(?, ?))`;
}

/** Sends one named statement with its values, where a PostgresSql sends them. */
type Send = (statement: Named, values: SqlValue[]) => Promise<Answer>;

/** Statements sent on a pool or one client of it, each on its own; an outage fails as DatabaseUnavailable. */
function sendOn(client: pg.Pool | pg.PoolClient): Send {
  return (named, values) =>
    client.query({ ...named, values }).catch((error: unknown) => {
      throw asOutage(error);
    });
}

/** A client checked out of the pool, and how it goes back. */
interface Lent {
  client: pg.PoolClient;
  /** Returns the client; one whose connection failed while it was out, or given `error`, is dropped. */
  release: (error?: Error) => void;
}

/**
 * A client of `pool` that hears its connection's errors for as long as it is out: pg-pool removes
 * its idle listener at checkout, and pg emits 'error' on a client whose connection is lost (a
 * terminated backend, a restart), which without a listener ends the process. The operation in hand
 * fails with its own rejected statement; the lost connection is dropped at release.
 */
async function lend(pool: pg.Pool): Promise<Lent> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw asOutage(error);
  }
  let lost: Error | undefined;
  const onError = (error: Error) => void (lost ??= error);
  client.on('error', onError);
  return {
    client,
    release: (error) => {
      client.removeListener('error', onError);
      client.release(lost ?? error);
    },
  };
}

class PostgresSql implements Sql {
  readonly dialect = 'postgres';
  readonly #send: Send;

  constructor(send: Send) {
    this.#send = send;
  }

  async all<T>(sql: string, ...params: SqlValue[]): Promise<T[]> {
    return (await this.#send(statement(sql), params)).rows as T[];
  }

  async get<T>(sql: string, ...params: SqlValue[]): Promise<T | undefined> {
    return (await this.all<T>(sql, ...params))[0];
  }

  async run(sql: string, ...params: SqlValue[]): Promise<number> {
    return (await this.#send(statement(sql), params)).rowCount ?? 0;
  }

  /** Inside a transaction PostgreSQL itself delivers the notification at commit. */
  async notify(channel: Channel, payload: string): Promise<void> {
    await this.get('SELECT pg_notify(?, ?)', channel, payload);
  }

  async runAndNotify(channel: Channel, payload: string, sql: string, ...params: SqlValue[]): Promise<number> {
    const both = `WITH ${tellingWrite(sql)} SELECT COUNT(*) AS n FROM changed`;
    return (await this.get<{ n: number }>(both, ...params, channel, payload))?.n ?? 0;
  }

  async readRunAndNotify<T>(
    [read, ...readParams]: Statement,
    [write, ...writeParams]: Statement,
    channel: Channel,
    payload: string,
  ): Promise<{ row: T | undefined; changed: number }> {
    // The read's columns come back beside the write's count, on one row even when the read found
    // none (then pagegate_found is null).
    const all =
      `WITH earlier AS (${read}), ${tellingWrite(write)} SELECT found.*, (SELECT COUNT(*) FROM changed) AS ` +
      `pagegate_changed FROM (SELECT 1) AS one LEFT JOIN (SELECT *, 1 AS pagegate_found FROM earlier) AS found ON true`;
    type Answer = { pagegate_found: number | null; pagegate_changed: number };
    const answer = await this.get<Answer>(all, ...readParams, ...writeParams, channel, payload);
    if (!answer) throw new Error('readRunAndNotify: no row');
    const { pagegate_found: found, pagegate_changed: changed, ...row } = answer;
    return { row: found === null ? undefined : (row as T), changed };
  }

  lock(mode: 'wait' | 'skip', table?: string): string {
    return ` FOR UPDATE${table ? ` OF ${table}` : ''}${mode === 'skip' ? ' SKIP LOCKED' : ''}`;
  }
}

export class PostgresDatabase extends PostgresSql implements Database {
  readonly #pool: pg.Pool;
  readonly #listener: PostgresListener;

  private constructor(pool: pg.Pool, listener: PostgresListener) {
    super(sendOn(pool));
    this.#pool = pool;
    this.#listener = listener;
  }

  /** Connects, migrates, and listens; `onError` hears a connection lost after the start. */
  static async open(url: string, options: { poolSize: number; onError: (error: Error) => void }): Promise<Database> {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize,
      types,
      pipeline: true,
      // The store's statements are prepared once per connection, but PostgreSQL planned them again
      // on every call (it keeps custom plans when the generic plan's estimate looks dearer):
      // pg_stat_statements counted 0.15 ms of planning a page. No plan here depends on the values:
      // look-ups by key, URL, status and id in their indexes, a listing that reads a workspace's rows.
      //
      // A session that holds a transaction open while its node is frozen or cut off (SIGSTOP, a lost
      // network) would hold its locks until its TCP connection died: PostgreSQL ends it after
      // IDLE_IN_TRANSACTION_MS. A statement waits LOCK_WAIT_MS at most for a lock, then fails as an
      // outage (retried) rather than holding its connection and the pool behind it.
      options:
        '-c plan_cache_mode=force_generic_plan ' +
        `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS} -c lock_timeout=${LOCK_WAIT_MS}`,
    });
    pool.on('error', options.onError);
    let listener: PostgresListener | undefined;
    try {
      await migrate(pool);
      listener = await PostgresListener.connect(url, options.onError);
    } catch (error) {
      await Promise.allSettled([listener?.close(), pool.end()]);
      throw new ServeConfigError(`cannot use the PostgreSQL database: ${(error as Error).message}`);
    }
    return new PostgresDatabase(pool, listener);
  }

  /**
   * BEGIN is not waited for: it leaves with the statements `work` sends in its first turn, in one
   * write (the socket stays corked until the turn ends; pg corks only each statement's own
   * messages). A failed BEGIN is thrown before COMMIT could be sent.
   */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const { client, release } = await this.#corkedClient();
    let failure: unknown;
    try {
      const begun = client.query('BEGIN').then(
        () => undefined,
        (error: unknown) => ({ error }),
      );
      const result = await work(new PostgresSql(sendOn(client)));
      const failed = await begun;
      if (failed) throw failed.error;
      await client.query('COMMIT');
      return result;
    } catch (error) {
      failure = asOutage(error);
      await client.query('ROLLBACK').catch(() => undefined);
      throw failure;
    } finally {
      // A rolled-back client is reused; one whose connection failed is not.
      release(isOutage(failure) ? (failure as Error) : undefined);
    }
  }

  /**
   * `work`'s statements leave as one batch, an implicit transaction that PostgreSQL commits at its
   * single Sync (pg-batch.ts): one write, one answer. After a failed statement PostgreSQL skips the
   * rest and rolls all of them back.
   */
  async transactionAtOnce<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const { client, release } = await lend(this.#pool);
    const batch = new StatementBatch(types);
    let sending = true;
    const send: Send = (named, values) => (sending ? batch.add(named, values) : Promise.reject(new Error(SENT_WHOLE)));
    // Called in an async function: a throw of `work`'s own rejects `done`; the batch still goes.
    const done = (async () => work(new PostgresSql(send)))();
    sending = false;
    const [sent, result] = await Promise.allSettled([batch.send(client), done]);
    // A batch that failed may have failed with its connection: the pool makes a new one.
    release(sent.status === 'rejected' ? (sent.reason as Error) : undefined);
    if (sent.status === 'rejected') throw asOutage(sent.reason);
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }

  /** A client of the pool whose socket holds what is written in this turn until the turn ends. */
  async #corkedClient(): Promise<Lent> {
    const lent = await lend(this.#pool);
    const socket = (lent.client as unknown as pg.Client).connection.stream;
    socket.cork();
    process.nextTick(() => socket.uncork());
    return lent;
  }

  listen(channel: Channel, handler: (payload: string) => void): void {
    this.#listener.listen(channel, handler);
  }

  onMissed(handler: () => void): void {
    this.#listener.onMissed(handler);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.#listener.close(), this.#pool.end()]);
  }
}

/** The version of a database: the row of `schema_version`, 0 before the first migration. */
export async function postgresSchemaVersion(pool: pg.Pool | pg.ClientBase): Promise<number> {
  const table = await pool.query(`SELECT to_regclass('schema_version') AS name`);
  if ((table.rows[0] as { name: string | null }).name === null) return 0;
  const row = await pool.query('SELECT version FROM schema_version');
  return (row.rows[0] as { version: number } | undefined)?.version ?? 0;
}

async function migrate(pool: pg.Pool): Promise<void> {
  const { client, release } = await lend(pool);
  try {
    await client.query('BEGIN');
    // Nodes starting together wait for the one migrating, however long its migration takes.
    await client.query('SET LOCAL lock_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    const version = await postgresSchemaVersion(client);
    for (const [index, sql] of POSTGRES_MIGRATIONS.entries()) if (index + 1 > version) await client.query(sql);
    await client.query('DELETE FROM schema_version');
    await client.query('INSERT INTO schema_version (version) VALUES ($1)', [
      Math.max(version, POSTGRES_MIGRATIONS.length),
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    release();
  }
}
