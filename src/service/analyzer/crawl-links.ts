import { attribute, baseUrl, hasToken, linkHref, type Page } from './page.js';
import { normalizePageUrl } from './page-url.js';

/** Absolute same-origin http(s) links of the page, normalised as pages are stored, de-duplicated, in document order. */
export function crawlLinks(page: Page): string[] {
  const base = baseUrl(page);
  const found = new Set<string>();
  for (const element of page.elements) {
    const href = element.name === 'area' ? attribute(element, 'href') : linkHref(element);
    const url = href === undefined ? null : URL.parse(href, base.href);
    if (url === null || url.origin !== page.url.origin) continue;
    found.add(normalizePageUrl(url).href);
  }
  return [...found];
}

/**
 * The page's canonical URL when it declares exactly one on its own origin, normalised as pages are
 * stored: the crawler counts two URLs that name the same canonical as one page. Several canonical
 * links name none (search engines ignore them all), and another origin's is no page of this crawl.
 */
export function crawlCanonical(page: Page): string | null {
  const links = page.byTag('link').filter((link) => hasToken(attribute(link, 'rel'), 'canonical'));
  const href = links.length === 1 && links[0] ? attribute(links[0], 'href') : undefined;
  const url = href === undefined ? null : URL.parse(href.trim(), baseUrl(page).href);
  return url === null || url.origin !== page.url.origin ? null : normalizePageUrl(url).href;
}
