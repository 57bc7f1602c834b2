/**
 * An earlier run's results file as the baseline (`baseline-file`), the pages of a run as
 * snapshots (also what the accepted state keeps), and the same-path URL on another origin
 * (`baseline-url`). Pure: the edge reads the file.
 */
import { fieldPath } from '../client/read-body.js';
import { ConfigError } from '../errors.js';
import { Results, type BaselineSnapshot, type PageResult } from '../model/results.js';
import { normalizePageUrl } from '../site/urls.js';

/**
 * What one results file may hold. `mode: report` reads files a fork's workflow produced, so their
 * size is the attacker's choice: these bound the work of diffing them. A run has at most 10,000
 * pages (max-urls); the bytes are bounded where files are read (files.ts).
 */
export const RESULTS_FILE_LIMITS = { pages: 10_000, findingsPerPage: 10_000 } as const;

/** `name` says where the text came from, e.g. `baseline-file run1.json`; every error is one line starting with it. */
export function parseResultsText(text: string, name: string): Results {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ConfigError(`${name}: not a results file (not JSON)`);
  }
  checkLimits(data, name);
  const parsed = Results.safeParse(data);
  if (parsed.success) return { ...parsed.data, pages: parsed.data.pages.map(withoutNotes) };
  const issue = parsed.error.issues[0];
  throw new ConfigError(
    `${name}: not a pagegate results file v1 ` +
      `(${issue ? `${fieldPath(issue.path)}: ${issue.message}` : 'unknown shape'})`,
  );
}

/** Counted before the schema is applied, so a file over a limit costs no more than reading it. */
function checkLimits(data: unknown, name: string): void {
  const pages = (data as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) return;
  checkPageCount(pages.length, name);
  pages.forEach((page: unknown, i) => checkPageLimits(page, i, name));
}

export function checkPageCount(count: number, name: string): void {
  const max = RESULTS_FILE_LIMITS.pages;
  if (count > max) throw new ConfigError(`${name}: holds ${count} pages, more than the ${max} a results file may hold`);
}

export function checkPageLimits(page: unknown, i: number, name: string): void {
  const max = RESULTS_FILE_LIMITS.findingsPerPage;
  const lists = {
    findings: field(page, 'findings'),
    regressions: field(page, 'regressions'),
    resolved: field(page, 'resolved'),
    'baseline.findings': field(field(page, 'baseline'), 'findings'),
  };
  for (const [list, value] of Object.entries(lists)) {
    if (Array.isArray(value) && value.length > max)
      throw new ConfigError(
        `${name}: pages[${i}].${list} holds ${value.length} findings, more than the ${max} a page may hold`,
      );
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * Results written before facts were typed carry `notes`, sentences of their own; what they said is
 * now derived from the page's data, so they are dropped rather than shown twice or parsed.
 */
export function withoutNotes(page: PageResult): PageResult {
  const { notes: _notes, ...rest } = page as PageResult & { notes?: unknown };
  return rest;
}

/**
 * Pages that can serve as a baseline: analysed (a key, no error) with their findings kept. A
 * page that errored has no findings, and comparing against it would call every finding new.
 * A URL listed twice: the later entry wins, as in mergeResults.
 */
export function baselinesFromResults(results: Pick<Results, 'pages'>): Map<string, BaselineSnapshot> {
  const baselines = new Map<string, BaselineSnapshot>();
  for (const page of results.pages) {
    const snapshot = snapshotOf(page);
    if (snapshot) baselines.set(normalizePageUrl(page.url), snapshot);
  }
  return baselines;
}

/** The page as a baseline, or null when it cannot serve as one. */
export function snapshotOf(page: PageResult): BaselineSnapshot | null {
  if (page.key === null || page.error !== null || !page.findings) return null;
  return {
    key: page.key,
    score: page.score,
    grade: page.grade,
    issues: page.issues,
    // Files written before analyzedAt was recorded do not say when each page was analysed.
    analyzedAt: page.analyzedAt ?? null,
    findings: page.findings,
    ...(page.render === undefined ? {} : { render: page.render }),
  };
}

/** The page's path and query on the baseline origin: a preview's /pricing against production's /pricing. */
export function baselineUrlFor(pageUrl: string, baselineOrigin: string): string {
  const page = new URL(pageUrl);
  return normalizePageUrl(new URL(`${page.pathname}${page.search}`, baselineOrigin).href);
}
