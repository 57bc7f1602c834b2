/**
 * Numbered names are names, through the bundled CLI (in-process service, an accepted file): fixing
 * figure1.png's alt while adding figure2.png without one is a regression, and so is fixing the
 * link to #section1 while breaking one to #section2. A hash would have masked both.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { runCli } from './run-cli.js';

let release = 1;
const page = () =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  '<title>Guide of the figures test site</title>' +
  '<meta name="description" content="Guide: the one page of the figures test site, with numbered figures.">' +
  `</head><body><main><h1>Guide</h1><p>${'Words of the page. '.repeat(40)}</p>` +
  (release === 1
    ? '<img src="/figure1.png" width="10" height="10"><a href="#section1">First section</a>'
    : '<img src="/figure1.png" width="10" height="10" alt="Figure 1">' +
      '<img src="/figure2.png" width="10" height="10">' +
      '<h2 id="section1">One</h2><a href="#section1">First section</a><a href="#section2">Second section</a>') +
  '</main></body></html>';

let site: Server;
let origin: string;
let dir: string;
beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url?.endsWith('.png')) return void response.writeHead(200, { 'content-type': 'image/png' }).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'pagegate-numbered-'));
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  if (dir) await rm(dir, { recursive: true, force: true });
});

let runs = 0;
async function gate() {
  const resultsFile = join(dir, `results-${++runs}.json`);
  const args = ['check', '/guide', '--site-url', origin, '--wait-for', '0'];
  args.push('--accepted-file', join(dir, 'accepted.json'), '--results-file', resultsFile);
  const run = await runCli(args, { env: { RUNNER_TEMP: dir }, cwd: dir });
  const [result] = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8'))).pages;
  return { ...run, result };
}

it('figure1 fixed and figure2 added without alt, #section1 fixed and #section2 broken: both regress', async () => {
  const first = await gate();
  expect(first.code, first.stdout + first.stderr).toBe(0);
  const accepted = first.result?.findings?.map((f) => f.check) ?? [];
  expect(accepted).toContain('images.alt');

  release = 2;
  const second = await gate();
  expect(second.code, second.stdout).toBe(1);
  const regressions = (second.result?.regressions ?? []).map((r) => `${r.check} ${r.evidence}`);
  expect(regressions).toContainEqual(expect.stringMatching(/^images\.alt .*figure2\.png/));
  expect(second.result?.resolved.map((f) => `${f.check} ${f.evidence}`)).toContainEqual(
    expect.stringMatching(/^images\.alt .*figure1\.png/),
  );
  if (accepted.includes('links.fragment'))
    expect(regressions).toContainEqual(expect.stringMatching(/^links\.fragment .*#section2/));
}, 120_000);
