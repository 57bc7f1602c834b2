/**
 * Performance in crawl mode through the bundled CLI, in-process, against a loopback site whose
 * server holds a hero image back: `pagegate crawl --performance` shows every page's metrics, and
 * `pagegate check --crawl SITE-URL --performance` fails exactly the linked page whose hero came
 * late, with perf.lcp, while an identical re-crawl stays green. The delay only ever makes the load
 * later, far past LCP's noise floor, so a loaded machine cannot turn the verdicts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { describeRender } from '../service/render/with-browser.js';
import { noisyPng } from '../service/render/noisy-png.js';
import { runCli } from './run-cli.js';

const PNG = noisyPng(400, 300);
const LATE_MS = 3_000;
const TEXT = '<p>Text that paints first, long enough to be the first contentful paint of the page.</p>'.repeat(4);
const NAV = '<nav><a href="/">Home</a> <a href="/hero">Hero</a> <a href="/plain">Plain</a></nav>';

/** Deploy 2 holds /hero's image back: the page's LCP waits for it. */
function html(path: string, deploy: number): string | undefined {
  const body: Record<string, string> = {
    '/': '',
    '/plain': '',
    '/hero': `<img src="/hero-${deploy === 2 ? 'late' : 'now'}.png" width="400" height="300" alt="Hero">`,
  };
  if (body[path] === undefined) return undefined;
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width"><title>${path} of the crawled performance site</title></head>` +
    `<body>${NAV}<main><h1>Page ${path}</h1>${body[path]}${TEXT}</main></body></html>`
  );
}

let server: Server;
let origin: string;
let dir: string;
let deploy = 1;

function answer(request: IncomingMessage, response: ServerResponse): void {
  const path = new URL(request.url ?? '/', 'http://site').pathname;
  const page = html(path, deploy);
  if (page) return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  if (path.endsWith('.png')) {
    const send = () => void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    // However slow the machine, a held-back image never arrives sooner.
    return void (path.includes('-late') ? setTimeout(send, LATE_MS) : send());
  }
  response.writeHead(404).end();
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'pagegate-cli-crawl-performance-'));
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

let runs = 0;
async function gate() {
  const resultsFile = join(dir, `results-${++runs}.json`);
  const run = await runCli(
    [
      'check',
      '--crawl',
      `${origin}/`,
      '--performance',
      '--accepted-file',
      join(dir, 'accepted.json'),
      '--results-file',
      resultsFile,
    ],
    { env: { RUNNER_TEMP: dir } },
  );
  const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
  const byPath = new Map(results.pages.map((p) => [new URL(p.url).pathname, p]));
  return { ...run, results, byPath };
}

/** The checks that failed each page, by path; a passing page has none. */
const failingChecks = (byPath: Map<string, Results['pages'][number]>) =>
  Object.fromEntries(
    [...byPath].map(([path, p]) => [
      path,
      [...new Set(p.regressions.filter((r) => r.fails).map((r) => r.check))].sort(),
    ]),
  );

describeRender('performance in crawl mode through the bundled CLI', () => {
  it('pagegate crawl --performance measures every page it finds and shows its metrics', async () => {
    deploy = 1;
    const run = await runCli(['crawl', `${origin}/`, '--performance', '--performance-runs', '1'], {
      env: { RUNNER_TEMP: dir },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const lines = run.stdout.split('\n').filter((line) => /^(PASS|FAIL|ERROR) /.test(line));
    expect(lines.map((line) => new URL(line.split(' ')[1] ?? '').pathname).sort()).toEqual(['/', '/hero', '/plain']);
    for (const line of lines) expect(line).toMatch(/ {2}LCP [\d,]+ ms, CLS [\d.]+, TBT [\d,]+ ms, page weight /);
  }, 300_000);

  it('fails exactly the crawled page whose hero came late, with perf.lcp; an identical re-crawl passes', async () => {
    deploy = 1;
    const first = await gate();
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect([...first.byPath.keys()].sort()).toEqual(['/', '/hero', '/plain']);
    for (const p of first.results.pages) expect(p.metrics?.runs, p.url).toBe(3);

    const again = await gate();
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(failingChecks(again.byPath)).toEqual({ '/': [], '/hero': [], '/plain': [] });

    deploy = 2;
    const slow = await gate();
    expect(slow.code, slow.stdout + slow.stderr).toBe(1);
    expect(failingChecks(slow.byPath)).toEqual({ '/': [], '/hero': ['perf.lcp'], '/plain': [] });
    expect(slow.byPath.get('/hero')?.metrics?.lcp_ms?.median).toBeGreaterThanOrEqual(LATE_MS);
    // The page line shows the failing page's metrics beside the accepted ones.
    expect(slow.stdout).toMatch(/FAIL .*\/hero .*LCP [\d,]+ ms \(accepted [\d,]+ ms\)/);
  }, 600_000);
});
