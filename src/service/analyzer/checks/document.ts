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

/**
 * The parser tells the document mode the page gets, as a browser decides it. A doctype counts only
 * where a browser reads it: before it, the HTML spec's "initial" insertion mode skips whitespace
 * and comments (`<?xml ...?>` is one too); anything else switches the page to quirks mode and the
 * later doctype is ignored. A doctype that is read can still ask for quirks mode (HTML 4.01
 * Transitional without its system identifier, HTML 3.2, ...). Limited quirks (XHTML 1.0
 * Transitional) changes only how images sit in table cells, so it is not reported.
 */
export const doctype: Check = (page) => {
  const { document, source } = page.parsed;
  const declaration = document.children.find((node) => node.type === 'doctype');
  if (declaration !== undefined) {
    if (document.mode !== 'quirks') return [];
    const written = source.slice(declaration.startIndex ?? 0, (declaration.endIndex ?? 0) + 1);
    return [{ message: 'The doctype puts browsers in quirks mode', evidence: cut(written) }];
  }
  const late = LATE_DOCTYPE.exec(source);
  if (late === null) return [{ message: 'The page has no <!DOCTYPE html>', evidence: landmark(page, 'html') }];
  return [
    {
      message: 'Content before the <!DOCTYPE> makes browsers ignore it and use quirks mode',
      evidence: cut(withoutSkipped(source.slice(0, late.index))),
    },
  ];
};

const LATE_DOCTYPE = /<!doctype/i;

// What the "initial" insertion mode skips before content: a byte order mark, the HTML spec's ASCII
// whitespace (not String.trim's: a no-break space is content here), comments and `<?...>`.
const SKIPPED_BEFORE = /^\uFEFF?(?:[\t\n\f\r ]+|<!--[\s\S]*?-->|<\?[^>]*>)*/;
const TRAILING_SPACE = /[\t\n\f\r ]+$/;

function withoutSkipped(leading: string): string {
  return leading.replace(SKIPPED_BEFORE, '').replace(TRAILING_SPACE, '');
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
  const tooDeep = page.parsed.tooDeep;
  if (tooDeep === null) return [];
  return [
    {
      message: `Elements nest deeper than ${MAX_DEPTH} levels from here`,
      evidence: openTag(page.parsed, tooDeep),
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
