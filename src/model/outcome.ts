/**
 * How a run ended, for the action's `outcome` output, the summary's headline and the CLI's exit
 * code: the gate passed, failed on a page, or the analysis could not run for reasons outside the
 * pages (configuration, an unreachable service, a rejected key, a spent allowance, the run's
 * timeout). Pure.
 */
import { OneLineError } from './one-line-error.js';
import type { ErrorOrigin, PageError, PageResult, Results } from './results.js';

type Outcome = 'passed' | 'failed' | 'error';

/** The CLI's promise: 0 passed, 1 the gate failed on a page, 2 usage or configuration, 3 the analysis could not run. */
export const EXIT = { pass: 0, failed: 1, usage: 2, analysis: 3 } as const;

/**
 * A failed gate is the pages' own failure when any page failed for itself (its thresholds, its
 * regressions, what it answered, its analysis); when every failing page failed because it could
 * not be analysed, the run is an error, as if the analysis had not run at all.
 */
export function resultsOutcome(results: Results): Outcome {
  if (results.passed) return 'passed';
  const failing = results.pages.filter((page) => page.verdict !== 'pass' && !page.errorIgnored);
  return failing.length > 0 && failing.every(notAnalysed) ? 'error' : 'failed';
}

/** What a thrown error means: the user's configuration is at fault (2), else the analysis could not run (3). */
export function exitCodeFor(error: unknown): number {
  return error instanceof OneLineError && error.misconfigured ? EXIT.usage : EXIT.analysis;
}

export function exitCodeOf(outcome: Outcome): number {
  return outcome === 'passed' ? EXIT.pass : outcome === 'failed' ? EXIT.failed : EXIT.analysis;
}

function notAnalysed(page: PageResult): boolean {
  return page.verdict === 'error' && page.error !== null && errorOrigin(page.error) === 'run';
}

/**
 * The error's origin as its maker recorded it. Results files of v0.1 predate the field: there the
 * page's own errors were the readiness probe's codes and a failed analysis, whose message began
 * with "analysis " (the only place any decision looks at an error's wording).
 */
export function errorOrigin(error: PageError): ErrorOrigin {
  if (error.origin) return error.origin;
  if (error.code === 'http_status' || error.code === 'not_deployed') return 'page';
  return error.message.startsWith('analysis ') ? 'page' : 'run';
}
