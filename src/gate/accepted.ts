/**
 * `baseline: accepted`: load the accepted state at the start, plan the run's baselines from it,
 * and save this run's pages as the new state only when the gate passed. A state that cannot be
 * had (first run, evicted, no store, unreadable) means `previous` for this run, said once; the
 * store never fails the verdict.
 */
import { describe } from '../errors.js';
import type { AcceptedDraft, AcceptedLoad, AcceptedMeta, AcceptedStore } from '../model/accepted.js';
import type { AcceptedFacts, BaselineSnapshot, PageResult } from '../model/results.js';
import type { BaselinePlan } from './baseline.js';
import { snapshotOf } from './baseline-file.js';
import { normalizePageUrl } from '../site/urls.js';

export interface AcceptedIO {
  info(line: string): void;
  warn(line: string): void;
}

export interface AcceptedPlan {
  plan: BaselinePlan;
  facts: AcceptedFacts;
  /** The pages of the state used, to carry over pages this run could not analyse. */
  pages: ReadonlyMap<string, BaselineSnapshot>;
}

/**
 * The store's load, started early so the library and the restore overlap the run's first requests; it never rejects.
 */
export function startLoading(store: AcceptedStore | undefined): Promise<AcceptedLoad> {
  if (!store) return Promise.resolve({ kind: 'missing', why: 'no-store', detail: 'no accepted-file was given' });
  return store.load().catch((error: unknown) => ({
    kind: 'missing',
    why: 'unavailable',
    detail: `the accepted state could not be loaded (${describe(error)})`,
  }));
}

export async function planAccepted(loading: Promise<AcceptedLoad>, tag: string, io: AcceptedIO): Promise<AcceptedPlan> {
  const load = await loading;
  if (load.kind === 'found' && load.state.tag === tag) {
    const { commit, savedAt } = load.state;
    io.info(
      `baseline: the accepted state of ${commit ? `commit ${commit.slice(0, 7)}` : 'an earlier run'}, saved ` +
        `${savedAt} (${load.where})`,
    );
    const pages = new Map(Object.entries(load.state.pages));
    return { plan: { kind: 'accepted', pages }, facts: { from: { commit, savedAt }, saved: false }, pages };
  }
  const missing =
    load.kind === 'found'
      ? {
          why: 'other-tag' as const,
          detail: `${load.where} holds the state of comment-tag "${load.state.tag}", not "${tag}"`,
        }
      : load;
  const line = `baseline accepted: ${missing.detail}; each page is compared with its previous report in this run`;
  if (missing.why === 'no-store' || missing.why === 'not-found') io.info(line);
  else io.warn(line);
  return { plan: { kind: 'previous' }, facts: { from: null, missing: missing.why, saved: false }, pages: new Map() };
}

/**
 * The next accepted state, written page by page as the run decides them (a store's draft), so a
 * run of thousands of pages never holds their findings. A page this run could not analyse (an
 * error that fail-on-error let pass) keeps its snapshot from the state before, so it does not come
 * back as a new page. The first page that fails the gate means the state will not move: the draft
 * is dropped then, and nothing more is written.
 */
export interface NextAccepted {
  add(page: PageResult): Promise<void>;
  /** Saves the draft when the gate passed, else drops it; whether the state was saved. */
  finish(passed: boolean, meta: AcceptedMeta, io: AcceptedIO): Promise<boolean>;
  /** Drops the draft: the run stopped before its verdict. */
  discard(): Promise<void>;
}

export function nextAccepted(
  draft: AcceptedDraft,
  before: ReadonlyMap<string, BaselineSnapshot>,
  failsGate: (page: PageResult) => boolean,
): NextAccepted {
  let pages = 0;
  let dropped = false;
  const drop = async (): Promise<void> => {
    if (dropped) return;
    dropped = true;
    await draft.discard();
  };
  return {
    add: async (page) => {
      if (dropped) return;
      if (failsGate(page)) return drop();
      const analysed = snapshotOf(page);
      const entry: [string, BaselineSnapshot] | null = analysed
        ? [normalizePageUrl(page.url), analysed]
        : carried(page, before);
      if (!entry) return;
      pages++;
      await draft.add(...entry);
    },
    finish: async (passed, meta, io) => {
      if (!passed || dropped) {
        await drop();
        return false;
      }
      const outcome = await draft.save(meta);
      if (outcome.saved) io.info(`accepted state saved: ${outcome.where} (${pages} pages)`);
      // The cache library prints its own warning when a save fails; a second one would say the same.
      else if (outcome.warned) io.info(`accepted state not saved: ${outcome.detail}`);
      else io.warn(`accepted state not saved: ${outcome.detail}`);
      return outcome.saved;
    },
    discard: drop,
  };
}

function carried(page: PageResult, before: ReadonlyMap<string, BaselineSnapshot>): [string, BaselineSnapshot] | null {
  const kept = before.get(page.url);
  return kept ? [page.url, kept] : null;
}
