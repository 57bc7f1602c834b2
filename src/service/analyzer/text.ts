/** Visible text of the page and of elements, read from the DOM without recursion. */
import { isElement, isText, walk, type Document, type Element } from './dom.js';
import { cut } from './excerpt.js';

/** Elements whose text a reader never sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'head', 'noscript', 'title']);

/** An SVG's `<title>` is its name, and so part of the name of a link around it (as accname computes it). */
function hiddenFromName(element: Element): boolean {
  return HIDDEN.has(element.name) && !(element.namespace === 'svg' && element.name === 'title');
}

// Text is read in slices of this many characters, so a 1 MB title costs one slice, not 1 MB.
const SLICE = 1024;

/**
 * The text below `root` with whitespace collapsed, read only until `limit` characters are
 * collected. A nested element of the same kind owns its own text (as a browser splits nested
 * links), which also keeps reading every link of a page linear in its size.
 */
export function textOf(root: Element, limit = 200): string {
  let text = '';
  walk(root, (node) => {
    if (text.length > limit) return false;
    if (isText(node)) text = appendCollapsed(text, node.data, limit);
    return !isElement(node) || (node.name !== root.name && !hiddenFromName(node));
  });
  return cut(collapse(text), limit);
}

// Collapsing as it goes keeps a run of 5 MB of spaces from counting as 5 MB of text.
function appendCollapsed(text: string, data: string, limit: number, space = /\s+/g): string {
  let collected = text;
  for (let start = 0; start < data.length && collected.length <= limit; start += SLICE) {
    collected += data.slice(start, start + SLICE).replace(space, ' ');
  }
  return collected;
}

/**
 * `document.title` of a `<title>`: its child text with ASCII whitespace stripped and collapsed.
 * Other spaces stay (a trailing U+00A0 is part of the title, as Chromium keeps it).
 */
export function documentTitle(title: Element, limit = 200): string {
  let text = '';
  for (const child of title.children) {
    if (isText(child)) text = appendCollapsed(text, child.data, limit, /[\t\n\f\r ]+/g);
  }
  return cut(text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, ''), limit);
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Words in the visible text of `root`: whitespace-separated tokens holding a letter or a digit,
 * counted per text node (so `a<td>b` is two words, like a reader sees it, and so is `hel<b>lo`).
 */
export function countWords(root: Document | Element): number {
  let words = 0;
  walk(root, (node) => {
    if (isText(node)) words += wordsIn(node.data);
    return !isElement(node) || !HIDDEN.has(node.name);
  });
  return words;
}

// One linear pass over the characters: a regex test per token was the analyzer's hot spot, and a
// single token-matching regex backtracks quadratically on a long run of punctuation.
function wordsIn(text: string): number {
  let words = 0;
  let inWord = false;
  let counted = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      inWord = false;
      continue;
    }
    if (!inWord) {
      inWord = true;
      counted = false;
    }
    if (!counted && isWordChar(text, i, code)) {
      words += 1;
      counted = true;
    }
  }
  return words;
}

/** Exactly the characters of JavaScript's `\s`. */
function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordChar(text: string, index: number, code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  return LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(index) ?? code));
}

/** Length as a reader counts characters: code points, not UTF-16 units. */
export function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
