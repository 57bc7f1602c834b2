/**
 * With `crawl`, the crawl's findings grouped by check and severity (the service's own grouping):
 * a table of the groups that matter most, so a reviewer sees what is wrong across the site and
 * not only on the pages that regressed.
 */
import { count } from '../text/count.js';
import type { FoldedBlock } from './folded-block.js';
import { inline } from './escape.js';
import { NAME_MAX } from './limits.js';
import type { CrawlSummary } from '../model/results.js';
import type { CrawlFinding } from '../model/resources.js';
import { severityRank } from '../model/severity.js';

/** A table longer than this reads as noise in a PR comment; the results file holds every group. */
const CRAWL_GROUPS_SHOWN = 25;

export function crawlFindingsBlock(crawl: CrawlSummary | undefined): FoldedBlock {
  const groups = [...(crawl?.findings ?? [])].sort(
    (a, b) => severityRank(b.severity) - severityRank(a.severity) || b.pages - a.pages,
  );
  const rows = groups.slice(0, CRAWL_GROUPS_SHOWN).map(groupRow);
  const more = groups.length - rows.length;
  const title = crawl ? `Findings across crawl ${crawl.id} of ${inline(crawl.host, NAME_MAX)}` : '';
  return {
    count: groups.length,
    open: `\n**${title}**, grouped by check and severity:\n\n| check | severity | pages |\n|---|---|---|\n`,
    lines: rows.length,
    line: (index) => rows[index] ?? '',
    close: more > 0 ? `\n…and ${count(more, 'more group')} (in the results file)\n` : '',
  };
}

function groupRow(group: CrawlFinding): string {
  return (
    `| ${inline(group.check, NAME_MAX) || '(unnamed check)'} | ${inline(group.severity, NAME_MAX)} | ` +
    `${group.pages} |\n`
  );
}
