/**
 * The SQLite database under the store (node:sqlite): opening it, its migrations, and the storage
 * interface of database.ts over it. Times are integers (milliseconds since the epoch) and become
 * ISO 8601 only on the wire.
 */
import { EventEmitter } from 'node:events';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { Channel, Database, Sql, SqlValue } from './database.js';
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
    this.#events.emit(channel, payload);
    return Promise.resolve();
  }

  async runAndNotify(channel: Channel, payload: string, sql: string, ...params: SqlValue[]): Promise<number> {
    const changed = await this.run(sql, ...params);
    if (changed > 0) await this.notify(channel, payload);
    return changed;
  }

  lock(): string {
    return '';
  }

  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.#inTurn(() => this.#inTransaction(work));
  }

  async #inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const notes: [Channel, string][] = [];
    const sql: Sql = {
      dialect: this.dialect,
      all: <T>(text: string, ...params: SqlValue[]) => Promise.resolve(this.#all<T>(text, params)),
      get: <T>(text: string, ...params: SqlValue[]) => Promise.resolve(this.#all<T>(text, params)[0]),
      run: (text, ...params) => Promise.resolve(this.#run(text, params)),
      notify: (channel, payload) => Promise.resolve(void notes.push([channel, payload])),
      runAndNotify: (channel, payload, text, ...params) => {
        const changed = this.#run(text, params);
        if (changed > 0) notes.push([channel, payload]);
        return Promise.resolve(changed);
      },
      lock: () => '',
    };
    this.#db.exec('BEGIN IMMEDIATE');
    let result: T;
    try {
      result = await work(sql);
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
    for (const [channel, payload] of notes) this.#events.emit(channel, payload);
    return result;
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
