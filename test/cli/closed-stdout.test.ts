/**
 * `pagegate check … | head -1`: the reader of stdout leaves before the run ends. The bundled CLI
 * drops the rest of its output without a stack trace, and exits with the verdict's code.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { bundled } from '../setup/bundled.js';

let site: FixtureSite;
/** Where the runs write their results file. */
let dir = '';
beforeAll(async () => {
  site = await startFixtureSite();
  dir = await mkdtemp(join(tmpdir(), 'pagegate-closed-'));
});
afterAll(async () => {
  await Promise.all([site.close(), rm(dir, { recursive: true, force: true })]);
});

/** Runs the CLI with its stdout pipe closed by the reader before anything is written. */
async function withClosedStdout(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [bundled('cli.js'), ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stderr };
}

describe('a closed stdout', () => {
  it.each([
    ['passes', [], 0],
    ['fails', ['--min-score', '100'], 1],
  ])(
    'ends a run that %s quietly, with the verdict as its exit code',
    async (_, extra, code) => {
      const run = await withClosedStdout(['check', '--site-url', site.origin, '--urls', '/', ...extra]);
      expect(run.stderr).not.toMatch(/EPIPE|\n\s+at /);
      expect(run.code, run.stderr).toBe(code);
    },
    60_000,
  );
});
