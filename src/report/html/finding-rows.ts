/**
 * The HTML report's finding tables, short enough to read: identical regressions are one row with a
 * count (11 duplicate-id rows were one fact), and the findings that did not change fold into one
 * row per check, its evidence behind a disclosure, so a run's 60 "still" lines do not bury the new.
 */
import type { Finding } from '../../model/resources.js';
import type { Regression } from '../../model/results.js';
import { severityRank } from '../../model/severity.js';
import { html } from './escape-html.js';

const HEAD = '<thead><tr><th>severity</th><th>check</th><th>finding and evidence</th><th>fix</th></tr></thead>';

/** Each distinct item once, in first-seen order, with how many times it came. */
function counted<T>(items: readonly T[], key: (item: T) => string): { item: T; count: number }[] {
  const groups = new Map<string, { item: T; count: number }>();
  for (const item of items) {
    const id = key(item);
    const group = groups.get(id);
    if (group) group.count += 1;
    else groups.set(id, { item, count: 1 });
  }
  return [...groups.values()];
}

const times = (count: number) => (count > 1 ? ` <b class="count">×${count}</b>` : '');

function row(f: Finding | Regression, detail: string, severity = f.severity): string {
  const change = 'change' in f && typeof f.change === 'string' ? ` (${html(f.change)})` : '';
  return (
    `<tr data-check="${html(f.check)}" data-severity="${html(severity)}">` +
    `<td class="sev ${html(severity)}">${html(severity)}${change}</td>` +
    `<td><code>${html(f.check)}</code></td><td>${detail}</td><td>${html(f.remediation ?? '')}</td></tr>`
  );
}

function table(caption: string, total: number, rows: readonly string[]): string {
  if (rows.length === 0) return '';
  const body = `<tbody>${rows.join('')}</tbody>`;
  return `<table class="findings"><caption>${caption} (${total})</caption>${HEAD}${body}</table>`;
}

/** Regressions, identical ones (same check, change, severity, message and evidence) as one row with a count. */
export function regressionTable(regressions: readonly Regression[]): string {
  const groups = counted(regressions, (r) => JSON.stringify([r.check, r.change, r.severity, r.message, r.evidence]));
  const rows = groups.map(({ item, count }) =>
    row(item, `${html(item.message)}${times(count)}<pre>${html(item.evidence)}</pre>`),
  );
  return table('Regressions', regressions.length, rows);
}

/** Findings that did not regress: one row per check with its count, the evidence folded, duplicates counted. */
export function unchangedTable(findings: readonly Finding[]): string {
  const byCheck = Map.groupBy(findings, (f) => f.check);
  const rows = [...byCheck.values()].map((group) => {
    const worst = group.reduce((a, b) => (severityRank(b.severity) > severityRank(a.severity) ? b : a));
    const evidence = counted(group, (f) => f.evidence)
      .map(({ item, count }) => `<pre>${html(item.evidence)}${count > 1 ? ` ×${count}` : ''}</pre>`)
      .join('');
    const noun = group.length === 1 ? 'finding' : 'findings';
    return row(worst, `${html(worst.message)}<details><summary>${group.length} ${noun}</summary>${evidence}</details>`);
  });
  return table('Unchanged findings', findings.length, rows);
}
