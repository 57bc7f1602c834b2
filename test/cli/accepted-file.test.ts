/**
 * Scenario 8: the CLI's accepted state in `--accepted-file`, across the flows of a real pipeline
 * (deploy, re-run, next deploy, fix) against the reference service with its cache on. The file is
 * written only by a passing gate, and a failing one leaves it byte for byte as it was.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { Results } from '../../src/model/results.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { runCli } from './run-cli.js';

const KEY = 'cli-accepted-key-81f0';
let site: FixtureSite;
let service: RunningService;
let dir: string;

beforeAll(async () => {
  [site, service, dir] = await Promise.all([
    startFixtureSite(),
    startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 3600, keys: { [KEY]: 'pro' } }),
    mkdtemp(join(tmpdir(), 'pagegate-cli-accepted-')),
  ]);
});
afterAll(async () => {
  await Promise.all([service?.close(), site?.close()]);
});

const sha = (step: number) => String(step).repeat(7).padEnd(40, 'c');
const acceptedFile = () => join(dir, 'state', 'accepted.json');

/** One CI job: the commit it builds, the results it writes. */
async function check(step: number) {
  const resultsFile = join(dir, `results-${step}-${Date.now()}.json`);
  const args = [
    'check',
    '/',
    '/pricing',
    '--site-url',
    site.origin,
    '--poll-interval',
    '0.1',
    '--accepted-file',
    acceptedFile(),
    '--results-file',
    resultsFile,
  ];
  const run = await runCli(args, {
    env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY, GITHUB_SHA: sha(step) },
  });
  const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
  return { ...run, pricing: results.pages.find((p) => p.url.endsWith('/pricing')) };
}

const stateText = () => readFile(acceptedFile(), 'utf8');

describe('pagegate check --accepted-file', () => {
  it(
    'a re-run and the next deploy fail as the first failure did; the fix passes and moves the state; the file is ' +
      'never written by a failing run',
    async () => {
      site.deploy(1);
      const first = await check(1);
      expect(first.code, first.stderr).toBe(0);
      const accepted = await stateText();
      expect(JSON.parse(accepted)).toMatchObject({ version: 1, tag: 'pagegate/check', commit: sha(1) });

      site.deploy(2);
      const failed = await check(2);
      expect(failed.code, failed.stderr).toBe(1);
      expect(failed.pricing?.reasons).toContain('new critical finding images.alt');
      // The headline counts what failed apart from what is only listed.
      expect(failed.stdout + failed.stderr).toContain('· 2 regressions fail ·');
      expect(await stateText()).toBe(accepted);

      const rerun = await check(2);
      expect(rerun.code, rerun.stderr).toBe(1);
      expect(rerun.pricing?.regressions).toEqual(failed.pricing?.regressions);
      expect(await stateText()).toBe(accepted);

      const nextDeploy = await check(3);
      expect(nextDeploy.code, nextDeploy.stderr).toBe(1);
      expect(nextDeploy.pricing?.reasons).toContain('new critical finding images.alt');
      expect(await stateText()).toBe(accepted);

      site.deploy(3);
      const fixed = await check(4);
      expect(fixed.code, fixed.stderr).toBe(0);
      expect(JSON.parse(await stateText())).toMatchObject({ commit: sha(4) });

      site.deploy(2);
      const regressedAgain = await check(5);
      expect(regressedAgain.code, regressedAgain.stderr).toBe(1);
      expect(regressedAgain.pricing?.baseline?.key).toBe(fixed.pricing?.key);
      expect(await readdir(join(dir, 'state'))).toEqual(['accepted.json']);
    },
    60_000,
  );

  it('an accepted-file that is there but unreadable stops the run with exit 3 and is never saved over', async () => {
    const state = join(dir, 'unreadable.json');
    const unreadable = JSON.stringify({ version: 1, tag: 'pagegate/check', commit: null, savedAt: 'x', pages: [] });
    await writeFile(state, unreadable);
    site.deploy(1);
    const run = await runCli(
      ['check', '/', '--site-url', site.origin, '--poll-interval', '0.1', '--accepted-file', state],
      { env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY, RUNNER_TEMP: dir } },
    );
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain(`baseline accepted: accepted-file ${state}: "pages" is not an object`);
    expect(await readFile(state, 'utf8')).toBe(unreadable);
  });

  it('without --accepted-file keeps the state in .pagegate/accepted.json, and says the first run sets it', async () => {
    site.deploy(1);
    const cwd = await mkdtemp(join(tmpdir(), 'pagegate-cli-default-'));
    const run = await runCli(['check', '/blog/hello', '--site-url', site.origin, '--poll-interval', '0.1'], {
      env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY, RUNNER_TEMP: dir },
      cwd,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr.split('\n').filter((l) => l.includes('accepted'))).toEqual([
      'baseline accepted: accepted-file .pagegate/accepted.json does not exist yet (the first passing gate writes ' +
        'it); this run sets the baseline; no page is compared with an accepted state, only with its previous ' +
        'report where the service holds one',
      'accepted state saved: accepted-file .pagegate/accepted.json (1 page of this run, 0 kept)',
    ]);
    expect(JSON.parse(await readFile(join(cwd, '.pagegate', 'accepted.json'), 'utf8'))).toMatchObject({ version: 1 });
  });
});
