// The action's memory over large runs: dist/index.js as a runner starts it, against a stub service
// whose every page has a 50-finding baseline and a cached 50-finding report (2 new, 2 resolved), so
// the run measures the action alone. Peak RSS is the process's own (resourceUsage().maxRSS at exit);
// during a run, /proc's VmHWM (the peak so far) is read when the stub answers the Nth page.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { renderComment, renderSummary } from '../lib/report/markdown.js';
import { actionEnv, listen, MAXRSS_HOOK, median } from './action.mjs';

const root = new URL('../', import.meta.url).pathname;

/** `long`: about 150 characters of evidence, as real pages give (the run that measured 917 MB at 5,000 pages). */
function finding(page, k, evidence, critical = (n) => n % 5 === 0) {
  const markup = evidence === 'long'
    ? `<img src="/assets/images/catalogue/2026/page-${page}/gallery/photo-${k}-large.jpg" class="gallery-item lazyload" loading="lazy" width="800">`
    : `<img src="/i/${page}-${k}.png">`;
  return { check: 'images.alt', severity: critical(k) ? 'critical' : 'recommended', result: 'warn', message: 'Image has no alt text.', evidence: markup, remediation: 'Describe the image in an alt attribute.', impact: 8, effort: 2 };
}

const json = (res, status, body) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

function report(key, url, score, findings) {
  return { report: { status: 'complete', key, url, title: `Page ${key}`, score, grade: score >= 90 ? 'A' : 'C', word_count: 300, issues: { critical: 10, recommended: 40, optional: 0, passed: 5 }, findings } };
}

/**
 * The stub: `onPage(n)` is called as it answers the n-th page's POST. `issueShape`: the pages the
 * issue measured: 7 critical findings of 50, and each POST queued (202), its report read on the
 * first poll, as a service answers a page it has not analysed yet.
 */
function stubService(evidence, onPage, issueShape = false) {
  // The path's last segment: a page analysed fresh (`fresh: auto`, the default) carries a query.
  const pageNumber = (url) => Number(new URL(url).pathname.split('/').pop());
  const critical = issueShape ? (k) => k % 7 === 0 && k < 49 : undefined;
  const findings = (n, shift) => Array.from({ length: 50 }, (_, k) => finding(k < shift ? n + 10_000 : n, k, evidence, critical));
  const queued = new Map();
  let posts = 0;
  return listen((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const target = new URL(req.url, 'http://x');
      if (target.pathname.endsWith('/reports/lookup')) {
        const page = target.searchParams.get('url');
        return json(res, 200, { report: { key: `b${pageNumber(page)}`, url: page, score: 80, grade: 'B', last_run_at: '2026-11-22T08:00:00Z' } });
      }
      const baseline = /\/reports\/b(\d+)$/.exec(target.pathname);
      if (baseline) return json(res, 200, report(`b${baseline[1]}`, `http://127.0.0.1/p/${baseline[1]}`, 80, findings(Number(baseline[1]), 0)));
      const polled = /\/reports\/(q\d+)$/.exec(target.pathname);
      if (polled && queued.has(polled[1])) {
        const page = queued.get(polled[1]);
        queued.delete(polled[1]);
        return json(res, 200, report(polled[1], page, 78, findings(pageNumber(page), 2)));
      }
      if (req.method === 'POST') {
        const page = JSON.parse(body).url;
        onPage?.(++posts);
        if (!issueShape) return json(res, 200, report(`k${pageNumber(page)}`, page, 78, findings(pageNumber(page), 2)));
        const key = `q${posts}`;
        queued.set(key, page);
        return json(res, 202, { status: 'queued', key, url: page, poll: `http://${req.headers.host}/api/v1/reports/${key}` });
      }
      json(res, 200, { reports: [] });
    });
  });
}

/** Peak so far of a running process's resident memory, in MB. */
function peakSoFar(pid) {
  const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** The bundled action with these inputs; its peak RSS, and the peaks so far the stub asked for along the way. */
async function runAction(dir, url, inputs, samplesAt = [], evidence = 'short', issueShape = false) {
  const samples = new Map();
  let child;
  const { server, url: apiUrl } = await stubService(evidence, (n) => {
    if (samplesAt.includes(n)) samples.set(n, peakSoFar(child.pid));
  }, issueShape);
  child = spawn(process.execPath, ['--import', MAXRSS_HOOK, join(root, 'dist/index.js')], {
    env: { ...actionEnv(dir, { 'api-url': url ?? apiUrl, 'api-key': 'k', concurrency: '16', 'min-score': '50', comment: 'never', ...inputs }), GITHUB_WORKSPACE: dir, },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const code = await new Promise((resolve) => child.on('close', resolve));
  server.close();
  const rssMb = Number(/maxrss=(\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
  return { rssMb, samples, code };
}

async function urlsFile(dir, pages) {
  const path = join(dir, 'urls.txt');
  await writeFile(path, Array.from({ length: pages }, (_, i) => `http://127.0.0.1/p/${i + 1}`).join('\n'));
  return path;
}

export async function bigRun(row) {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-bench-'));
  await Promise.all([writeFile(join(dir, 'out'), ''), writeFile(join(dir, 'summary'), '')]);
  const resultsFile = join(dir, 'results.json');
  const { rssMb } = await runAction(dir, null, { 'urls-file': await urlsFile(dir, 1000), 'max-urls': '1000', 'results-file': resultsFile });
  row('1000 URLs x 50 findings (2 regressed each): peak RSS', `${rssMb.toFixed(0)} MB`, '<= 150 MB', rssMb <= 150);

  const results = JSON.parse(await readFile(resultsFile, 'utf8'));
  const input = { results, thresholds: { 'min-score': '50' }, run: { name: 'bench', resultsFile, tag: 'bench' } };
  const samples = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    renderSummary(input);
    renderComment(input);
    samples.push(performance.now() - started);
  }
  const ms = median(samples);
  const naiveStarted = performance.now();
  JSON.stringify(results, null, 2);
  const naiveMs = performance.now() - naiveStarted;
  row('render summary + comment, 1000 pages x 50 findings', `${ms.toFixed(0)} ms`, '<= 200 ms', ms <= 200, `${(ms / naiveMs).toFixed(1)}x the time of JSON.stringify of the same results`);
}

/**
 * The shapes the issue measured: 7 critical findings of 50 with long evidence, each page queued
 * then read, 1,000 pages that all fail in a gate, and 5,000 in `mode: analyze`.
 */
export async function failingRuns(row) {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-bench-'));
  await Promise.all([writeFile(join(dir, 'out'), ''), writeFile(join(dir, 'summary'), '')]);
  const gate = await runAction(dir, null, { 'urls-file': await urlsFile(dir, 1000), 'max-urls': '1000', 'results-file': join(dir, 'gate.json') }, [], 'long', true);
  row('1000 failing URLs x 50 findings (7 critical, long evidence), queued: peak RSS', `${gate.rssMb.toFixed(0)} MB`, '<= 150 MB', gate.rssMb <= 150 && gate.code === 1, `exit ${gate.code}`);
  const at = [1000, 2500, SCALE];
  const analyze = await runAction(dir, null, { mode: 'analyze', 'urls-file': await urlsFile(dir, SCALE), 'max-urls': String(SCALE), 'results-file': join(dir, 'analyze.json') }, at, 'long', true);
  row(`${SCALE} URLs x 50 findings (7 critical, long evidence), queued, mode analyze: peak RSS`, `${analyze.rssMb.toFixed(0)} MB`, '<= 200 MB', analyze.rssMb <= 200,
    `peak so far at ${at.map((n) => `${n}: ${analyze.samples.get(n)?.toFixed(0)} MB`).join(', ')}`);
}

const SCALE = 5000;
const SHARDS = 5;

/**
 * 5,000 pages with long evidence in one `mode: analyze` job, the peak so far at 1,000, 2,500 and
 * 5,000 pages and its slope; then a `mode: report` job merging five such shards (the first shard's
 * file with its URLs renamed: the same bytes the action writes).
 */
export async function scaleRun(row) {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-bench-'));
  await Promise.all([writeFile(join(dir, 'out'), ''), writeFile(join(dir, 'summary'), ''), mkdir(join(dir, 'shards'))]);
  const shard = join(dir, 'shards', '1.json');
  const at = [1000, 2500, SCALE];
  const analyze = await runAction(dir, null, { mode: 'analyze', 'urls-file': await urlsFile(dir, SCALE), 'max-urls': String(SCALE), 'results-file': shard }, at, 'long');
  const peaks = at.map((n) => analyze.samples.get(n));
  const slopeKb = ((peaks[2] - peaks[0]) * 1024) / (at[2] - at[0]);
  row(`${SCALE} URLs x 50 findings, mode analyze: peak RSS`, `${analyze.rssMb.toFixed(0)} MB`, '<= 200 MB', analyze.rssMb <= 200,
    `peak so far at ${at.map((n, i) => `${n}: ${peaks[i].toFixed(0)} MB`).join(', ')}; evidence about 150 characters a finding`);
  row(`${SCALE} URLs x 50 findings: growth from 1000 to ${SCALE} pages`, `${slopeKb.toFixed(1)} KB/page`, '<= 10 KB/page', slopeKb <= 10, 'holding every page whole grew by about 135 KB a page');

  for (let i = 2; i <= SHARDS; i++) await renamedShard(shard, join(dir, 'shards', `${i}.json`), `/s${i}/p/`);
  const merged = await runAction(dir, null, { mode: 'report', 'results-files': join(dir, 'shards', '*.json'), 'results-file': join(dir, 'merged.json') });
  row(`report job merging ${SHARDS} shards of ${SCALE} pages: peak RSS`, `${merged.rssMb.toFixed(0)} MB`, '<= 300 MB', merged.rssMb <= 300 && merged.code === 1, `exit ${merged.code} (every page has a new critical finding)`);
}

async function renamedShard(from, to, path) {
  const out = createWriteStream(to);
  for await (const line of createInterface({ input: createReadStream(from), crlfDelay: Infinity })) {
    if (!out.write(`${line.replaceAll('127.0.0.1/p/', `127.0.0.1${path}`)}\n`)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
}
