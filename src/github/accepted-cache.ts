/**
 * The accepted state in the GitHub Actions cache, through @actions/cache (GitHub's own library for
 * state across runs). Cache keys are immutable, so every passing run saves a new key,
 * `<prefix><sha>-<run id>-<attempt>`, and the start restores the newest by the prefix, else by
 * its fallbacks (accepted-cache-key.ts: the prefix names the repository, the workflow file and
 * the site; GitHub scopes it: the run's own branch first, then the base branch). GitHub evicts
 * entries unused for 7 days; then the gate starts over.
 *
 * An entry is written by whoever can run a workflow in a scope the gate reads, so its archive is
 * not trusted: a lookup tells a miss from an entry, then the library restores it in a child process
 * (cache-restore-process.ts) into a directory of its own under RUNNER_TEMP, never the checkout,
 * made anew before each restore and removed after it, with a tar that writes only files and
 * directories inside it, within caps (restore-tar.ts, cache-archive.ts); `state.json` is read only
 * when it is a regular file in real directories, within the caps of any state, and nothing else
 * the restore left is read. A save archives this
 * run's own file, written in the checkout and removed again.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { lstat, mkdir, rm } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from '../errors.js';
import { readAcceptedFile } from '../io/files.js';
import type { AcceptedLoad, AcceptedStore } from '../model/accepted.js';
import type { AcceptedUnavailable } from '../model/results.js';
import { restoreFailed, UNAVAILABLE } from '../model/accepted-causes.js';
import { acceptedDraftFile } from '../io/streamed-files.js';
import type { RestoreReply } from './cache-restore-process.js';
import { withRestoreTar } from './restore-tar.js';
import type { CacheKeys } from './accepted-cache-key.js';

/**
 * Relative to the workspace: the cache's version hashes the path as written, so an absolute path
 * under the runner's directories would miss on a runner with other directories (and entries saved
 * before restores had a directory of their own are still found).
 */
const STATE_PATH = '.pagegate-accepted/state.json';

interface CacheRun {
  keys: CacheKeys;
  commit: string;
  runId: string;
  attempt: string;
  workspace: string;
  /** The directory an entry is restored into, under RUNNER_TEMP. */
  directory: string;
}

export function acceptedCacheStore(run: CacheRun): AcceptedStore {
  const { prefix, fallbacks } = run.keys;
  const file = join(run.workspace, STATE_PATH);
  const unavailable = (cause: AcceptedUnavailable, error?: unknown): AcceptedLoad => ({
    kind: 'missing',
    why: 'unavailable',
    cause,
    detail: error === undefined ? UNAVAILABLE[cause] : `${UNAVAILABLE[cause]} (${describe(error)})`,
  });
  // Loaded on first use: start-up does not pay for the library, and another baseline never loads it.
  const library = () => import('@actions/cache');
  const removeRestored = () => rm(run.directory, { recursive: true, force: true });
  return {
    kind: 'cache',
    load: async () => {
      // See restore-tar.ts: the library's tar on Windows cannot be replaced. `unavailable`: no run saves
      // a state that would never be restored.
      if (process.platform === 'win32') return unavailable('cache-on-windows');
      const cache = await library();
      if (!cache.isFeatureAvailable()) return unavailable('no-cache-service');
      try {
        // Both as the primary key and as a restore key: the newest key that starts with the prefix.
        // A lookup alone first, so that a restore that then returns no key is a failed one, not a miss.
        const found = await cache.restoreCache([STATE_PATH], prefix, [prefix, ...fallbacks], { lookupOnly: true });
        if (!found) return notFound(prefix);
        await removeRestored();
        await mkdir(run.directory, { recursive: true });
        // The key the lookup found, restored as itself: a fallback's entry is not mistaken for the prefix's.
        const key = await restoreInChild(run.directory, found);
        if (!key) return restoreFailedLoad(prefix);
        return await readRestored(run.directory, key, key.startsWith(prefix) ? null : prefix);
      } catch (error) {
        return unavailable('cache-error', error);
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
            if (!cache.isFeatureAvailable())
              return { saved: false, detail: UNAVAILABLE['no-cache-service'], warned: false };
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

function restoreFailedLoad(prefix: string): AcceptedLoad {
  return {
    kind: 'missing',
    why: 'restore-failed',
    detail: `${restoreFailed(`${prefix}*`)} (see the warning above)`,
  };
}

/**
 * The restored directories checked before anything in them is read: real directories (no link
 * the archive put in their place), and a regular `state.json`.
 */
async function readRestored(directory: string, key: string, savesUnder: string | null): Promise<AcceptedLoad> {
  // Where it came from, said: a state found under a fallback key moves to this run's own prefix when it passes.
  const where =
    savesUnder === null
      ? `GitHub Actions cache ${key}`
      : `GitHub Actions cache ${key}, an earlier key of this gate; a passing run saves it under ${savesUnder}*`;
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
 * The restore in a child process of its own (cache-restore-process.ts), with the environment the
 * library reads: GITHUB_WORKSPACE the restore's directory (it extracts relative to it), and first
 * on PATH the tar scripts (restore-tar.ts), from a directory beside the restore's under
 * RUNNER_TEMP, out of the archive's reach. The library's log lines go to the gate's own stdout.
 */
async function restoreInChild(directory: string, prefix: string): Promise<string | null> {
  // import.meta.url through a variable: see service/analysis-pool.ts (the bundle keeps the child beside this code).
  const here = import.meta.url;
  const child = fileURLToPath(new URL('./cache-restore-process.js', here));
  return withRestoreTar(dirname(directory), [process.execPath, child, 'tar'], async (tarDirectory) => {
    const env = {
      ...process.env,
      GITHUB_WORKSPACE: directory,
      PATH: `${tarDirectory}${delimiter}${process.env.PATH ?? ''}`,
    };
    const restoring = fork(child, ['restore', JSON.stringify([STATE_PATH]), prefix], {
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let key: string | null = null;
    restoring.on('message', (reply: RestoreReply) => {
      key = reply.key;
    });
    const [code] = (await once(restoring, 'exit')) as [number | null];
    return code === 0 ? key : null;
  });
}
