/** Checks of link text: links a reader cannot tell apart or cannot see at all. */
import { isElement, walk, type Element } from '../dom.js';
import { outerHtml } from '../excerpt.js';
import { attribute, type Page } from '../page.js';
import { textOf } from '../text.js';
import type { Check, Problem } from './problem.js';

const GENERIC_TEXT = new Set([
  'click here', 'click', 'here', 'read more', 'more', 'learn more', 'more info', 'details',
  'this link', 'link', 'this', 'go', 'continue',
]);

/** Links that navigate: an `<a>` without href is a placeholder, not a link. */
function links(page: Page): Element[] {
  return page.byTag('a').filter((link) => attribute(link, 'href') !== undefined);
}

/**
 * What a screen reader announces for the link, or undefined when it names it by reference
 * (aria-labelledby points elsewhere on the page; we do not resolve it).
 */
function accessibleName(link: Element): string | undefined {
  if (attribute(link, 'aria-labelledby')) return undefined;
  return attribute(link, 'aria-label') || textOf(link) || imageAlt(link) || attribute(link, 'title') || '';
}

function imageAlt(link: Element): string {
  let alt = '';
  walk(link, (node) => {
    if (alt !== '' || !isElement(node) || node.name === 'a') return false;
    if (node.name === 'img') alt = attribute(node, 'alt') ?? '';
    return true;
  });
  return alt;
}

function linkProblems(page: Page, message: string, offends: (name: string) => boolean): Problem[] {
  const problems: Problem[] = [];
  for (const link of links(page)) {
    const name = accessibleName(link);
    if (name !== undefined && offends(name)) problems.push({ message, evidence: outerHtml(page.parsed, link) });
  }
  return problems;
}

export const genericText: Check = (page) =>
  linkProblems(page, 'The link text does not say where it goes', (name) =>
    GENERIC_TEXT.has(name.toLowerCase().replace(/[^\p{L}\p{N} ]+/gu, '').trim()),
  );

export const emptyLink: Check = (page) =>
  linkProblems(page, 'The link has no text, label or image alt', (name) => name === '');
