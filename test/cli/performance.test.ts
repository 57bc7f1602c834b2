/**
 * `--performance` through the bundled CLI, in-process, against a loopback site whose server delays
 * resources: each metric moves and the gate fails exactly the page that moved it, with that check;
 * an identical redeploy stays green. Each change is far past its noise floor in the direction it
 * moves (a delay only ever makes a load later), so a loaded machine cannot turn the verdicts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { describeRender } from '../service/render/with-browser.js';
import { runCli } from './run-cli.js';
import { noisyPng } from '../service/render/noisy-png.js';

const PNG = noisyPng(400, 300);
const TEXT = '<p>Text that paints first, long enough to be the first contentful paint of the page.</p>'.repeat(4);
const LONG_TEXT = 'A paragraph that is larger on screen than the image that arrives late above it. '.repeat(28);
const page = (title: string, head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title} of the performance site</title>${head}</head>` +
  `<body><main><h1>${title}</h1>${body}${TEXT}</main></body></html>`;

/** Deploy 1 is fast everywhere; deploy 2 makes each page slow in one way, and /plain not at all. */
const PAGES: Record<string, (deploy: number) => string> = {
  '/plain': () => page('Plain', '', ''),
  // The hero arrives seconds late: LCP waits for it.
  '/hero': (deploy) =>
    page('Hero', '', `<img src="/hero-${deploy === 2 ? 'late' : 'now'}.png" width="400" height="300" alt="Hero">`),
  // An image without dimensions above the text, late: the text is painted, then pushed down.
  // The text is the largest element, so the late image moves the layout, not LCP.
  '/shift': (deploy) =>
    page('Shift', '', `${deploy === 2 ? '<img src="/shift-late.png" alt="Shift">' : ''}<p>${LONG_TEXT}</p>`),
  // 700 ms of script after the first paint.
  '/busy': (deploy) =>
    page(
      'Busy',
      '',
      deploy === 2
        ? '<script>requestAnimationFrame(() => setTimeout(() => { const end = Date.now() + 700; ' +
            'while (Date.now() < end) {} }, 0));</script>'
        : '',
    ),
  // 1.5 MB of script in the head, without async or defer.
  '/heavy': (deploy) => page('Heavy', deploy === 2 ? '<script src="/heavy.js"></script>' : '', ''),
};
const LATE_MS = 3_000;

let server: Server;
let origin: string;
let dir: string;
let deploy = 1;

function answer(request: IncomingMessage, response: ServerResponse): void {
  const path = new URL(request.url ?? '/', 'http://site').pathname;
  const html = PAGES[path];
  if (html) return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(deploy));
  if (path === '/heavy.js')
    return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(`/*${'x'.repeat(1_500_000)}*/`);
  if (path.endsWith('.png')) {
    const send = () => void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    // The server holds a late resource back: however slow the machine, it never arrives sooner.
    return void (path.includes('-late') ? setTimeout(send, LATE_MS) : send());
  }
  response.writeHead(404).end();
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'pagegate-cli-performance-'));
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

let runs = 0;
async function gate() {
  const resultsFile = join(dir, `results-${++runs}.json`);
  const args = ['check', ...Object.keys(PAGES), '--site-url', origin, '--performance', '--wait-for', '0'];
  const run = await runCli([...args, '--accepted-file', join(dir, 'accepted.json'), '--results-file', resultsFile], {
    env: { RUNNER_TEMP: dir },
  });
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

describeRender('--performance through the bundled CLI', () => {
  it('fails exactly the page whose metric moved, with that check; an identical redeploy stays green', async () => {
    deploy = 1;
    const first = await gate();
    expect(first.code, first.stdout + first.stderr).toBe(0);
    for (const p of first.results.pages) {
      expect(p.metrics?.runs, p.url).toBe(3);
      expect(p.render, p.url).toBe(true);
    }

    const again = await gate();
    expect(again.code, again.stdout + again.stderr).toBe(0);

    deploy = 2;
    const slow = await gate();
    expect(slow.code, slow.stdout + slow.stderr).toBe(1);
    expect(failingChecks(slow.byPath)).toEqual({
      '/plain': [],
      '/hero': ['perf.lcp'],
      '/shift': ['perf.cls'],
      '/busy': ['perf.tbt'],
      '/heavy': ['perf.page_weight', 'perf.render_blocking'],
    });
    const metric = (path: string, name: 'lcp_ms' | 'cls' | 'tbt_ms' | 'transfer_bytes') =>
      slow.byPath.get(path)?.metrics?.[name]?.median ?? Number.NaN;
    const before = (path: string, name: 'lcp_ms' | 'cls' | 'tbt_ms' | 'transfer_bytes') =>
      again.byPath.get(path)?.metrics?.[name]?.median ?? Number.NaN;
    expect(metric('/hero', 'lcp_ms')).toBeGreaterThanOrEqual(LATE_MS);
    expect(metric('/shift', 'cls')).toBeGreaterThan(before('/shift', 'cls') + 0.05);
    expect(metric('/busy', 'tbt_ms')).toBeGreaterThan(before('/busy', 'tbt_ms') + 300);
    expect(metric('/heavy', 'transfer_bytes')).toBeGreaterThan(before('/heavy', 'transfer_bytes') + 1_400_000);
    expect(slow.byPath.get('/heavy')?.metrics?.render_blocking).toEqual([`${origin}/heavy.js`]);
    // The page line shows a failing page's metrics beside the accepted ones.
    expect(slow.stdout).toMatch(/FAIL .*\/hero .*LCP [\d,]+ ms \(accepted [\d,]+ ms\)/);

    // The failed run moved nothing: the slow deploy stays red on a re-run.
    const rerun = await gate();
    expect(rerun.code, rerun.stdout + rerun.stderr).toBe(1);
  }, 600_000);
});
