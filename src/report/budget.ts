/**
 * The one size budget for a rendered report (the PR comment, the job summary). It adds up the
 * sizes of the parts a plan keeps, stopping as soon as the budget is passed, so a part is only
 * rendered when it could still fit; the chosen plan is then concatenated once. Over budget, the
 * least important part goes first: resolved findings, then waived findings, then passing pages,
 * then the crawl's grouped findings, then evidence, then findings beyond the first N of each page
 * (down to none), then table rows beyond the first
 * K; and a line says exactly what was left out and where the full results are.
 */
import type { ReportDocument } from './document.js';
import type { FoldedBlock } from './folded-block.js';
import { moreFindingsLine } from './findings.js';
import { cutToLimit, leftOutLine, type LeftOut, type SizeLimit } from './left-out.js';

export type { SizeLimit } from './left-out.js';

/** What a rendering keeps; `perPage` and `pages` count from the top of their lists. */
interface Plan {
  resolved: boolean;
  waived: boolean;
  passing: boolean;
  crawl: boolean;
  evidence: boolean;
  perPage: number;
  pages: number;
}

export function fitToBudget(doc: ReportDocument, limit: SizeLimit): string {
  const sizes = new Sizes(doc, limit.unit);
  const within = (plan: Plan) => leftOutWithin(doc, sizes, plan, limit);
  const all = doc.pages.length;
  const bare: Plan = {
    resolved: false,
    waived: false,
    passing: false,
    crawl: false,
    evidence: false,
    perPage: Infinity,
    pages: all,
  };
  const steps: Plan[] = [
    { resolved: true, waived: true, passing: true, crawl: true, evidence: true, perPage: Infinity, pages: all },
    { resolved: false, waived: true, passing: true, crawl: true, evidence: true, perPage: Infinity, pages: all },
    { resolved: false, waived: false, passing: true, crawl: true, evidence: true, perPage: Infinity, pages: all },
    { resolved: false, waived: false, passing: false, crawl: true, evidence: true, perPage: Infinity, pages: all },
    { resolved: false, waived: false, passing: false, crawl: false, evidence: true, perPage: Infinity, pages: all },
    bare,
  ];
  for (const plan of steps) {
    const line = within(plan);
    if (line !== null) return build(doc, plan, line);
  }
  const most = Math.max(0, ...doc.pages.map((page) => page.findings));
  // Down to no listed findings before the table loses a row: the reasons in a row already
  // name the first regressions of its page.
  const fewer = largest(0, most - 1, (n) => within({ ...bare, perPage: n }));
  if (fewer) return build(doc, { ...bare, perPage: fewer.n }, fewer.line);
  const shorter = largest(0, all, (k) => within({ ...bare, perPage: 0, pages: k }));
  if (shorter) return build(doc, { ...bare, perPage: 0, pages: shorter.n }, shorter.line);
  const last: Plan = { ...bare, perPage: 0, pages: 0 };
  return cutToLimit(build(doc, last, leftOutLine(leftOut(doc, sizes, last), limit, doc.resultsPlace)), limit);
}

/** The left-out line when `plan` fits the budget ('' when nothing is left out), or null. */
function leftOutWithin(doc: ReportDocument, sizes: Sizes, plan: Plan, limit: SizeLimit): string | null {
  const budget = limit.budget;
  let size = sizes.fixed + (plan.pages > 0 ? sizes.tableHead : 0);
  for (let i = 0; i < plan.pages; i++) size += sizes.rows[i] ?? 0;
  for (let i = 0; i < plan.pages && size <= budget; i++) {
    const page = doc.pages[i];
    if (!page) break;
    const shown = Math.min(page.findings, plan.perPage);
    if (shown === 0) continue;
    size += sizes.headings[i] ?? 0;
    for (let j = 0; j < shown && size <= budget; j++) {
      const line = sizes.line(i, j);
      size += plan.evidence ? line.full : line.bare;
    }
    if (shown < page.findings) size += sizes.measure(moreFindingsLine(page.findings - shown));
  }
  if (plan.crawl && size <= budget) size += sizes.folded(doc.crawl, budget - size);
  if (plan.passing && size <= budget) size += sizes.folded(doc.passing, budget - size);
  if (plan.waived && size <= budget) size += sizes.folded(doc.waived, budget - size);
  if (plan.resolved && size <= budget) size += sizes.folded(doc.resolved, budget - size);
  if (size > budget) return null;
  const line = leftOutLine(leftOut(doc, sizes, plan), limit, doc.resultsPlace);
  return size + sizes.measure(line) <= budget ? line : null;
}

/** Counts what `plan` leaves out; only called for plans whose shown lines are already sized. */
function leftOut(doc: ReportDocument, sizes: Sizes, plan: Plan): LeftOut {
  const left: LeftOut = {
    resolved: plan.resolved ? 0 : doc.resolved.count,
    waived: plan.waived ? 0 : doc.waived.count,
    passing: plan.passing ? 0 : doc.passing.count,
    crawlGroups: plan.crawl ? 0 : doc.crawl.count,
    evidence: 0,
    beyond: 0,
    perPage: plan.perPage,
    pages: 0,
    pageFindings: 0,
    shownPages: Math.min(plan.pages, doc.pages.length),
  };
  doc.pages.forEach((page, i) => {
    if (i >= plan.pages) {
      left.pages++;
      left.pageFindings += page.findings;
      return;
    }
    const shown = Math.min(page.findings, plan.perPage);
    left.beyond += page.findings - shown;
    if (!plan.evidence) for (let j = 0; j < shown; j++) if (sizes.line(i, j).hasEvidence) left.evidence++;
  });
  return left;
}

function build(doc: ReportDocument, plan: Plan, leftOutLine: string): string {
  const parts = [doc.top, leftOutLine];
  const pages = doc.pages.slice(0, plan.pages);
  if (pages.length > 0) parts.push(doc.tableHead, ...pages.map((page) => page.row));
  for (const page of pages) {
    const shown = Math.min(page.findings, plan.perPage);
    if (shown === 0) continue;
    parts.push(page.heading);
    for (let j = 0; j < shown; j++) {
      const line = page.finding(j);
      parts.push(line.head, plan.evidence ? line.evidence : '', line.tail);
    }
    if (shown < page.findings) parts.push(moreFindingsLine(page.findings - shown));
  }
  // Appended one by one: spreading a block of 25,000 pages' lines into push() would overflow the stack.
  for (const [shown, block] of [
    [plan.crawl, doc.crawl],
    [plan.passing, doc.passing],
    [plan.waived, doc.waived],
    [plan.resolved, doc.resolved],
  ] as const)
    if (shown) for (const part of blockParts(block)) parts.push(part);
  parts.push(doc.bottom);
  return parts.join('');
}

function blockParts(block: FoldedBlock): string[] {
  if (block.count === 0) return [];
  return [block.open, ...Array.from({ length: block.lines }, (_, i) => block.line(i)), block.close];
}

/** Sizes of parts in the limit's unit, each measured once, lines only when first asked for. */
class Sizes {
  readonly measure: (text: string) => number;
  readonly fixed: number;
  readonly tableHead: number;
  readonly rows: number[];
  readonly headings: number[];
  private readonly lines: { bare: number; full: number; hasEvidence: boolean }[][];
  private readonly foldedLines = new Map<FoldedBlock, number[]>();

  constructor(
    private readonly doc: ReportDocument,
    unit: SizeLimit['unit'],
  ) {
    this.measure = unit === 'bytes' ? (text) => Buffer.byteLength(text, 'utf8') : (text) => text.length;
    this.fixed = this.measure(doc.top) + this.measure(doc.bottom);
    this.tableHead = this.measure(doc.tableHead);
    this.rows = doc.pages.map((page) => this.measure(page.row));
    this.headings = doc.pages.map((page) => this.measure(page.heading));
    this.lines = doc.pages.map(() => []);
  }

  line(page: number, index: number): { bare: number; full: number; hasEvidence: boolean } {
    const cache = (this.lines[page] ??= []);
    let sized = cache[index];
    if (!sized) {
      const line = this.page(page).finding(index);
      const bare = this.measure(line.head) + this.measure(line.tail);
      sized = { bare, full: bare + this.measure(line.evidence), hasEvidence: line.evidence !== '' };
      cache[index] = sized;
    }
    return sized;
  }

  private page(index: number): ReportDocument['pages'][number] {
    const page = this.doc.pages[index];
    if (!page) throw new RangeError(`no page ${index} in this report`);
    return page;
  }

  /** The block's size, or a size over `room` as soon as it is known not to fit (the rest unrendered). */
  folded(block: FoldedBlock, room: number): number {
    if (block.count === 0) return 0;
    let lines = this.foldedLines.get(block);
    if (!lines) this.foldedLines.set(block, (lines = []));
    let size = this.measure(block.open) + this.measure(block.close);
    for (let i = 0; i < block.lines && size <= room; i++) size += lines[i] ??= this.measure(block.line(i));
    return size;
  }
}

/**
 * The largest n in [low, high] for which `within` gives a left-out line, by bisection (it does
 * for every n below one that does); null when it does not for `low`.
 */
function largest(low: number, high: number, within: (n: number) => string | null): { n: number; line: string } | null {
  if (high < low) return null;
  const first = within(low);
  if (first === null) return null;
  let best = { n: low, line: first };
  let above = high + 1;
  while (above - best.n > 1) {
    const middle = Math.floor((best.n + above) / 2);
    const line = within(middle);
    if (line === null) above = middle;
    else best = { n: middle, line };
  }
  return best;
}
