/**
 * The parts of a report, each rendered at most once and only when the size budget asks for it:
 * a large run holds far more findings than a comment can show, so lines that are never shown are
 * never escaped. Pages that did not pass come first (table row, then their findings); passing
 * pages and resolved findings are folded blocks.
 */
import { count } from '../text/count.js';
import {
  findingRenderer,
  listedFindings,
  pageHeading,
  resolvedLine,
  type FindingLine,
  type ListedFinding,
} from './findings.js';
import { acceptedLine } from './accepted-line.js';
import type { FoldedBlock } from './folded-block.js';
import { crawlFindingsBlock } from './crawl-findings.js';
import { crawlLine } from './crawl-line.js';
import { headline } from './headline.js';
import { pageRow, tableHead } from './page-table.js';
import type { PageResult, Results } from '../model/results.js';
import { resultsPlace, runLine, type RunFacts } from './run-line.js';
import { thresholdsTable } from './thresholds-table.js';
import { urlSpan } from './escape.js';
import { waivedLine, waiverBlock } from './waivers.js';

interface PageBlock {
  row: string;
  /** '' when the page has no findings to list. */
  heading: string;
  findings: number;
  /** The index-th listed finding: regressions most severe first, then the critical findings of a failing page. */
  finding(index: number): FindingLine;
}

export interface ReportDocument {
  top: string;
  tableHead: string;
  pages: PageBlock[];
  passing: FoldedBlock;
  resolved: FoldedBlock;
  /** With `crawl`: the crawl's grouped findings (count 0 otherwise). */
  crawl: FoldedBlock;
  /** Findings waivers took out of the count, with each waiver's reason and expiry. */
  waived: FoldedBlock;
  bottom: string;
  /** Where the full results are, as shown in the line that says what was left out. */
  resultsPlace: string;
}

/**
 * `thresholdsTable`: the job summary ends with the pages max-urls dropped and the thresholds view;
 * the comment, for reviewers, does not.
 */
export function buildDocument(
  results: Results,
  run: RunFacts,
  thresholds: Record<string, string>,
  marker: string,
  options: { thresholdsTable: boolean },
): ReportDocument {
  const findingLine = findingRenderer();
  const withResolved = results.pages.filter((p) => p.resolved.length > 0);
  const resolvedCount = withResolved.reduce((sum, p) => sum + p.resolved.length, 0);
  const withWaived = results.pages.filter((p) => (p.waived?.length ?? 0) > 0);
  const waivedCount = withWaived.reduce((sum, p) => sum + (p.waived?.length ?? 0), 0);
  const passing = results.pages.filter((p) => p.verdict === 'pass');
  const withWarnings = results.pages.some((p) => (p.warnings?.length ?? 0) > 0);
  const row = (page: PageResult) => pageRow(page, withWarnings);
  return {
    top: `${marker}${headline(results)}${acceptedLine(results)}${crawlLine(results)}${waiverBlock(results)}`,
    tableHead: `\n${tableHead('reasons', withWarnings)}`,
    pages: results.pages.filter((p) => p.verdict !== 'pass').map((page) => pageBlock(page, findingLine, row)),
    passing: folded(
      count(passing.length, 'passing page'),
      tableHead('notes', withWarnings),
      passing,
      row,
      passing.length,
    ),
    resolved: folded(
      `${count(resolvedCount, 'finding')} resolved since the baseline`,
      '',
      withResolved,
      (p) => resolvedLine(p.url, p.resolved),
      resolvedCount,
    ),
    crawl: crawlFindingsBlock(results.crawl),
    waived: folded(
      `Waived: ${count(waivedCount, 'finding')}`,
      '',
      withWaived,
      (p) => waivedLine(p, results.waivers ?? []),
      waivedCount,
    ),
    // The job summary is the place for details a maintainer reads; the comment is for reviewers.
    bottom:
      runLine(run, thresholds) + (options.thresholdsTable ? droppedPagesBlock(results) + thresholdsTable(results) : ''),
    resultsPlace: resultsPlace(run),
  };
}

function pageBlock(
  page: PageResult,
  findingLine: (finding: ListedFinding) => FindingLine,
  row: (page: PageResult) => string,
): PageBlock {
  const findings = listedFindings(page);
  return {
    row: row(page),
    heading: findings.length > 0 ? pageHeading(page) : '',
    findings: findings.length,
    finding: renderedOnce(findings, findingLine),
  };
}

/** The blank lines matter: markdown inside <details> renders only when set apart from the tags. */
function folded(
  summary: string,
  tableHead: string,
  pages: PageResult[],
  render: (page: PageResult) => string,
  n: number,
): FoldedBlock {
  return {
    count: pages.length === 0 ? 0 : n,
    open: `\n<details><summary>${summary}</summary>\n\n${tableHead}`,
    lines: pages.length,
    line: renderedOnce(pages, render),
    close: '\n</details>\n',
  };
}

function renderedOnce<T, R>(items: readonly T[], render: (item: T) => R): (index: number) => R {
  const done: R[] = [];
  return (index) => {
    const item = items[index];
    if (item === undefined) throw new RangeError(`no item ${index} of ${items.length}`);
    return (done[index] ??= render(item));
  };
}

/** A list of 10,000 URLs would crowd out the findings; the results file holds every one. */
const LISTED_MAX = 100;

/**
 * The summary's list of the pages max-urls dropped, folded: the headline says how many; a
 * maintainer raising the cap or splitting the list wants to know which. '' when it dropped none.
 */
function droppedPagesBlock(results: Results): string {
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
