/**
 * One plain line per finished page for logs and the terminal: no markdown, and nothing from the
 * page that could drive a terminal (escape sequences) or reorder the line (bidi controls).
 */
import { withChange } from './change.js';
import { NAME_MAX, REASON_MAX, URL_MAX } from './limits.js';
import { measuredNote } from './metrics-note.js';
import { pageNotes } from './page-notes.js';
import { plainText } from '../text/plain.js';
import { redactUrl } from '../text/redact.js';
import type { PageResult } from '../model/results.js';
import { byHarm } from '../model/harm.js';

/** A line names this many regressions, each with its evidence cut to one short line; the log's details list all. */
const NAMED_REGRESSIONS = 5;
const LINE_EVIDENCE_MAX = 80;

/** Where the regressions a line leaves out are listed: the action's log details, or the CLI's outputs. */
type ListedElsewhere = 'log' | 'cli';

const ELSEWHERE: Record<ListedElsewhere, string> = {
  log: "the log's details and the results file list them",
  cli: '--json, --markdown FILE and the results file list them',
};

export function renderTerminalLine(page: PageResult, elsewhere: ListedElsewhere = 'log'): string {
  const parts = [`${page.verdict.toUpperCase()} ${plainText(redactUrl(page.url), URL_MAX)}`];
  if (page.score !== null)
    parts.push(
      `score ${withChange(page.score, page.baseline?.score, '-')} grade ${plainText(page.grade ?? '—', NAME_MAX)}`,
    );
  const detail = details(page, elsewhere);
  if (detail) parts.push(detail);
  if (page.warnings?.length)
    parts.push(`warn: ${page.warnings.map((warning) => plainText(warning, REASON_MAX)).join('; ')}`);
  const notes = pageNotes(page)
    .map((note) => plainText(note, REASON_MAX))
    .filter(Boolean);
  if (notes.length > 0) parts.push(`[${notes.join('; ')}]`);
  return parts.join('  ');
}

/**
 * A page an in-process crawl found, judged as `check --crawl` judges it: what the crawler saw (its
 * HTTP status, link depth and, with --performance, metrics) in place of notes about a crawl and a
 * baseline that end with the process.
 */
export function renderCrawledLine(page: PageResult): string {
  const parts = [`${page.verdict.toUpperCase()} ${plainText(redactUrl(page.url), URL_MAX)}`];
  if (page.score !== null) parts.push(`score ${page.score} grade ${plainText(page.grade ?? '—', NAME_MAX)}`);
  if (page.crawl) parts.push(`HTTP ${page.crawl.status}, depth ${page.crawl.depth}`);
  // With --performance every page's metrics are what the crawl measured, passing or not.
  if (page.metrics !== undefined) parts.push(plainText(measuredNote(page.metrics, undefined), REASON_MAX));
  const detail = details(page, 'cli');
  if (detail) parts.push(detail);
  return parts.join('  ');
}

function details(page: PageResult, elsewhere: ListedElsewhere): string {
  if (page.error) return `error ${plainText(page.error.code, NAME_MAX)}: ${plainText(page.error.message, REASON_MAX)}`;
  if (page.regressions.length > 0) {
    const named = byHarm(page.regressions)
      .slice(0, NAMED_REGRESSIONS)
      .map(
        (r) =>
          `${plainText(`${r.change} ${r.severity} ${r.check}`, REASON_MAX)} ` +
          plainText(r.evidence, LINE_EVIDENCE_MAX),
      );
    const rest = page.regressions.length - named.length;
    const more = rest > 0 ? `; and ${rest} more (${ELSEWHERE[elsewhere]})` : '';
    return (
      `${page.regressions.length} ${page.regressions.length === 1 ? 'regression' : 'regressions'}: ` +
      `${named.join('; ')}${more}`
    );
  }
  const costliest = page.costliest?.length ? [`costing the most: ${checksCounted(page.costliest)}`] : [];
  return [...page.reasons.map((reason) => plainText(reason, REASON_MAX)), ...costliest].join('; ');
}

/** `images.alt (×3), title.missing`: each check once, in the order given. */
function checksCounted(findings: readonly { check: string }[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.check, (counts.get(f.check) ?? 0) + 1);
  return [...counts].map(([check, n]) => `${plainText(check, NAME_MAX)}${n > 1 ? ` (×${n})` : ''}`).join(', ');
}
