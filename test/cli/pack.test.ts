/** The npm package is the CLI: packed and installed elsewhere, `pagegate --help` works with nothing else fetched. */
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

it('npm pack produces a package whose pagegate bin runs', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-pack-'));
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: root });
  const tarball = join(dir, stdout.trim().split('\n').at(-1) ?? '');
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--prefix', join(dir, 'app'), tarball]);
  const help = await run(join(dir, 'app', 'node_modules', '.bin', 'pagegate'), ['--help']);
  expect(help.stdout).toContain('pagegate: gate a deploy on page quality');
}, 60_000);
