/**
 * The tar a cache restore runs, without `-P`. @actions/cache extracts with `tar -xf ARCHIVE -P -C
 * DIR` (lib/internal/tar.js), and `-P` (`--absolute-names`) lets a member with an absolute path, a
 * `../`, or a path through a link an earlier member made write anywhere the runner's user can. The
 * package exports neither its download nor its extraction, and reimplementing both (the v1 and v2
 * cache protocols) to extract ourselves would be far larger than this.
 *
 * The library looks tar up on PATH at every call (`tar`; `gtar` first on macOS), so for the restore
 * a directory of our own comes first on PATH, holding a wrapper that runs the tar the library would
 * have found, with `-P` dropped. Without it GNU tar strips a leading `/`, refuses a member with
 * `..`, and keeps a link that points outside a placeholder file until the end, so nothing is
 * written through it; bsdtar (macOS) strips the `/` and refuses `..` and a path through a link. A
 * refused member fails the extraction, which the library reports as a failed restore.
 * test/e2e/accepted-cache.e2e.test.ts restores such members, and fails should a new version of the
 * library pass `-P` another way.
 *
 * Not on Windows: there the library runs tar from fixed paths (Git's GNU tar, System32's bsdtar)
 * that PATH cannot change, so the cache store refuses to restore there.
 */
import { constants } from 'node:fs';
import { access, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';

/** The names the library looks tar up by. */
const TAR_NAMES = ['tar', 'gtar'];

/**
 * Runs `restore` with `path` as the PATH to give the library, its first directory a fresh one under
 * `parent` holding the wrappers, which is removed afterwards.
 */
export async function withRelativeTar<T>(parent: string, restore: (path: string) => Promise<T>): Promise<T> {
  // The PATH the library would search: this process's own (the runner's).
  const path = process.env.PATH ?? '';
  const wrappers = await mkdtemp(join(parent, 'pagegate-accepted-tar-'));
  try {
    for (const name of TAR_NAMES) {
      const real = await onPath(name, path);
      // Only a name that is there: a `gtar` of ours would make the library take macOS's bsdtar for
      // GNU tar, and give it an option (--delay-directory-restore) bsdtar refuses.
      if (real) await writeFile(join(wrappers, name), wrapper(real), { mode: 0o700 });
    }
    return await restore(`${wrappers}${delimiter}${path}`);
  } finally {
    await rm(wrappers, { recursive: true, force: true });
  }
}

/** The first executable file `name` in a PATH's directories, absolute, as @actions/io's `which` finds it. */
async function onPath(name: string, path: string): Promise<string | null> {
  for (const directory of path.split(delimiter).filter(Boolean)) {
    const candidate = resolve(directory, name);
    if (await isExecutableFile(candidate)) return candidate;
  }
  return null;
}

async function isExecutableFile(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A POSIX shell script: every argument but `-P` and its long spelling, to the real tar by its absolute path. */
function wrapper(real: string): string {
  const quoted = `'${real.replaceAll("'", `'\\''`)}'`;
  return [
    '#!/bin/sh',
    'for arg do',
    '  shift',
    '  case $arg in',
    '    -P | --absolute-names) ;;',
    '    *) set -- "$@" "$arg" ;;',
    '  esac',
    'done',
    `exec ${quoted} "$@"`,
    '',
  ].join('\n');
}
