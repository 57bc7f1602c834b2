/**
 * Over PostgreSQL a node hears the other nodes through one LISTENing connection. When that
 * connection is lost (here its backend is terminated, as a restart or a failover would), the node
 * listens again on a new one, and held reads (`Prefer: wait`) keep answering: those held while it
 * was away look at their report again, and later ones are answered by the next notification. The
 * wait's clock never expires, so only those two can answer a read.
 */
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningService } from '../../src/service/index.js';
import type { WaitTimer } from '../../src/service/report-waits.js';
import { postgresSuite } from './postgres-suite.js';
import { KEY, startStubService, StubAnalyzer } from './service-fixture.js';

const postgres = postgresSuite();

let service: RunningService | undefined;
let admin: pg.Client | undefined;
afterEach(async () => {
  await service?.close();
  await admin?.end();
  service = admin = undefined;
});

/** A wait that ends only when its read is answered otherwise; `held(n)` resolves once n have begun. */
function handTimer() {
  let begun = 0;
  const watchers: { count: number; resolve: () => void }[] = [];
  const timer: WaitTimer = (_ms, signal) =>
    new Promise<void>((resolve) => {
      signal.addEventListener('abort', () => resolve(), { once: true });
      begun++;
      for (const watcher of watchers.filter((w) => begun >= w.count)) watcher.resolve();
    });
  const held = (count: number) =>
    begun >= count ? Promise.resolve() : new Promise<void>((resolve) => watchers.push({ count, resolve }));
  return { timer, held };
}

const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };

async function submit(api: string, url: string): Promise<string> {
  const response = await fetch(`${api}/reports`, { method: 'POST', headers, body: JSON.stringify({ url }) });
  expect(response.status).toBe(202);
  return ((await response.json()) as { key: string }).key;
}

async function heldRead(api: string, key: string): Promise<{ status: number; status_: string }> {
  const response = await fetch(`${api}/reports/${key}`, { headers: { ...headers, prefer: 'wait=30' } });
  const body = (await response.json()) as { status?: string; report?: { status: string } };
  return { status: response.status, status_: body.report?.status ?? body.status ?? '' };
}

describe.skipIf(postgres.missing !== null)('the LISTEN connection over PostgreSQL', () => {
  it('listens again after its backend is terminated, and held reads keep answering', async () => {
    const db = await postgres.createDatabase();
    const stub = new StubAnalyzer();
    stub.hold();
    const { timer, held } = handTimer();
    const errors: string[] = [];
    service = await startStubService(stub, {
      db,
      waitTimer: timer,
      log: (line, fields) => void (fields?.event === 'database_error' && errors.push(line)),
    });
    admin = new pg.Client({ connectionString: db });
    await admin.connect();
    const listeners = async () =>
      (
        await admin!.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
        )
      ).rows.map((row) => row.pid);
    const [first] = await listeners();
    expect(first).toBeDefined();

    const during = await submit(service.url, 'https://example.com/during');
    const readDuring = heldRead(service.url, during);
    await held(1);
    await admin.query('SELECT pg_terminate_backend($1)', [first]);
    // Back: another backend listens, and the read held meanwhile has looked again (still running).
    await vi.waitFor(
      async () => {
        const now = await listeners();
        expect(now).toHaveLength(1);
        expect(now[0]).not.toBe(first);
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(await readDuring).toEqual({ status: 202, status_: expect.stringMatching(/queued|running/) });
    expect(errors.length).toBeGreaterThan(0);

    const after = await submit(service.url, 'https://example.com/after');
    const readAfter = heldRead(service.url, after);
    await held(2);
    stub.release();
    expect(await readAfter).toEqual({ status: 200, status_: 'complete' });
  }, 60_000);
});
