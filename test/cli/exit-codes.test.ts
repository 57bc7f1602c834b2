/**
 * `pagegate check` with no service, through the bundle of the source (cli.js): it analyses in-process, and
 * each exit code the CLI promises comes out of a run that earns it: 0 passed, 1 the gate failed
 * on a page (a 404 page is the page's failure), 2 usage or configuration, 3 the analysis could not
 * run (a rejected key, the run's timeout).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { Results } from '../../src/model/results.js';
import { runCli } from './run-cli.js';
import { bundled } from '../setup/bundled.js';

let site: FixtureSite;
let stub: Server;
let stubUrl = '';
let dir = '';
/** Answers every API request 401; and /hang never answers, so only the run's timeout ends it. */
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  site = await startFixtureSite();
  stub = createServer((request, response) => {
    if (request.url === '/hang') return void hanging.push(response);
    response
      .writeHead(401, { 'content-type': 'application/json' })
      .end('{"error":{"code":"unauthorized","message":"invalid API key"}}');
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'pagegate-exit-'));
  await writeFile(join(dir, 'pages.txt'), '/\n/pricing\n');
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  stub.closeAllConnections();
  await Promise.all([
    site.close(),
    new Promise((resolve) => stub.close(resolve)),
    rm(dir, { recursive: true, force: true }),
  ]);
});

const check = (args: string[]) => runCli(['check', ...args], { cwd: dir });

describe('pagegate check with no service', () => {
  it('exits 0 when every page passes, having said once that it analyses in-process', async () => {
    const run = await check(['--site-url', site.origin, '--urls-file', 'pages.txt']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr.match(/^analysing in-process \(reference service, \d+ workers?, .*\)$/gm)).toHaveLength(1);
    expect(run.stdout).toMatch(/^PASS http:\/\/127\.0\.0\.1:\d+\/ {2}score \d+/m);
    expect(run.stdout).toMatch(/^pagegate: passed — 2 pages: 2 passed/m);
    expect(run.stderr).not.toMatch(/stale|cache/);
  }, 30_000);

  it('exits 1 when a page answers 404: the page failed, not the analysis', async () => {
    const run = await check(['--site-url', site.origin, '--urls', '/\n/nope', '--wait-for', '1']);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^ERROR http:\/\/127\.0\.0\.1:\d+\/nope {2}error http_status: answered HTTP 404/m);
    expect(run.stdout).toMatch(/^pagegate: failed — /m);
  }, 30_000);

  it('exits 1 when the gate fails on a threshold', async () => {
    const run = await check(['--site-url', site.origin, '--urls', '/', '--min-score', '100']);
    expect(run.code, run.stderr).toBe(1);
  }, 30_000);

  it('--crawl site crawls site-url in-process and gates on its pages', async () => {
    const run = await check(['--site-url', site.origin, '--crawl', 'site', '--results-file', 'crawl.json']);
    expect(run.code, run.stderr).toBe(0);
    const results = Results.parse(JSON.parse(await readFile(join(dir, 'crawl.json'), 'utf8')));
    expect(results.crawl?.host).toBe('127.0.0.1');
    expect(results.pages.map((page) => new URL(page.url).pathname).sort()).toEqual(['/', '/blog/hello', '/pricing']);
  }, 30_000);
});

describe('pagegate crawl with no service', () => {
  it('crawls the site in-process to its end', async () => {
    const run = await runCli(['crawl', `${site.origin}/`], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^crawled 3 pages of 127\.0\.0\.1: average score \d+/m);
  }, 30_000);
});

describe('signals', () => {
  // SIGTERM: the service (and a browser) stopped, then the process ends at once. Ctrl-C: the run ends as stopped.
  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 3],
  ] as const)(
    '%s ends the run, the in-process service stopped, with exit %i',
    async (signal, exitCode) => {
      const cli = bundled('cli.js');
      const child = spawn(process.execPath, [cli, 'check', '--urls', `${stubUrl}/hang`, '--wait-for', '0'], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('analysing in-process')) child.kill(signal);
      });
      const [code, killedBy] = (await once(child, 'close')) as [number | null, string | null];
      expect({ code, killedBy }).toEqual({ code: exitCode, killedBy: null });
    },
    30_000,
  );
});

describe('exit codes', () => {
  it.each([
    ['a flag value that is not a number', ['--urls', '/', '--min-score', 'high']],
    ['a misspelt flag', ['--urls', '/', '--min-scor', '80']],
    ['a service URL without its key', ['--urls', '/', '--api-url', 'http://x/api/v1']],
    ['a boolean written as yes', ['--render', 'yes', '/']],
  ])('2: %s', async (_, args) => {
    const run = await check(['--site-url', site.origin, ...args]);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    if (args.includes('yes')) expect(run.stderr).toMatch(/render.*"yes" is not a boolean \(allowed: true/);
  });

  it('3: the service rejects the key', async () => {
    const run = await check([
      '--site-url',
      site.origin,
      '--urls',
      '/',
      '--api-url',
      `${stubUrl}/api/v1`,
      '--api-key',
      'k',
    ]);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toMatch(/401/);
  }, 30_000);

  it('3: the run’s timeout ends it with pages unfinished', async () => {
    const run = await check(['--urls', `${stubUrl}/hang`, '--timeout', '1', '--wait-for', '0']);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout).toMatch(/error timeout: unfinished: the timeout ran out/);
    expect(run.stdout).toMatch(/^pagegate: error — /m);
  }, 30_000);
});
