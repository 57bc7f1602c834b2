/**
 * Nodes over a PostgreSQL that goes away under load: backends terminated (pg_terminate_backend,
 * as a failover does) and the server restarted. Every node lives on and answers once the database
 * is back; meanwhile a request that needs the database is answered 503 `unavailable` with
 * `Retry-After`, not 500.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningService } from '../../src/service/index.js';
import { postgresMissing, startPostgres, type PostgresCluster } from './postgres-cluster.js';
import { call, PATIENCE, settled, startStubService, StubAnalyzer } from './service-fixture.js';

const missing = postgresMissing();
let cluster: PostgresCluster;
const services: RunningService[] = [];
/** Errors no handler caught, in this process (where the nodes run): each would end a node's process. */
const uncaught: unknown[] = [];
const hear = (error: unknown) => void uncaught.push(error);

beforeAll(async () => {
  if (missing === null) cluster = await startPostgres();
  process.on('uncaughtExceptionMonitor', hear);
}, 120_000);
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});
afterAll(async () => {
  process.off('uncaughtExceptionMonitor', hear);
  await cluster?.stop();
});

/** Terminates every backend of the database but the caller's own; resolves to how many. */
async function terminateAll(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ ended: boolean }>(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return rows.length;
}

/** Every node answers a submission and its readiness (the pool has made new connections). */
async function everyNodeAnswers(page: string): Promise<void> {
  for (const [i, service] of services.entries()) {
    await vi.waitFor(async () => {
      expect((await fetch(`${service.origin}/readyz`)).status).toBe(200);
      const posted = await call(service.url, '/reports', { body: { url: `https://example.com/${page}/${i}` } });
      expect(posted.status).toBe(202);
    }, PATIENCE);
  }
}

describe.skipIf(missing !== null)('nodes over a PostgreSQL that goes away', () => {
  it('live on through terminated backends and a restart under load, and answer after', async () => {
    const db = await cluster.createDatabase();
    const stub = new StubAnalyzer();
    for (let i = 0; i < 3; i++) services.push(await startStubService(stub, { db, workers: 4 }));
    const admin = new pg.Client({ connectionString: db });
    admin.on('error', () => undefined);
    await admin.connect();

    // Submissions and reads go on, four at a time, until told to stop; what an outage refuses is
    // refused, never left unanswered.
    let load = true;
    let sent = 0;
    const statuses = new Set<number>();
    const submitting = Array.from({ length: 4 }, async (_, lane) => {
      while (load) {
        const service = services[sent++ % services.length]!;
        const posted = await call(service.url, '/reports', { body: { url: `https://example.com/${lane}/${sent}` } });
        statuses.add(posted.status);
        if (posted.status === 202) statuses.add((await call(service.url, `/reports/${posted.body.key}`)).status);
      }
    });
    const submitted = (count: number) => vi.waitFor(() => expect(sent).toBeGreaterThanOrEqual(count), PATIENCE);

    for (let round = 1; round <= 3; round++) {
      await submitted(round * 60);
      expect(await terminateAll(admin)).toBeGreaterThan(0);
    }
    await submitted(240);
    await admin.end();
    await cluster.halt();
    await cluster.resume();
    await submitted(sent + 60);
    load = false;
    await Promise.all(submitting);

    expect(uncaught).toEqual([]);
    expect([...statuses].filter((status) => ![200, 202, 503].includes(status))).toEqual([]);
    await everyNodeAnswers('after');
  }, 180_000);

  it('answers 503 unavailable with Retry-After while the database is down', async () => {
    const db = await cluster.createDatabase();
    services.push(await startStubService(new StubAnalyzer(), { db }));
    const [service] = services;
    await cluster.halt();
    try {
      for (const answer of [
        await call(service!.url, '/reports'),
        await call(service!.url, '/reports', { body: { url: 'https://example.com/down' } }),
      ]) {
        expect(answer.status).toBe(503);
        expect(answer.body.error.code).toBe('unavailable');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await cluster.resume();
    }
    await everyNodeAnswers('back');
  }, 120_000);

  it("writes a report's end again once the database is back, while its lease holds", async () => {
    const db = await cluster.createDatabase();
    const stub = new StubAnalyzer();
    stub.hold();
    const retried = Promise.withResolvers<void>();
    services.push(
      await startStubService(stub, {
        db,
        leaseMs: 60_000,
        log: (_, fields) => void (fields?.event === 'job_end_retried' && retried.resolve()),
      }),
    );
    const [service] = services;
    const posted = await call(service!.url, '/reports', { body: { url: 'https://example.com/retried' } });
    await stub.called(1);
    await cluster.halt();
    try {
      stub.release();
      // The completion failed while the database was down, and is tried again.
      await retried.promise;
    } finally {
      await cluster.resume();
    }
    const read = await settled(service!.url, posted.body.key as string);
    expect(read.body.report.status).toBe('complete');
    const admin = new pg.Client({ connectionString: db });
    await admin.connect();
    // Written by the first attempt: no other claim ran the analysis again.
    const { rows } = await admin.query<{ attempt: number }>('SELECT attempt FROM reports');
    await admin.end();
    expect(rows).toEqual([{ attempt: 1 }]);
  }, 120_000);
});
