/**
 * The table of pages: one row each, with score, grade and critical count against the baseline.
 * When a page of the run passed a warn level, every row gets a `warnings` column.
 */
import { withChange } from './change.js';
import { codeSpan, inline, urlSpan } from './escape.js';
import { NAME_MAX, REASON_MAX, REASONS_PER_ROW } from './limits.js';
import { pageNotes } from './page-notes.js';
import { sparklineOf } from './score-trend.js';
import type { PageResult, Regression } from '../model/results.js';
import { byHarm } from '../model/harm.js';
import { countedCritical } from '../model/waiver.js';

export function tableHead(last: 'reasons' | 'notes', withWarnings: boolean): string {
  const warnings = withWarnings ? ' warnings |' : '';
  return (
    `| verdict | page | score | grade | critical | ${last} ` +
    `|${warnings}\n|---|---|---|---|---|---|${withWarnings ? '---|' : ''}\n`
  );
}

const VERDICT_CELL = { pass: '✅ pass', fail: '❌ fail', error: '⚠️ error' } as const;

export function pageRow(page: PageResult, withWarnings: boolean): string {
  const warned = (page.warnings?.length ?? 0) > 0;
  const verdict = VERDICT_CELL[page.verdict] + (warned ? ' · ⚠️ warn' : '') + (page.cached ? ' · cached' : '');
  const score = withChange(page.score, page.baseline?.score);
  // Waived critical findings count for nothing, in the column as in the verdict.
  const critical = withChange(countedCritical(page.issues?.critical, page.waived), page.baseline?.issues?.critical);
  const warnings = withWarnings ? ` ${listCell(page.warnings ?? [])} |` : '';
  return (
    `| ${verdict} | ${urlSpan(page.url)} | ${score} | ${gradeCell(page)} | ${critical} | ${reasonsCell(page)} ` +
    `|${warnings}\n`
  );
}

function listCell(items: readonly string[]): string {
  const cells = items.slice(0, REASONS_PER_ROW).map((item) => inline(item, REASON_MAX));
  if (items.length > REASONS_PER_ROW) cells.push(`+${items.length - REASONS_PER_ROW} more`);
  return cells.join('; ');
}

function gradeCell(page: PageResult): string {
  if (page.grade === null) return '—';
  const grade = inline(page.grade, NAME_MAX);
  const before = page.baseline?.grade;
  return before && before !== page.grade ? `${grade} (was ${inline(before, NAME_MAX)})` : grade;
}

function reasonsCell(page: PageResult): string {
  const reasons = page.reasons.length > 0 || !page.error ? page.reasons : [`${page.error.code}: ${page.error.message}`];
  const cells = reasons.length > 0 ? [listCell(reasons)] : [];
  if (page.verdict === 'pass' && page.regressions.length > 0) cells.push(regressedCell(page.regressions));
  // How the score moved over the accepted runs, for the pages a reviewer has to look at.
  const trend = page.verdict === 'pass' ? '' : sparklineOf(page);
  if (trend) cells.push(trend);
  for (const note of pageNotes(page)) {
    const shown = inline(note, REASON_MAX);
    if (shown) cells.push(`*${shown}*`);
  }
  return cells.join('; ');
}

/** A passing page's regressions, named in order of harm, so a reader sees what changed without the results file. */
function regressedCell(regressions: readonly Regression[]): string {
  const named = byHarm(regressions)
    .slice(0, REASONS_PER_ROW)
    .map((r) => `${r.change} ${inline(r.severity, NAME_MAX)} ${codeSpan(r.check, NAME_MAX) || '(unnamed check)'}`);
  const rest = regressions.length - named.length;
  const more = rest > 0 ? `, +${rest} more` : '';
  return `*${regressions.length} regressed without failing the page: ${named.join(', ')}${more}*`;
}
