/**
 * The operations endpoints (operations.ts): /healthz, /readyz and /metrics answer without a key
 * and outside the injected faults; /readyz says 503 while the database does not answer (over
 * PostgreSQL, a database that refuses connections) and 200 once it does again.
 */
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningService } from '../../src/service/index.js';
import { postgresSuite } from './postgres-suite.js';
import { analysed, startStubService, StubAnalyzer } from './service-fixture.js';

let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function get(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${service!.origin}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('the operations endpoints', () => {
  it('answer without a key, even when every /api/v1 request is refused by a fault', async () => {
    service = await startStubService(new StubAnalyzer(), { faults: { rate503: 1 } });
    expect(await get('/healthz')).toMatchObject({ status: 200, text: '{"status":"ok"}' });
    expect(JSON.parse((await get('/readyz')).text)).toEqual({
      status: 'ready',
      database: 'ok',
      browser: 'ok',
      draining: false,
    });
    expect((await get('/metrics')).status).toBe(200);
    expect((await fetch(`${service.url}/reports`)).status).toBe(503);
  });

  it('count analyses by outcome, allowance spent by plan, and the queue depth', async () => {
    service = await startStubService(new StubAnalyzer());
    await analysed(service.url, 'https://example.com/');
    const metrics = await get('/metrics');
    expect(metrics.type).toMatch(/^text\/plain/);
    expect(metrics.text).toMatch(/^pagegate_analyses_total\{outcome="complete"\} 1$/m);
    expect(metrics.text).toMatch(/^pagegate_allowance_spent_total\{plan="pro"\} 1$/m);
    expect(metrics.text).toMatch(/^pagegate_queue_depth 0$/m);
    expect(metrics.text).toMatch(/^pagegate_analysis_seconds_count 1$/m);
  });
});

const postgres = postgresSuite();

describe.skipIf(postgres.missing !== null)('/readyz over PostgreSQL', () => {
  it('answers 503 while the database refuses connections, and 200 once it accepts them again', async () => {
    const db = await postgres.createDatabase();
    service = await startStubService(new StubAnalyzer(), { db, log: () => undefined });
    const name = new URL(db).pathname.slice(1);
    const admin = new pg.Client({ connectionString: new URL('/postgres', db).href });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await vi.waitFor(async () => expect((await get('/readyz')).status).toBe(503), { timeout: 20_000, interval: 50 });
      expect(JSON.parse((await get('/readyz')).text)).toMatchObject({ status: 'not_ready', database: 'unreachable' });
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await vi.waitFor(async () => expect((await get('/readyz')).status).toBe(200), { timeout: 20_000, interval: 50 });
    } finally {
      await admin.end();
    }
  }, 60_000);
});
