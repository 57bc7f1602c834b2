/**
 * Evidence is an exact excerpt of the page source, short enough for a PR comment: at most
 * EXCERPT_LIMIT UTF-16 units, cut on a code point (never inside a surrogate pair) and never
 * padded with an ellipsis, so the evidence stays a substring of the page.
 */
import type { Element } from './dom.js';
import type { ParsedHtml } from './parse.js';

const EXCERPT_LIMIT = 200;

export function cut(text: string, limit = EXCERPT_LIMIT): string {
  if (text.length <= limit) return text;
  const last = text.charCodeAt(limit - 1);
  const splitsPair = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, splitsPair ? limit - 1 : limit);
}

/**
 * The element's start tag as written, e.g. `<img src="a.png">`. An element the parser made itself
 * (the adoption agency's clones, an implied `<body>`) has no text of its own in the source: its
 * start tag is written from its name and attributes, as a browser would serialise it.
 */
export function openTag(parsed: ParsedHtml, element: Element): string {
  const start = element.startIndex;
  const end = element.openTagEnd;
  if (start === undefined || end === undefined) return cut(serialisedTag(element));
  return excerpt(parsed.source, start, end + 1);
}

/** The element from its start tag to its end tag (or to where the browser closed it). */
export function outerHtml(parsed: ParsedHtml, element: Element): string {
  const start = element.startIndex;
  if (start === undefined || element.openTagEnd === undefined) return openTag(parsed, element);
  const end = element.endIndex ?? parsed.source.length - 1;
  return excerpt(parsed.source, start, end + 1);
}

function serialisedTag(element: Element): string {
  let tag = `<${element.name}`;
  for (const name in element.attribs) {
    const value = element.attribs[name] ?? '';
    tag += value === '' ? ` ${name}` : ` ${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;
  }
  return `${tag}>`;
}

// Slicing the limit first keeps a 1 MB element from being copied only to be cut.
function excerpt(source: string, start: number, end: number): string {
  return cut(source.slice(start, Math.min(end, start + EXCERPT_LIMIT + 1)));
}
