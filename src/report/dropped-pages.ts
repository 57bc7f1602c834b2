/**
 * The summary's list of the pages max-urls dropped, folded: the headline says how many; a
 * maintainer raising the cap or splitting the list wants to know which.
 */
import { count } from '../text/count.js';
import type { Results } from '../model/results.js';
import { urlSpan } from './escape.js';

/** A list of 10,000 URLs would crowd out the findings; the results file holds every one. */
const LISTED_MAX = 100;

/** '' when max-urls dropped nothing. */
export function droppedPagesBlock(results: Results): string {
  const cut = results.truncated;
  if (!cut || cut.dropped.length === 0) return '';
  const known = cut.given === null ? ' (the first past the cap; the rest was not read)' : '';
  const lines = cut.dropped.slice(0, LISTED_MAX).map((url) => `- ${urlSpan(url)}\n`);
  const rest = cut.dropped.length - LISTED_MAX;
  const more = rest > 0 ? `- …and ${rest} more (in the results file)\n` : '';
  return (
    `\n<details><summary>${count(cut.dropped.length, 'page')} dropped by max-urls ${cut.maxUrls}${known}</summary>` +
    `\n\n${lines.join('')}${more}\n</details>\n`
  );
}
