// Rendered analyses beside the peer, pa11y-ci, in one run on the same pages and browser: 100 real
// documentation pages (the Rust toolchain's own: 50 rustdoc pages of std, 50 mdBook chapters of
// the book; each with its stylesheets, scripts, web fonts and images, served on loopback as a
// static site). pagegate is `pagegate serve` (2 workers, render: true, axe-core on every page) in
// a process of its own; pa11y-ci runs axe-core too (`runners: ["axe"]`) at concurrency 2. Both
// are timed from the first page submitted to the last answer, and their memory is the PSS summed
// over the process tree (node with its threads, the browser and every helper it started),
// sampled every 200 ms. The machine is shared: the one-minute load average is printed beside each.
import { spawn } from 'node:child_process';
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { outcomes } from './axe-load.mjs';

const root = new URL('../', import.meta.url).pathname;
const PAGES = 100;
/** PAGEGATE_BENCH_PAGES=24 renders that many of the 100, spread over them: a quicker memory comparison. */
const SUBSET = Number(process.env.PAGEGATE_BENCH_PAGES ?? PAGES);
const WORKERS = 2;
const KEY = 'bench-render-peer';
const PA11Y_DIR = process.env.PAGEGATE_BENCH_PA11Y_DIR ?? join(tmpdir(), 'pa11y-scratch');
const CHROMIUM = process.env.PAGEGATE_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
const NAME = 'render beside pa11y-ci';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.json': 'application/json',
};

function docsRoot() {
  return globSync('/root/.rustup/toolchains/*/share/doc/rust/html').find((dir) => existsSync(join(dir, 'book')));
}

/** 50 rustdoc pages of std and 50 chapters of the book, spread over each, as paths of the site (SUBSET of them). */
function docsPaths(dir) {
  const spread = (paths, n) => paths.filter((_, i) => i % Math.max(1, Math.floor(paths.length / n)) === 0).slice(0, n);
  const std = readdirSync(join(dir, 'std'), { recursive: true }).filter((file) => file.endsWith('.html')).sort();
  const book = readdirSync(join(dir, 'book')).filter((file) => file.endsWith('.html') && !/^(print|toc|404)\.html$/.test(file)).sort();
  const all = [...spread(std, PAGES / 2).map((file) => `/std/${file}`), ...spread(book, PAGES / 2).map((file) => `/book/${file}`)];
  return spread(all, SUBSET);
}

async function startDocsSite(dir) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    try {
      const body = await readFile(join(dir, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
}

/** PSS of `pid` and every process descended from it, in bytes (Linux /proc). */
function treePss(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while it was read.
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.pop();
    queue.push(...(children.get(next) ?? []));
    try {
      total += Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${next}/smaps_rollup`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // Gone.
    }
  }
  return total;
}

function samplePeak(pid) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treePss(pid))), 200);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

async function startServe() {
  const child = spawn(process.execPath, [join(root, 'lib/cli.js'), 'serve', '--port', '0', '--workers', String(WORKERS), '--allow-private', '--cache-ttl', '0', '--key', `${KEY}=agency`, '--chromium', CHROMIUM], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /listening on (\S+)/.exec(out);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`pagegate serve exited ${code}`)));
  });
  return { url, pid: child.pid, stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }) };
}

async function pagegateRun(urls, warm) {
  const service = await startServe();
  try {
    // The browser starts with the first render: that start is not a page's cost.
    await outcomes(service, KEY, [warm]);
    const peak = samplePeak(service.pid);
    const started = performance.now();
    const ends = await outcomes(service, KEY, urls);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, peak: peak(), failed: ends.filter((end) => end !== 'complete'), load: loadavg()[0] };
  } finally {
    await service.stop();
  }
}

async function pa11yRun(urls, dir) {
  const config = join(dir, 'pa11y.json');
  const chromeLaunchConfig = { executablePath: CHROMIUM, args: ['--no-sandbox'] };
  await writeFile(config, JSON.stringify({ defaults: { chromeLaunchConfig, runners: ['axe'], timeout: 60_000 }, concurrency: WORKERS, urls }));
  const started = performance.now();
  const child = spawn(join(PA11Y_DIR, 'node_modules/.bin/pa11y-ci'), ['--config', config], { env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  const peak = samplePeak(child.pid);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.once('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  return { seconds, peak: peak(), code, stderr, load: loadavg()[0] };
}

export async function renderBesidePa11y(row) {
  const dir = docsRoot();
  const pa11y = existsSync(join(PA11Y_DIR, 'node_modules/.bin/pa11y-ci'));
  if (!dir || !pa11y || !existsSync(CHROMIUM)) {
    row(`${NAME}: pages/s at ${WORKERS} workers`, 'skipped', '>= 3', false,
      `needs the Rust toolchain's docs under /root/.rustup, ${CHROMIUM} (PAGEGATE_CHROMIUM) and pa11y-ci in ${PA11Y_DIR} (PAGEGATE_BENCH_PA11Y_DIR; PUPPETEER_SKIP_DOWNLOAD=1 npm install pa11y-ci there)`);
    return;
  }
  const site = await startDocsSite(dir);
  const scratch = await mkdtemp(join(tmpdir(), 'pagegate-render-peer-'));
  try {
    const urls = docsPaths(dir).map((path) => `${site.origin}${path}`);
    const loadBefore = loadavg()[0];
    const ours = await pagegateRun(urls, `${site.origin}/book/title-page.html?warm`);
    const theirs = await pa11yRun(urls, scratch);
    const load = `load average ${loadBefore.toFixed(1)} at the start, ${ours.load.toFixed(1)} after pagegate, ${theirs.load.toFixed(1)} after pa11y-ci (2 cores)`;
    const ourRate = urls.length / ours.seconds;
    const theirRate = urls.length / theirs.seconds;
    const failures = ours.failed.length === 0 ? 'every page complete' : `${ours.failed.length} failed (${[...new Set(ours.failed)].join(', ')})`;
    row(`${NAME}: pages/s at ${WORKERS} workers`, ourRate.toFixed(2), '>= 3', ourRate >= 3 && ours.failed.length === 0,
      `${urls.length} Rust docs pages in ${ours.seconds.toFixed(1)} s, ${failures}; pa11y-ci (axe, concurrency ${WORKERS}) ${theirRate.toFixed(2)} pages/s in ${theirs.seconds.toFixed(1)} s${theirs.code === 0 || theirs.code === 2 ? '' : ` (exited ${theirs.code}: ${theirs.stderr.trim().split('\n').at(-1)})`}; pagegate/pa11y-ci ${(ourRate / theirRate).toFixed(2)}x; ${load}`);
    const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
    const ratio = ours.peak / theirs.peak;
    row(`${NAME}: peak PSS pagegate / pa11y-ci`, ratio.toFixed(2), '<= 1', ratio <= 1,
      `pagegate serve with its browser ${mb(ours.peak)} MB, pa11y-ci with its browser ${mb(theirs.peak)} MB; ${load}`);
  } finally {
    await site.close();
  }
}
