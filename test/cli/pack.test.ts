/**
 * The npm package is the CLI: packed and installed elsewhere, `pagegate --help` works with nothing else fetched.
 * It packs the package root around this run's bundle of the source (package.json's files: dist, action.yml,
 * README.md), so it tests what the source packs to; dist/ itself is only checked by `npm run check-dist`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { bundledPackage } from '../setup/bundled.js';

const run = promisify(execFile);

it('npm pack produces a package whose pagegate bin runs', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-pack-'));
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: bundledPackage() });
  const tarball = join(dir, stdout.trim().split('\n').at(-1) ?? '');
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--prefix', join(dir, 'app'), tarball]);
  const help = await run(join(dir, 'app', 'node_modules', '.bin', 'pagegate'), ['--help']);
  expect(help.stdout).toContain('pagegate: gate a deploy on page quality');
}, 60_000);
