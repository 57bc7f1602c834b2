/**
 * With a crawl that measured performance, the line under the headline that says how many loads each
 * page's metrics are the medians of (the crawl's `performance_runs`): the crawl was started
 * elsewhere, so the run's own `performance-runs` need not be what it used.
 */
import type { Results } from '../model/results.js';
import { count } from '../text/count.js';
import { inline } from './escape.js';
import { NAME_MAX } from './limits.js';

/** '' unless the run gated a crawl whose service said how many loads it measured. */
export function crawlLine(results: Results): string {
  const crawl = results.crawl;
  if (!crawl?.performanceRuns) return '';
  return (
    `\n*Crawl ${crawl.id} of ${inline(crawl.host, NAME_MAX)} measured each page over ` +
    `${count(crawl.performanceRuns, 'load')} (performance_runs): its metrics are the medians.*\n`
  );
}
