/** Checks of what `<head>` declares: description, viewport, charset, canonical, robots, link previews. */
import type { Element } from '../dom.js';
import { cut, openTag } from '../excerpt.js';
import { attribute, baseUrl, hasToken, landmark, type Page } from '../page.js';
import { codePoints, collapse } from '../text.js';
import type { Check, Problem } from './problem.js';

const DESCRIPTION_LENGTH = { min: 50, max: 160 };

function metaWhere(page: Page, name: 'name' | 'property' | 'http-equiv', value: string): Element[] {
  return page.byTag('meta').filter((meta) => attribute(meta, name)?.toLowerCase() === value);
}

function hasContent(meta: Element): boolean {
  return (attribute(meta, 'content') ?? '') !== '';
}

function missing(page: Page, message: string): Problem[] {
  return [{ message, evidence: landmark(page, 'head', 'html') }];
}

export const metaDescription: Check = (page) => {
  const meta = metaWhere(page, 'name', 'description')[0];
  if (meta === undefined) return missing(page, 'The page has no meta description');
  const length = codePoints(collapse(attribute(meta, 'content') ?? ''));
  if (length >= DESCRIPTION_LENGTH.min && length <= DESCRIPTION_LENGTH.max) return [];
  return [
    {
      message:
        `The meta description has ${length} characters; ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} read ` +
        `best`,
      evidence: openTag(page.parsed, meta),
    },
  ];
};

export const metaViewport: Check = (page) =>
  metaWhere(page, 'name', 'viewport').some(hasContent) ? [] : missing(page, 'The page declares no viewport');

export const metaCharset: Check = (page) => {
  const declared = page
    .byTag('meta')
    .some((meta) => attribute(meta, 'charset') !== undefined || /charset=/i.test(httpEquivContentType(meta)));
  return declared ? [] : missing(page, 'The page declares no character encoding');
};

function httpEquivContentType(meta: Element): string {
  return attribute(meta, 'http-equiv')?.toLowerCase() === 'content-type' ? (attribute(meta, 'content') ?? '') : '';
}

export const ogTitle: Check = (page) =>
  metaWhere(page, 'property', 'og:title').some(hasContent) ? [] : missing(page, 'The page has no og:title');

export const canonical: Check = (page) => {
  const links = page.byTag('link').filter((link) => hasToken(attribute(link, 'rel'), 'canonical'));
  const [first, ...more] = links;
  if (first === undefined) return missing(page, 'The page has no canonical link');
  if (more.length === 0) return canonicalAtRoot(page, first);
  return more.map((link) => ({
    message: `The page declares ${links.length} canonical links; search engines may ignore all of them`,
    evidence: openTag(page.parsed, link),
  }));
};

/**
 * A page other than the root whose canonical names a site's root (`/`): a template that gives every
 * page the home page's canonical tells search engines each page is the home page, as Lighthouse's
 * canonical audit says.
 */
const ROOT_PATH = /^\/(?:index\.html?)?$/i;

function canonicalAtRoot(page: Page, link: Element): Problem[] {
  const href = attribute(link, 'href');
  const target = href === undefined ? null : URL.parse(href.trim(), baseUrl(page).href);
  if (target === null || target.pathname !== '/' || target.search !== '' || ROOT_PATH.test(page.url.pathname))
    return [];
  return [
    {
      message: `The canonical link points this page at the site's root (${target.origin}/), not at the page`,
      evidence: openTag(page.parsed, link),
    },
  ];
}

const ROBOTS_NAMES = new Set(['robots', 'googlebot']);

function forbidsIndexing(directives: string | undefined): boolean {
  return hasToken(directives, 'noindex') || hasToken(directives, 'none');
}

export const noindex: Check = (page) => {
  const metas = page
    .byTag('meta')
    .filter(
      (meta) =>
        ROBOTS_NAMES.has(attribute(meta, 'name')?.toLowerCase() ?? '') && forbidsIndexing(attribute(meta, 'content')),
    );
  const problems = metas.map((meta) => ({
    message: 'A robots meta tag keeps search engines from indexing the page',
    evidence: openTag(page.parsed, meta),
  }));
  const header = page.headers.get('x-robots-tag');
  if (forbidsIndexing(header)) {
    // The header is not page source; quoting it as sent is the exact evidence there is.
    problems.push({
      message: 'The X-Robots-Tag header keeps search engines from indexing the page',
      evidence: cut(`X-Robots-Tag: ${header}`),
    });
  }
  return problems;
};
