/** Checks of the document as a whole: status, doctype, language, ids, nesting, amount of text. */
import { ElementType } from 'htmlparser2';
import { isText, type Node } from '../dom.js';
import { cut, openTag } from '../excerpt.js';
import { attribute, landmark } from '../page.js';
import { MAX_DEPTH } from '../parse.js';
import type { Check, Problem } from './problem.js';

const MIN_WORDS = 200;

export const httpStatus: Check = (page) =>
  page.status >= 200 && page.status < 300
    ? []
    : // The status is not page source; the status as received is the exact evidence there is.
      [{ message: `The page answered HTTP ${page.status}`, evidence: `HTTP ${page.status}` }];

export const lang: Check = (page) => {
  const html = page.byTag('html')[0];
  if (html !== undefined && (attribute(html, 'lang') ?? '') !== '') return [];
  return [{ message: 'The page does not declare its language', evidence: landmark(page, 'html') }];
};

/**
 * A doctype counts only where a browser reads it: before it, the HTML spec's "initial" insertion
 * mode skips ASCII whitespace and comments (`<?xml ...?>` is one too); anything else switches the
 * page to quirks mode and the later doctype is ignored. A byte order mark is removed by decoding.
 */
export const doctype: Check = (page) => {
  const nodes = page.parsed.document.children;
  const declaration = nodes.findIndex(isDoctype);
  if (declaration === -1) return [{ message: 'The page has no <!DOCTYPE html>', evidence: landmark(page, 'html') }];
  const content = nodes.slice(0, declaration).find((node) => !skippedBeforeDoctype(node));
  if (content === undefined) return [];
  const leading = withoutSpaceAround(page.parsed.source, content.startIndex ?? 0, nodes[declaration]?.startIndex ?? 0);
  return [
    { message: 'Content before the <!DOCTYPE> makes browsers ignore it and use quirks mode', evidence: cut(leading) },
  ];
};

// The HTML spec's ASCII whitespace; String.trim would also drop the no-break space that is content here.
const ONLY_ASCII_SPACE = /^[\t\n\f\r ]*$/;

function withoutSpaceAround(source: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from < to && ONLY_ASCII_SPACE.test(source.charAt(from))) from++;
  while (to > from && ONLY_ASCII_SPACE.test(source.charAt(to - 1))) to--;
  return source.slice(from, to);
}

function isDoctype(node: Node): boolean {
  return node.type === ElementType.Directive && node.name.toLowerCase() === '!doctype';
}

function skippedBeforeDoctype(node: Node): boolean {
  if (node.type === ElementType.Comment) return true;
  if (node.type === ElementType.Directive) return node.name.startsWith('?');
  if (!isText(node)) return false;
  const text = node.startIndex === 0 ? node.data.replace(/^\uFEFF/, '') : node.data;
  return ONLY_ASCII_SPACE.test(text);
}

export const duplicateIds: Check = (page) => {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const element of page.elements) {
    const id = element.attribs['id'];
    if (id === undefined || id === '') continue;
    if (seen.has(id)) {
      problems.push({
        message: `The id "${cut(id, 80)}" is used more than once`,
        evidence: openTag(page.parsed, element),
      });
    }
    seen.add(id);
  }
  return problems;
};

export const depth: Check = (page) => {
  const stoppedAt = page.parsed.stoppedAt;
  if (stoppedAt === null) return [];
  return [
    {
      message: `Elements nest deeper than ${MAX_DEPTH} levels; the analysis stopped here`,
      evidence: openTag(page.parsed, stoppedAt),
    },
  ];
};

export const wordCount: Check = (page) =>
  page.words >= MIN_WORDS
    ? []
    : [
        {
          message: `The page has ${page.words} words; fewer than ${MIN_WORDS} reads as thin content`,
          evidence: landmark(page, 'body', 'html'),
        },
      ];
