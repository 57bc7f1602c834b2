/**
 * The one safe writer: every file pagegate writes (results file, accepted state, `merge -o`,
 * `--markdown`) replaces only a regular file or nothing, and keeps the mode of the file it replaces.
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, readdir, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accept } from '../../src/cli/accepted.js';
import { merge } from '../../src/cli/merge.js';
import { ConfigError } from '../../src/errors.js';
import { writeFileSafely } from '../../src/io/safe-write.js';
import { page, results } from '../report/fixtures.js';

const directory = () => mkdtemp(join(tmpdir(), 'pagegate-safe-write-'));

/** The kinds of path a write must refuse, each with what is said, and what must stay as it was. */
async function refusedTargets(dir: string) {
  const target = join(dir, 'target.txt');
  await writeFile(target, 'keep me');
  const link = join(dir, 'link');
  await symlink(target, link);
  const fifo = join(dir, 'fifo');
  execFileSync('mkfifo', [fifo]);
  const existingDir = join(dir, 'dir');
  await mkdir(existingDir);
  return {
    target,
    cases: [
      ['a link', link, 'not a regular file but a symbolic link'],
      ['a FIFO', fifo, 'not a regular file but a FIFO'],
      ['a directory', existingDir, 'not a regular file but a directory'],
      ['a directory path', `${existingDir}/`, 'a directory path; name a file'],
    ] as const,
  };
}

describe('writeFileSafely', () => {
  it('refuses a link, a FIFO and a directory in one line each, writing nothing through them', async () => {
    const dir = await directory();
    const { target, cases } = await refusedTargets(dir);
    for (const [, path, said] of cases) await expect(writeFileSafely(path, 'new')).rejects.toThrow(said);
    expect(await readFile(target, 'utf8')).toBe('keep me');
    expect(await readdir(join(dir, 'dir'))).toEqual([]);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('replaces a regular file, keeping its mode (0600 stays 0600)', async () => {
    const path = join(await directory(), 'state.json');
    await writeFile(path, 'old');
    await chmod(path, 0o600);
    await writeFileSafely(path, 'new');
    expect(await readFile(path, 'utf8')).toBe('new');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });
});

describe('pagegate merge -o', () => {
  it.each(['a link', 'a FIFO', 'a directory', 'a directory path'])(
    'refuses %s with one line naming it',
    async (kind) => {
      const dir = await directory();
      const { target, cases } = await refusedTargets(dir);
      const [, path, said] = cases.find(([name]) => name === kind) ?? ['', '', ''];
      const part = join(dir, 'part.json');
      await writeFile(part, JSON.stringify(results([page()])));
      const merged = merge([part, '-o', path], () => undefined);
      await expect(merged).rejects.toBeInstanceOf(ConfigError);
      await expect(merged).rejects.toThrow(`pagegate merge: --output: cannot write "${path}" (${said})`);
      expect(await readFile(target, 'utf8')).toBe('keep me');
    },
  );
});

describe('pagegate accept', () => {
  it('keeps the mode of the state file it replaces', async () => {
    const dir = await directory();
    const state = join(dir, 'accepted.json');
    const snapshot = { key: 'k', score: 90, grade: 'A', issues: null, findings: [] };
    await writeFile(
      state,
      JSON.stringify({ version: 1, tag: 't', commit: null, savedAt: 'x', pages: { 'https://x.test/': snapshot } }),
    );
    await chmod(state, 0o600);
    const run = join(dir, 'results.json');
    await writeFile(run, JSON.stringify(results([page({ url: 'https://x.test/b' })])));
    const code = await accept(['--results-file', run, '--accepted-file', state], {
      stdout: () => undefined,
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    expect(Object.keys((JSON.parse(await readFile(state, 'utf8')) as { pages: object }).pages)).toHaveLength(2);
    expect((await stat(state)).mode & 0o777).toBe(0o600);
  });
});
