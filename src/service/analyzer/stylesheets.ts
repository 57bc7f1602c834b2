/**
 * The page's own stylesheets, fetched beside it so the cascade (cascade.ts) sees the rules that
 * hide its controls (MkDocs Material hides its toggles from its stylesheet). Only same-site
 * sheets, through the page's own fetch guard, within caps; a sheet that cannot be fetched is left
 * out, as a browser renders without it.
 */
import { Parser } from 'htmlparser2';
import type { FetchOptions } from './analysis.js';
import { fetchStylesheet, type FetchedPage } from './fetch-page.js';
import { hasToken } from './page.js';

const STYLESHEET_LIMITS = { count: 8, bytes: 1024 * 1024, timeoutMs: 5000 };

/**
 * The hrefs of `<link rel="stylesheet">` in document order, resolved against the page's `<base>`.
 * A tokenizer pass (htmlparser2) is enough: only start tags are read, and it costs a fraction
 * of the analysis's tree construction.
 */
export function stylesheetLinks(html: string, pageUrl: string): URL[] {
  let base = pageUrl;
  const found: URL[] = [];
  const parser = new Parser({
    onopentag(name, attribs) {
      if (name === 'base' && attribs['href'] !== undefined && base === pageUrl) {
        base = URL.parse(attribs['href'], pageUrl)?.href ?? pageUrl;
      }
      const rel = attribs['rel'];
      const href = attribs['href'];
      if (name !== 'link' || href === undefined || !hasToken(rel, 'stylesheet') || hasToken(rel, 'alternate')) return;
      const url = URL.parse(href.trim(), base);
      if (url !== null) found.push(url);
    },
  });
  parser.end(html);
  return found;
}

function sameSite(url: URL, page: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === page.hostname;
}

/** The texts of the page's same-site stylesheets that could be fetched, in the order it links them. */
export async function fetchStylesheets(page: FetchedPage, options: FetchOptions): Promise<string[]> {
  const pageUrl = new URL(page.url);
  const urls = [
    ...new Set(
      stylesheetLinks(page.html, page.url)
        .filter((url) => sameSite(url, pageUrl))
        .map(String),
    ),
  ];
  const sheetOptions: FetchOptions = {
    ...options,
    maxBytes: STYLESHEET_LIMITS.bytes,
    timeoutMs: Math.min(options.timeoutMs ?? STYLESHEET_LIMITS.timeoutMs, STYLESHEET_LIMITS.timeoutMs),
  };
  const sheets = await Promise.all(
    urls.slice(0, STYLESHEET_LIMITS.count).map((url) =>
      fetchStylesheet(url, sheetOptions).then(
        (sheet) => (sheet.status >= 200 && sheet.status < 300 ? sheet.html : undefined),
        (error: unknown) => {
          // A shutdown is not a missing stylesheet.
          if (options.signal?.aborted) throw error;
          return undefined;
        },
      ),
    ),
  );
  return sheets.filter((sheet) => sheet !== undefined);
}
