import { attribute, baseUrl, linkHref, type Page } from './page.js';
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
