// Speed to a verdict against the true ideal. The gate is the CLI as a user runs it (`node
// dist/cli.js check`, defaults otherwise), the reference service already running in this process.
// The ideal is what the service itself spent: each report's analysis time, read from its
// created_at and completed_at and replayed on the service's W workers in queue order (a report
// starts when it was created or when a worker freed, whichever is later), summed, over W.
// Nothing the gate does can finish before that.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../lib/service/index.js';
import { median } from './action.mjs';
import { startBenchSite } from './site.mjs';

const root = new URL('../', import.meta.url).pathname;
const KEY = 'bench-speed-key';
const PAGES = 100;
/** Where pa11y-ci may be installed (`npm install pa11y-ci` there); the bench never installs it. */
const PA11Y_DIR = process.env.PAGEGATE_BENCH_PA11Y_DIR ?? join(tmpdir(), 'pa11y-scratch');

function timed(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ seconds: (performance.now() - started) / 1000, code, stderr }));
  });
}

/** The service's own busy time over its workers: created_at/completed_at replayed in queue order. */
export function idealSeconds(reports, workers) {
  const free = Array(workers).fill(0);
  let busy = 0;
  const ordered = [...reports].sort((a, b) => a.created - b.created);
  for (const report of ordered) {
    const worker = free.indexOf(Math.min(...free));
    const start = Math.max(report.created, free[worker]);
    busy += Math.max(0, report.completed - start);
    free[worker] = report.completed;
  }
  return busy / 1000 / workers;
}

async function reportTimes(service, keys) {
  const headers = { authorization: `Bearer ${KEY}` };
  return Promise.all(keys.map(async (key) => {
    const { report } = await (await fetch(`${service.url}/reports/${key}`, { headers })).json();
    return { created: Date.parse(report.created_at), completed: Date.parse(report.completed_at) };
  }));
}

async function gateRun(service, urls, dir, extra = []) {
  const urlsFile = join(dir, 'urls.txt');
  const resultsFile = join(dir, `results-${Date.now()}.json`);
  await writeFile(urlsFile, urls.join('\n'));
  const run = await timed(process.execPath, [join(root, 'dist/cli.js'), 'check', '--api-url', service.url, '--api-key', KEY, '--urls-file', urlsFile, '--max-urls', String(urls.length), '--results-file', resultsFile, ...extra]);
  if (run.code !== 0 && run.code !== 1) throw new Error(`pagegate check exited ${run.code}: ${run.stderr}`);
  const results = JSON.parse(await readFile(resultsFile, 'utf8'));
  const errors = results.pages.filter((page) => page.verdict === 'error');
  if (errors.length > 0) throw new Error(`${errors.length} pages errored, first: ${JSON.stringify(errors[0].error)}`);
  return { seconds: run.seconds, keys: results.pages.map((page) => page.key) };
}

async function againstIdeal(row, site, dir, { name, workers, render, target, wallTarget }) {
  const service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, workers, keys: { [KEY]: 'agency' }, ...(render ? {} : { chromium: false }) });
  try {
    if (render && !service.browser) {
      row(name, 'no browser', `<= ${target}`, false, 'install chromium-headless-shell or set PAGEGATE_CHROMIUM');
      return null;
    }
    // The service is running and warm (its browser started, its worker threads up): the first gate is not measured.
    await gateRun(service, site.urls(4).map((url) => `${url}?warm`), dir, render ? ['--render', 'true'] : []);
    const run = await gateRun(service, site.urls(PAGES), dir, render ? ['--render', 'true'] : []);
    const ideal = idealSeconds(await reportTimes(service, run.keys), workers);
    const ratio = run.seconds / ideal;
    const pass = ratio <= target && (wallTarget === undefined || run.seconds <= wallTarget);
    const targetText = `<= ${target}${wallTarget === undefined ? '' : ` and wall <= ${wallTarget} s`}`;
    row(name, ratio.toFixed(2), targetText, pass, `wall ${run.seconds.toFixed(2)} s (CLI start included) vs ideal ${ideal.toFixed(2)} s: the service's analysis time over ${workers} workers`);
    return { seconds: run.seconds, browser: service.browser };
  } finally {
    await service.close();
  }
}

async function pa11yRow(row, site, dir, pagegate) {
  const bin = join(PA11Y_DIR, 'node_modules/.bin/pa11y-ci');
  const name = `pagegate render / pa11y-ci, ${PAGES} pages`;
  if (!pagegate) return;
  if (!existsSync(bin)) {
    row(name, 'skipped', 'recorded', true, `pa11y-ci is not installed in ${PA11Y_DIR} (PAGEGATE_BENCH_PA11Y_DIR; npm install pa11y-ci there, PUPPETEER_SKIP_DOWNLOAD=1)`);
    return;
  }
  const config = join(dir, 'pa11y.json');
  const chromeLaunchConfig = { executablePath: pagegate.browser.path, args: ['--no-sandbox'] };
  await writeFile(config, JSON.stringify({ defaults: { chromeLaunchConfig, timeout: 60_000 }, urls: site.urls(PAGES) }));
  const run = await timed(bin, ['--config', config], { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' });
  if (run.code !== 0 && run.code !== 2) {
    row(name, 'failed', 'recorded', false, `pa11y-ci exited ${run.code}: ${run.stderr.trim().split('\n').at(-1)}`);
    return;
  }
  const ratio = pagegate.seconds / run.seconds;
  row(name, ratio.toFixed(2), '< 1', ratio < 1, `pagegate ${pagegate.seconds.toFixed(1)} s (2 service workers) vs pa11y-ci ${run.seconds.toFixed(1)} s (its defaults, same browser, same pages)`);
}

async function versionRow(row) {
  const samples = { version: [], node: [] };
  // Interleaved, so both see the same load on the machine.
  for (let i = 0; i < 10; i++) {
    samples.node.push((await timed(process.execPath, ['-e', '0'])).seconds);
    samples.version.push((await timed(process.execPath, [join(root, 'dist/cli.js'), '--version'])).seconds);
  }
  const ratio = median(samples.version) / median(samples.node);
  row('pagegate --version / node -e 0 (medians of 10)', ratio.toFixed(2), '<= 1.5', ratio <= 1.5, `${(median(samples.version) * 1000).toFixed(0)} ms vs ${(median(samples.node) * 1000).toFixed(0)} ms`);
}

export async function speed(row) {
  await versionRow(row);
  const site = await startBenchSite();
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-speed-'));
  try {
    await againstIdeal(row, site, dir, { name: `${PAGES} fetched pages, 4 workers: wall / ideal`, workers: 4, render: false, target: 1.5, wallTarget: 3 });
    const rendered = await againstIdeal(row, site, dir, { name: `${PAGES} rendered pages, 2 workers: wall / ideal`, workers: 2, render: true, target: 1.3 });
    await pa11yRow(row, site, dir, rendered);
  } finally {
    await site.close();
  }
}
