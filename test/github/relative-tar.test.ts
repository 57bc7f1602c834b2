/**
 * The tar a cache restore runs: the one the library would find on PATH, without -P, from a
 * directory of its own that is gone afterwards.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRelativeTar } from '../../src/github/relative-tar.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A directory (with a quote in its name) of tools that write their arguments, one a line, to `args`. */
async function tools(names: string[]): Promise<{ root: string; bin: string; args: string }> {
  const root = await mkdtemp(join(tmpdir(), 'pagegate-relative-tar-'));
  const bin = join(root, "it's bin");
  const args = join(root, 'args');
  await mkdir(bin);
  for (const name of names)
    await writeFile(join(bin, name), `#!/bin/sh\nprintf '%s\\n' "$0" "$@" > '${args}'\n`, { mode: 0o700 });
  return { root, bin, args };
}

describe('the tar of a cache restore', () => {
  it('is the tar on PATH, given every argument but -P as it was', async () => {
    const fake = await tools(['tar']);
    // A file named tar earlier on PATH that cannot run is passed over, as the library passes it over.
    const earlier = join(fake.root, 'earlier');
    await mkdir(earlier);
    await writeFile(join(earlier, 'tar'), 'not a program', { mode: 0o600 });
    vi.stubEnv('PATH', `${earlier}${delimiter}${fake.bin}`);
    const given = ['-xf', '/tmp/a b/cache.tzst', '-P', '-C', "it's", '--absolute-names', '', '$HOME', '*'];

    await withRelativeTar(fake.root, (path) => {
      execFileSync('tar', given, { env: { PATH: path } });
      return Promise.resolve();
    });

    const [ran, ...args] = (await readFile(fake.args, 'utf8')).split('\n').slice(0, -1);
    expect(ran).toBe(join(fake.bin, 'tar'));
    expect(args).toEqual(['-xf', '/tmp/a b/cache.tzst', '-C', "it's", '', '$HOME', '*']);
  });

  it.each([
    ['tar alone', ['tar'], ['tar']],
    ['gtar too, as on a Mac with GNU tar', ['gtar', 'tar'], ['gtar', 'tar']],
    ['nothing when there is no tar', [], []],
  ])('wraps %s', async (_, present, wrapped) => {
    const fake = await tools(present);
    vi.stubEnv('PATH', fake.bin);
    const listed = await withRelativeTar(fake.root, (path) => readdir(path.split(delimiter)[0] ?? ''));
    expect(listed.sort()).toEqual(wrapped);
  });

  it('comes first on PATH from a directory that is removed afterwards, also when the restore throws', async () => {
    const fake = await tools(['tar']);
    vi.stubEnv('PATH', fake.bin);
    const paths: string[] = [];
    await withRelativeTar(fake.root, (path) => Promise.resolve(paths.push(path)));
    await expect(
      withRelativeTar(fake.root, (path) => {
        paths.push(path);
        return Promise.reject(new Error('restore failed'));
      }),
    ).rejects.toThrow('restore failed');

    for (const path of paths) expect(path.split(delimiter).slice(1)).toEqual([fake.bin]);
    expect((await readdir(fake.root)).sort()).toEqual(["it's bin"]);
  });
});
