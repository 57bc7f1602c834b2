/**
 * Untrusted text made inert for GitHub markdown (PR comments and job summaries). A backslash
 * escape is not enough for mentions and references: GitHub links `@user`, `#123` and `GH-123`
 * in the rendered text, after markdown. They are broken with an invisible joiner instead, and so
 * are autolinks (`http://`, `www.`, `a@b.c`), whose text would otherwise become a live link.
 */
import { URL_MAX } from './limits.js';
import { cut } from '../text/cut.js';
import { clean } from '../text/plain.js';
import { redactUrl, redactUrlsIn } from '../text/redact.js';

const JOINER = '\u200D';
const ENTITIES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
/** Emphasis, code, links, tables, strikethrough, math: each loses its meaning behind a backslash. */
const BACKSLASHED = new Set(['\\', '`', '*', '_', '[', ']', '|', '~', '$']);
/**
 * GitHub user names and issue numbers are ASCII, so ASCII classes suffice (and keep this fast).
 * `mailto:` and `xmpp:` are GFM's extended autolinks besides `www.` and `://`.
 */
const SPECIAL =
  /[\\`*_[\]|~$<>&]|@(?=[\w-])|(?<=\S)@|#(?=\d)|\bgh-(?=\d)|:(?=\/\/)|\b(?:www(?=\.)|mailto(?=:)|xmpp(?=:))/gi;

function inert(match: string, offset: number, text: string): string {
  // `a@b.c` is an email autolink: a joiner after the `@` breaks it for GitHub, not for every
  // renderer (some take any character before the `@`, `|` and non-ASCII after it).
  if (match === '@' && /\S/.test(text[offset - 1] ?? '')) return JOINER + match + JOINER;
  return ENTITIES[match] ?? (BACKSLASHED.has(match) ? `\\${match}` : match + JOINER);
}

/** Text for a sentence or a table cell: one line, cut to `max` code points, nothing live. */
export function inline(text: string, max: number): string {
  return cut(redactUrlsIn(clean(text)), max).replace(SPECIAL, inert);
}

/**
 * A code span shows text literally (no HTML, no mentions, no markdown); its fence is longer than
 * any backtick run inside, and content that starts or ends with a backtick is padded with a space.
 * Empty content gives '' (an empty span is not a span). Not for table cells: see `urlSpan`.
 */
export function codeSpan(text: string, max: number): string {
  return fence(cut(redactUrlsIn(clean(text)), max));
}

/**
 * A page URL, redacted, as a code span, so it is never auto-linked to somewhere its text does not
 * say. `|` and `\` are percent-encoded because this span sits in table cells, where GitHub splits
 * on a pipe even inside a code span.
 */
export function urlSpan(url: string): string {
  const shown = redactUrl(clean(url)).replaceAll('|', '%7C').replaceAll('\\', '%5C');
  return fence(cut(shown, URL_MAX));
}

function fence(content: string): string {
  if (!content) return '';
  let longest = 0;
  if (content.includes('`')) {
    for (const run of content.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  }
  const ticks = '`'.repeat(longest + 1);
  const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${content}${pad}${ticks}`;
}
