/**
 * The SQLite database under the store (node:sqlite): opening it, its migrations, and the storage
 * interface of database.ts over it. Times are integers (milliseconds since the epoch) and become
 * ISO 8601 only on the wire.
 */
import { EventEmitter } from 'node:events';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { SENT_WHOLE, type Channel, type Database, type Sql, type SqlValue, type Statement } from './database.js';
import { SQLITE_MIGRATIONS } from './store-schema.js';

export function openDatabase(file: string | undefined): DatabaseSync {
  const db = new DatabaseSync(file ?? ':memory:', { timeout: 5000 });
  if (file) {
    db.exec('PRAGMA journal_mode = WAL');
    // In WAL mode NORMAL syncs at checkpoints, not at every commit: still never corrupt, and a
    // crash of the service loses nothing; only a power cut can undo the last commits. FULL's
    // fsync per commit blocked the event loop for about 2 ms on each of a report's three writes.
    db.exec('PRAGMA synchronous = NORMAL');
  }
  migrate(db);
  return db;
}

/** The schema version a file is at: `user_version`, kept by `migrate`. */
export function schemaVersion(db: DatabaseSync): number {
  return Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
}

/** Runs each migration past the file's version, in order, each in its own transaction. */
function migrate(db: DatabaseSync): void {
  let version = schemaVersion(db);
  if (version === 0) version = unversionedShape(db);
  for (const [index, sql] of SQLITE_MIGRATIONS.entries()) {
    if (index + 1 <= version) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${index + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/**
 * Files written before the schema had a version (user_version 0) are in the shape of version 1
 * (no render columns) or 2; the only place that looks at columns, once per such file.
 */
function unversionedShape(db: DatabaseSync): number {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('reports')`).all() as { name: string }[];
  if (columns.length === 0) return 0;
  return columns.some(({ name }) => name === 'render') ? 2 : 1;
}

/** A notification: its channel and payload. */
type Note = [Channel, string];
type Tell = (note: Note) => void;

/**
 * node:sqlite is synchronous, so every statement finishes before its promise is made; a transaction
 * still awaits between statements, so transactions take turns (one writer, as SQLite has).
 */
export class SqliteDatabase implements Database {
  readonly dialect = 'sqlite';
  readonly #db: DatabaseSync;
  readonly #events = new EventEmitter();
  #turn: Promise<unknown> = Promise.resolve();

  constructor(file: string | undefined) {
    this.#db = openDatabase(file);
  }

  // Statements outside a transaction take their turn too: run between two statements of an open
  // transaction, a write would be undone by its rollback.
  all<T>(sql: string, ...params: SqlValue[]): Promise<T[]> {
    return this.#inTurn(() => this.#all<T>(sql, params));
  }

  get<T>(sql: string, ...params: SqlValue[]): Promise<T | undefined> {
    return this.#inTurn(() => this.#all<T>(sql, params)[0]);
  }

  run(sql: string, ...params: SqlValue[]): Promise<number> {
    return this.#inTurn(() => this.#run(sql, params));
  }

  #all<T>(sql: string, params: SqlValue[]): T[] {
    return this.#db.prepare(sql).all(...(params as SQLInputValue[])) as T[];
  }

  #run(sql: string, params: SqlValue[]): number {
    return Number(this.#db.prepare(sql).run(...(params as SQLInputValue[])).changes);
  }

  #inTurn<T>(work: () => T | Promise<T>): Promise<T> {
    const run = this.#turn.then(work);
    this.#turn = run.catch(() => undefined);
    return run;
  }

  notify(channel: Channel, payload: string): Promise<void> {
    this.#tell([channel, payload]);
    return Promise.resolve();
  }

  runAndNotify(channel: Channel, payload: string, sql: string, ...params: SqlValue[]): Promise<number> {
    return this.#inTurn(() => this.#runAndNotify(channel, payload, sql, params, (note) => this.#tell(note)));
  }

  readRunAndNotify<T>(
    read: Statement,
    write: Statement,
    channel: Channel,
    payload: string,
  ): Promise<{ row: T | undefined; changed: number }> {
    return this.#inTurn(() => this.#readRunAndNotify<T>(read, write, channel, payload, (note) => this.#tell(note)));
  }

  #runAndNotify(channel: Channel, payload: string, sql: string, params: SqlValue[], tell: Tell): number {
    const changed = this.#run(sql, params);
    if (changed > 0) tell([channel, payload]);
    return changed;
  }

  /** The read, then the write with `earlier` naming the read's rows: nothing runs between them. */
  #readRunAndNotify<T>(
    [read, ...readParams]: Statement,
    [write, ...writeParams]: Statement,
    channel: Channel,
    payload: string,
    tell: Tell,
  ): { row: T | undefined; changed: number } {
    const row = this.#all<T>(read, readParams)[0];
    const changed = this.#runAndNotify(
      channel,
      payload,
      `WITH earlier AS (${read}) ${write}`,
      [...readParams, ...writeParams],
      tell,
    );
    return { row, changed };
  }

  #tell([channel, payload]: Note): void {
    this.#events.emit(channel, payload);
  }

  lock(): string {
    return '';
  }

  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#inTurn(() => this.#inTransaction(work));
  }

  /**
   * As over PostgreSQL: the statements of `work`'s first turn are the transaction, committed at the
   * end of that turn unless one of them failed; a statement sent later is refused.
   */
  transactionAtOnce<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#inTurn(async () => {
      const notes: Note[] = [];
      let sending = true;
      let failed = false;
      const sql = this.#transactionSql(
        notes,
        () => sending,
        () => (failed = true),
      );
      this.#db.exec('BEGIN IMMEDIATE');
      // Called in an async function: a throw of `work`'s own rejects `done` and still ends the transaction.
      const done = (async () => work(sql))();
      sending = false;
      this.#db.exec(failed ? 'ROLLBACK' : 'COMMIT');
      if (!failed) for (const note of notes) this.#tell(note);
      return done;
    });
  }

  async #inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const notes: Note[] = [];
    const sql = this.#transactionSql(
      notes,
      () => true,
      () => undefined,
    );
    this.#db.exec('BEGIN IMMEDIATE');
    let result: T;
    try {
      result = await work(sql);
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
    for (const note of notes) this.#tell(note);
    return result;
  }

  /**
   * The storage interface inside a transaction: each statement runs as it is sent, notifications
   * wait in `notes` for the commit; `open` refuses statements, `onFail` hears of a failed one.
   */
  #transactionSql(notes: Note[], open: () => boolean, onFail: () => void): Sql {
    const tell = (note: Note) => void notes.push(note);
    const sent = <R>(statement: () => R): Promise<R> => {
      if (!open()) return Promise.reject(new Error(SENT_WHOLE));
      try {
        return Promise.resolve(statement());
      } catch (error) {
        onFail();
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    return {
      dialect: this.dialect,
      all: <T>(text: string, ...params: SqlValue[]) => sent(() => this.#all<T>(text, params)),
      get: <T>(text: string, ...params: SqlValue[]) => sent(() => this.#all<T>(text, params)[0]),
      run: (text, ...params) => sent(() => this.#run(text, params)),
      notify: (channel, payload) => sent(() => tell([channel, payload])),
      runAndNotify: (channel, payload, text, ...params) =>
        sent(() => this.#runAndNotify(channel, payload, text, params, tell)),
      readRunAndNotify: <T>(read: Statement, write: Statement, channel: Channel, payload: string) =>
        sent(() => this.#readRunAndNotify<T>(read, write, channel, payload, tell)),
      lock: () => '',
    };
  }

  listen(channel: Channel, handler: (payload: string) => void): void {
    this.#events.on(channel, handler);
  }

  onMissed(): void {
    // One process: no event between its parts is ever missed.
  }

  close(): Promise<void> {
    return this.#inTurn(() => this.#db.close());
  }
}
