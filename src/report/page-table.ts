/** The table of pages: one row each, with score, grade and critical count against the baseline. */
import { withChange } from './change.js';
import { inline, urlSpan } from './escape.js';
import { NAME_MAX, REASON_MAX, REASONS_PER_ROW } from './limits.js';
import { pageNotes } from './page-notes.js';
import type { PageResult } from '../model/results.js';

export const FAILING_TABLE_HEAD = '| verdict | page | score | grade | critical | reasons |\n|---|---|---|---|---|---|\n';
export const PASSING_TABLE_HEAD = '| verdict | page | score | grade | critical | notes |\n|---|---|---|---|---|---|\n';

const VERDICT_CELL = { pass: '✅ pass', fail: '❌ fail', error: '⚠️ error' } as const;

export function pageRow(page: PageResult): string {
  const verdict = VERDICT_CELL[page.verdict] + (page.cached ? ' · cached' : '');
  const score = withChange(page.score, page.baseline?.score);
  const critical = withChange(page.issues?.critical, page.baseline?.issues?.critical);
  return `| ${verdict} | ${urlSpan(page.url)} | ${score} | ${gradeCell(page)} | ${critical} | ${reasonsCell(page)} |\n`;
}

function gradeCell(page: PageResult): string {
  if (page.grade === null) return '—';
  const grade = inline(page.grade, NAME_MAX);
  const before = page.baseline?.grade;
  return before && before !== page.grade ? `${grade} (was ${inline(before, NAME_MAX)})` : grade;
}

function reasonsCell(page: PageResult): string {
  const reasons = page.reasons.length > 0 || !page.error ? page.reasons : [`${page.error.code}: ${page.error.message}`];
  const cells = reasons.slice(0, REASONS_PER_ROW).map((reason) => inline(reason, REASON_MAX));
  if (reasons.length > REASONS_PER_ROW) cells.push(`+${reasons.length - REASONS_PER_ROW} more`);
  if (page.verdict === 'pass' && page.regressions.length > 0) {
    cells.push(`*${page.regressions.length} regressed without failing the page*`);
  }
  for (const note of pageNotes(page)) {
    const shown = inline(note, REASON_MAX);
    if (shown) cells.push(`*${shown}*`);
  }
  return cells.join('; ');
}
