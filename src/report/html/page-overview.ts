/**
 * The table the HTML report opens on: every page in one row (verdict, score, change since its
 * baseline, regressions), each linked to its section, so a reviewer sees the whole run before
 * any page's findings.
 */
import type { PageResult } from '../../model/results.js';
import { regressionSplit } from '../headline.js';
import { html } from './escape-html.js';

/** `+3`, `−19` (a minus sign, as the markdown report writes it), `0`, or `—` without a baseline score. */
function change(page: PageResult): string {
  const before = page.baseline?.score;
  if (page.score === null || before === null || before === undefined) return '—';
  const delta = page.score - before;
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0';
}

function regressions(page: PageResult): string {
  const { failing, listed } = regressionSplit(page.regressions);
  if (page.regressions.length === 0) return '0';
  return listed > 0 ? `${failing} fail, ${listed} listed` : `${failing} fail`;
}

export function pageAnchor(index: number): string {
  return `page-${index + 1}`;
}

/** `pages` in the order their sections follow, so anchor n is section n. */
export function overviewTable(pages: readonly PageResult[]): string {
  const rows = pages.map(
    (page, i) =>
      `<tr class="${html(page.verdict)}"><td><span class="verdict">${html(page.verdict)}</span></td>` +
      `<td><a href="#${pageAnchor(i)}">${html(page.url)}</a></td><td>${html(page.score ?? '—')}</td>` +
      `<td>${change(page)}</td><td>${regressions(page)}</td></tr>`,
  );
  return (
    `<table class="overview"><caption>Every page (${pages.length})</caption>` +
    '<thead><tr><th>verdict</th><th>page</th><th>score</th><th>change</th><th>regressions</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}
