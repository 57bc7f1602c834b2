/**
 * The HTML report (`report-html`, `--report-html FILE`): one self-contained file a reviewer opens
 * from the artifact. Per page its verdict, score and grade, regressions first, every finding with
 * its evidence and fix, its metrics when measured, and its score over the last accepted runs; a
 * filter by check and severity. Nothing is fetched (a Content-Security-Policy says so to the
 * browser too), and every text from a page, the service or a user is escaped where it is written.
 */
import type { PageResult, Results } from '../../model/results.js';
import { severityRank } from '../../model/severity.js';
import { REPORT_SCRIPT, REPORT_STYLE } from './report-assets.js';
import { scoreRuns } from '../score-trend.js';
import { html } from './escape-html.js';
import { regressionTable, unchangedTable } from './finding-rows.js';
import { overviewTable, pageAnchor } from './page-overview.js';
import { scoreChart } from './score-chart.js';

export interface HtmlRun {
  name: string;
  commit?: string | null;
}

export function renderHtmlReport(results: Results, run: HtmlRun): string {
  const pages = [...results.pages].sort((a, b) => weight(b) - weight(a));
  const findings = pages.flatMap((page) => [...page.regressions, ...(page.findings ?? [])]);
  const checks = [...new Set(findings.map((finding) => finding.check))].sort();
  const severities = [...new Set(findings.map((finding) => finding.severity))].sort(
    (a, b) => severityRank(b) - severityRank(a),
  );
  const failed = results.pages.filter((page) => page.verdict !== 'pass').length;
  const headline = results.passed ? 'passed' : 'failed';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; ` +
      `script-src 'unsafe-inline'; img-src data:">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>pagegate: ${headline}</title>`,
    `<style>${REPORT_STYLE}</style></head><body>`,
    `<header><h1 class="${headline}">pagegate ${headline}</h1>`,
    `<p>${html(run.name)}${run.commit ? ` · <code>${html(run.commit.slice(0, 12))}</code>` : ''} · ` +
      `${results.pages.length} pages, ${failed} not passing · ${html(results.finishedAt)}</p>`,
    '<form class="filters">',
    select('check', 'Check', checks),
    select('severity', 'Severity', severities),
    '</form></header><main>',
    overviewTable(pages),
    ...pages.map((page, i) => pageSection(page, i, results.finishedAt)),
    `</main><script>${REPORT_SCRIPT}</script></body></html>`,
    '',
  ].join('\n');
}

/** Failing pages first, then those with regressions, then the rest, each group in run order (sort is stable). */
function weight(page: PageResult): number {
  return (page.verdict === 'pass' ? 0 : 2) + (page.regressions.length > 0 ? 1 : 0);
}

function select(name: string, label: string, values: readonly string[]): string {
  const options = values.map((value) => `<option value="${html(value)}">${html(value)}</option>`).join('');
  return `<label>${label} <select name="${name}"><option value="">all</option>${options}</select></label>`;
}

function pageSection(page: PageResult, index: number, finishedAt: string): string {
  const regressed = new Set(page.regressions.map((r) => `${r.check}\u0000${r.evidence}`));
  const others = (page.findings ?? []).filter((f) => !regressed.has(`${f.check}\u0000${f.evidence}`));
  return [
    `<section class="page ${html(page.verdict)}" id="${pageAnchor(index)}">`,
    `<h2><span class="verdict">${html(page.verdict)}</span> ` +
      `<a href="${html(safeHref(page.url))}">${html(page.url)}</a></h2>`,
    `<p class="facts">score <b>${html(page.score ?? '—')}</b> · grade <b>${html(page.grade ?? '—')}</b>` +
      `${page.title ? ` · ${html(page.title)}` : ''}${page.error ? ` · error: ${html(page.error.message)}` : ''}</p>`,
    page.reasons.length > 0
      ? `<ul class="reasons">${page.reasons.map((r) => `<li>${html(r)}</li>`).join('')}</ul>`
      : '',
    scoreChart(scoreRuns(page, finishedAt)),
    metrics(page),
    regressionTable(page.regressions),
    unchangedTable(others),
    '</section>',
  ].join('\n');
}

function metrics(page: PageResult): string {
  const measured = (page as { metrics?: unknown }).metrics;
  if (typeof measured !== 'object' || measured === null) return '';
  const rows = Object.entries(measured as Record<string, unknown>).flatMap(([name, value]) =>
    typeof value === 'number' || typeof value === 'string'
      ? [`<tr><th>${html(name)}</th><td>${html(value)}</td></tr>`]
      : [],
  );
  return rows.length > 0 ? `<table class="metrics"><caption>Metrics</caption>${rows.join('')}</table>` : '';
}

/** Only http(s) links are live: a page URL is the run's own, yet a results file is input like any other. */
function safeHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}
