/**
 * The one storage interface under the store: SQLite (node:sqlite, the embedded default) and
 * PostgreSQL (many nodes over one database) both implement it, and the store's SQL is written once
 * against it. Statements use `?` placeholders and the SQL both engines accept; the few places
 * where they differ ask `dialect`.
 */

type Dialect = 'sqlite' | 'postgres';

export type SqlValue = string | number | null;

/** What a statement sent after its transaction was sent whole (transactionAtOnce) is refused with. */
export const SENT_WHOLE = 'a statement sent after its transaction was sent whole (transactionAtOnce)';

/** A statement and its parameters. */
export type Statement = readonly [sql: string, ...params: SqlValue[]];

/** What a statement can be run on: the database, or one transaction of it. */
export interface Sql {
  readonly dialect: Dialect;
  all<T>(sql: string, ...params: SqlValue[]): Promise<T[]>;
  get<T>(sql: string, ...params: SqlValue[]): Promise<T | undefined>;
  /** Runs a write; resolves to the number of rows it changed. */
  run(sql: string, ...params: SqlValue[]): Promise<number>;
  /**
   * Tells every node listening on `channel` (this one included), once the surrounding transaction
   * commits (at once outside one).
   */
  notify(channel: Channel, payload: string): Promise<void>;
  /**
   * Runs a write (an UPDATE or INSERT without RETURNING) and, when it changed a row, notifies as
   * `notify` does; over PostgreSQL both travel in one statement, so the worker's completion is
   * one round trip. Resolves to the number of rows changed.
   */
  runAndNotify(channel: Channel, payload: string, sql: string, ...params: SqlValue[]): Promise<number>;
  /**
   * `read`'s first row, and `runAndNotify` of `write` on the data the read saw: in `write`, `earlier`
   * names the rows `read` found. Over PostgreSQL both are one statement, so one snapshot: a row
   * that another node ends meanwhile cannot answer the read one way and the write the other.
   * SQLite runs them one after the other in its one writer's turn, where nothing comes between.
   */
  readRunAndNotify<T>(
    read: Statement,
    write: Statement,
    channel: Channel,
    payload: string,
  ): Promise<{ row: T | undefined; changed: number }>;
  /**
   * The clause that locks the rows a SELECT reads until the transaction ends (`skip`: rows another
   * node holds are passed over, as a claim wants); empty on SQLite, whose writer holds the file.
   */
  lock(mode: 'wait' | 'skip', table?: string): string;
}

/** Events between nodes: a report's analysis ended, or jobs were queued. */
export type Channel = 'pagegate_report_finished' | 'pagegate_jobs';

export interface Database extends Sql {
  /** One transaction: every statement of `work` commits together or not at all. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * One transaction sent whole: `work` sends all its statements at once (none waits on another's
   * answer) and the commit goes with them, so over PostgreSQL the transaction is one round trip
   * and one answer: the statements of `work`'s first turn are the transaction. When one of them fails nothing commits,
   * and its error is thrown; a statement sent later is refused, and is not part of it.
   */
  transactionAtOnce<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  listen(channel: Channel, handler: (payload: string) => void): void;
  /**
   * `handler` runs when events may have been missed: the connection that listens for other nodes
   * was lost and is back. Never on SQLite, whose events stay in the process.
   */
  onMissed(handler: () => void): void;
  close(): Promise<void>;
}

/** A `--db` value that names a PostgreSQL database rather than a SQLite file. */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//i.test(db);
}
