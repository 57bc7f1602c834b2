/**
 * The accepted state in the GitHub Actions cache, through @actions/cache (GitHub's own library for
 * state across runs). Cache keys are immutable, so every passing run saves a new key,
 * `pagegate-accepted-<comment-tag>-<sha>-<run id>-<attempt>`, and the start restores the newest
 * by the prefix `pagegate-accepted-<comment-tag>-` (GitHub scopes it: the run's own branch first,
 * then the base branch). GitHub evicts entries unused for 7 days; then the gate starts over.
 */
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe } from '../errors.js';
import { readAcceptedFile } from '../files.js';
import type { AcceptedStore } from '../model/accepted.js';
import { acceptedDraftFile } from '../streamed-files.js';

/**
 * Relative to the workspace: the cache's version hashes the path as written, so an absolute path
 * under the runner's directories would miss on a runner with other directories. The file is
 * removed again after each restore and save, so the checkout is left as it was.
 */
const STATE_PATH = '.pagegate-accepted/state.json';

export interface CacheRun {
  tag: string;
  commit: string;
  runId: string;
  attempt: string;
  workspace: string;
}

export function acceptedCacheStore(run: CacheRun): AcceptedStore {
  // The cache refuses keys with commas; a comment-tag is free text.
  const prefix = `pagegate-accepted-${run.tag.replaceAll(',', '_')}-`;
  const file = join(run.workspace, STATE_PATH);
  // Loaded on first use: start-up does not pay for the library, and another baseline never loads it.
  const library = () => import('@actions/cache');
  const noService = 'no GitHub Actions cache service on this runner (set accepted-file and cache that path instead)';
  return {
    load: async () => {
      const cache = await library();
      if (!cache.isFeatureAvailable()) return { kind: 'missing', why: 'unavailable', detail: noService };
      try {
        // Both as the primary key and as a restore key: the newest key that starts with the prefix.
        const key = await cache.restoreCache([STATE_PATH], prefix, [prefix]);
        if (!key)
          return {
            kind: 'missing',
            why: 'not-found',
            detail:
              `no accepted state in the GitHub Actions cache under ${prefix}* yet (the first passing gate saves ` +
              `one; unused entries are evicted after 7 days)`,
          };
        const read = await readAcceptedFile(file, { links: false });
        return 'state' in read
          ? { kind: 'found', state: read.state, where: `GitHub Actions cache ${key}` }
          : { kind: 'missing', why: 'unreadable', detail: `GitHub Actions cache ${key}: ${read.problem}` };
      } catch (error) {
        return {
          kind: 'missing',
          why: 'unavailable',
          detail: `the GitHub Actions cache could not be read (${describe(error)})`,
        };
      } finally {
        await rm(dirname(file), { recursive: true, force: true });
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
