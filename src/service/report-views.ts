/** Report rows as the v1 interface shows them (docs/openapi.json, and the README's gaps). */
import { ServeError } from './errors.js';
import { reportResult, type ReportRow, type ReportSummaryRow } from './store-reports.js';

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The stored metrics (JSON) as the `metrics` extension of a report or a crawled page; none: no field. */
export function metricsView(metrics: string | null): { metrics?: unknown } {
  return metrics === null ? {} : { metrics: JSON.parse(metrics) as unknown };
}

export function fullReport(row: ReportRow): Record<string, unknown> {
  const result = reportResult(row);
  if (!result || row.completed_at === null) throw new ServeError('a complete report has no stored result');
  return {
    status: 'complete',
    key: row.key,
    url: row.url,
    title: result.title,
    score: result.score,
    grade: result.grade,
    word_count: result.word_count,
    issues: result.issues,
    findings: result.findings,
    render: row.render === 1,
    ...(result.dom_quiet === undefined ? {} : { dom_quiet: result.dom_quiet }),
    http_status: result.http_status,
    final_url: result.final_url,
    ...metricsView(row.metrics),
    created_at: iso(row.created_at),
    completed_at: iso(row.completed_at),
  };
}

export function failedReport(row: ReportRow): Record<string, unknown> {
  return {
    status: 'failed',
    key: row.key,
    url: row.url,
    error: { code: row.error_code ?? 'analysis_error', message: row.error_message ?? 'the analysis failed' },
    created_at: iso(row.created_at),
    completed_at: row.completed_at === null ? null : iso(row.completed_at),
  };
}

export function pendingReport(row: ReportRow): Record<string, unknown> {
  return { status: row.status, key: row.key, url: row.url };
}

export function acknowledgement(row: Pick<ReportRow, 'key' | 'url'>, apiBase: string): Record<string, unknown> {
  return { status: 'queued', key: row.key, url: row.url, poll: `${apiBase}/reports/${row.key}` };
}

export function reportSummary(row: ReportSummaryRow): Record<string, unknown> {
  const result = reportResult(row);
  return {
    key: row.key,
    url: row.url,
    host: row.host,
    title: result?.title ?? '',
    score: result?.score ?? 0,
    grade: result?.grade ?? '',
    issues: {
      critical: result?.issues.critical ?? 0,
      recommended: result?.issues.recommended ?? 0,
      optional: result?.issues.optional ?? 0,
    },
    first_run_at: iso(row.first_run_at),
    last_run_at: iso(row.completed_at ?? row.created_at),
    run_count: row.run_count,
  };
}

/**
 * The newest report of a URL. One not yet complete is shown too (a client that lost the answer
 * to its POST can tell it was queued), with its `status`, the score and grade of the URL's
 * previous complete report (or 0 and "-"), and `last_run_at` = when it was submitted.
 */
export function lookupView(latest: ReportRow, previous: ReportRow | undefined): Record<string, unknown> {
  if (latest.status === 'complete') {
    const result = reportResult(latest);
    return {
      key: latest.key,
      url: latest.url,
      score: result?.score ?? 0,
      grade: result?.grade ?? '-',
      last_run_at: iso(latest.completed_at ?? latest.created_at),
    };
  }
  const before = previous ? reportResult(previous) : null;
  return {
    key: latest.key,
    url: latest.url,
    status: latest.status,
    score: before?.score ?? 0,
    grade: before?.grade ?? '-',
    last_run_at: iso(latest.created_at),
  };
}
