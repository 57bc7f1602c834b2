/** Checks of embedded resources: image alternatives and http: loads on https pages. */
import type { Element } from '../dom.js';
import { cut, openTag } from '../excerpt.js';
import { attribute, baseUrl, hasToken } from '../page.js';
import type { Check, Problem } from './problem.js';

export const imageAlt: Check = (page) =>
  page
    .byTag('img')
    .filter((image) => image.attribs['alt'] === undefined)
    .map((image) => ({ message: 'The image has no alt attribute', evidence: openTag(page.parsed, image) }));

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
