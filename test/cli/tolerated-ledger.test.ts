/**
 * The accepted state as a ledger, through the bundled CLI against the reference service: what a
 * run tolerated (a waiver, a check off or at warn, fail-on-regression below a finding) and what
 * `pagegate accept` took from a run with waived or ignored findings is stored as tolerated, so the
 * plain run after it is red; a found config file never overrides a flag given (issue 46, 8 and 9).
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { Results } from '../../src/model/results.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { runCli } from './run-cli.js';

const KEY = 'cli-tolerated-ledger-key-7a41';
let site: FixtureSite;
let service: RunningService;
let dir: string;

beforeAll(async () => {
  [site, service, dir] = await Promise.all([
    startFixtureSite(),
    startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } }),
    mkdtemp(join(tmpdir(), 'pagegate-cli-tolerated-')),
  ]);
});
afterAll(async () => {
  await Promise.all([service?.close(), site?.close()]);
});

let runs = 0;

/** One gate run of /pricing with the given accepted-file, from `cwd` (where a config file is found). */
async function check(state: string, args: string[] = [], cwd = dir) {
  const resultsFile = join(dir, `results-${++runs}.json`);
  const run = await runCli(
    [
      'check',
      '/pricing',
      '--site-url',
      site.origin,
      '--poll-interval',
      '0.1',
      '--accepted-file',
      state,
      '--results-file',
      resultsFile,
      ...args,
    ],
    { env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY, RUNNER_TEMP: dir }, cwd },
  );
  const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
  return { ...run, resultsFile, page: results.pages[0] };
}

/** A fresh state holding release 1 of /pricing, and release 2 (images.alt and meta.description new) deployed. */
async function acceptedRelease1(name: string): Promise<string> {
  const state = join(dir, `${name}.json`);
  site.deploy(1);
  const first = await check(state);
  expect(first.code, first.stderr).toBe(0);
  site.deploy(2);
  return state;
}

async function configFile(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const reasons = (page: { reasons: string[] } | undefined) => page?.reasons ?? [];

describe('what a run tolerated is stored as tolerated: the plain run after it is red', () => {
  it.each([
    ['fail-on-regression none', ['--fail-on-regression', 'none']],
    ['fail-on-regression critical with images.alt at warn', ['--fail-on-regression', 'critical', '--config', 'warn']],
    ['ignore-checks', ['--ignore-checks', 'images.alt\nmeta.description']],
  ])(
    '%s',
    async (_name, args) => {
      const warn = await configFile('warn.yml', 'checks:\n  images.alt: warn\n');
      const state = await acceptedRelease1(`tolerated-${++runs}`);
      const tolerant = await check(
        state,
        args.map((arg) => (arg === 'warn' ? warn : arg)),
      );
      expect(tolerant.code, tolerant.stderr).toBe(0);
      expect(tolerant.stderr).toContain('accepted state saved');
      const plain = await check(state);
      expect(plain.code, plain.stderr).toBe(1);
      expect(reasons(plain.page).sort()).toEqual([
        'new critical finding images.alt',
        'new recommended finding meta.description',
      ]);
    },
    60_000,
  );
});

describe('pagegate accept honours waivers and ignored checks', () => {
  it('a finding waived in the run accepted is new again once the waiver is gone', async () => {
    const state = await acceptedRelease1('accept-waived');
    const waiver = await configFile(
      'waiver.yml',
      `waivers:\n  - check: images.alt\n    reason: new plans picture\n    expires: ${inDays(30)}\n`,
    );
    const red = await check(state, ['--config', waiver]);
    expect(red.code, red.stderr).toBe(1);
    expect(reasons(red.page)).toEqual(['new recommended finding meta.description']);
    const accepted = await runCli(['accept', '--results-file', red.resultsFile, '--accepted-file', state], {
      cwd: dir,
    });
    expect(accepted.code, accepted.stderr).toBe(0);
    const after = await check(state);
    expect(after.code, after.stderr).toBe(1);
    expect(reasons(after.page)).toEqual(['new critical finding images.alt']);
  }, 60_000);

  it('a check ignored by the config file or --ignore-checks stays out of the accepted findings', async () => {
    for (const args of [
      ['--ignore-checks', 'meta.*'],
      ['--config', await configFile('off.yml', 'checks:\n  meta.*: off\n')],
    ]) {
      const state = await acceptedRelease1(`accept-ignored-${++runs}`);
      const red = await check(state, args);
      expect(reasons(red.page)).toEqual(['new critical finding images.alt']);
      const accepted = await runCli(['accept', '--results-file', red.resultsFile, '--accepted-file', state, ...args], {
        cwd: dir,
      });
      expect(accepted.code, accepted.stderr).toBe(0);
      const after = await check(state);
      expect(after.code, after.stderr).toBe(1);
      expect(reasons(after.page)).toEqual(['new recommended finding meta.description']);
    }
  }, 90_000);
});

describe('a found config file never overrides a flag given', () => {
  it('--fail-on-regression wins over .github/pagegate.yml; the run names the file and its settings', async () => {
    const cwd = join(dir, 'checkout');
    await mkdir(join(cwd, '.github'), { recursive: true });
    await writeFile(join(cwd, '.github', 'pagegate.yml'), 'fail-on-regression: none\nmin-score: 50\n');
    const state = await acceptedRelease1('found-config');
    const run = await check(state, ['--fail-on-regression', 'critical'], cwd);
    expect(run.code, run.stderr).toBe(1);
    expect(reasons(run.page)).toEqual(['new critical finding images.alt']);
    expect(run.stderr).toContain('config-file: read .github/pagegate.yml (found in the working directory');
    expect(run.stderr).toContain('took min-score 50');
    expect(run.stderr).not.toContain('took fail-on-regression');
  }, 60_000);
});
