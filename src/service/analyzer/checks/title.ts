import { outerHtml } from '../excerpt.js';
import { landmark } from '../page.js';
import { codePoints, textOf } from '../text.js';
import type { Check } from './problem.js';

const TITLE_LENGTH = { min: 10, max: 60 };

export const titleMissing: Check = (page) => {
  const title = page.byTag('title')[0];
  if (title === undefined) return [{ message: 'The page has no <title>', evidence: landmark(page, 'head', 'html') }];
  if (textOf(title) === '') return [{ message: 'The <title> is empty', evidence: outerHtml(page.parsed, title) }];
  return [];
};

export const titleLength: Check = (page) => {
  const title = page.byTag('title')[0];
  if (title === undefined) return [];
  // Two UTF-16 units per code point at most: enough text to tell "too long" for any script.
  const length = codePoints(textOf(title, (TITLE_LENGTH.max + 1) * 2));
  // An empty title is title.missing's finding.
  if (length === 0 || (length >= TITLE_LENGTH.min && length <= TITLE_LENGTH.max)) return [];
  const message =
    length > TITLE_LENGTH.max
      ? `The title is longer than ${TITLE_LENGTH.max} characters`
      : `The title has ${length} characters, fewer than ${TITLE_LENGTH.min}`;
  return [{ message, evidence: outerHtml(page.parsed, title) }];
};
