// The reference service under load: `pagegate serve`'s service with 4 workers in a process of its
// own (load-service.mjs), driven by autocannon at 50 connections on loopback, each run bounded in
// time. Reads, submissions with their polls, the SQLite writes they make, and reads while 5 MB
// pages are analysed, on the event loop (as before) and in the worker_threads pool.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { Store } from '../lib/service/store.js';
import { SqliteDatabase } from '../lib/service/store-db.js';

const KEY = 'load-key';
const WORKERS = 4;
const CONNECTIONS = 50;
const SECONDS = 5;
const SEEDED = 200;
const HEADERS = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };

/** A process of load-service.mjs in MODE (a service, or the 5 MB site); `url` is where it listens. */
async function startChild(mode, db = '') {
  const child = spawn(process.execPath, [new URL('./load-service.mjs', import.meta.url).pathname, mode, db, KEY, String(WORKERS)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const { value: line } = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next();
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return { url: JSON.parse(line).url, stop: () => (child.kill('SIGTERM'), stopped) };
}

async function submit(api, url) {
  const response = await fetch(`${api}/reports`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ url }) });
  if (response.status !== 202) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).key;
}

async function untilComplete(api, keys) {
  for (const key of keys) {
    for (;;) {
      const response = await fetch(`${api}/reports/${key}`, { headers: HEADERS });
      await response.arrayBuffer();
      if (response.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** autocannon at 50 connections for SECONDS; `rate` holds the offered load (requests/s), else as fast as answered. */
function cannon(api, requests, rate) {
  return autocannon({ url: api, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS, requests, ...(rate ? { overallRate: rate } : {}) });
}

/** Requests that failed: transport errors, timeouts, and any answer other than 2xx. */
const failures = (result) => result.errors + result.timeouts + result.non2xx;
const figures = (result) => `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failures(result)} failed of ${result.requests.total}`;

/** Reads of complete reports, each connection walking the seeded keys. */
function keyReads(api, keys) {
  return { method: 'GET', setupRequest: (request, context) => ({ ...request, path: `${new URL(api).pathname}/reports/${keys[(context.n = ((context.n ?? Math.floor(Math.random() * keys.length)) + 1) % keys.length)]}` }) };
}

/** What a gate reads per page: polls of its report and the baseline, and a lookup. */
function gateReads(api, keys, origin) {
  const base = new URL(api).pathname;
  const lookup = { method: 'GET', setupRequest: (request) => ({ ...request, path: `${base}/reports/lookup?url=${encodeURIComponent(`${origin}/p/${Math.floor(Math.random() * SEEDED)}`)}` }) };
  return [keyReads(api, keys), keyReads(api, keys), keyReads(api, keys), lookup];
}

async function readRows(row, api, keys, origin) {
  const flat = await cannon(api, [keyReads(api, keys)]);
  row('load: GET /reports/{key} at 50 clients, req/s', flat.requests.average.toFixed(0), '>= 1000', flat.requests.average >= 1000, `as fast as answered: ${figures(flat)}`);
  const held = await cannon(api, [keyReads(api, keys)], 1000);
  row('load: GET /reports/{key} p99 at 1,000 req/s', `${held.latency.p99} ms`, '<= 50 ms', held.latency.p99 <= 50, figures(held));
  const mixed = await cannon(api, gateReads(api, keys, origin));
  row('load: mixed reads (3 reports : 1 lookup) req/s', mixed.requests.average.toFixed(0), '>= 1000', mixed.requests.average >= 1000, `as fast as answered: ${figures(mixed)}`);
  const mixedHeld = await cannon(api, gateReads(api, keys, origin), 1000);
  row('load: mixed reads p99 at 1,000 req/s', `${mixedHeld.latency.p99} ms`, '<= 50 ms', mixedHeld.latency.p99 <= 50, figures(mixedHeld));
  const list = await cannon(api, [{ method: 'GET', path: `${new URL(api).pathname}/reports?host=127.0.0.1&limit=20` }]);
  row(`load: GET /reports listing of ${SEEDED} URLs, req/s`, list.requests.average.toFixed(0), 'recorded', true, `a gate lists once per run (its key check); ${figures(list)}`);
  const failed = [flat, held, mixed, mixedHeld, list].reduce((sum, result) => sum + failures(result), 0);
  const total = [flat, held, mixed, mixedHeld, list].reduce((sum, result) => sum + result.requests.total, 0);
  row('load: failed reads', failed, '0', failed === 0, `of ${total}`);
}

/** Each connection submits a new page, then polls its report once: what a gate does, minus the wait. */
async function submitRows(row, api, dir, origin) {
  const base = new URL(api).pathname;
  let page = 0;
  const before = Date.now();
  const result = await cannon(api, [
    { method: 'POST', path: `${base}/reports`, setupRequest: (request) => ({ ...request, body: JSON.stringify({ url: `${origin}/s/${page++}` }) }), onResponse: (status, body, context) => (context.poll = status === 202 ? new URL(JSON.parse(body).poll).pathname : `${base}/reports/none`) },
    { method: 'GET', setupRequest: (request, context) => ({ ...request, path: context.poll }) },
  ]);
  const after = Date.now();
  const writes = countWrites(join(dir, 'instant.db'), before, after);
  row('load: POST /reports + poll at 50 clients, req/s', result.requests.average.toFixed(0), 'recorded', true, figures(result));
  row('load: POST /reports + poll p99', `${result.latency.p99} ms`, '<= 50 ms', result.latency.p99 <= 50, `p50 ${result.latency.p50} ms; ${failures(result)} failed`);
  const seconds = (after - before) / 1000;
  const sustained = writes / seconds;
  const raw = await rawStoreWrites(dir);
  row('load: SQLite writes sustained / raw store writes', (sustained / raw).toFixed(2), 'recorded', true, `${sustained.toFixed(0)} writes/s (${writes} queued or completed reports in ${seconds.toFixed(1)} s) vs ${raw.toFixed(0)}/s of the store alone`);
}

/** Report writes the service made between two instants: a row queued and a row completed are one write each. */
function countWrites(file, from, to) {
  const db = new DatabaseSync(file, { readOnly: true });
  const queued = db.prepare('SELECT count(*) AS n FROM reports WHERE created_at BETWEEN ? AND ?').get(from, to).n;
  const completed = db.prepare('SELECT count(*) AS n FROM reports WHERE completed_at BETWEEN ? AND ?').get(from, to).n;
  db.close();
  return queued + completed;
}

/** The same writes through the store with nothing else running: the ideal the service's rate is held against. */
async function rawStoreWrites(dir) {
  const store = new Store(new SqliteDatabase(join(dir, 'raw.db')));
  const result = { title: 't', word_count: 1, score: 90, grade: 'A', issues: { critical: 0, recommended: 1, optional: 0, passed: 10 }, findings: [], http_status: 200, final_url: 'http://127.0.0.1/' };
  const n = 2000;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    await store.reports.submit({ key: `k${i}`, workspace: 'w', url: `http://127.0.0.1/${i}`, host: '127.0.0.1', render: false, createdAt: Date.now() }, null, Infinity);
    const job = await store.claimNextJob(Date.now(), 60_000);
    await store.reports.complete(job.report, result, Date.now());
  }
  const perSecond = (2 * n) / ((performance.now() - started) / 1000);
  await store.close();
  return perSecond;
}

/** Reads at 50 clients, 1,000 req/s offered, while every worker analyses 5 MB pages, in one service mode. */
async function readsWhileAnalysing(mode, dir, site) {
  const child = await startChild(mode, join(dir, `${mode}.db`));
  try {
    const keys = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(child.url, `${site}/p/${i}`)));
    await untilComplete(child.url, keys);
    // More big pages than the workers can analyse during the run, so all of them stay busy.
    await Promise.all(Array.from({ length: 200 }, (_, i) => submit(child.url, `${site}/big/${i}`)));
    return await cannon(child.url, [keyReads(child.url, keys)], 1000);
  } finally {
    await child.stop();
  }
}

export async function load(row) {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-load-'));
  try {
    const db = join(dir, 'instant.db');
    const child = await startChild('instant', db);
    const origin = 'http://127.0.0.1:9';
    try {
      const keys = await Promise.all(Array.from({ length: SEEDED }, (_, i) => submit(child.url, `${origin}/p/${i}`)));
      await untilComplete(child.url, keys);
      await readRows(row, child.url, keys, origin);
      await submitRows(row, child.url, dir, origin);
    } finally {
      await child.stop();
    }
    const site = await startChild('site');
    let inline, threads;
    try {
      inline = await readsWhileAnalysing('inline', dir, site.url);
      threads = await readsWhileAnalysing('threads', dir, site.url);
    } finally {
      await site.stop();
    }
    row('load: reads p99 while 5 MB pages are analysed (threads)', `${threads.latency.p99} ms`, '<= 50 ms', threads.latency.p99 <= 50, figures(threads));
    row('load: same with analyses on the event loop (before)', `${inline.latency.p99} ms`, 'recorded', true, `${figures(inline)}; p99 threads / event loop ${(threads.latency.p99 / inline.latency.p99).toFixed(2)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
