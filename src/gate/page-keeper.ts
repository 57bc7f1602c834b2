/**
 * How the engine keeps each decided page, whatever mode decided it: judged with the run's rules
 * and waivers, recorded whole in list order, added to the accepted draft, then held slim; and the
 * draft dropped when the run stops with an error.
 */
import { ignoredCheck } from '../config/check-levels.js';
import { rulesFor } from '../config/rules.js';
import type { AcceptedPage, StateRevision } from '../model/accepted.js';
import type { GateConfig, GateRules, PageRules } from '../model/config.js';
import type { AcceptedFacts, CrawlSummary, PageResult, Truncation } from '../model/results.js';
import { nextAccepted, startLoading, type NextAccepted } from './accepted.js';
import { judgedSnapshot, type Judging } from './accepted-snapshot.js';
import { treatmentOf } from './treatment.js';
import type { EngineIO } from './engine-io.js';
import { pageHolder } from './held.js';
import type { SiteTemplate } from './site-template.js';
import { inOrder } from './in-order.js';
import { decide, failsGate, type PageObservation } from './verdict.js';
import { activeWaivers } from './waivers.js';

/** One page decided: the config's rules and the waivers in force when the run started. */
export type Judge = (observation: PageObservation) => PageResult;

/** `template`: what a page new to the accepted state inherits from the site's accepted pages. */
export function judgeOf(config: GateRules, startedAt: Date, template?: SiteTemplate): Judge {
  // Expiry is judged once, against the run's own clock: a run across midnight does not change its mind.
  const waivers = activeWaivers(config.waivers, startedAt);
  return (observation) => decide(observation, config, waivers, template);
}

/**
 * The decided pages as held, and what the results say about the accepted state (with its draft,
 * when this run may move it).
 */
export interface Decided {
  pages: PageResult[];
  accepted?: { facts: AcceptedFacts; next: NextAccepted | null };
  crawl?: CrawlSummary;
  truncated?: Truncation;
}

/**
 * The draft of the next accepted state, when this run may move it. A store that could not be
 * read has been warned about once; saving to it would only say it again. A state that could not
 * be restored is not replaced by this run's pages alone: the pages it holds would be lost.
 */
export function draftNext(
  config: GateConfig,
  io: EngineIO,
  facts: AcceptedFacts,
  before: ReadonlyMap<string, AcceptedPage>,
  /** The revision of the state the run compared with (null: none), reread before saving; absent: a report job's. */
  compared?: StateRevision | null,
): NextAccepted | null {
  const store = io.accepted;
  if (config.mode === 'analyze' || !store) return null;
  if (facts.missing === 'unavailable' || facts.missing === 'restore-failed') return null;
  return nextAccepted(
    store.draft(),
    before,
    (page) => failsGate(page, config),
    (page, held) => judgedSnapshot(page, held, judgingBy(rulesFor(config, page.url))),
    { now: () => io.now() },
    compared === undefined ? undefined : { compared, reread: () => startLoading(store) },
  );
}

/** The run's rules as the state judges a page by; the findings it sees counted are already past every waiver. */
export function judgingBy(rules: PageRules): Judging {
  return { ignored: ignoredCheck(rules), treatment: treatmentOf(rules, () => false) };
}

/**
 * Each decided page goes out in full (the results file, the accepted draft); the run holds what
 * the report reads. `index` is the page's place in the run's list: the results file and the page
 * lines keep that order whatever order the analyses finish in.
 */
export function keeper(
  io: EngineIO,
  next: NextAccepted | null,
  total: number,
): (page: PageResult, index: number) => Promise<PageResult> {
  let done = 0;
  const hold = pageHolder();
  // The terminal's and the log's page lines come in list order too, like the results file.
  const record = inOrder<PageResult>((page) => {
    io.pageDone(page, ++done, total);
    return io.record(page);
  });
  return async (page, index) => {
    await Promise.all([record(page, index), next?.add(page)]);
    return hold(page);
  };
}

/** A run that stops with an error leaves no draft behind. */
export async function dropping<T>(next: NextAccepted | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await next?.discard();
    throw error;
  }
}
