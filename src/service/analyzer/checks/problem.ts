import type { Page } from '../page.js';

/** One offending element (or one missing thing) found by a check. */
export interface Problem {
  message: string;
  /** An exact excerpt of the page source; see excerpt.ts. */
  evidence: string;
}

/** A check reads the page and returns its problems in document order; none means it passed. */
export type Check = (page: Page) => Problem[];
