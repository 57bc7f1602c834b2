/**
 * The parts of a report, each rendered at most once and only when the size budget asks for it:
 * a large run holds far more findings than a comment can show, so lines that are never shown are
 * never escaped. Pages that did not pass come first (table row, then their regressions); passing
 * pages and resolved findings are folded blocks.
 */
import { count } from '../text/count.js';
import { bySeverity, pageHeading, regressionRenderer, resolvedLine, type RegressionLine } from './findings.js';
import { crawlFindingsBlock } from './crawl-findings.js';
import { headline } from './headline.js';
import { FAILING_TABLE_HEAD, PASSING_TABLE_HEAD, pageRow } from './page-table.js';
import type { PageResult, Regression, Results } from '../model/results.js';
import { resultsPlace, runLine, type RunFacts } from './run-line.js';

export interface PageBlock {
  row: string;
  /** '' when the page has no regressions to list. */
  heading: string;
  regressions: number;
  /** The index-th regression, most severe first. */
  regression(index: number): RegressionLine;
}

export interface FoldedBlock {
  /** What the block holds (pages, findings or groups); 0 means there is no block. */
  count: number;
  open: string;
  lines: number;
  line(index: number): string;
  close: string;
}

export interface ReportDocument {
  top: string;
  tableHead: string;
  pages: PageBlock[];
  passing: FoldedBlock;
  resolved: FoldedBlock;
  /** With `crawl`: the crawl's grouped findings (count 0 otherwise). */
  crawl: FoldedBlock;
  bottom: string;
  /** Where the full results are, as shown in the line that says what was left out. */
  resultsPlace: string;
}

export function buildDocument(results: Results, run: RunFacts, thresholds: Record<string, string>, marker: string): ReportDocument {
  const regressionLine = regressionRenderer();
  const withResolved = results.pages.filter((p) => p.resolved.length > 0);
  const resolvedCount = withResolved.reduce((sum, p) => sum + p.resolved.length, 0);
  const passing = results.pages.filter((p) => p.verdict === 'pass');
  return {
    top: `${marker}${headline(results)}`,
    tableHead: `\n${FAILING_TABLE_HEAD}`,
    pages: results.pages.filter((p) => p.verdict !== 'pass').map((page) => pageBlock(page, regressionLine)),
    passing: folded(count(passing.length, 'passing page'), PASSING_TABLE_HEAD, passing, pageRow, passing.length),
    resolved: folded(`${count(resolvedCount, 'finding')} resolved since the baseline`, '', withResolved, (p) => resolvedLine(p.url, p.resolved), resolvedCount),
    crawl: crawlFindingsBlock(results.crawl),
    bottom: runLine(run, thresholds),
    resultsPlace: resultsPlace(run),
  };
}

function pageBlock(page: PageResult, regressionLine: (regression: Regression) => RegressionLine): PageBlock {
  const regressions = bySeverity(page.regressions);
  return {
    row: pageRow(page),
    heading: regressions.length > 0 ? pageHeading(page) : '',
    regressions: regressions.length,
    regression: renderedOnce(regressions, regressionLine),
  };
}

/** The blank lines matter: markdown inside <details> renders only when set apart from the tags. */
function folded(summary: string, tableHead: string, pages: PageResult[], render: (page: PageResult) => string, n: number): FoldedBlock {
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
  return (index) => (done[index] ??= render(items[index]!));
}
