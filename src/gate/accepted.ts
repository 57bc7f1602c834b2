/**
 * `baseline: accepted`: load the accepted state at the start, plan the run's baselines from it,
 * and save this run's pages as the new state only when the gate passed. A state that cannot be
 * had (first run, evicted, no store, unreadable) means `previous` for this run, said once; the
 * store never fails the verdict.
 */
import { describe } from '../errors.js';
import type { AcceptedLoad, AcceptedState, AcceptedStore } from '../model/accepted.js';
import type { AcceptedFacts, BaselineSnapshot, PageResult } from '../model/results.js';
import type { BaselinePlan } from './baseline.js';
import { baselinesFromResults } from './baseline-file.js';

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
 * The pages of a passing run as the next accepted state. A page this run could not analyse (an
 * error that fail-on-error let pass) keeps its snapshot from the state before, so it does not
 * come back as a new page.
 */
export function nextAcceptedState(
  pages: readonly PageResult[],
  before: ReadonlyMap<string, BaselineSnapshot>,
  meta: Pick<AcceptedState, 'tag' | 'commit' | 'savedAt'>,
): AcceptedState {
  const analysed = baselinesFromResults({ pages: [...pages] });
  const carried = pages.flatMap((page): [string, BaselineSnapshot][] => {
    const kept = analysed.has(page.url) ? undefined : before.get(page.url);
    return kept ? [[page.url, kept]] : [];
  });
  return { version: 1, ...meta, pages: Object.fromEntries([...carried, ...analysed]) };
}

export async function saveAccepted(store: AcceptedStore, state: AcceptedState, io: AcceptedIO): Promise<boolean> {
  const outcome = await store.save(state);
  if (outcome.saved) io.info(`accepted state saved: ${outcome.where} (${Object.keys(state.pages).length} pages)`);
  // The cache library prints its own warning when a save fails; a second one would say the same.
  else if (outcome.warned) io.info(`accepted state not saved: ${outcome.detail}`);
  else io.warn(`accepted state not saved: ${outcome.detail}`);
  return outcome.saved;
}
