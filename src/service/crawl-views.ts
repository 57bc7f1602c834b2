/** Crawl rows as the v1 interface shows them (docs/openapi.json, and the README's gaps). */
import type { Finding } from '../model/resources.js';
import { iso, metricsView } from './report-views.js';
import type { CrawlPageRow, CrawlRow } from './store-crawls.js';

const GRADES = ['A', 'B', 'C', 'D', 'F'];
const SEVERITY_ORDER = ['critical', 'recommended', 'optional'];

export function crawlSummary(row: CrawlRow): Record<string, unknown> {
  return {
    id: row.id,
    host: row.host,
    label: row.label,
    seed_url: row.seed_url,
    state: row.state,
    pages_found: row.pages_found,
    pages_fetched: row.pages_fetched,
    pages_failed: row.pages_failed,
    max_pages: row.max_pages,
    max_depth: row.max_depth,
    render: row.render === 1,
    // Only a measured crawl has it, as only a measured page has `metrics`.
    ...(row.performance_runs > 0 ? { performance_runs: row.performance_runs } : {}),
    created_at: iso(row.created_at),
    started_at: row.started_at === null ? null : iso(row.started_at),
    finished_at: row.finished_at === null ? null : iso(row.finished_at),
    error: row.error,
  };
}

/** Averages and counts are over analysed pages; a failed page has no score. */
export function crawlDetail(row: CrawlRow, analysed: readonly CrawlPageRow[]): Record<string, unknown> {
  const total = analysed.reduce((sum, page) => sum + page.score, 0);
  return {
    ...crawlSummary(row),
    average_score: analysed.length === 0 ? 0 : Math.round(total / analysed.length),
    critical_pages: analysed.filter((page) => page.critical_count > 0).length,
    score_distribution: scoreDistribution(analysed),
  };
}

/** Pages per grade: every letter grade is present (0 when none), other grades are added as seen. */
export function scoreDistribution(analysed: readonly CrawlPageRow[]): Record<string, number> {
  const distribution: Record<string, number> = Object.fromEntries(GRADES.map((grade) => [grade, 0]));
  for (const page of analysed) distribution[page.grade] = (distribution[page.grade] ?? 0) + 1;
  return distribution;
}

export function crawlPageSummary(row: CrawlPageRow): Record<string, unknown> {
  return {
    id: row.id,
    url: row.url,
    status: row.http_status,
    depth: row.depth,
    score: row.score,
    critical_count: row.critical_count,
    ...pageError(row),
  };
}

export function crawlPageDetail(row: CrawlPageRow): Record<string, unknown> {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    score: row.score,
    word_count: row.word_count,
    internal_links: row.internal_links,
    findings: JSON.parse(row.findings) as unknown,
    status: row.http_status,
    depth: row.depth,
    grade: row.grade,
    critical_count: row.critical_count,
    ...metricsView(row.metrics),
    ...pageError(row),
  };
}

function pageError(row: CrawlPageRow): { error?: { code: string; message: string } } {
  return row.state === 'failed'
    ? { error: { code: row.error_code ?? 'analysis_error', message: row.error_message ?? 'the analysis failed' } }
    : {};
}

/** One row per check and severity, with the number of pages it affects, most pages first. */
export function crawlFindings(analysed: readonly CrawlPageRow[]): Record<string, unknown>[] {
  const groups = new Map<string, { check: string; severity: string; pages: number; message: string }>();
  for (const page of analysed) {
    const seen = new Set<string>();
    for (const finding of JSON.parse(page.findings) as Finding[]) {
      const id = JSON.stringify([finding.check, finding.severity]);
      if (seen.has(id)) continue;
      seen.add(id);
      const group = groups.get(id);
      if (group) group.pages += 1;
      else groups.set(id, { check: finding.check, severity: finding.severity, pages: 1, message: finding.message });
    }
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.pages - a.pages || severityRank(a.severity) - severityRank(b.severity) || a.check.localeCompare(b.check),
  );
}

function severityRank(severity: string): number {
  const rank = SEVERITY_ORDER.indexOf(severity);
  return rank === -1 ? SEVERITY_ORDER.length : rank;
}
