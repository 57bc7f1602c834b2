/**
 * One plain line per finished page for logs and the terminal: no markdown, and nothing from the
 * page that could drive a terminal (escape sequences) or reorder the line (bidi controls).
 */
import { withChange } from './change.js';
import { EVIDENCE_MAX, MESSAGE_MAX, NAME_MAX, REASON_MAX, REMEDIATION_MAX, URL_MAX } from './limits.js';
import { listedFindings } from './findings.js';
import { pageNotes } from './page-notes.js';
import { plainText } from '../text/plain.js';
import { redactUrl } from '../text/redact.js';
import type { PageResult } from '../model/results.js';

const NAMED_REGRESSIONS = 3;

export function renderTerminalLine(page: PageResult): string {
  const parts = [`${page.verdict.toUpperCase()} ${plainText(redactUrl(page.url), URL_MAX)}`];
  if (page.score !== null) parts.push(`score ${withChange(page.score, page.baseline?.score, '-')} grade ${plainText(page.grade ?? '—', NAME_MAX)}`);
  const detail = details(page);
  if (detail) parts.push(detail);
  const notes = pageNotes(page).map((note) => plainText(note, REASON_MAX)).filter(Boolean);
  if (notes.length > 0) parts.push(`[${notes.join('; ')}]`);
  return parts.join('  ');
}

function details(page: PageResult): string {
  if (page.error) return `error ${plainText(page.error.code, NAME_MAX)}: ${plainText(page.error.message, REASON_MAX)}`;
  if (page.regressions.length > 0) {
    const named = page.regressions.slice(0, NAMED_REGRESSIONS).map((r) => plainText(`${r.change} ${r.severity} ${r.check}`, REASON_MAX));
    const more = page.regressions.length > NAMED_REGRESSIONS ? ', …' : '';
    return `${page.regressions.length} ${page.regressions.length === 1 ? 'regression' : 'regressions'}: ${named.join(', ')}${more}`;
  }
  return page.reasons.map((reason) => plainText(reason, REASON_MAX)).join('; ');
}

/**
 * The detail lines of a page that did not pass, for a collapsed log group: every reason, every
 * regression and (failing) every critical finding it still has, with evidence, the error.
 * Indented, so no line can start a workflow command.
 */
export function renderTerminalDetails(page: PageResult): string[] {
  const lines = page.reasons.map((reason) => `  reason: ${plainText(reason, REASON_MAX)}`);
  for (const r of listedFindings(page)) {
    const from = r.from ? ` (was ${plainText(r.from, NAME_MAX)})` : '';
    lines.push(`  ${r.change ?? 'still'} ${plainText(r.severity, NAME_MAX)}${from} ${plainText(r.check, NAME_MAX)}: ${plainText(r.message, MESSAGE_MAX)}`);
    lines.push(`      evidence: ${plainText(r.evidence, EVIDENCE_MAX)}`);
    if (r.remediation) lines.push(`      fix: ${plainText(r.remediation, REMEDIATION_MAX)}`);
  }
  if (page.error) lines.push(`  error ${plainText(page.error.code, NAME_MAX)}: ${plainText(page.error.message, MESSAGE_MAX)}`);
  return lines;
}
