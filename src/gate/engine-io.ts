/**
 * What the engine asks of its edge (files, clock, progress, the accepted state), in a file of its
 * own so that the engine's helpers read it without importing the engine back.
 */
import type { AcceptedStore } from '../model/accepted.js';
import type { PageResult } from '../model/results.js';
import type { ProbeClock } from '../site/readiness.js';
import type { UrlSourceIO } from './collect-urls.js';
import type { ResultsFileIO } from './results-file.js';

export interface EngineIO extends UrlSourceIO, ResultsFileIO {
  glob(pattern: string): Promise<string[]>;
  /**
   * Each page in full as soon as it is decided (the results file). The outcome holds the pages
   * only as far as the summary, the comment and the outputs read them (held.ts).
   */
  record(page: PageResult): Promise<void>;
  /** Called once per page as it finishes, with its provisional verdict. */
  pageDone(page: PageResult, done: number, total: number): void;
  now(): Date;
  /** Where the accepted state lives (`baseline: accepted`); absent: there is none (the CLI without accepted-file). */
  accepted?: AcceptedStore;
  /** The user's interrupt (Ctrl-C); the run's own deadline is added here. */
  signal?: AbortSignal;
  /** The readiness probe's clock; absent: the real one. */
  probeClock?: ProbeClock;
  /**
   * The address guard of the link check for hosts other than the run's (refuses a private or local
   * address by throwing); absent: the link check stays on the run's own hosts (in-process).
   */
  linkGuard?: (url: URL) => Promise<void>;
  /** The page list once collected, before any is submitted (the in-process service lets its hosts through). */
  pagesKnown?: (urls: readonly string[]) => Promise<void>;
}
