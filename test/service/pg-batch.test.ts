/**
 * Statements sent as one implicit transaction (pg-batch.ts), on a pipelined connection as the
 * store's pool makes them: answered at one Sync, all kept or none.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { StatementBatch } from '../../src/service/pg-batch.js';
import { postgresSuite } from './postgres-suite.js';

const postgres = postgresSuite();

describe.skipIf(postgres.missing !== null)('a batch of statements over PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const pool of pools) await pool.end();
  });
  const connect = async () => {
    const pool = new pg.Pool({ connectionString: await postgres.createDatabase(), max: 1, pipeline: true });
    pools.push(pool);
    await pool.query('CREATE TABLE t (n INTEGER)');
    return pool;
  };
  const insert = { name: 'insert_n', text: 'INSERT INTO t VALUES ($1) RETURNING n' };
  const count = { name: 'count_n', text: 'SELECT COUNT(*)::int AS n FROM t' };

  it('runs its statements in order and is answered once, at its one Sync', async () => {
    const pool = await connect();
    const client = await pool.connect();
    let ready = 0;
    (client as unknown as pg.Client & { connection: pg.Connection }).connection.on('readyForQuery', () => ready++);
    for (const round of [1, 2]) {
      // The second round binds the statements the first prepared on this connection.
      const batch = new StatementBatch(pg.types);
      const answers = Promise.all([batch.add(insert, [round]), batch.add(count, [])]);
      await batch.send(client);
      expect((await answers).map((answer) => [answer.rows, answer.rowCount])).toEqual([
        [[{ n: round }], 1],
        [[{ n: round }], 1],
      ]);
    }
    expect(ready).toBe(2);
    client.release();
  });

  it('keeps none of its statements when one fails, and fails each of them with it', async () => {
    const pool = await connect();
    const client = await pool.connect();
    const batch = new StatementBatch(pg.types);
    const answers = [batch.add(insert, [1]), batch.add({ name: 'divide', text: 'SELECT 1 / 0' }, [])];
    await expect(batch.send(client)).rejects.toThrow('division by zero');
    for (const answer of answers) await expect(answer).rejects.toThrow('division by zero');
    client.release(true);
    expect((await pool.query(count.text)).rows).toEqual([{ n: 0 }]);
  });
});
