import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningService } from '../../src/service/index.js';
import { openDatabase } from '../../src/service/store-db.js';
import { analysed, call, KEY, PATIENCE, settled, startStubService, StubAnalyzer } from './service-fixture.js';

let directory: string;
let db: string;
let service: RunningService | undefined;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'pagegate-service-'));
  db = join(directory, 'service.db');
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(directory, { recursive: true, force: true });
});

async function restart(stub: StubAnalyzer, options = {}): Promise<string> {
  await service?.close();
  service = await startStubService(stub, { db, ...options });
  return service.url;
}

describe('a service with a database file', () => {
  it('keeps reports, listing and lookup across a restart, in WAL mode', async () => {
    let api = await restart(new StubAnalyzer());
    const report = (await analysed(api, 'https://example.com/kept')).body.report;
    const journal = new DatabaseSync(db, { readOnly: true });
    expect(journal.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    journal.close();

    api = await restart(new StubAnalyzer());
    expect((await call(api, `/reports/${report.key}`)).body.report).toEqual(report);
    expect((await call(api, '/reports')).body.reports.map((r: { key: string }) => r.key)).toEqual([report.key]);
    expect(
      (await call(api, `/reports/lookup?url=${encodeURIComponent('https://example.com/kept')}`)).body.report.key,
    ).toBe(report.key);
    expect((await call(api, '/reports', { body: { url: 'https://example.com/kept' } })).status).toBe(200);
  });

  it('syncs a file at checkpoints, not at every commit (synchronous NORMAL under WAL)', () => {
    const opened = openDatabase(db);
    expect(opened.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
    opened.close();
  });

  it('finishes after a restart the jobs that were running or queued at the stop', async () => {
    const held = new StubAnalyzer();
    held.hold();
    let api = await restart(held, { workers: 1 });
    const running = (await call(api, '/reports', { body: { url: 'https://example.com/running' } })).body.key;
    const queued = (await call(api, '/reports', { body: { url: 'https://example.com/queued' } })).body.key;
    expect((await call(api, `/reports/${running}`)).body.status).toBe('running');
    expect((await call(api, `/reports/${queued}`)).body.status).toBe('queued');

    const fresh = new StubAnalyzer();
    api = await restart(fresh, { workers: 1 });
    expect((await settled(api, running)).body.report.status).toBe('complete');
    expect((await settled(api, queued)).body.report.status).toBe('complete');
    expect(fresh.calls).toEqual(['https://example.com/running', 'https://example.com/queued']);
  });

  it('keeps the spent allowance across a restart', async () => {
    let api = await restart(new StubAnalyzer(), { keys: { [KEY]: 'free' } });
    for (let i = 0; i < 50; i++) await call(api, '/reports', { body: { url: `https://example.com/${i}` } });
    api = await restart(new StubAnalyzer(), { keys: { [KEY]: 'free' } });
    expect((await call(api, '/reports', { body: { url: 'https://example.com/more' } })).status).toBe(402);
  });

  it('resumes a crawl stopped half-way', async () => {
    const site = 'https://site.example';
    const seed = new StubAnalyzer();
    seed.pages.set(`${site}/`, { links: [`${site}/a`, `${site}/b`] });
    const held = new StubAnalyzer();
    held.hold();
    let api = await restart(held, {
      workers: 1,
      analyze: (url: string, options: { allowPrivate: boolean }) =>
        (url === `${site}/` ? seed : held).analyze(url, options),
    });
    const id = (await call(new URL(api).origin, '/reference/site-crawls', { body: { url: `${site}/` } })).body
      .site_crawl.id;
    await held.called();
    expect((await call(api, `/site-crawls/${id}`)).body.site_crawl).toMatchObject({
      state: 'running',
      pages_fetched: 1,
      pages_found: 3,
    });

    const fresh = new StubAnalyzer();
    api = await restart(fresh, { workers: 1 });
    await vi.waitFor(
      async () => expect((await call(api, `/site-crawls/${id}`)).body.site_crawl.state).toBe('done'),
      PATIENCE,
    );
    expect((await call(api, `/site-crawls/${id}`)).body.site_crawl).toMatchObject({
      state: 'done',
      pages_found: 3,
      pages_fetched: 3,
    });
    expect(fresh.calls.sort()).toEqual([`${site}/a`, `${site}/b`]);
  });
});
