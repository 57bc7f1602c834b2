/**
 * How a run ended, for the action's `outcome` output, the summary's headline and the CLI's exit
 * code: the gate passed, failed on a page, or the analysis could not run for reasons outside the
 * pages (configuration, an unreachable service, a rejected key, a spent allowance, the run's
 * timeout). Pure.
 */
import { OneLineError } from './model/one-line-error.js';
import type { PageResult, Results } from './model/results.js';

export type Outcome = 'passed' | 'failed' | 'error';

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

/**
 * The page's own errors: the readiness probe's (`http_status`, `not_deployed`) and a failed
 * analysis of the page (`analysis failed: …`, the service's words about the page). Anything
 * else (the run's timeout, the service's answers about the key, the allowance, the connection)
 * says nothing about the page.
 */
function notAnalysed(page: PageResult): boolean {
  if (page.verdict !== 'error' || page.error === null) return false;
  if (page.error.code === 'http_status' || page.error.code === 'not_deployed') return false;
  return !page.error.message.startsWith('analysis ');
}
