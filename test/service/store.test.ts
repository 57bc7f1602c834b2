/**
 * The store's contract, run against each engine behind the storage interface: SQLite (memory) and
 * PostgreSQL (a cluster of the tests' own, postgres-suite.ts). Claims, leases, exactly-once
 * completion, the allowance under concurrent submissions, and events between nodes.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/service/database.js';
import { Store } from '../../src/service/store.js';
import { readReportFinished } from '../../src/service/store-reports.js';
import { SqliteDatabase } from '../../src/service/store-db.js';
import { PostgresDatabase } from '../../src/service/store-postgres.js';
import { postgresSuite } from './postgres-suite.js';

const postgres = postgresSuite();

type Open = () => Promise<() => Promise<Database>>;

const engines: [string, boolean, Open][] = [
  ['SQLite', false, () => Promise.resolve(() => Promise.resolve(new SqliteDatabase(undefined)))],
  [
    'PostgreSQL',
    postgres.missing !== null,
    async () => {
      const url = await postgres.createDatabase();
      return () => PostgresDatabase.open(url, { poolSize: 10, onError: (error) => expect.fail(error.message) });
    },
  ],
];

const QUEUED = { workspace: 'w', host: 'example.com', render: false, createdAt: 1 };

describe.each(engines)('the store on %s', (_, skip, open) => {
  const opened: Store[] = [];
  /** A new database for each test, as nodes sharing it (SQLite in memory: one process, so one store). */
  const nodes = async (count: number): Promise<Store[]> => {
    const connect = await open();
    const shared = await connect();
    const stores = [new Store(shared)];
    if (shared.dialect === 'postgres') for (let i = 1; i < count; i++) stores.push(new Store(await connect()));
    else while (stores.length < count) stores.push(stores[0]!);
    opened.push(...stores);
    return stores;
  };
  afterAll(async () => {
    for (const store of new Set(opened)) await store.close();
  });

  it.skipIf(skip)('claims each queued report once, and completes it only under its latest attempt', async () => {
    const [a, b] = await nodes(2);
    await a!.reports.insertQueued({ ...QUEUED, key: 'claim-1', url: 'https://example.com/1' });
    const first = await a!.claimNextJob(1_000, 50);
    expect(first?.kind).toBe('report');
    expect(await b!.claimNextJob(1_010, 50)).toBeUndefined();
    // The lease lapses (its node died): another node claims it under a new attempt.
    const second = await b!.claimNextJob(2_000, 50);
    expect(second?.kind === 'report' && second.report.attempt).toBe(2);
    if (first?.kind !== 'report' || second?.kind !== 'report') throw new Error('no report claimed');
    const result = { score: 1 } as never;
    expect(await a!.reports.complete(first.report, result, 3_000)).toBe(false);
    expect(await a!.renew(first, 3_000, 50)).toBe(false);
    expect(await b!.reports.complete(second.report, result, 3_000)).toBe(true);
    expect(await b!.reports.complete(second.report, result, 3_001)).toBe(false);
    expect((await a!.reports.byKey('w', 'claim-1'))?.status).toBe('complete');
  });

  it.skipIf(skip)('claims the oldest claimable report, lapsed or queued, past finished ones', async () => {
    const [store] = await nodes(1);
    for (const n of [1, 2, 3, 4])
      await store!.reports.insertQueued({ ...QUEUED, key: `old-${n}`, url: `https://e.com/${n}` });
    const done = await store!.claimNextJob(1_000, 60_000);
    if (done?.kind !== 'report') throw new Error('no report claimed');
    await store!.reports.complete(done.report, { score: 1 } as never, 1_001);
    const lapsing = await store!.claimNextJob(1_000, 50);
    await store!.claimNextJob(1_000, 60_000);
    // old-2's lease lapses: it is older than old-4, still queued, so it is run again first.
    const order = [await store!.claimNextJob(2_000, 60_000), await store!.claimNextJob(2_000, 60_000)];
    expect(lapsing?.kind === 'report' && lapsing.report.key).toBe('old-2');
    expect(order.map((job) => job?.kind === 'report' && job.report.key)).toEqual(['old-2', 'old-4']);
    expect(await store!.claimNextJob(2_000, 60_000)).toBeUndefined();
  });

  it.skipIf(skip)('claims crawl pages oldest first, lapsed or queued, only of live crawls', async () => {
    const [store] = await nodes(1);
    const crawl = {
      workspace: 'w',
      host: 'e.com',
      label: 'e.com',
      maxPages: 10,
      maxDepth: 2,
      render: false,
      performanceRuns: 0,
    };
    const live = await store!.crawls.create({ ...crawl, seedUrl: 'https://e.com/', createdAt: 1 });
    const ended = await store!.crawls.create({ ...crawl, seedUrl: 'https://e.com/x', createdAt: 1 });
    for (const url of ['a', 'b', 'c']) await store!.crawlPages.enqueuePage(live, `https://e.com/${url}`, 0);
    await store!.crawlPages.enqueuePage(ended, 'https://e.com/x', 0);
    await store!.transaction((tx) => tx.sql.run(`UPDATE crawls SET state = 'done' WHERE id = ?`, ended));
    const urls = async (now: number, leaseMs: number) => {
      const job = await store!.claimNextJob(now, leaseMs);
      return job?.kind === 'crawl-page' ? job.page.url : job?.kind;
    };
    expect([await urls(1_000, 60_000), await urls(1_000, 50)]).toEqual(['https://e.com/a', 'https://e.com/b']);
    // b's lease lapses: older than c, it is run again first; the ended crawl's page never is.
    expect([await urls(2_000, 60_000), await urls(2_000, 60_000)]).toEqual(['https://e.com/b', 'https://e.com/c']);
    expect(await urls(2_000, 60_000)).toBeUndefined();
  });

  it.skipIf(skip)('spends an allowance exactly under concurrent submissions', async () => {
    const stores = await nodes(3);
    const spend = (store: Store, i: number) =>
      store.transaction(async (tx) => {
        if ((await tx.workspaces.spendReport('allowance')) > 5) return tx.undo(false);
        await tx.reports.insertQueued({ ...QUEUED, workspace: 'allowance', key: `a-${i}`, url: `https://e.com/${i}` });
        return true;
      });
    const spent = await Promise.all(Array.from({ length: 20 }, (_, i) => spend(stores[i % 3]!, i)));
    expect(spent.filter(Boolean)).toHaveLength(5);
    // The refused submissions were undone, their spends with them: the next spend is the sixth.
    const next = await stores[0]!.transaction(async (tx) => tx.undo(await tx.workspaces.spendReport('allowance')));
    expect(next).toBe(6);
    expect(await stores[0]!.queueDepth()).toBe(5);
  });

  it.skipIf(skip)('tells every node of a finished report, once the transaction commits', async () => {
    const [a, b] = await nodes(2);
    const heard = new Promise<string>((resolve) => b!.listen('pagegate_report_finished', resolve));
    await a!.transaction((tx) => tx.sql.notify('pagegate_report_finished', '["w","k"]'));
    expect(await heard).toBe('["w","k"]');
  });

  it.skipIf(skip)("tells of a report's end with its row as stored, or only its key when too long", async () => {
    const [a, b] = await nodes(2);
    const heard: ReturnType<typeof readReportFinished>[] = [];
    b!.listen('pagegate_report_finished', (payload) => heard.push(readReportFinished(payload)));
    for (const n of [1, 2]) await a!.reports.insertQueued({ ...QUEUED, key: `told-${n}`, url: `https://e.com/t${n}` });
    const small = await a!.claimNextJob(1_000, 60_000);
    const large = await a!.claimNextJob(1_000, 60_000);
    if (small?.kind !== 'report' || large?.kind !== 'report') throw new Error('no report claimed');
    await a!.reports.complete(small.report, { score: 1 } as never, 1_001, null);
    // Findings over PostgreSQL's 8,000 bytes of payload: the row does not travel, readers read it.
    await a!.reports.complete(large.report, { findings: ['x'.repeat(8_000)] } as never, 1_002, null);
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard[0]).toEqual({ workspace: 'w', key: 'told-1', row: await a!.reports.byKey('w', 'told-1') });
    expect(heard[1]).toEqual({ workspace: 'w', key: 'told-2' });
  });

  it.skipIf(skip)('hands back only its own running jobs when it stops', async () => {
    const [a, b] = await nodes(2);
    await a!.reports.insertQueued({ ...QUEUED, key: 'own-1', url: 'https://example.com/own-1' });
    await a!.reports.insertQueued({ ...QUEUED, key: 'own-2', url: 'https://example.com/own-2' });
    await a!.claimNextJob(10, 60_000);
    await b!.claimNextJob(10, 60_000);
    await a!.requeueUnfinished();
    const statuses = [(await a!.reports.byKey('w', 'own-1'))?.status, (await a!.reports.byKey('w', 'own-2'))?.status];
    // SQLite has one process per file: every running job was its own.
    expect(statuses.sort()).toEqual(a!.shared ? ['queued', 'running'] : ['queued', 'queued']);
  });
});
