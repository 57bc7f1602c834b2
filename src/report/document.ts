/**
 * The parts of a report, each rendered at most once and only when the size budget asks for it:
 * a large run holds far more findings than a comment can show, so lines that are never shown are
 * never escaped. Pages that did not pass come first (table row, then their findings); passing
 * pages and resolved findings are folded blocks.
 */
import { count } from '../text/count.js';
import { findingRenderer, listedFindings, pageHeading, resolvedLine, type FindingLine, type ListedFinding } from './findings.js';
import { acceptedLine } from './accepted-line.js';
import { crawlFindingsBlock } from './crawl-findings.js';
import { headline } from './headline.js';
import { FAILING_TABLE_HEAD, PASSING_TABLE_HEAD, pageRow } from './page-table.js';
import type { PageResult, Results } from '../model/results.js';
import { resultsPlace, runLine, type RunFacts } from './run-line.js';

export interface PageBlock {
  row: string;
  /** '' when the page has no findings to list. */
  heading: string;
  findings: number;
  /** The index-th listed finding: regressions most severe first, then the critical findings of a failing page. */
  finding(index: number): FindingLine;
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
  const findingLine = findingRenderer();
  const withResolved = results.pages.filter((p) => p.resolved.length > 0);
  const resolvedCount = withResolved.reduce((sum, p) => sum + p.resolved.length, 0);
  const passing = results.pages.filter((p) => p.verdict === 'pass');
  return {
    top: `${marker}${headline(results)}${acceptedLine(results)}`,
    tableHead: `\n${FAILING_TABLE_HEAD}`,
    pages: results.pages.filter((p) => p.verdict !== 'pass').map((page) => pageBlock(page, findingLine)),
    passing: folded(count(passing.length, 'passing page'), PASSING_TABLE_HEAD, passing, pageRow, passing.length),
    resolved: folded(`${count(resolvedCount, 'finding')} resolved since the baseline`, '', withResolved, (p) => resolvedLine(p.url, p.resolved), resolvedCount),
    crawl: crawlFindingsBlock(results.crawl),
    bottom: runLine(run, thresholds),
    resultsPlace: resultsPlace(run),
  };
}

function pageBlock(page: PageResult, findingLine: (finding: ListedFinding) => FindingLine): PageBlock {
  const findings = listedFindings(page);
  return {
    row: pageRow(page),
    heading: findings.length > 0 ? pageHeading(page) : '',
    findings: findings.length,
    finding: renderedOnce(findings, findingLine),
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
  return (index) => {
    const item = items[index];
    if (item === undefined) throw new RangeError(`no item ${index} of ${items.length}`);
    return (done[index] ??= render(item));
  };
}
