/**
 * The tar a cache restore runs: scripts named as the library looks tar up, that run the given
 * command with every argument as it was, from a directory of their own that is gone afterwards.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRestoreTar } from '../../src/github/restore-tar.js';

/** A program (with a quote in its path) that writes its arguments, one a line, to `args`. */
async function recorder(): Promise<{ root: string; program: string; args: string }> {
  const root = await mkdtemp(join(tmpdir(), 'pagegate-restore-tar-'));
  const program = join(root, "it's recorder");
  const args = join(root, 'args');
  await writeFile(program, `#!/bin/sh\nprintf '%s\\n' "$@" > '${args}'\n`, { mode: 0o700 });
  return { root, program, args };
}

describe('the tar of a cache restore', () => {
  it.each(['tar', 'gtar'])('%s runs the command with every argument as it was', async (name) => {
    const fake = await recorder();
    const given = ['-xf', '/tmp/a b/cache.tzst', '-P', '-C', "it's", '', '$HOME', '*'];

    await withRestoreTar(fake.root, [fake.program, 'tar'], (directory) => {
      execFileSync(join(directory, name), given, { env: { PATH: '/nonexistent' } });
      return Promise.resolve();
    });

    expect((await readFile(fake.args, 'utf8')).split('\n').slice(0, -1)).toEqual(['tar', ...given]);
  });

  it('lives in a directory that is removed afterwards, also when the restore throws', async () => {
    const fake = await recorder();
    const seen: string[][] = [];
    await withRestoreTar(fake.root, [fake.program], async (directory) => {
      seen.push(await readdir(directory));
    });
    await expect(
      withRestoreTar(fake.root, [fake.program], () => Promise.reject(new Error('restore failed'))),
    ).rejects.toThrow('restore failed');

    expect(seen.map((names) => names.sort())).toEqual([['gtar', 'tar']]);
    expect(await readdir(fake.root)).toEqual(["it's recorder"]);
  });
});
