// Scale-out over PostgreSQL (issue 37): 1, 2 and 3 `pagegate serve` nodes, each a process of its own
// (bench/load-service.mjs, the real analyzer in its worker threads), over one PostgreSQL cluster
// started for the run (test/service/postgres-cluster.ts: initdb in a temporary directory, as
// `nobody` when root). A loopback site serves the pages; every page is POSTed to the nodes in turn
// and its report read back held (`Prefer: wait`) on the node that took it. pages/s is pages over
// the wall from the first POST to the last report. The same pages on one node over a SQLite file
// give the per-node overhead of PostgreSQL. On this 2-core machine every node shares the same two
// cores (and the database and the site share them too), so more nodes cannot add throughput here:
// the rows show what the shared queue costs, not what more machines would add.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startPostgres } from '../test/service/postgres-cluster.ts';
import { startBenchSite } from './site.mjs';
import { median } from './action.mjs';

const KEY = 'bench-scale-key';
const PAGES = 1000;
const WORKERS = 2;
/** Pages in flight at once, over all nodes: under the service's 256 connections per address. */
const IN_FLIGHT = 64;
const ROUNDS = 5;
const WARM_UP = 20;

async function startNode(db) {
  const child = spawn(process.execPath, [new URL('./load-service.mjs', import.meta.url).pathname, 'threads', db, KEY, String(WORKERS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next().then((r) => [r.value]);
  const { url } = JSON.parse(line);
  return {
    url,
    cpu: () => cpuSeconds(child.pid),
    stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }),
  };
}

async function analyse(nodeUrl, url) {
  const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
  const ack = await (await fetch(`${nodeUrl}/reports`, { method: 'POST', headers, body: JSON.stringify({ url }) })).json();
  for (;;) {
    const read = await fetch(ack.poll, { headers: { ...headers, prefer: 'wait=30' } });
    const body = await read.json();
    if (read.status === 200 && body.report.status !== 'complete') throw new Error(`${url}: ${JSON.stringify(body.report.error)}`);
    if (read.status === 200) return;
  }
}

/** Every URL through the nodes in turn, IN_FLIGHT at once; pages per second. */
async function pagesPerSecond(nodes, urls) {
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
    while (next < urls.length) {
      const i = next++;
      await analyse(nodes[i % nodes.length].url, urls[i]);
    }
  }));
  return urls.length / ((performance.now() - started) / 1000);
}

/**
 * CPU seconds of a process and its threads (utime + stime), and of the children it has reaped
 * (cutime + cstime): for PostgreSQL's postmaster, every backend that has ended. /proc counts in
 * clock ticks, 100 a second on Linux.
 */
function cpuSeconds(pid, fields = [11, 12, 13, 14]) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return fields.reduce((sum, i) => sum + Number(stat[i]), 0) / 100;
}

/**
 * CPU seconds of the whole PostgreSQL cluster: the postmaster, the backends it has reaped, and every
 * process it runs now (backends, the WAL writer, the checkpointer, autovacuum), each its own.
 */
function clusterCpuSeconds(postmasterPid) {
  let live = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(stat[1]) === postmasterPid) live += (Number(stat[11]) + Number(stat[12])) / 100;
    } catch {
      // It ended while the list was read: the postmaster has counted it, or will.
    }
  }
  return cpuSeconds(postmasterPid) + live;
}

/** One query on a connection of its own: its first row, and `also` run while the backend lives. */
async function queryOnce(db, text, also = (row) => row) {
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  const { rows } = await client.query(text);
  const answer = also(rows[0]);
  await client.end();
  return answer;
}

/** Transactions PostgreSQL committed in a database (every statement outside a transaction is one). */
async function commits(db) {
  return Number((await queryOnce(db, 'SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()')).xact_commit);
}

/** PostgreSQL's postmaster: the parent of a backend. */
function postmaster(db) {
  return queryOnce(db, 'SELECT pg_backend_pid() AS pid', ({ pid }) =>
    Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]),
  );
}

/**
 * Commits since `before`, once the counts have settled: each reading costs a fixed number of
 * commits of its own (its connection's and its query's, counted when its backend ends), so two
 * readings that grew by the same step mean nothing else committed; the readings are taken off.
 */
async function commitsSince(db, before) {
  let last = await commits(db);
  let step = -1;
  for (let readings = 1; ; readings++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await commits(db);
    if (now - last === step) return now - before - readings * step;
    [step, last] = [now - last, now];
  }
}

/**
 * `count` nodes over a database made by `database()`: a warm-up run, then the measured one. CPU a
 * page is the nodes' (their analysis threads included) over the measured pages, plus, over
 * PostgreSQL, the whole cluster's over the same pages: wall time on this shared machine moves with
 * everyone's load, CPU much less. A node's start-up (connecting, migrating, the warm-up that opens
 * its pool's connections and prepares their statements) is its own figure, once a node, not a
 * page's; the whole run, start-up included, is reported beside it.
 */
async function measure(database, count, site, round) {
  const db = await database();
  const shared = db.startsWith('postgres');
  const server = shared ? await postmaster(db) : null;
  const before = shared ? { commits: await commits(db), cpu: clusterCpuSeconds(server) } : null;
  const nodes = await Promise.all(Array.from({ length: count }, () => startNode(db)));
  const nodeCpu = () => nodes.reduce((sum, node) => sum + node.cpu(), 0);
  const cpuNow = () => nodeCpu() + (shared ? clusterCpuSeconds(server) : 0);
  let rate;
  let measured;
  let nodesWhole;
  try {
    const started = nodeCpu();
    await pagesPerSecond(nodes, site.urls(WARM_UP).map((url) => `${url}?warm=${round}-${count}`));
    const warmed = cpuNow();
    rate = await pagesPerSecond(nodes, site.urls(PAGES).map((url) => `${url}?round=${round}-${count}`));
    measured = cpuNow() - warmed;
    nodesWhole = nodeCpu() - started;
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
  }
  const pages = WARM_UP + PAGES;
  const commitsPerPage = shared ? (await commitsSince(db, before.commits)) / pages : null;
  // The whole run: the nodes from their start, the cluster from before they connected to after
  // they left, over every page.
  const whole = (nodesWhole + (shared ? clusterCpuSeconds(server) - before.cpu : 0)) / pages;
  const cpuPerPage = measured / PAGES;
  console.error(
    `  scale ${round}: ${count} node(s) over ${shared ? 'PostgreSQL' : 'SQLite'}: ${rate.toFixed(1)} pages/s, ` +
      `${(cpuPerPage * 1000).toFixed(2)} ms CPU a page (${(whole * 1000).toFixed(2)} over the whole run)`,
  );
  return { rate, cpuPerPage, whole, commitsPerPage };
}

export async function scale(row) {
  const site = await startBenchSite();
  const cluster = await startPostgres();
  const scratch = await mkdtemp(join(tmpdir(), 'pagegate-scale-'));
  let files = 0;
  const postgres = () => cluster.createDatabase();
  const sqlite = async () => join(scratch, `scale-${++files}.db`);
  try {
    const runs = { sqlite: [], 1: [], 2: [], 3: [], ratio: [], whole: [], commits: [], load: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const alone = await measure(sqlite, 1, site, `s${round}`);
      runs.sqlite.push(alone.rate);
      for (const count of [1, 2, 3]) {
        const shared = await measure(postgres, count, site, `p${round}`);
        runs[count].push(shared.rate);
        if (count !== 1) continue;
        runs.ratio.push(shared.cpuPerPage / alone.cpuPerPage);
        runs.whole.push(shared.whole / alone.whole);
        runs.commits.push(shared.commitsPerPage);
        runs.load.push(loadavg()[0]);
      }
    }
    const rates = [1, 2, 3].map((count) => median(runs[count]));
    const overhead = median(runs.ratio);
    const shown = (value) => value.toFixed(1);
    row(
      'scale: fetched pages/s, 1 / 2 / 3 nodes over PostgreSQL',
      rates.map(shown).join(' / '),
      'recorded',
      true,
      `${PAGES} pages, ${WORKERS} workers a node, medians of ${ROUNDS}; one node over SQLite ${shown(median(runs.sqlite))}; ` +
        'every node shares these 2 cores with the database, the site and the other sessions on this machine',
    );
    const listed = (values) => values.map((value) => value.toFixed(2)).join(', ');
    row(
      'scale: PostgreSQL / SQLite CPU per page, one node',
      overhead.toFixed(2),
      '≤ 1.3',
      overhead <= 1.3,
      `CPU a page of the node and of every PostgreSQL process over the node's alone over SQLite, the ${PAGES} ` +
        `measured pages, median of ${ROUNDS} rounds (${listed(runs.ratio)}; load average ` +
        `${runs.load.map((l) => l.toFixed(1)).join(', ')}); the whole run, start-up and warm-up included, ` +
        `${median(runs.whole).toFixed(2)} (${listed(runs.whole)}); PostgreSQL transactions a page ` +
        `${median(runs.commits).toFixed(1)} (a statement outside a transaction counts one)`,
    );
  } finally {
    await cluster.stop();
    await site.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
