/** Checks of the document as a whole: status, doctype, language, ids, nesting, amount of text. */
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

export const doctype: Check = (page) => {
  const declared = page.parsed.document.children.some(
    (node) => 'name' in node && !('attribs' in node) && node.name.toLowerCase() === '!doctype',
  );
  return declared ? [] : [{ message: 'The page has no <!DOCTYPE html>', evidence: landmark(page, 'html') }];
};

export const duplicateIds: Check = (page) => {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const element of page.elements) {
    const id = element.attribs['id'];
    if (id === undefined || id === '') continue;
    if (seen.has(id)) {
      problems.push({ message: `The id "${cut(id, 80)}" is used more than once`, evidence: openTag(page.parsed, element) });
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
