/**
 * The store's contract, run against each engine behind the storage interface: SQLite (memory) and
 * PostgreSQL (a cluster of the tests' own, postgres-suite.ts). Claims, leases, exactly-once
 * completion, the allowance under concurrent submissions, and events between nodes.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/service/database.js';
import { Store, type Job } from '../../src/service/store.js';
import { readReportFinished } from '../../src/service/report-finished.js';
import { MAX_ATTEMPTS, REPORT_BY_KEY, type ReportRow, type ReportStore } from '../../src/service/store-reports.js';
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
    await a!.reports.submit({ ...QUEUED, key: 'claim-1', url: 'https://example.com/1' }, null, Infinity);
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

  it.skipIf(skip)('fails a report with analysis_failed once its every attempt lapsed', async () => {
    const [store] = await nodes(1);
    await store!.reports.submit({ ...QUEUED, key: 'doomed', url: 'https://e.com/doomed' }, null, Infinity);
    // Each attempt's node dies: its lease lapses and the report is claimed again, up to the limit.
    const attempts: (number | false)[] = [];
    for (let n = 1; n <= MAX_ATTEMPTS; n++) {
      const job = await store!.claimNextJob(n * 1_000, 50);
      attempts.push(job?.kind === 'report' && job.report.attempt);
    }
    expect(attempts).toEqual([1, 2, 3]);
    expect(await store!.claimNextJob(10_000, 50)).toBeUndefined();
    const row = await store!.reports.byKey('w', 'doomed');
    expect(row).toMatchObject({ status: 'failed', error_code: 'analysis_failed', completed_at: 10_000 });
    expect(row?.error_message).toContain(`retried ${MAX_ATTEMPTS} times`);
  });

  it.skipIf(skip)('claims the oldest claimable report, lapsed or queued, past finished ones', async () => {
    const [store] = await nodes(1);
    for (const n of [1, 2, 3, 4])
      await store!.reports.submit({ ...QUEUED, key: `old-${n}`, url: `https://e.com/${n}` }, null, Infinity);
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

  it.skipIf(skip)('claims queued reports round robin across workspaces, each in its own order', async () => {
    const [store] = await nodes(1);
    const queue = (workspace: string, n: number) =>
      store!.reports.submit(
        { ...QUEUED, workspace, key: `${workspace}-${n}`, url: `https://e.com/${n}` },
        null,
        Infinity,
      );
    for (const n of [1, 2, 3, 4, 5, 6]) await queue('a', n);
    await queue('b', 1);
    const key = (job: Job | undefined) => (job?.kind === 'report' ? job.report.key : undefined);
    const first = await store!.claimNextJob(1_000, 60_000);
    if (first?.kind !== 'report') throw new Error('no report claimed');
    // One worker: a-1 ends and the next is claimed in the same turn; b waited for none of a's others.
    const second = await store!.endAndClaimNext(
      (reports) => reports.complete(first.report, { score: 1 } as never, 2_000),
      2_000,
      60_000,
    );
    const rest: (string | undefined)[] = [];
    for (let job = await store!.claimNextJob(3_000, 60_000); job; job = await store!.claimNextJob(3_000, 60_000))
      rest.push(key(job));
    expect([key(first), key(second), ...rest]).toEqual(['a-1', 'b-1', 'a-2', 'a-3', 'a-4', 'a-5', 'a-6']);
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

  it.skipIf(skip)('hands out a live crawl with no page left whose next level was never queued', async () => {
    const [store] = await nodes(1);
    const id = await store!.crawls.create({
      workspace: 'w',
      host: 'e.com',
      label: 'e.com',
      seedUrl: 'https://e.com/',
      maxPages: 10,
      maxDepth: 2,
      render: false,
      performanceRuns: 0,
      createdAt: 1,
    });
    await store!.crawlPages.enqueuePage(id, 'https://e.com/', 0);
    const seed = await store!.claimNextJob(1_000, 60_000);
    if (seed?.kind !== 'crawl-page') throw new Error('no page claimed');
    expect((await store!.crawls.byId(id))?.state).toBe('running');
    // Its node wrote the page and died before it queued the next level.
    await store!.crawlPages.pageFailed(seed.page, { code: 'timeout', message: 'slow' });
    expect(await store!.claimNextJob(1_001, 60_000)).toEqual({ kind: 'crawl-level', crawlId: id });
    await store!.crawls.finish(id, { state: 'failed', error: 'seed page: slow', finishedAt: 1_002 });
    expect(await store!.claimNextJob(1_003, 60_000)).toBeUndefined();
  });

  it.skipIf(skip)('spends an allowance exactly under concurrent submissions, in one transaction each', async () => {
    const stores = await nodes(3);
    const submit = (store: Store, key: string, url: string) =>
      store.transactionAtOnce((tx) =>
        Promise.all([
          tx.workspaces.spendReport('allowance'),
          tx.reports.submit({ ...QUEUED, workspace: 'allowance', key, url }, null, 5),
          tx.workspaces.refundUnqueued('allowance', key),
        ]),
      );
    const spent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(stores[i % 3]!, `a-${i}`, `https://e.com/${i}`)),
    );
    expect(spent.filter(([, submission]) => submission.queued)).toHaveLength(5);
    // A URL already queued is answered by its report: nothing queued, nothing spent.
    const [, again] = await submit(stores[1]!, 'again', 'https://e.com/0');
    expect(again.earlier?.key).toBe('a-0');
    expect(again.queued).toBe(false);
    // The refused submissions gave their spends back: the next spend is the sixth.
    const next = await stores[0]!.transaction(async (tx) => tx.undo(await tx.workspaces.spendReport('allowance')));
    expect(next).toBe(6);
    expect(await stores[0]!.queueDepth()).toBe(5);
  });

  it.skipIf(skip)('sends a transaction whole: its first turn, kept only when every statement of it is', async () => {
    const [store] = await nodes(1);
    const late = store!.transactionAtOnce(async (tx) => {
      await tx.workspaces.spendReport('late');
      return tx.workspaces.spendReport('late');
    });
    // The second spend came after the commit went: it is refused, and the first is kept.
    await expect(late).rejects.toThrow('a statement sent after its transaction was sent whole');
    // A failed statement among those sent together: the ones before it are not kept.
    const failing = store!.transactionAtOnce((tx) =>
      Promise.all([tx.workspaces.spendReport('failing'), tx.sql.run('INSERT INTO nowhere VALUES (1)')]),
    );
    await expect(failing).rejects.toThrow(/nowhere/);
    const spent = (id: string) =>
      store!.transactionAtOnce((tx) =>
        tx.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM workspaces WHERE id = ?', id),
      );
    expect([(await spent('late'))?.n, (await spent('failing'))?.n]).toEqual([1, 0]);
    // The store goes on after a failed transaction, its statements still prepared where they were.
    const again = await Promise.all(
      [1, 2, 3].map(() => store!.transactionAtOnce((tx) => tx.workspaces.spendReport('failing'))),
    );
    expect(again.sort()).toEqual([1, 2, 3]);
  });

  it.skipIf(skip)("ends a report and claims the worker's next one in the same transaction", async () => {
    const [a, b] = await nodes(2);
    for (const n of [1, 2])
      await a!.reports.submit({ ...QUEUED, key: `next-${n}`, url: `https://e.com/n${n}` }, null, Infinity);
    const first = await a!.claimNextJob(1_000, 60_000);
    if (first?.kind !== 'report') throw new Error('no report claimed');
    const ended = (reports: ReportStore) => reports.complete(first.report, { score: 1 } as never, 1_001);
    const next = await a!.endAndClaimNext(ended, 1_002, 60_000);
    expect(next?.kind === 'report' && next.report.key).toBe('next-2');
    expect(next?.kind === 'report' && next.report.status).toBe('running');
    expect((await b!.reports.byKey('w', 'next-1'))?.status).toBe('complete');
    // Nothing left to claim: the end is still written.
    if (next?.kind !== 'report') throw new Error('no report claimed');
    expect(
      await a!.endAndClaimNext(
        (reports) => reports.fail(next.report, { code: 'x', message: 'y' }, 1_003),
        1_004,
        60_000,
      ),
    ).toBeUndefined();
    expect((await b!.reports.byKey('w', 'next-2'))?.status).toBe('failed');
  });

  it.skipIf(skip)('tells every node of a finished report, once the transaction commits', async () => {
    const [a, b] = await nodes(2);
    const heard = new Promise<string>((resolve) => b!.listen('pagegate_report_finished', resolve));
    await a!.transaction((tx) => tx.sql.notify('pagegate_report_finished', '["w","k"]'));
    expect(await heard).toBe('["w","k"]');
  });

  it.skipIf(skip)("tells of a report's end with its row as stored, or only its key when too long", async () => {
    const [a, b] = await nodes(2);
    const heard: ReturnType<typeof readReportFinished<ReportRow>>[] = [];
    b!.listen('pagegate_report_finished', (payload) => heard.push(readReportFinished<ReportRow>(payload)));
    for (const n of [1, 2])
      await a!.reports.submit({ ...QUEUED, key: `told-${n}`, url: `https://e.com/t${n}` }, null, Infinity);
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
    await a!.reports.submit({ ...QUEUED, key: 'own-1', url: 'https://example.com/own-1' }, null, Infinity);
    await a!.reports.submit({ ...QUEUED, key: 'own-2', url: 'https://example.com/own-2' }, null, Infinity);
    await a!.claimNextJob(10, 60_000);
    await b!.claimNextJob(10, 60_000);
    await a!.requeueUnfinished();
    const statuses = [(await a!.reports.byKey('w', 'own-1'))?.status, (await a!.reports.byKey('w', 'own-2'))?.status];
    // SQLite has one process per file: every running job was its own.
    expect(statuses.sort()).toEqual(a!.shared ? ['queued', 'running'] : ['queued', 'queued']);
  });
});

describe.skipIf(postgres.missing !== null)('the store over PostgreSQL', () => {
  it('bounds how long its sessions wait for a lock or idle inside a transaction', async () => {
    const db = await PostgresDatabase.open(await postgres.createDatabase(), {
      poolSize: 2,
      onError: (error) => expect.fail(error.message),
    });
    try {
      const setting = async (name: string) => Object.values((await db.get<Record<string, string>>(`SHOW ${name}`))!)[0];
      expect(await setting('lock_timeout')).not.toBe('0');
      expect(await setting('idle_in_transaction_session_timeout')).not.toBe('0');
    } finally {
      await db.close();
    }
  });

  it("reads a report by its key in the key's index, before statistics", async () => {
    const store = new Store(
      await PostgresDatabase.open(await postgres.createDatabase(), {
        poolSize: 2,
        onError: (error) => expect.fail(error.message),
      }),
    );
    try {
      for (let n = 0; n < 20; n++)
        await store.reports.submit({ ...QUEUED, key: `k-${n}`, url: `https://e.com/k${n}` }, null, Infinity);
      // The plan every connection keeps (plan_cache_mode = force_generic_plan), made before ANALYZE.
      const plan = await store.transaction(async (tx) => {
        await tx.sql.run('SET LOCAL plan_cache_mode = force_generic_plan');
        await tx.sql.run(`PREPARE by_key AS ${REPORT_BY_KEY.replace('?', '$1')}`);
        const rows = await tx.sql.all<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE by_key('k-3')`);
        await tx.sql.run('DEALLOCATE by_key');
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('Index Scan using reports_key_key');
      expect((await store.reports.byKey('w', 'k-3'))?.url).toBe('https://e.com/k3');
      expect(await store.reports.byKey('another', 'k-3')).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
