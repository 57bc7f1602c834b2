/**
 * The accepted state in the GitHub Actions cache, through @actions/cache (GitHub's own library for
 * state across runs). Cache keys are immutable, so every passing run saves a new key,
 * `pagegate-accepted-<comment-tag>-<sha>-<run id>-<attempt>`, and the start restores the newest
 * by the prefix `pagegate-accepted-<comment-tag>-` (GitHub scopes it: the run's own branch first,
 * then the base branch). GitHub evicts entries unused for 7 days; then the gate starts over.
 *
 * An entry is written by whoever can run a workflow in a scope the gate reads, so its archive is
 * not trusted: the library extracts it into a directory of its own under RUNNER_TEMP, never the
 * checkout (it extracts relative to GITHUB_WORKSPACE, pointed there for the call), made anew
 * before each restore and removed after it, with a tar that writes nothing outside it
 * (relative-tar.ts); `state.json` is read only when it is a regular file in real directories,
 * within the caps of any state, and nothing else the restore left is read. A save archives this
 * run's own file, written in the checkout and removed again.
 */
import { lstat, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe } from '../errors.js';
import { readAcceptedFile } from '../io/files.js';
import type { AcceptedLoad, AcceptedStore } from '../model/accepted.js';
import { acceptedDraftFile } from '../io/streamed-files.js';
import { withRelativeTar } from './relative-tar.js';

/**
 * Relative to the workspace: the cache's version hashes the path as written, so an absolute path
 * under the runner's directories would miss on a runner with other directories (and entries saved
 * before restores had a directory of their own are still found).
 */
const STATE_PATH = '.pagegate-accepted/state.json';

export interface CacheRun {
  tag: string;
  commit: string;
  runId: string;
  attempt: string;
  workspace: string;
  /** The directory an entry is restored into, under RUNNER_TEMP. */
  directory: string;
}

export function acceptedCacheStore(run: CacheRun): AcceptedStore {
  // The cache refuses keys with commas; a comment-tag is free text.
  const prefix = `pagegate-accepted-${run.tag.replaceAll(',', '_')}-`;
  const file = join(run.workspace, STATE_PATH);
  // Loaded on first use: start-up does not pay for the library, and another baseline never loads it.
  const library = () => import('@actions/cache');
  const noService = 'no GitHub Actions cache service on this runner (set accepted-file and cache that path instead)';
  const onWindows =
    'the GitHub Actions cache is not restored on Windows, where its tar could write outside the restore ' +
    '(set accepted-file and cache that path instead)';
  const removeRestored = () => rm(run.directory, { recursive: true, force: true });
  return {
    kind: 'cache',
    load: async () => {
      // See relative-tar.ts: the library's tar on Windows cannot be replaced. `unavailable`: no run saves
      // a state that would never be restored.
      if (process.platform === 'win32') return { kind: 'missing', why: 'unavailable', detail: onWindows };
      const cache = await library();
      if (!cache.isFeatureAvailable()) return { kind: 'missing', why: 'unavailable', detail: noService };
      try {
        await removeRestored();
        await mkdir(run.directory, { recursive: true });
        // Both as the primary key and as a restore key: the newest key that starts with the prefix.
        // The tar's own directory beside the restore's, under RUNNER_TEMP: out of the archive's reach.
        const { value: key, warned } = await watchLibraryWarnings(() =>
          withRelativeTar(dirname(run.directory), (path) =>
            withEnvironment({ GITHUB_WORKSPACE: run.directory, PATH: path }, () =>
              cache.restoreCache([STATE_PATH], prefix, [prefix]),
            ),
          ),
        );
        if (!key) return warned ? restoreFailed(prefix) : notFound(prefix);
        return await readRestored(run.directory, key);
      } catch (error) {
        return {
          kind: 'missing',
          why: 'unavailable',
          detail: `the GitHub Actions cache could not be read (${describe(error)})`,
        };
      } finally {
        await removeRestored();
      }
    },
    draft: () => {
      const key = `${prefix}${run.commit}-${run.runId}-${run.attempt}`;
      return acceptedDraftFile(file, {
        keep: async (failure) => {
          if (failure)
            return {
              saved: false,
              detail: `GitHub Actions cache ${key}: ${describe(failure.error)}`,
              warned: false,
            };
          try {
            const cache = await library();
            if (!cache.isFeatureAvailable()) return { saved: false, detail: noService, warned: false };
            // -1: the library did not save, and has said why itself (a warning, or the cache mode).
            const id = await cache.saveCache([STATE_PATH], key);
            return id === -1
              ? {
                  saved: false,
                  detail: `the GitHub Actions cache did not take ${key}`,
                  warned: true,
                }
              : { saved: true, where: `GitHub Actions cache ${key}` };
          } catch (error) {
            return {
              saved: false,
              detail: `GitHub Actions cache ${key}: ${describe(error)}`,
              warned: false,
            };
          }
        },
        cleanUp: () => rm(dirname(file), { recursive: true, force: true }),
      });
    },
  };
}

function notFound(prefix: string): AcceptedLoad {
  return {
    kind: 'missing',
    why: 'not-found',
    detail:
      `no accepted state in the GitHub Actions cache under ${prefix}* yet (the first passing gate saves ` +
      `one; unused entries are evicted after 7 days)`,
  };
}

function restoreFailed(prefix: string): AcceptedLoad {
  return {
    kind: 'missing',
    why: 'restore-failed',
    detail:
      `the accepted state under ${prefix}* could not be restored from the GitHub Actions cache ` +
      '(see the warning above)',
  };
}

/**
 * The restored directories checked before anything in them is read: real directories (no link
 * the archive put in their place), and a regular `state.json`.
 */
async function readRestored(directory: string, key: string): Promise<AcceptedLoad> {
  const where = `GitHub Actions cache ${key}`;
  for (const path of [directory, join(directory, dirname(STATE_PATH))]) {
    const restored = await lstat(path).catch(() => null);
    if (!restored?.isDirectory())
      return { kind: 'missing', why: 'unreadable', detail: `${where}: ${dirname(STATE_PATH)} is not a directory` };
  }
  const read = await readAcceptedFile(join(directory, STATE_PATH), { links: false }).catch((error: unknown) => ({
    problem: `state.json cannot be read (${describe(error)})`,
  }));
  return 'state' in read
    ? { kind: 'found', state: read.state, where }
    : { kind: 'missing', why: 'unreadable', detail: `${where}: ${read.problem}` };
}

/**
 * The library extracts relative to GITHUB_WORKSPACE, with the tar it finds on PATH: set for the
 * call, an entry's members land in the restore's own directory, never in the checkout. Nothing else
 * of the run reads either variable while a restore runs.
 */
async function withEnvironment<T>(values: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  try {
    return await run();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * The library says a failed restore only as a workflow command on stdout (`::warning::Failed to
 * restore: ...`, `::error::` for a server error) and returns no key, as for a miss.
 */
async function watchLibraryWarnings<T>(run: () => Promise<T>): Promise<{ value: T; warned: boolean }> {
  let warned = false;
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    if (/^::(warning|error)::Failed to restore/m.test(text)) warned = true;
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  };
  try {
    return { value: await run(), warned };
  } finally {
    process.stdout.write = write;
  }
}
