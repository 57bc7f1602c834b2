// The action with no api-url, as a runner starts it: what the in-process reference service adds to
// the start (time to the first request that reaches the site, against a run whose first request
// goes to a hosted service), and the peak memory of a run that fetches and analyses 1,000 pages in
// the action's own process (the service, its analysis threads and the gate together).
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actionEnv, listen, MAXRSS_HOOK, median } from './action.mjs';

const root = new URL('../', import.meta.url).pathname;
const PAGES = 1000;

/** A page of about 12 KB with findings of several checks (images without alt, a skipped heading). */
function page(n) {
  const items = Array.from({ length: 40 }, (_, k) => `<li><a href="/p/${(n + k) % PAGES}">Item ${k}</a> <img src="/i/${n}-${k}.png"> text about item ${k} of page ${n}, long enough to count as words.</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page ${n} of the bench site</title><meta name="viewport" content="width=device-width"></head><body><h1>Page ${n}</h1><h3>Skipped level</h3><ul>${items}</ul></body></html>`;
}

async function site(onRequest) {
  const server = createServer((req, res) => {
    onRequest();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(Number(req.url.split('/').pop()) || 0));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

async function workDir() {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-bench-'));
  await Promise.all([writeFile(join(dir, 'out'), ''), writeFile(join(dir, 'summary'), '')]);
  return dir;
}

function spawnAction(env, args = []) {
  const child = spawn(process.execPath, [...args, join(root, 'dist/index.js')], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

/** Median ms from spawn to the first request `first` sees, over 10 runs (each run is stopped by its own end). */
async function medianFirstRequest(env, first) {
  const samples = [];
  for (let i = 0; i < 10; i++) {
    first.at = null;
    const started = performance.now();
    await spawnAction(env);
    samples.push((first.at ?? performance.now()) - started);
  }
  return median(samples);
}

export async function inProcessStart(row) {
  const dir = await workDir();
  const hosted = { at: null };
  const { server: stub, url } = await listen((req, res) => {
    hosted.at ??= performance.now();
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"unauthorized","message":"bench"}}');
  });
  const inProcess = { at: null };
  const { server, origin } = await site(() => (inProcess.at ??= performance.now()));
  const common = { urls: `${origin}/p/1`, comment: 'never', 'poll-interval': '0.05' };
  // Interleaved would be fairer still; both medians come from the same minute on the same machine.
  const remoteMs = await medianFirstRequest(actionEnv(dir, { ...common, 'api-url': url, 'api-key': 'k' }), hosted);
  const localMs = await medianFirstRequest(actionEnv(dir, { ...common, 'wait-for': '0' }), inProcess);
  stub.close();
  server.close();
  const added = localMs - remoteMs;
  row('in-process service: added to the start (median of 10)', `${added.toFixed(0)} ms`, '<= 300 ms', added <= 300,
    `first request at ${localMs.toFixed(0)} ms (the service's fetch of the page) against ${remoteMs.toFixed(0)} ms to a hosted service's first request`);
}

export async function inProcessMemory(row) {
  const dir = await workDir();
  let fetched = 0;
  const { server, origin } = await site(() => fetched++);
  const urls = join(dir, 'urls.txt');
  await writeFile(urls, Array.from({ length: PAGES }, (_, i) => `${origin}/p/${i + 1}`).join('\n'));
  const started = performance.now();
  const { code, stderr } = await spawnAction(
    { ...actionEnv(dir, { 'urls-file': urls, 'max-urls': String(PAGES), 'poll-interval': '0.05', 'wait-for': '0', comment: 'never', baseline: 'none', 'results-file': join(dir, 'results.json') }), GITHUB_WORKSPACE: dir },
    ['--import', MAXRSS_HOOK],
  );
  const seconds = (performance.now() - started) / 1000;
  server.close();
  const rssMb = Number(/maxrss=(\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
  row(`in-process, ${PAGES} pages fetched and analysed: peak RSS`, `${rssMb.toFixed(0)} MB`, '<= 200 MB', rssMb <= 200 && fetched >= PAGES,
    `${fetched} page requests, exit ${code}, ${seconds.toFixed(0)} s; the service, its analysis threads and the gate in one process`);
}
