/**
 * The job summary's last table, for a maintainer tuning the gate: each threshold in force, where
 * its value came from, how many pages it failed (or warned), and how close the closest passing
 * page came: `min-score 80 | input | 0 failed | /pricing at 81` says 80 could be 81.
 */
import type { RuleOrigin } from '../model/config.js';
import type { Results, ThresholdUse } from '../model/results.js';
import { codeSpan, inline, urlSpan } from './escape.js';
import { NAME_MAX, URL_MAX } from './limits.js';

/** A config file with thousands of patterns would make a table nobody reads; the results file holds every row. */
const ROWS_MAX = 50;

const HEAD = '| threshold | from | pages | past it | closest pass |\n|---|---|---|---|---|\n';

/** '' when the run has no thresholds view (mode analyze) or nothing was measured. */
export function thresholdsTable(results: Results): string {
  const uses = results.thresholds ?? [];
  if (uses.length === 0) return '';
  const rows = uses.slice(0, ROWS_MAX).map(row).join('');
  const more = uses.length > ROWS_MAX ? `\n…and ${uses.length - ROWS_MAX} more thresholds in the results file.\n` : '';
  return `\n### Thresholds\n\n${HEAD}${rows}${more}`;
}

function row(use: ThresholdUse): string {
  const threshold = `${inline(use.name, NAME_MAX)} ${inline(String(use.limit), NAME_MAX)}`;
  const past = `${use.past} ${use.level === 'warn' ? 'warned' : 'failed'}`;
  return `| ${threshold} | ${origin(use.from)} | ${use.pages} | ${past} | ${closest(use)} |\n`;
}

function origin(from: RuleOrigin): string {
  switch (from.kind) {
    case 'default':
      return 'default';
    case 'input':
      return 'input';
    case 'config':
      return 'config file';
    case 'pattern':
      // GFM splits a table cell on a pipe even inside a code span, unless it is escaped.
      return `config file pages[${from.index}] ${codeSpan(from.pattern, URL_MAX).replaceAll('|', '\\|')}`;
  }
}

function closest(use: ThresholdUse): string {
  if (!use.closest) return '—';
  const how = use.name === 'max-score-drop' ? 'dropped' : 'at';
  return `${urlSpan(use.closest.url)} ${how} ${use.closest.actual}`;
}
