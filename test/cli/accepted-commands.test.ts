/**
 * The accepted state of `--accepted-file` through the bundled CLI against the reference service:
 * a partial run merges into it, `accepted show|forget` and `accept` move it by hand, and a crawl
 * compares with it like every other mode.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { Results } from '../../src/model/results.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { runCli } from './run-cli.js';

const KEY = 'cli-accepted-commands-key-2d9e';
let site: FixtureSite;
let service: RunningService;
let dir: string;

beforeAll(async () => {
  [site, service, dir] = await Promise.all([
    startFixtureSite(),
    startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } }),
    mkdtemp(join(tmpdir(), 'pagegate-cli-accepted-commands-')),
  ]);
});
afterAll(async () => {
  await Promise.all([service?.close(), site?.close()]);
});

const env = () => ({ PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY, RUNNER_TEMP: dir });
let runs = 0;

/** One gate run on `args` with the given accepted-file; its exit code, output and results. */
async function check(acceptedFile: string, args: string[]) {
  const resultsFile = join(dir, `results-${++runs}.json`);
  const run = await runCli(
    [...args, '--poll-interval', '0.1', '--accepted-file', acceptedFile, '--results-file', resultsFile],
    { env: env() },
  );
  const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
  const pricing = results.pages.find((p) => new URL(p.url).pathname === '/pricing');
  return { ...run, resultsFile, results, pricing };
}
const pages = (args: string[]) => ['check', ...args, '--site-url', site.origin];
const statePages = async (file: string) =>
  Object.keys((JSON.parse(await readFile(file, 'utf8')) as { pages: object }).pages).map((u) => new URL(u).pathname);

const savedAt = async (file: string) => (JSON.parse(await readFile(file, 'utf8')) as { savedAt: string }).savedAt;

describe('the accepted state by hand and across partial runs', () => {
  it('a one-page run keeps the other pages; show lists them; forget drops them; accept takes a red run', async () => {
    const state = join(dir, 'state.json');
    site.deploy(1);
    const full = await check(state, pages(['/', '/pricing', '/blog/hello']));
    expect(full.code, full.stderr).toBe(0);
    const fullSavedAt = await savedAt(state);

    const partial = await check(state, pages(['/']));
    expect(partial.code, partial.stderr).toBe(0);
    expect(partial.stderr).toContain(`accepted state saved: accepted-file ${state} (1 page of this run, 2 kept)`);
    expect((await statePages(state)).sort()).toEqual(['/', '/blog/hello', '/pricing']);
    const partialSavedAt = await savedAt(state);

    const shown = await runCli(['accepted', 'show', '--accepted-file', state]);
    expect(shown.code, shown.stderr).toBe(0);
    const lines = shown.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^${state}: comment-tag "pagegate/check", saved \\S+ \\(no commit\\), 3 pages$`),
    );
    // Each page says when it was accepted: the two the one-page run kept keep the full run's time.
    const rows = lines.slice(1).map((line) => /^ {2}(\S+) {2}(\S+) {2}(\S+)$/.exec(line)?.slice(1) ?? [line]);
    const byPath = Object.fromEntries(rows.map(([at, mode, url]) => [new URL(url ?? '').pathname, { at, mode }]));
    expect(byPath).toEqual({
      '/': { at: partialSavedAt, mode: 'fetched' },
      '/blog/hello': { at: fullSavedAt, mode: 'fetched' },
      '/pricing': { at: fullSavedAt, mode: 'fetched' },
    });

    const forgot = await runCli(['accepted', 'forget', '/blog/*', '--accepted-file', state]);
    expect(forgot.code, forgot.stderr).toBe(0);
    expect(forgot.stdout).toBe(`${state}: forgot 1 page, 2 pages left\n`);
    expect((await statePages(state)).sort()).toEqual(['/', '/pricing']);
    const none = await runCli(['accepted', 'forget', '/nothing', '--accepted-file', state]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(`no page of ${state} matches "/nothing"`);

    site.deploy(2);
    const red = await check(state, pages(['/', '/pricing']));
    expect(red.code, red.stderr).toBe(1);
    expect(red.pricing?.reasons).toContain('new critical finding images.alt');
    const accepted = await runCli(['accept', '--results-file', red.resultsFile, '--accepted-file', state]);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stdout).toBe(`accepted state saved: accepted-file ${state} (2 pages of this run, 0 kept)\n`);
    const lived = await check(state, pages(['/', '/pricing']));
    expect(lived.code, lived.stderr).toBe(0);
    expect(lived.pricing).toMatchObject({ verdict: 'pass', regressions: [], baselineFrom: { kind: 'accepted' } });
  }, 60_000);

  it.each([
    [['accepted'], /give "show", or "forget"/],
    [['accepted', 'show'], /--accepted-file is required/],
    [['accepted', 'show', '--accepted-file', '/nonexistent/state.json'], /does not exist yet/],
    [['accept', '--accepted-file', 'x.json'], /--results-file is required/],
    [['accept', '--results-file', '/nonexistent/r.json', '--accepted-file', 'x.json'], /cannot read/],
    [['accepted', 'show', '--accepted-file', 'x', '--bogus'], /unknown flag --bogus/],
  ])('%j is a usage error (exit 2)', async (args, message) => {
    const run = await runCli(args, { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it.each([['accepted'], ['accept']])('pagegate %s --help exits 0 with its flags', async (command) => {
    const run = await runCli([command, '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/--accepted-file FILE/);
  });
});

describe('pagegate check --crawl latest --accepted-file', () => {
  const crawl = async () => {
    const run = await runCli(['crawl', `${site.origin}/`, '--max-pages', '5', '--wait'], { env: env() });
    expect(run.code, run.stderr).toBe(0);
  };

  it('compares with the accepted state: a second crawl with the page still broken fails again', async () => {
    const state = join(dir, 'crawl-state.json');
    const gate = () => check(state, ['check', '--crawl', 'latest']);
    site.deploy(1);
    await crawl();
    const first = await gate();
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(
      `baseline accepted: accepted-file ${state} does not exist yet (the first passing gate writes it); this ` +
        'run sets the baseline; no page is compared with an accepted state, only with the previous crawl where ' +
        'the service holds one',
    );
    site.deploy(2);
    await crawl();
    const broken = await gate();
    expect(broken.code, broken.stderr).toBe(1);
    expect(broken.pricing).toMatchObject({ verdict: 'fail', baselineFrom: { kind: 'accepted' } });
    await crawl();
    const stillBroken = await gate();
    expect(stillBroken.code, stillBroken.stderr).toBe(1);
    expect(stillBroken.pricing?.reasons).toContain('new critical finding images.alt');
    expect(stillBroken.pricing?.baseline?.key).toBe(first.pricing?.key);
  }, 60_000);
});
