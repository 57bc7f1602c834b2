/**
 * The npm package is the CLI: packed, installed offline into an empty directory (nothing but the
 * tarball: it has no runtime dependencies), `npx pagegate` runs there, and `npx pagegate check`
 * gates a loopback site with no service at all: the reference service runs in-process from the
 * installed package.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
// The bin's `#!/usr/bin/env node` and npx find this Node (24) first, as on a machine that has only it.
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };

let dir = '';
let app = '';
let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
  dir = await mkdtemp(join(tmpdir(), 'pagegate-pack-'));
  app = join(dir, 'app');
  await mkdir(app);
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: root, env });
  const tarball = join(dir, stdout.trim().split('\n').at(-1) ?? '');
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--prefix', app, tarball], { env });
}, 120_000);
afterAll(() => site.close());

it('installs with no dependencies beside itself', async () => {
  const lock = JSON.parse(await readFile(join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  expect(Object.keys(lock.packages).sort()).toEqual(['', 'node_modules/pagegate']);
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
  expect(checked.stderr).toMatch(/^analysing in-process \(reference service, \d+ workers, /m);
  expect(checked.stdout).toMatch(/^pagegate: passed — 2 pages: 2 passed/m);
  expect(JSON.parse(await readFile(join(app, 'pagegate-results.json'), 'utf8'))).toMatchObject({ passed: true });
}, 60_000);
