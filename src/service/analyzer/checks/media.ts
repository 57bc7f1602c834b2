/** Checks of embedded resources: image alternatives and http: loads on https pages. */
import { accessibleName } from '../accessible-name.js';
import type { Element } from '../dom.js';
import { cut, openTag } from '../excerpt.js';
import { attribute, baseUrl, hasToken, type Page } from '../page.js';
import { GLOBAL_ARIA_ATTRIBUTES, NAME_REQUIRED_ROLES, VALID_ROLES } from './aria-tables.js';
import { rolesOf } from './a11y-support.js';
import type { Check, Problem } from './problem.js';

const PRESENTATIONAL = new Set(['none', 'presentation']);

/** axe's getExplicitRole: the first role token it knows. */
const explicitRole = (element: Element) => rolesOf(element).find((role) => VALID_ROLES.has(role));

const focusable = (element: Element) => /^\s*[-+]?\d+/.test(element.attribs['tabindex'] ?? '');

/** role="none" that holds: a focusable image or one with a global ARIA attribute keeps its role. */
function isPresentationalImage(image: Element): boolean {
  const role = explicitRole(image);
  if (role === undefined || !PRESENTATIONAL.has(role) || focusable(image)) return false;
  return !GLOBAL_ARIA_ATTRIBUTES.some((name) => image.attribs[name] !== undefined);
}

/** axe's no-explicit-name-required-matches: an image with another role is that role's business. */
function isJudged(page: Page, image: Element): boolean {
  if (page.isHidden(image)) return false;
  const role = explicitRole(image);
  return role === undefined || PRESENTATIONAL.has(role) || NAME_REQUIRED_ROLES.has(role) || focusable(image);
}

const nonEmpty = (value: string | undefined) => (value ?? '').trim() !== '';

/** What is wrong with the image's text alternative, as axe's image-alt judges it; undefined for nothing. */
function altProblem(page: Page, image: Element): string | undefined {
  const alt = image.attribs['alt'];
  const presentational = isPresentationalImage(image);
  // alt-space-value: `alt=" "` is neither a description nor the empty alt of a decorative image.
  if (alt !== undefined && alt !== '' && alt.trim() === '' && !presentational) return "The image's alt is only spaces";
  if (alt !== undefined || nonEmpty(image.attribs['aria-label']) || nonEmpty(image.attribs['title'])) return undefined;
  if (image.attribs['aria-labelledby'] !== undefined && accessibleName(page, image) !== '') return undefined;
  return presentational ? undefined : 'The image has no alt attribute';
}

/** axe's image-alt: an `<img>` without a text alternative (alt, aria-label, aria-labelledby, title) or role none. */
export const imageAlt: Check = (page) => {
  const problems: Problem[] = [];
  for (const image of page.byTag('img')) {
    const message = isJudged(page, image) ? altProblem(page, image) : undefined;
    if (message !== undefined) problems.push({ message, evidence: openTag(page.parsed, image) });
  }
  return problems;
};

/** Attributes that make the browser load a subresource, per element (a Map: tag names are page input). */
const SUBRESOURCES = new Map<string, readonly string[]>([
  ['img', ['src']],
  ['script', ['src']],
  ['iframe', ['src']],
  ['audio', ['src']],
  ['video', ['src', 'poster']],
  ['source', ['src']],
  ['track', ['src']],
  ['embed', ['src']],
  ['object', ['data']],
  ['link', ['href']],
]);

// A <link> loads its href only for these relations (canonical, alternate, next... are references).
const LOADING_RELS = ['stylesheet', 'icon', 'preload', 'modulepreload', 'manifest'];

function loads(element: Element): boolean {
  return element.name !== 'link' || LOADING_RELS.some((token) => hasToken(attribute(element, 'rel'), token));
}

export const mixedContent: Check = (page) => {
  if (page.url.protocol !== 'https:') return [];
  const base = baseUrl(page);
  const problems: Problem[] = [];
  for (const element of page.elements) {
    const names = SUBRESOURCES.get(element.name);
    if (names === undefined || !loads(element)) continue;
    const insecure = names
      .map((name) => attribute(element, name))
      .map((value) => (value === undefined ? null : URL.parse(value, base.href)))
      .find((url) => url?.protocol === 'http:');
    if (insecure) {
      problems.push({
        message: `<${element.name}> loads ${cut(insecure.href, 120)} over plain http on an https page`,
        evidence: openTag(page.parsed, element),
      });
    }
  }
  return problems;
};
