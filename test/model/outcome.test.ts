/**
 * passed, failed or error, and the exit code each gives: a failed gate is the pages' own unless none
 * failed for itself.
 */
import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeOf, resultsOutcome } from '../../src/model/outcome.js';
import type { ErrorOrigin, PageResult } from '../../src/model/results.js';
import { page, results } from '../report/fixtures.js';

/** A page error as a results file of v0.1 has it: no origin, only the code and the wording. */
const errored = (code: string, message: string, more: Partial<PageResult> = {}) =>
  page({ verdict: 'error', score: null, grade: null, issues: null, error: { code, message }, ...more });
const erroredFrom = (origin: ErrorOrigin, code: string, message: string) =>
  page({ verdict: 'error', score: null, grade: null, issues: null, error: { code, message, origin } });

describe('resultsOutcome', () => {
  it.each<[string, PageResult[], boolean, 'passed' | 'failed' | 'error']>([
    ['every page passed', [page()], true, 'passed'],
    ['a page below a threshold', [page({ verdict: 'fail' })], false, 'failed'],
    ['a page that answered 404', [errored('http_status', 'answered HTTP 404')], false, 'failed'],
    [
      'a page that never showed expect',
      [errored('not_deployed', 'served 200 but never showed expect x')],
      false,
      'failed',
    ],
    ['a failed analysis of the page', [errored('unreachable', 'analysis failed: connection refused')], false, 'failed'],
    ['the run timed out', [errored('timeout', 'unfinished: the timeout ran out while polling')], false, 'error'],
    ['the allowance ran out', [errored('allowance_exhausted', 'submitting: POST /reports: 402')], false, 'error'],
    ['the service was unreachable', [errored('network', 'submitting: connection refused')], false, 'error'],
    [
      'a page failing for itself beside one the run could not analyse',
      [page({ verdict: 'fail' }), errored('timeout', 'unfinished: the timeout ran out')],
      false,
      'failed',
    ],
    [
      'an ignored error beside a page failing for itself (fail-on-error: false)',
      [errored('timeout', 'unfinished: the timeout ran out', { errorIgnored: true }), page({ verdict: 'fail' })],
      false,
      'failed',
    ],
  ])('%s: %s', (_, pages, passed, outcome) => {
    expect(resultsOutcome(results(pages, { passed }))).toBe(outcome);
  });
});

describe('resultsOutcome reads where the error came from, not its wording', () => {
  it.each<[string, PageResult, 'failed' | 'error']>([
    // the same code worded two ways: the origin decides, never the words
    ['the analysis failed (page)', erroredFrom('page', 'failed', 'the analysis failed: boom'), 'failed'],
    ['analysis failed (page)', erroredFrom('page', 'failed', 'analysis failed: boom'), 'failed'],
    ['analysis failed (run)', erroredFrom('run', 'failed', 'analysis failed: boom'), 'error'],
    ['answered HTTP 404 (run)', erroredFrom('run', 'http_status', 'answered HTTP 404'), 'error'],
    ['unfinished (page)', erroredFrom('page', 'timeout', 'unfinished: the timeout ran out'), 'failed'],
  ])('%s', (_, errorPage, outcome) => {
    expect(resultsOutcome(results([errorPage], { passed: false }))).toBe(outcome);
  });
});

describe('exitCodeOf', () => {
  it.each([
    ['passed', EXIT.pass],
    ['failed', EXIT.failed],
    ['error', EXIT.analysis],
  ] as const)('%s exits %i', (outcome, code) => {
    expect(exitCodeOf(outcome)).toBe(code);
  });
});
