/**
 * An earlier run's results file as the baseline (`baseline-file`), the pages of a run as
 * snapshots (also what the accepted state keeps), and the same-path URL on another origin
 * (`baseline-url`). Pure: the edge reads the file.
 */
import { fieldPath } from '../client/read-body.js';
import { ConfigError } from '../errors.js';
import { Results, type BaselineSnapshot, type PageResult } from '../model/results.js';
import { normalizePageUrl } from '../site/urls.js';

export function parseResultsText(text: string, name: string): Results {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ConfigError(`${name}: not a results file (not JSON)`);
  }
  const parsed = Results.safeParse(data);
  if (parsed.success) return { ...parsed.data, pages: parsed.data.pages.map(withoutNotes) };
  const issue = parsed.error.issues[0];
  throw new ConfigError(`${name}: not a pagegate results file v1 (${issue ? `${fieldPath(issue.path)}: ${issue.message}` : 'unknown shape'})`);
}

/**
 * Results written before facts were typed carry `notes`, sentences of their own; what they said is
 * now derived from the page's data, so they are dropped rather than shown twice or parsed.
 */
function withoutNotes(page: PageResult): PageResult {
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
    if (page.key === null || page.error !== null || !page.findings) continue;
    baselines.set(normalizePageUrl(page.url), {
      key: page.key,
      score: page.score,
      grade: page.grade,
      issues: page.issues,
      // Files written before analyzedAt was recorded do not say when each page was analysed.
      analyzedAt: page.analyzedAt ?? null,
      findings: page.findings,
    });
  }
  return baselines;
}

/** The page's path and query on the baseline origin: a preview's /pricing against production's /pricing. */
export function baselineUrlFor(pageUrl: string, baselineOrigin: string): string {
  const page = new URL(pageUrl);
  return normalizePageUrl(new URL(`${page.pathname}${page.search}`, baselineOrigin).href);
}
