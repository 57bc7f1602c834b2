/**
 * The tar a cache restore runs. @actions/cache extracts with `tar -xf ARCHIVE -P -C DIR`
 * (lib/internal/tar.js), and `-P` (`--absolute-names`) lets a member with an absolute path, a
 * `../`, or a path through a link an earlier member made write anywhere the runner's user can. The
 * package exports neither its download nor its extraction, so the restore runs the library in a
 * child process (cache-restore-process.ts) whose PATH starts with a directory of our own holding
 * `tar` and `gtar` (the names the library looks up; `gtar` first on macOS): scripts that run
 * cache-archive.ts's extraction, which writes only files and directories inside DIR, within caps.
 *
 * Not on Windows: there the library runs tar from fixed paths (Git's GNU tar, System32's bsdtar)
 * that PATH cannot change, so the cache store refuses to restore there.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The names the library looks tar up by. */
const TAR_NAMES = ['tar', 'gtar'];

/**
 * Runs `restore` with a fresh directory under `parent` holding the tar scripts, which run
 * `command` (`[node, script, 'tar']`) with tar's arguments; the directory is removed afterwards.
 */
export async function withRestoreTar<T>(
  parent: string,
  command: readonly string[],
  restore: (directory: string) => Promise<T>,
): Promise<T> {
  const directory = await mkdtemp(join(parent, 'pagegate-accepted-tar-'));
  try {
    for (const name of TAR_NAMES) await writeFile(join(directory, name), script(command), { mode: 0o700 });
    return await restore(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** A POSIX shell script: `command` with every argument tar was given. */
function script(command: readonly string[]): string {
  const quoted = command.map((word) => `'${word.replaceAll("'", `'\\''`)}'`).join(' ');
  return ['#!/bin/sh', `exec ${quoted} "$@"`, ''].join('\n');
}
