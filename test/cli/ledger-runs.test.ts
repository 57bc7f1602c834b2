/**
 * Runs of `pagegate check` through the bundle, in-process, that used to end green with a
 * regression deployed (issue 46): a second run with no flag added, a run that ran out of time
 * with fail-on-error false, a baseline-file of a failed run, a report job missing a shard.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { shardOf } from '../../src/gate/shard.js';
import { Results } from '../../src/model/results.js';
import { runCli } from './run-cli.js';

let site: FixtureSite;
let stub: Server;
let stubUrl = '';
/** /hang never answers, so only the run's timeout ends a page there. */
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  site = await startFixtureSite();
  stub = createServer((_request, response) => void hanging.push(response));
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  stub.closeAllConnections();
  await Promise.all([site.close(), new Promise((resolve) => stub.close(resolve))]);
});

const newDir = () => mkdtemp(join(tmpdir(), 'pagegate-ledger-'));
const check = (cwd: string, args: string[]) =>
  runCli(['check', '--site-url', site.origin, '--poll-interval', '0.1', ...args], { cwd });
const results = async (path: string) => Results.parse(JSON.parse(await readFile(path, 'utf8')));

describe('the CLI keeps an accepted state by default', () => {
  it('the second run of the same command fails a regression; the first says it compared nothing', async () => {
    const cwd = await newDir();
    site.deploy(1);
    try {
      const first = await check(cwd, ['--urls', '/\n/pricing']);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stderr).toMatch(
        /^baseline accepted: accepted-file \.pagegate\/accepted\.json does not exist yet .*this run sets the baseline/m,
      );
      expect(first.stdout).toMatch(
        /^baseline: no accepted state \(.*\), so no page was compared with anything; this run passed/m,
      );
      expect(JSON.parse(await readFile(join(cwd, '.pagegate', 'accepted.json'), 'utf8'))).toMatchObject({ version: 1 });

      site.deploy(2);
      const second = await check(cwd, ['--urls', '/\n/pricing']);
      expect(second.code, second.stderr).toBe(1);
      expect(second.stdout).toMatch(/^FAIL .*\/pricing .*images\.alt/m);
    } finally {
      site.deploy(1);
    }
  }, 60_000);

  it('--baseline none keeps no state, and --accepted-file keeps it elsewhere', async () => {
    const cwd = await newDir();
    const none = await check(cwd, ['--urls', '/', '--baseline', 'none']);
    expect(none.code, none.stderr).toBe(0);
    const elsewhere = await check(cwd, ['--urls', '/', '--accepted-file', 'state/gate.json']);
    expect(elsewhere.code, elsewhere.stderr).toBe(0);
    expect((await readdir(cwd)).sort()).toEqual(['pagegate-results.json', 'state']);
  }, 60_000);
});

describe('a run that could not finish', () => {
  it('--timeout with --fail-on-error false is exit 3 and leaves the state as it was', async () => {
    const cwd = await newDir();
    const first = await check(cwd, ['--urls', '/']);
    expect(first.code, first.stderr).toBe(0);
    const state = await readFile(join(cwd, '.pagegate', 'accepted.json'), 'utf8');
    const late = await check(cwd, [
      '--urls',
      `/\n${stubUrl}/hang`,
      '--timeout',
      '1',
      '--wait-for',
      '0',
      '--fail-on-error',
      'false',
    ]);
    expect(late.code, late.stderr).toBe(3);
    expect(late.stdout).toMatch(/error timeout: unfinished: the timeout ran out/);
    expect(await readFile(join(cwd, '.pagegate', 'accepted.json'), 'utf8')).toBe(state);
  }, 60_000);
});

describe('a baseline-file of a failed run', () => {
  it('is exit 2 naming the file, unless --baseline-file-pages passed leaves its failing pages out', async () => {
    const cwd = await newDir();
    site.deploy(2);
    try {
      const failed = await check(cwd, [
        '--urls',
        '/\n/pricing',
        '--baseline',
        'none',
        '--max-critical',
        '0',
        '--results-file',
        'run1.json',
      ]);
      expect(failed.code, failed.stderr).toBe(1);

      const refused = await check(cwd, ['--urls', '/\n/pricing', '--baseline-file', 'run1.json']);
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toMatch(
        /^pagegate: baseline-file run1\.json: its run failed, so its regressions would become the/m,
      );

      const chosen = await check(cwd, [
        '--urls',
        '/\n/pricing',
        '--baseline-file',
        'run1.json',
        '--baseline-file-pages',
        'passed',
        '--results-file',
        'run2.json',
      ]);
      expect(chosen.code, chosen.stderr).not.toBe(2);
      const pages = (await results(join(cwd, 'run2.json'))).pages;
      expect(pages.map((page) => [new URL(page.url).pathname, page.baseline !== null])).toEqual([
        ['/', true],
        ['/pricing', false],
      ]);
    } finally {
      site.deploy(1);
    }
  }, 60_000);
});

describe('a report job missing a shard', () => {
  it('is exit 3 naming the shard whose results are missing', async () => {
    const cwd = await newDir();
    const paths = ['/', '/pricing', '/blog/hello'];
    for (let i = 1; new Set(paths.map((p) => shardOf(new URL(p, site.origin).href, 2))).size < 2; i++)
      paths.push(`/gone-${i}`);
    for (const shard of [1, 2]) {
      const analyzed = await check(cwd, [
        '--urls',
        paths.join('\n'),
        '--mode',
        'analyze',
        '--shard',
        `${shard}/2`,
        '--wait-for',
        '0',
        '--baseline',
        'none',
        '--results-file',
        `shard-${shard}.json`,
      ]);
      expect(analyzed.code, analyzed.stderr).toBe(0);
      expect((await results(join(cwd, `shard-${shard}.json`))).shard).toEqual({ index: shard, count: 2 });
    }
    await rm(join(cwd, 'shard-1.json'));
    const report = await runCli(['check', '--mode', 'report', '--results-files', 'shard-*.json'], { cwd });
    expect(report.code, report.stderr).toBe(3);
    expect(report.stderr).toMatch(
      /results-files: no results of shard 1\/2 among the files "shard-\*\.json" matched \(found 2\/2\)/,
    );
  }, 60_000);
});

describe('two runs at once on one accepted file', () => {
  it("the later writer never saves its older analysis over the other's fix: its return fails", async () => {
    const cwd = await newDir();
    // A page held until released: run A waits on it while run B fixes and saves.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const home = await (await fetch(`${site.origin}/`)).text();
    const held = createServer((_request, response) => {
      void released.then(() => response.writeHead(200, { 'content-type': 'text/html' }).end(home));
    });
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    const heldUrl = `http://127.0.0.1:${(held.address() as AddressInfo).port}/held`;
    site.deploy(2);
    try {
      const accepted = await check(cwd, ['--urls', '/pricing']);
      expect(accepted.code, accepted.stderr).toBe(0);

      // A analyses /pricing with the regression still accepted, then waits on the held page.
      let analysed: () => void = () => undefined;
      const pricingDone = new Promise<void>((resolve) => (analysed = resolve));
      const runA = runCli(
        ['check', '--urls', `${site.origin}/pricing\n${heldUrl}`, '--wait-for', '0', '--poll-interval', '0.1'],
        { cwd, onStdout: (text) => (/^PASS .*\/pricing/m.test(text) ? analysed() : undefined) },
      );
      await pricingDone;
      site.deploy(3);
      const runB = await check(cwd, ['--urls', '/pricing']);
      expect(runB.code, runB.stderr).toBe(0);
      release();
      const a = await runA;
      expect(a.code, a.stderr).toBe(0);
      expect(a.stderr).toMatch(/accepted state not saved: another run saved it meanwhile with newer analyses of /);

      site.deploy(2);
      const returned = await check(cwd, ['--urls', '/pricing']);
      expect(returned.code, returned.stderr).toBe(1);
      expect(returned.stdout).toMatch(/^FAIL .*\/pricing .*images\.alt/m);
    } finally {
      release();
      held.closeAllConnections();
      await new Promise((resolve) => held.close(resolve));
      site.deploy(1);
    }
  }, 120_000);
});
