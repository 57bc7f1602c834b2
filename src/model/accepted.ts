/**
 * The accepted state: each page's snapshot in the last run whose gate passed, the baseline of
 * `baseline: accepted`. A failing run never moves it, so a re-run reproduces the verdict and an
 * unfixed regression stays red on the next deploy. Stores (the GitHub Actions cache, a file) hold
 * it as JSON; the gate only loads and saves it through an AcceptedStore.
 */
import * as z from 'zod';
import { BaselineSnapshot, type AcceptedMissing, type AcceptedUnavailable } from './results.js';
import { issueText } from './zod-issue.js';

/** How many accepted runs of a page its history keeps: the HTML report's chart and the sparklines show them. */
export const HISTORY_MAX = 20;

/** A page's score in each of its last accepted runs, oldest first. */
export const ScoreHistory = z.array(z.object({ at: z.string(), score: z.number().int().nullable() })).max(HISTORY_MAX);
export type ScoreHistory = z.infer<typeof ScoreHistory>;

/** A page's snapshot as the accepted state holds it: with its score history, where a run recorded one. */
const AcceptedSnapshot = BaselineSnapshot.extend({ history: ScoreHistory.optional() });

/**
 * One page of the state as stored: its snapshot in one mode (`render` says which; absent in files
 * older than the field, which fit either mode), and, when the page was accepted in both modes, its
 * rendered snapshot beside the fetched one. So a file a version without `rendered` wrote still
 * reads, and such a version still reads the fetched state of a file this one wrote.
 */
const AcceptedEntry = AcceptedSnapshot.extend({
  /** The page's rendered snapshot when the entry itself is the fetched one. */
  rendered: AcceptedSnapshot.optional(),
});
type AcceptedEntry = z.infer<typeof AcceptedEntry>;

export const AcceptedState = z.looseObject({
  version: z.literal(1),
  /** The comment-tag of the gate that saved it: several gates in one repository keep apart. */
  tag: z.string(),
  commit: z.string().nullable(),
  savedAt: z.string(),
  /**
   * How many times the state was saved (absent: 0, a file older than the field). A writer rereads
   * the state before it saves: another revision than the one it compared with means another run
   * saved meanwhile, and the two are merged page by page (gate/accepted.ts).
   */
  revision: z.int().min(0).optional(),
  pages: z.record(z.string(), AcceptedEntry),
});
export type AcceptedState = z.infer<typeof AcceptedState>;

/** The mode a snapshot was analysed in: a rendered analysis is never compared with a fetched one. */
type AnalysisMode = 'fetched' | 'rendered';

/** A page's accepted snapshots side by side, by the mode each was analysed in. */
export type AcceptedPage = Partial<Record<AnalysisMode, BaselineSnapshot>>;

export function modeOf(snapshot: Pick<BaselineSnapshot, 'render'>): AnalysisMode {
  return snapshot.render === true ? 'rendered' : 'fetched';
}

/** The stored entry as its modes; each snapshot says when it was accepted (absent: `savedAt`). */
export function pageModes(entry: AcceptedEntry, savedAt: string): AcceptedPage {
  const { rendered, ...own } = entry;
  const dated = (snapshot: BaselineSnapshot): BaselineSnapshot => ({
    ...snapshot,
    acceptedAt: snapshot.acceptedAt ?? savedAt,
  });
  const page: AcceptedPage = { [modeOf(own)]: dated(own) };
  if (rendered && !page.rendered) page.rendered = dated({ ...rendered, render: true });
  return page;
}

/** The modes of a page as one stored entry: the fetched snapshot first, the rendered one beside it. */
export function entryOf(page: AcceptedPage): AcceptedEntry | null {
  const { fetched, rendered } = page;
  if (fetched && rendered) return { ...fetched, rendered };
  return fetched ?? rendered ?? null;
}

/** Which kind of store holds the state: the report names it, since only the cache evicts. */
type AcceptedStoreKind = 'file' | 'cache';

export type AcceptedLoad = (
  | { kind: 'found'; state: AcceptedState; where: string }
  | { kind: 'missing'; why: AcceptedMissing; detail: string; cause?: AcceptedUnavailable }
) & { store?: AcceptedStoreKind };

/** `warned`: the store already printed a warning of its own (the cache library does). */
export type AcceptedSave = { saved: true; where: string } | { saved: false; detail: string; warned: boolean };

export type AcceptedMeta = Pick<AcceptedState, 'tag' | 'commit' | 'savedAt' | 'revision'>;

/** Which saved state a run compared with: its revision and when it was saved (two writers of one revision differ). */
export interface StateRevision {
  revision: number;
  savedAt: string;
}

export function revisionOf(state: AcceptedState): StateRevision {
  return { revision: state.revision ?? 0, savedAt: state.savedAt };
}

/**
 * The next state, written a page at a time as the run decides its pages (a run of thousands of
 * pages never holds all their findings), kept only when `save` is called.
 */
export interface AcceptedDraft {
  add(url: string, entry: AcceptedEntry): Promise<void>;
  save(meta: AcceptedMeta): Promise<AcceptedSave>;
  discard(): Promise<void>;
}

/** Where the accepted state lives. Nothing here throws: the store never fails the verdict. */
export interface AcceptedStore {
  kind?: AcceptedStoreKind;
  load(): Promise<AcceptedLoad>;
  draft(): AcceptedDraft;
}

/** Parsed data checked as an accepted state, or what is wrong with it. */
export function acceptedStateFrom(data: unknown): { state: AcceptedState } | { problem: string } {
  const parsed = AcceptedState.safeParse(data);
  if (parsed.success) return { state: parsed.data };
  return { problem: `not an accepted state v1 (${issueText(parsed.error, { whole: 'top level' })})` };
}

/**
 * The page's snapshot of this mode: its own, else one whose mode is unknown (a file older than
 * the field); never the other mode's, which was analysed with other evidence.
 */
export function snapshotInMode(page: AcceptedPage | undefined, render: boolean): BaselineSnapshot | null {
  const own = page?.[render ? 'rendered' : 'fetched'];
  if (own) return own;
  const unknown = page?.fetched;
  return unknown && unknown.render === undefined ? unknown : null;
}
