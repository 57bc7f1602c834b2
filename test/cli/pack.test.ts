/**
 * The npm package is the CLI: packed, installed offline into an empty directory (nothing but the
 * tarball: it has no runtime dependencies), `npx pagegate` runs there, and `npx pagegate check`
 * gates a loopback site with no service at all: the reference service runs in-process from the
 * installed package.
 * It packs the package root around this run's bundle of the source, so it tests what the source packs to;
 * dist/ itself is only checked by `npm run check-dist`.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { bundledPackage } from '../setup/bundled.js';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
// The bin's `#!/usr/bin/env node` and npx find this Node (24) first, as on a machine that has only it.
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };

let dir = '';
let app = '';
let tarball = '';
let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
  dir = await mkdtemp(join(tmpdir(), 'pagegate-pack-'));
  app = join(dir, 'app');
  await mkdir(app);
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: bundledPackage(), env });
  tarball = join(dir, stdout.trim().split('\n').at(-1) ?? '');
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--prefix', app, tarball], { env });
}, 120_000);
afterAll(() => site.close());

it('installs with no dependencies beside itself', async () => {
  const lock = JSON.parse(await readFile(join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  expect(Object.keys(lock.packages).sort()).toEqual(['', 'node_modules/pagegate']);
});

it('runs no script of its own when installed (no preinstall, install, postinstall or prepare)', async () => {
  const installed = JSON.parse(await readFile(join(app, 'node_modules/pagegate/package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const lifecycle = ['preinstall', 'install', 'postinstall', 'prepare'];
  expect(Object.keys(installed.scripts ?? {}).filter((name) => lifecycle.includes(name))).toEqual([]);
  const { stdout } = await run('tar', ['-tzf', tarball], { env });
  expect(stdout.split('\n').filter((name) => name.startsWith('package/scripts/'))).toEqual([]);
});

it('npx pagegate --help runs from the installed package', async () => {
  const help = await run('npx', ['--offline', 'pagegate', '--help'], { cwd: app, env });
  expect(help.stdout).toContain('pagegate: gate a deploy on page quality');
}, 60_000);

it('npx pagegate check gates a loopback site in-process, with no service and no key', async () => {
  await writeFile(join(app, 'pages.txt'), '/\n/pricing\n');
  const checked = await run(
    'npx',
    ['--offline', 'pagegate', 'check', '--site-url', site.origin, '--urls-file', 'pages.txt'],
    { cwd: app, env: { ...env, PAGEGATE_API_URL: '', PAGEGATE_API_KEY: '' } },
  );
  expect(checked.stderr).toMatch(/^analysing in-process \(reference service, \d+ workers?, /m);
  expect(checked.stdout).toMatch(/^pagegate: passed — 2 pages: 2 passed/m);
  expect(JSON.parse(await readFile(join(app, 'pagegate-results.json'), 'utf8'))).toMatchObject({ passed: true });
}, 60_000);

/** The shell block under `heading` of a page, one command a line (a trailing backslash joins lines). */
async function pageCommands(page: string, heading: string): Promise<string[]> {
  const text = await readFile(join(root, page), 'utf8');
  if (!text.includes(heading)) throw new Error(`${page} has no heading ${heading}`);
  const block = /```sh\n([\s\S]*?)```/.exec(text.slice(text.indexOf(heading)))?.[1] ?? '';
  return block
    .replaceAll('\\\n', ' ')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/**
 * Runs commands in a fresh directory as the README or a page of docs/ gives them, after its install line. Only the
 * package's source and the site's address differ: no registry here, and no dev server on 8080.
 */
async function runAsGiven(commands: string[]) {
  expect(commands[0]).toBe('npm install --save-dev pagegate');
  const fresh = await mkdtemp(join(tmpdir(), 'pagegate-readme-'));
  const script = [
    `npm install --offline --no-audit --no-fund --save-dev ${tarball}`,
    ...commands.slice(1).map((line) => line.replaceAll('http://127.0.0.1:8080', site.origin)),
  ].join('\n');
  return { fresh, ...(await run('bash', ['-euo', 'pipefail', '-c', script], { cwd: fresh, env })) };
}

it("the README's quick start works verbatim in a fresh directory, and its second run fails a regression", async () => {
  const commands = await pageCommands('README.md', '### From a terminal or another CI system');
  const ran = await runAsGiven(commands);
  expect(ran.stdout).toMatch(/^pagegate: passed — 2 pages: 2 passed/m);
  expect(ran.stdout).toMatch(
    /^baseline: no accepted state .*, so no page was compared with anything; this run passed/m,
  );
  expect(ran.stderr).toMatch(/^analysing in-process /m);
  // The same command again, no flag added, after a deploy that regresses /pricing: the first run set the baseline.
  site.deploy(2);
  try {
    const again = commands.at(-1)?.replaceAll('http://127.0.0.1:8080', site.origin) ?? '';
    const second = await run('bash', ['-euo', 'pipefail', '-c', again], { cwd: ran.fresh, env }).then(
      (done) => ({ ...done, code: 0 }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(second.code, second.stderr).toBe(1);
    expect(second.stdout).toMatch(/^pagegate: failed — 2 pages: 1 passed, 1 failed/m);
    expect(second.stdout).toMatch(/pricing.*images\.alt/);
  } finally {
    site.deploy(1);
  }
}, 90_000);

it("docs/workflows.md's in-process CLI lines work verbatim in a fresh directory", async () => {
  const commands = await pageCommands('docs/workflows.md', '## The CLI, locally and in other CI systems');
  // A hosted service's line needs that service; `serve` runs until stopped (test/cli covers both).
  const ran = await runAsGiven(commands.filter((line) => !/--api-url|pagegate serve/.test(line)));
  expect(ran.stdout).toMatch(/^crawled 3 pages of 127\.0\.0\.1: average score \d+/m);
  expect(JSON.parse(await readFile(join(ran.fresh, 'results.json'), 'utf8'))).toMatchObject({ passed: true });
  expect(await readFile(join(ran.fresh, 'gate.md'), 'utf8')).toMatch(/^\*\*pagegate: passed\*\*/);
}, 90_000);
