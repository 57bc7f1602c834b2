/**
 * The job summary and the sticky PR comment: the same report under two size limits. Pure: results
 * in, markdown out. Everything that came from a page or the service is made inert (escape.ts).
 */
import { fitToBudget } from './budget.js';
import { buildDocument } from './document.js';
import { COMMENT_BUDGET, SUMMARY_BUDGET } from './limits.js';
import { cut } from '../text/cut.js';
import { clean } from '../text/plain.js';
import type { Results } from '../model/results.js';
import type { RunFacts } from './run-line.js';

export { renderTerminalLine } from './terminal.js';
export { renderDetailGroups } from './log-details.js';
export { errorHeadline, plainHeadline } from './headline.js';

export interface RenderInput {
  results: Results;
  /** The thresholds in force, e.g. { 'min-score': '70', 'fail-on-regression': 'critical' }. */
  thresholds: Record<string, string>;
  /** `resultsFile`: the results file's path; `artifactUrl`: where it was uploaded, if it was. */
  run: RunFacts & { tag: string };
}

/** At most `budget` bytes of UTF-8: the runner's limit for a step summary is 1 MiB. */
export function renderSummary(input: RenderInput, budget = SUMMARY_BUDGET): string {
  const doc = buildDocument(input.results, input.run, input.thresholds, '', { thresholdsTable: true });
  return fitToBudget(doc, { budget, unit: 'bytes', what: 'job summary' });
}

/** At most `budget` characters, starting with the hidden marker of `input.run.tag`. */
export function renderComment(input: RenderInput, budget = COMMENT_BUDGET): string {
  const doc = buildDocument(input.results, input.run, input.thresholds, `${commentMarker(input.run.tag)}\n`, {
    thresholdsTable: false,
  });
  return fitToBudget(doc, { budget, unit: 'characters', what: 'PR comment' });
}

const TAG_MAX = 100;

/**
 * The hidden marker that finds this gate's sticky comment again. The tag comes from the workflow
 * (`comment-tag`, or workflow + job names), so it is made unable to end the HTML comment early:
 * no `>` and no `--`.
 */
export function commentMarker(tag: string): string {
  const safe = cut(clean(tag), TAG_MAX).replace(/[<>]/g, '').replace(/-{2,}/g, '-').trim();
  return `<!-- pagegate:${safe || 'default'} -->`;
}
