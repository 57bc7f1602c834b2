/**
 * Statements sent to PostgreSQL as one implicit transaction of the extended query protocol: each
 * statement's Parse (its first time on the connection), Bind, Describe and Execute, then one Sync.
 * PostgreSQL runs them in order and commits at the Sync; when one fails it skips the rest and rolls
 * all of them back. It answers once, in one flush. pg's own queries end with a Sync each, and
 * PostgreSQL flushes its answer at every Sync: a transaction of five statements (BEGIN and COMMIT
 * among them) was five writes back and as many wake-ups of the node (bench/README.md, "Many nodes
 * over PostgreSQL", measured it).
 *
 * A batch is a pg Query: the client routes the answers of its connection to it until the Sync's
 * ReadyForQuery. It is one, for pg's pipeline mode (the pool's) refuses other query classes, which
 * may keep a portal open across round trips; a batch runs every portal to its end before the Sync.
 * The statements are named and prepared once per connection, as pg's are, and the connection's
 * record of them is kept as pg keeps it: pg records a ParseComplete under the query's `name` and
 * `text`, which are the statement being answered.
 */
import pg from 'pg';

/** What a statement answers: its rows and the count its command reports. */
export interface Answer {
  rows: Record<string, unknown>[];
  rowCount: number | null;
}

/** A named statement: the same text always under the same name. */
export interface Named {
  name: string;
  text: string;
}

type Value = string | number | null;
type TypeParsers = { getTypeParser: typeof pg.types.getTypeParser };

interface Queued extends Named {
  values: Value[];
  rows: Record<string, unknown>[];
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
  answer?: Answer;
}

/** The connection's record of its prepared statements, as pg keeps it (not in its types). */
interface Prepared {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

interface Column {
  name: string;
  parse: (value: string) => unknown;
}

export class StatementBatch extends pg.Query {
  /** The statement answered now (pg's Query has them; its types do not say so). */
  declare name: string | undefined;
  declare text: string | undefined;
  readonly #types: TypeParsers;
  readonly #queued: Queued[] = [];
  #current = 0;
  #columns: Column[] = [];
  #ended: (error?: Error) => void = () => {};

  constructor(types: TypeParsers) {
    super({ text: '' });
    this.#types = types;
  }

  /** Adds a statement; its answer comes once the batch has been sent and answered. */
  add(statement: Named, values: Value[]): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) =>
      this.#queued.push({ ...statement, values, rows: [], resolve, reject }),
    );
  }

  /** Sends the batch on `client`; resolves once PostgreSQL has answered its Sync. */
  send(client: pg.PoolClient): Promise<void> {
    const ended = new Promise<void>((resolve, reject) => {
      this.#ended = (error) => (error ? reject(error) : resolve());
    });
    client.query(this);
    return ended;
  }

  override submit = (connection: pg.Connection): void => {
    const prepared = connection as unknown as Prepared;
    this.#answering();
    connection.stream.cork();
    try {
      for (const statement of this.#queued) {
        const { name, text } = statement;
        if (prepared.parsedStatements[name] === undefined && prepared.submittedNamedStatements[name] === undefined) {
          connection.parse({ name, text, types: [] }, true);
          prepared.submittedNamedStatements[name] = text;
        }
        const values = statement.values.map((value) => (value === null ? null : String(value)));
        connection.bind({ statement: name, values }, true);
        connection.describe({ type: 'P', name: '' }, true);
        connection.execute({ portal: '' }, true);
      }
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  };

  handleRowDescription(message: { fields: { name: string; dataTypeID: number; format: string }[] }): void {
    this.#columns = message.fields.map((field) => ({
      name: field.name,
      parse: this.#types.getTypeParser(field.dataTypeID, field.format === 'binary' ? 'binary' : 'text') as (
        value: string,
      ) => unknown,
    }));
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const row: Record<string, unknown> = {};
    for (const [i, column] of this.#columns.entries()) {
      const value = message.fields[i] ?? null;
      row[column.name] = value === null ? null : column.parse(value);
    }
    this.#queued[this.#current]?.rows.push(row);
  }

  handleCommandComplete(message: { text: string }): void {
    const statement = this.#queued[this.#current];
    if (statement) statement.answer = { rows: statement.rows, rowCount: rowCountOf(message.text) };
    this.#next();
  }

  handleEmptyQuery(): void {
    this.#next();
  }

  /**
   * A statement failed (PostgreSQL skips the rest and rolls all back at the Sync), or the
   * connection did: every statement of the batch fails with it. The statements after the failed
   * one were never parsed, though the connection counts them as sent: a connection whose batch
   * failed is not used again (PostgresDatabase.transactionAtOnce drops it).
   */
  handleError(error: Error): void {
    for (const statement of this.#queued) statement.reject(error);
    this.#ended(error);
  }

  handleReadyForQuery(): void {
    for (const statement of this.#queued) {
      if (statement.answer) statement.resolve(statement.answer);
      else statement.reject(new Error('PostgreSQL did not answer a statement of the batch'));
    }
    this.#ended();
  }

  handlePortalSuspended(): void {
    this.handleError(new Error('a statement of the batch was suspended'));
  }

  handleCopyInResponse(): void {
    this.handleError(new Error('a statement of the batch asked for COPY'));
  }

  handleCopyData(): void {
    // Never asked for: COPY is refused above.
  }

  #next(): void {
    this.#current++;
    this.#columns = [];
    this.#answering();
  }

  /** pg reads `name` and `text` of the query answered: they are the statement answered now. */
  #answering(): void {
    const statement = this.#queued[this.#current];
    this.name = statement?.name;
    this.text = statement?.text;
  }
}

/** The count at the end of a command tag ("INSERT 0 1", "UPDATE 3", "SELECT 1"), or null. */
function rowCountOf(tag: string): number | null {
  const match = /(\d+)$/.exec(tag);
  return match ? Number(match[1]) : null;
}
