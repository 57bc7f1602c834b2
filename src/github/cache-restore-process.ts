/**
 * The child process a cache restore runs in (accepted-cache.ts starts it): @actions/cache reads
 * GITHUB_WORKSPACE (where it extracts) and PATH (the tar it runs) from the process environment,
 * so the restore gets an environment of its own here instead of changing the gate's for a moment.
 *
 * `restore PATHS_JSON KEY`: restores the newest entry under the prefix KEY and sends `{ key }`
 * (null: not restored; the library has said why on stdout) to the parent.
 * `tar ARGS...`: what the library's `tar` runs (restore-tar.ts): `-xf ARCHIVE -C DIR` extracts
 * through cache-archive.ts, `-tf ARCHIVE` lists; exit 1 with one line on stderr when refused.
 */
import { restoreCache } from '@actions/cache';
import { describe } from '../errors.js';
import { extractArchive, listArchive } from './cache-archive.js';

export interface RestoreReply {
  key: string | null;
}

async function restore(paths: string[], prefix: string): Promise<void> {
  const key = (await restoreCache(paths, prefix, [prefix])) ?? null;
  const reply: RestoreReply = { key };
  await new Promise<void>((resolve) => process.send?.(reply, () => resolve()) ?? resolve());
}

/** The archive after `-xf`/`-tf` (or `-f`), the directory after `-C`; every other option of the library is moot. */
async function tar(args: readonly string[]): Promise<void> {
  const after = (...flags: string[]) => {
    const at = args.findIndex((arg) => flags.includes(arg));
    return at >= 0 ? args[at + 1] : undefined;
  };
  const archive = after('-xf', '-tf', '-f');
  if (!archive) throw new Error(`no archive in ${args.join(' ')}`);
  if (args.includes('-tf')) {
    for (const name of await listArchive(archive)) process.stdout.write(`${name}\n`);
    return;
  }
  const directory = after('-C');
  if (!args.includes('-xf') || !directory) throw new Error(`not an extraction: ${args.join(' ')}`);
  await extractArchive(archive, directory);
}

const [mode, ...rest] = process.argv.slice(2);
const done = mode === 'tar' ? tar(rest) : restore(JSON.parse(rest[0] ?? '[]') as string[], rest[1] ?? '');
done.catch((error: unknown) => {
  process.stderr.write(`pagegate: ${describe(error)}\n`);
  process.exitCode = 1;
});
