/** Checks of link text: links a reader cannot tell apart or cannot see at all. */
import { closest, firstBelow, type Element } from '../dom.js';
import { accessibleName } from '../accessible-name.js';
import { cut, openTag, outerHtml } from '../excerpt.js';
import { FragmentTargets } from '../fragment-targets.js';
import type { Page } from '../page.js';
import { collapse } from '../text.js';
import type { Check, Problem } from './problem.js';

/**
 * Text that says nothing about where a link goes, matched on the whole normalised text. Words
 * such as "details" or "link" are left out: they are as often the title of what the link opens
 * (a section "Details"), and flagging them was wrong far more often than right on real pages.
 */
const GENERIC_TEXT = new Set(['here', 'click here', 'this', 'more', 'read more', 'learn more']);

// A code-like token names a thing: Node's docs link types as `<this>`, which is not "this".
const CODE_LIKE = /[<>`]/;

function linkProblems(page: Page, message: string, offends: (name: string, link: Element) => boolean): Problem[] {
  const problems: Problem[] = [];
  for (const link of page.links) {
    // A hidden link is met by no one, as axe's link-name skips it.
    if (page.isHidden(link)) continue;
    const name = accessibleName(page, link);
    if (offends(name, link)) problems.push({ message, evidence: outerHtml(page.parsed, link) });
  }
  return problems;
}

/** Lower case, punctuation and symbols dropped ("Read more »" is "read more"), spaces collapsed. */
function normalized(text: string): string {
  return collapse(text.toLowerCase().replace(/[^\p{L}\p{N}\s]+/gu, ''));
}

export const genericText: Check = (page) => {
  const targets = new FragmentTargets(page);
  return linkProblems(page, 'The link text does not say where it goes', (name, link) => {
    const text = normalized(name);
    return (
      GENERIC_TEXT.has(text) &&
      !CODE_LIKE.test(name) &&
      !inCode(link) &&
      !targets.titles(link).some((title) => normalized(title) === text)
    );
  });
};

export const emptyLink: Check = (page) =>
  linkProblems(page, 'The link has no text, label or image alt', (name) => name === '');

const isCode = (element: Element) => element.name === 'code';

function inCode(link: Element): boolean {
  return closest(link, isCode) !== undefined || firstBelow(link, isCode) !== undefined;
}

/**
 * A link to a part of this page that is not on it (`href="#typo"`) goes nowhere. `#top` is the
 * top of the page by the HTML spec's own rule, with or without an element of that id.
 */
export const fragment: Check = (page) => {
  const targets = new FragmentTargets(page);
  return page.links
    .filter((link) => {
      const name = targets.fragment(link);
      return name !== undefined && name.toLowerCase() !== 'top' && targets.target(link) === undefined;
    })
    .map((link) => ({
      message: `The link goes to #${cut(targets.fragment(link) ?? '', 80)}, which is not on the page`,
      evidence: openTag(page.parsed, link),
    }));
};
