/**
 * One plain line per finished page for logs and the terminal: no markdown, and nothing from the
 * page that could drive a terminal (escape sequences) or reorder the line (bidi controls).
 */
import { withChange } from './change.js';
import { NAME_MAX, REASON_MAX, URL_MAX } from './limits.js';
import { pageNotes } from './page-notes.js';
import { plainText } from './plain.js';
import { redactUrl } from './redact.js';
import type { PageResult } from './results.js';

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
