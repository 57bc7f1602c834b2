/**
 * Three `pagegate serve` nodes of this run's bundle over one PostgreSQL: every node serves the
 * whole interface and runs workers; a node killed with SIGKILL loses nothing (its claimed reports
 * run again on the others once its lease lapses, each completing exactly once); the allowance holds
 * exactly across nodes; a long poll on one node answers for a report another completed;
 * `pagegate check --api-url` gates through the cluster; and a crawl whose node dies continues on
 * another.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundled } from '../setup/bundled.js';
import { postgresMissing, startPostgres, type PostgresCluster } from '../service/postgres-cluster.js';
import { runCli } from './run-cli.js';

const PRO = 'cluster-pro-key';
const FREE = 'cluster-free-key';

interface Node {
  child: ChildProcess;
  url: string;
  id: string;
  exited: Promise<void>;
}

/** A site whose pages answer only while not held: the test decides when analyses can finish. */
class HeldSite {
  readonly server: Server;
  #gate: PromiseWithResolvers<void> | null = null;

  constructor() {
    this.server = createServer((request, response) => {
      const answer = () =>
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="en"><head><title>Page ${request.url}</title></head>` +
              `<body><h1>Page</h1><p>Some words about ${request.url}.</p></body></html>`,
          );
      if (this.#gate) void this.#gate.promise.then(answer);
      else answer();
    });
  }

  hold(): void {
    this.#gate ??= Promise.withResolvers<void>();
  }

  release(): void {
    this.#gate?.resolve();
    this.#gate = null;
  }
}

const missing = postgresMissing();
let cluster: PostgresCluster;
let db: string;
let site: HeldSite;
let origin: string;
let events: pg.Client;
const finished = new Map<string, number>();
const nodes: Node[] = [];

function startNode(): Promise<Node> {
  const child = spawn(
    process.execPath,
    [
      bundled('cli.js'),
      'serve',
      '--port',
      '0',
      '--db',
      db,
      '--lease',
      '2',
      '--allow-private',
      '--key',
      `${PRO}=pro`,
      '--key',
      `${FREE}=free`,
    ],
    { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /^listening on (\S+)$/m.exec(out)?.[1];
      const id = /^store: PostgreSQL, node (\S+)$/m.exec(out)?.[1];
      if (url && id) resolve({ child, url, id, exited });
    });
    void exited.then(() => reject(new Error(`node exited before listening: ${out}${err}`)));
  });
}

async function call(node: Node, path: string, init: { key?: string; body?: unknown; prefer?: string } = {}) {
  const response = await fetch(`${node.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${init.key ?? PRO}`,
      'content-type': 'application/json',
      ...(init.prefer ? { prefer: init.prefer } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

/**
 * Reads the shared state (the database, written by the nodes' processes) until `ready` says so;
 * the bound is the test's own, for a hung cluster, not a speed.
 */
async function until<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ready(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 240_000, interval: 50 },
  );
}

const count = async (sql: string, ...params: unknown[]) =>
  Number(((await events.query(sql, params)).rows[0] as { n: string }).n);

describe.skipIf(missing !== null)('three serve nodes over one PostgreSQL', () => {
  beforeAll(async () => {
    cluster = await startPostgres();
    db = await cluster.createDatabase();
    site = new HeldSite();
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.server.address() as { port: number }).port}`;
    nodes.push(...(await Promise.all([startNode(), startNode(), startNode()])));
    events = new pg.Client({ connectionString: db });
    await events.connect();
    events.on('notification', (message) => {
      const [, key] = JSON.parse(message.payload ?? '[]') as [string, string];
      finished.set(key, (finished.get(key) ?? 0) + 1);
    });
    await events.query('LISTEN pagegate_report_finished');
  }, 120_000);

  afterAll(async () => {
    site?.release();
    for (const node of nodes) node.child.kill('SIGKILL');
    await Promise.all(nodes.map((node) => node.exited));
    await events?.end();
    await new Promise((resolve) => site?.server.close(resolve));
    await cluster?.stop();
  });

  it("runs a killed node's reports on the others, each once, and a restarted node serves them", async () => {
    site.hold();
    const keys: string[] = [];
    for (let i = 0; i < 300; i++) {
      const posted = await call(nodes[i % 3]!, '/reports', { body: { url: `${origin}/page/${i}` } });
      expect(posted.status).toBe(202);
      keys.push(posted.body.key as string);
    }
    const victim = nodes[0]!;
    await until(
      () => count(`SELECT COUNT(*) AS n FROM reports WHERE status = 'running' AND node = $1`, victim.id),
      (n) => n > 0,
    );
    victim.child.kill('SIGKILL');
    await victim.exited;
    const held = (
      await events.query(`SELECT key FROM reports WHERE status = 'running' AND node = $1`, [victim.id])
    ).rows.map((row: { key: string }) => row.key);
    expect(held.length).toBeGreaterThan(0);
    site.release();

    // Finished: complete, or failed when a held page outlasted the analyzer's fetch timeout.
    await until(
      () => count(`SELECT COUNT(*) AS n FROM reports WHERE status IN ('complete', 'failed')`),
      (n) => n === 300,
    );
    await until(
      async () => finished.size,
      (n) => n === 300,
    );
    expect(await count('SELECT COUNT(*) AS n FROM reports')).toBe(300);
    expect([...finished.values()].every((times) => times === 1)).toBe(true);
    const rerun = await events.query(`SELECT node, attempt FROM reports WHERE key = ANY($1)`, [held]);
    for (const row of rerun.rows as { node: string; attempt: number }[]) {
      expect(row.node).not.toBe(victim.id);
      expect(row.attempt).toBeGreaterThanOrEqual(2);
    }

    nodes[0] = await startNode();
    for (const key of [...held, keys[299]!]) {
      const read = await call(nodes[0], `/reports/${key}`);
      expect(read.status).toBe(200);
      expect(read.body.report.key).toBe(key);
      expect(['complete', 'failed']).toContain(read.body.report.status);
    }
  }, 300_000);

  it("holds a free plan's 50 analyses exactly under 80 concurrent submissions spread over the nodes", async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        call(nodes[i % 3]!, '/reports', { key: FREE, body: { url: `${origin}/free/${i}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(50);
    expect(statuses.filter((status) => status === 402)).toHaveLength(30);
  }, 120_000);

  it('answers a long poll on every node as soon as any node completes the report', async () => {
    // The earlier submissions finish first: held behind them, this report would wait for their fetch timeouts.
    await until(
      () => count(`SELECT COUNT(*) AS n FROM reports WHERE status IN ('queued', 'running')`),
      (n) => n === 0,
    );
    site.hold();
    const posted = await call(nodes[1]!, '/reports', { body: { url: `${origin}/long-poll` } });
    const key = posted.body.key as string;
    const polls = nodes.map((node) => call(node, `/reports/${key}`, { prefer: 'wait=30' }));
    await until(
      () => count(`SELECT COUNT(*) AS n FROM reports WHERE key = $1 AND status = 'running'`, key),
      (n) => n === 1,
    );
    site.release();
    const completedBy = await until(
      async () => (await events.query(`SELECT node, status FROM reports WHERE key = $1`, [key])).rows[0],
      (row: { status: string; node: string }) => row.status === 'complete' || row.status === 'failed',
    );
    for (const [i, answer] of (await Promise.all(polls)).entries()) {
      expect(answer.status, nodes[i]!.id === completedBy.node ? 'the completing node' : 'another node').toBe(200);
      // A poll that reached its node only after the report completed is answered at once, unheld; a held one
      // that no NOTIFY reached would have answered 202 after its 30 s, which the status above refuses.
      expect(['wait=30', null]).toContain(answer.headers.get('preference-applied'));
      expect(answer.body.report.status).toBe(completedBy.status);
    }
    expect(nodes.filter((node) => node.id !== completedBy.node).length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('gates a `pagegate check --api-url` run through the cluster', async () => {
    const run = await runCli(
      ['check', `${origin}/gated`, '--api-url', nodes[2]!.url, '--baseline', 'none', '--poll-interval', '0.1'],
      { env: { PAGEGATE_API_KEY: PRO, RUNNER_TEMP: '/tmp' } },
    );
    // The verdict is the page's own (exit 0 or 1): the run reached one through the cluster.
    expect([0, 1], `${run.stdout}${run.stderr}`).toContain(run.code);
    expect(run.stdout).toContain(`${origin}/gated`);
  }, 120_000);

  it('continues a crawl on another node when the node crawling it dies', async () => {
    site.hold();
    const started = await fetch(new URL('/reference/site-crawls', nodes[2]!.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${PRO}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${origin}/crawl`, max_pages: 1 }),
    });
    expect(started.status).toBe(202);
    const id = ((await started.json()) as { site_crawl: { id: number } }).site_crawl.id;
    const pageOf = async () =>
      (await events.query(`SELECT node, state, attempt FROM crawl_pages WHERE crawl_id = $1`, [id])).rows[0] as
        { node: string | null; state: string; attempt: number } | undefined;
    const crawling = await until(pageOf, (page) => page?.state === 'running');
    const index = nodes.findIndex((node) => node.id === crawling!.node);
    const victim = nodes[index]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    site.release();

    const crawl = await until(
      async () =>
        (await events.query(`SELECT state, error FROM crawls WHERE id = $1`, [id])).rows[0] as {
          state: string;
          error: string | null;
        },
      (row) => row.state === 'done' || row.state === 'failed',
    );
    expect(crawl).toEqual({ state: 'done', error: null });
    const page = await pageOf();
    expect(page!.node).not.toBe(victim.id);
    expect(page!.attempt).toBeGreaterThanOrEqual(2);
    nodes[index] = await startNode();
  }, 120_000);
});
