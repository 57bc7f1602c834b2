/**
 * `baseline: accepted`: load the accepted state at the start, plan the run's baselines from it,
 * and save this run's pages as the new state only when the gate passed. A state that cannot be
 * had (first run, evicted, no store, unreadable) means `previous` for this run, said once; the
 * store never fails the verdict.
 */
import { ConfigError, describe, PagegateError } from '../errors.js';
import {
  entryOf,
  HISTORY_MAX,
  ScoreHistory,
  modeOf,
  pageModes,
  revisionOf,
  snapshotInMode,
  type AcceptedDraft,
  type AcceptedLoad,
  type AcceptedMeta,
  type AcceptedPage,
  type AcceptedState,
  type AcceptedStore,
  type StateRevision,
} from '../model/accepted.js';
import type { AcceptedFacts, BaselineSnapshot, PageResult } from '../model/results.js';
import type { BaselinePlan } from './baseline.js';
import { normalizePageUrl } from '../site/urls.js';
import { UNAVAILABLE } from '../model/accepted-causes.js';

export interface AcceptedIO {
  info(line: string): void;
  warn(line: string): void;
}

export interface AcceptedPlan {
  plan: BaselinePlan;
  facts: AcceptedFacts;
  /** The pages of the state used, to carry over pages (and modes) this run did not analyse. */
  pages: ReadonlyMap<string, AcceptedPage>;
  /** The revision of the state used; null: there was none. */
  revision: StateRevision | null;
}

/**
 * The store's load, started early so the library and the restore overlap the run's first requests; it never rejects.
 */
export function startLoading(store: AcceptedStore | undefined): Promise<AcceptedLoad> {
  if (!store) return Promise.resolve({ kind: 'missing', why: 'no-store', detail: 'no accepted-file was given' });
  const loaded = store.load().catch((error: unknown): AcceptedLoad => ({
    kind: 'missing',
    why: 'unavailable',
    cause: 'load-error',
    detail: `${UNAVAILABLE['load-error']} (${describe(error)})`,
  }));
  return store.kind ? loaded.then((load) => ({ ...load, store: store.kind })) : loaded;
}

/** `fallback`: what each page is compared with when there is no state (a crawl's: the previous crawl). */
export async function planAccepted(
  loading: Promise<AcceptedLoad>,
  tag: string,
  io: AcceptedIO,
  fallback: 'its previous report' | 'the previous crawl' = 'its previous report',
): Promise<AcceptedPlan> {
  const load = await loading;
  if (load.kind === 'found' && load.state.tag !== tag && load.store === 'file') throw otherTag(load, tag);
  if (load.kind === 'found' && ours(load, tag)) {
    const { commit, savedAt } = load.state;
    io.info(
      `baseline: the accepted state of ${commit ? `commit ${commit.slice(0, 7)}` : 'an earlier run'}, saved ` +
        `${savedAt} (${load.where})`,
    );
    const pages = statePages(load.state);
    const facts = { from: { commit, savedAt }, saved: false, ...storeOf(load) };
    return { plan: { kind: 'accepted', pages }, facts, pages, revision: revisionOf(load.state) };
  }
  if (load.kind === 'missing' && load.why === 'unreadable') throw unreadable(load.detail);
  if (load.kind === 'missing' && load.why === 'unavailable' && load.store === 'cache') throw noCache(load.detail);
  const missing =
    load.kind === 'found'
      ? {
          why: 'other-tag' as const,
          detail: `${load.where} holds the state of comment-tag "${load.state.tag}", not "${tag}"`,
        }
      : load;
  // Said plainly: no accepted state means no page is compared with one; a first run sets it.
  const sets = missing.why === 'not-found' || missing.why === 'other-tag' ? 'this run sets the baseline; ' : '';
  const line =
    `baseline accepted: ${missing.detail}; ${sets}no page is compared with an accepted state, only with ` +
    `${fallback} where the service holds one`;
  // The cache library has already warned about a failed restore: the line says what it means here.
  if (missing.why === 'no-store' || missing.why === 'not-found' || missing.why === 'restore-failed') io.info(line);
  else io.warn(line);
  const cause = 'cause' in missing && missing.cause ? { cause: missing.cause } : {};
  const facts = { from: null, missing: missing.why, ...cause, saved: false, ...storeOf(load) };
  return { plan: { kind: 'previous' }, facts, pages: new Map(), revision: null };
}

/**
 * An accepted-file is named on purpose: comparing with nothing and saving this run's pages over
 * another gate's state would pass regressions (a renamed workflow or job changes the default
 * tag), so a tag that differs is an error that writes nothing. The cache keys by tag instead.
 */
function otherTag(load: Extract<AcceptedLoad, { kind: 'found' }>, tag: string): ConfigError {
  const held = load.state.tag;
  return new ConfigError(
    `accepted-file ${load.where} holds the state of comment-tag "${held}", not "${tag}": set comment-tag ` +
      `"${held}" to gate against it, or give another accepted-file to start a state for "${tag}"`,
  );
}

/**
 * A state of this gate: the cache's key names the gate (repository, workflow file, site), so what
 * it found is this gate's whatever tag saved it (the default tag names the job, which a rename
 * changes); a file names no gate, so its tag must be this run's.
 */
function ours(load: Extract<AcceptedLoad, { kind: 'found' }>, tag: string): boolean {
  return load.state.tag === tag || load.store === 'cache';
}

/**
 * No cache to keep the state in (no cache service: GHES without one, `act`; Windows; the service
 * unreachable): every regression would pass, each run comparing with nothing. Exit 3, saying how
 * to keep a state.
 */
function noCache(detail: string): PagegateError {
  return new PagegateError(
    `baseline accepted: ${detail}, so no accepted state can be kept and every regression would pass: set ` +
      `accepted-file to keep it in a file (and cache that path), or baseline: none to gate on thresholds alone`,
  );
}

function storeOf(load: AcceptedLoad): Pick<AcceptedFacts, 'store'> {
  return load.store ? { store: load.store } : {};
}

/**
 * A state that is there but cannot be read stops the run (exit 3): compared with less, a passing
 * run would save its own pages over it and drop every other page.
 */
function unreadable(detail: string): PagegateError {
  return new PagegateError(
    `baseline accepted: ${detail}; the run stops rather than save over it (repair or remove it)`,
  );
}

/** Each page's modes, each saying when it was accepted, so a page a later run keeps carries its own time. */
export function statePages(state: AcceptedState): Map<string, AcceptedPage> {
  return new Map(Object.entries(state.pages).map(([url, entry]) => [url, pageModes(entry, state.savedAt)]));
}

/**
 * The pages of the gate's state a run that compares nothing with it keeps (a report job): none
 * when there is none yet; null when the state could not be had, which this run must not replace.
 */
export async function keptPages(
  store: AcceptedStore,
  tag: string,
  io: AcceptedIO,
): Promise<Map<string, AcceptedPage> | null> {
  const load = await startLoading(store);
  if (load.kind === 'found' && load.state.tag !== tag && load.store === 'file') throw otherTag(load, tag);
  if (load.kind === 'found') return ours(load, tag) ? statePages(load.state) : new Map();
  if (load.why === 'unreadable') throw unreadable(load.detail);
  if (load.why !== 'unavailable' && load.why !== 'restore-failed') return new Map();
  io.warn(`accepted state not saved: ${load.detail}; this run's pages alone would drop the others`);
  return null;
}

/**
 * The next accepted state, written page by page as the run decides them (a store's draft), so a
 * run of thousands of pages never holds their findings. It is merged, never replaced: every page of
 * the state before that this run did not analyse (not in its list, an error that fail-on-error let
 * pass, another shard's) keeps its snapshot and when it was accepted, so a one-page run never
 * drops the others; a page analysed in one mode keeps its snapshot of the other. What a page
 * holds in its mode is what `judged` says the run judged (findings it ignored or waived are
 * carried over). The first page that fails the gate means the state will not move: the draft
 * is dropped then, and nothing more is written.
 */
export interface NextAccepted {
  add(page: PageResult): Promise<void>;
  /** Saves the draft when the gate passed, else drops it; whether the state was saved. */
  finish(passed: boolean, meta: AcceptedMeta, io: AcceptedIO): Promise<boolean>;
  /** Drops the draft: the run stopped before its verdict. */
  discard(): Promise<void>;
}

/** The page's snapshot as the state keeps it, from its snapshot before in its mode; null: nothing to keep. */
type JudgedSnapshot = (page: PageResult, before: BaselineSnapshot | null) => BaselineSnapshot | null;

/**
 * The state this run compared with, and how to read it again just before saving: another run that
 * saved meanwhile (a concurrent deploy, a re-run) is merged, never overwritten (mergeWithCurrent).
 */
export interface AcceptedLedger {
  compared: StateRevision | null;
  reread(): Promise<AcceptedLoad>;
}

export function nextAccepted(
  draft: AcceptedDraft,
  before: ReadonlyMap<string, AcceptedPage>,
  failsGate: (page: PageResult) => boolean,
  judged: JudgedSnapshot,
  /** When the run's pages were analysed: each page's score history gains this run's score at it. */
  history?: { now: () => Date },
  ledger?: AcceptedLedger,
): NextAccepted {
  const written = new Set<string>();
  /** When each written page was analysed, in its mode: what a concurrent writer's page is weighed against. */
  const analysedAt = new Map<string, { render: boolean; at: string | null }>();
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
      // A redirect stub's analysis is its target's: the stub's own entry is kept as it was.
      const url = normalizePageUrl(page.redirectStub?.to ?? page.url);
      if (written.has(url)) return;
      const held = before.get(url);
      const analysed = judged(page, snapshotInMode(held, page.render === true));
      if (!analysed) return;
      written.add(url);
      analysedAt.set(url, { render: page.render === true, at: analysed.analyzedAt ?? null });
      const stored = history
        ? withHistory(analysed, snapshotInMode(held, page.render === true) ?? undefined, history.now())
        : analysed;
      await draft.add(url, mergedEntry(held, stored));
    },
    finish: async (passed, meta, io) => {
      if (!passed || dropped) {
        await drop();
        return false;
      }
      const merge = ledger ? await mergeWithCurrent(ledger, written, analysedAt) : { carry: before };
      if ('newer' in merge) {
        await drop();
        io.warn(
          `accepted state not saved: another run saved it meanwhile with newer analyses of ${merge.newer}; its ` +
            `state stands, and the next run compares with it`,
        );
        return false;
      }
      let kept = 0;
      for (const [url, page] of merge.carry) {
        const entry = entryOf(page);
        if (written.has(url) || !entry) continue;
        kept++;
        await draft.add(url, entry);
      }
      const outcome = await draft.save('revision' in merge ? { ...meta, revision: merge.revision } : meta);
      const pages = `${written.size} ${written.size === 1 ? 'page' : 'pages'} of this run, ${kept} kept`;
      if (outcome.saved) io.info(`accepted state saved: ${outcome.where} (${pages})`);
      // The cache library prints its own warning when a save fails; a second one would say the same.
      else if (outcome.warned) io.info(`accepted state not saved: ${outcome.detail}`);
      else io.warn(`accepted state not saved: ${outcome.detail}`);
      return outcome.saved;
    },
    discard: drop,
  };
}

/**
 * Compare-and-swap, read just before saving. The state as this run compared with it: carry over its
 * other pages, as revision + 1. Saved meanwhile by another run: carry over that run's pages instead
 * (its fixes and its new pages survive), unless it holds a newer analysis of a page this run
 * wrote, which this run's older snapshot must never replace: then this run does not save (the
 * newer state stands). A state that cannot be read again is not saved over.
 */
async function mergeWithCurrent(
  ledger: AcceptedLedger,
  written: ReadonlySet<string>,
  analysedAt: ReadonlyMap<string, { render: boolean; at: string | null }>,
): Promise<{ carry: ReadonlyMap<string, AcceptedPage>; revision: number } | { newer: string }> {
  const current = await ledger.reread();
  if (current.kind !== 'found') {
    if (ledger.compared === null && current.why === 'not-found') return { carry: new Map(), revision: 1 };
    return { newer: `a state this run cannot read again (${current.detail})` };
  }
  const now = revisionOf(current.state);
  const pages = statePages(current.state);
  const same =
    ledger.compared !== null && now.revision === ledger.compared.revision && now.savedAt === ledger.compared.savedAt;
  if (same) return { carry: pages, revision: now.revision + 1 };
  const newer = [...written].filter((url) => {
    const ours = analysedAt.get(url);
    const theirs = snapshotInMode(pages.get(url), ours?.render ?? false)?.analyzedAt;
    return theirs != null && (ours?.at == null || theirs > ours.at);
  });
  if (newer.length > 0) return { newer: newer.length === 1 ? `${newer[0]}` : `${newer.length} pages (${newer[0]}, …)` };
  return { carry: pages, revision: now.revision + 1 };
}

/**
 * The page's modes with this run's snapshot in its own: the other mode's stays. A snapshot of
 * unknown mode (an older file) was what this run compared with when its mode had none: replaced.
 */
function mergedEntry(held: AcceptedPage | undefined, analysed: BaselineSnapshot) {
  const kept = Object.entries(held ?? {}).filter(([, snapshot]) => snapshot.render !== undefined);
  const page: AcceptedPage = { ...Object.fromEntries(kept), [modeOf(analysed)]: analysed };
  return entryOf(page) ?? analysed;
}

/** The snapshot with the page's last HISTORY_MAX accepted scores, this run's last. */
export function withHistory(
  snapshot: BaselineSnapshot,
  before: BaselineSnapshot | undefined,
  now: Date,
): BaselineSnapshot & { history: ScoreHistory } {
  const earlier = ScoreHistory.safeParse(before?.['history']);
  const past = earlier.success ? earlier.data : [];
  return { ...snapshot, history: [...past, { at: now.toISOString(), score: snapshot.score }].slice(-HISTORY_MAX) };
}
