/**
 * The page's own stylesheets, fetched beside it so the cascade (cascade.ts) sees the rules that
 * hide its controls (MkDocs Material hides its toggles from its stylesheet). Only same-site
 * sheets, through the page's own fetch guard, within caps; a sheet that cannot be fetched is left
 * out, as a browser renders without it. Sheets a browser would not apply on the render's screen
 * (`disabled`, another `type`, a `media` that does not match) are not fetched; `@import`s are
 * followed, within the same caps, and put where the browser puts them: before the importing sheet.
 */
import * as csstree from 'css-tree';
import { Parser } from 'htmlparser2';
import type { FetchOptions } from './analysis.js';
import { mediaMatches, parseMediaList } from './css-conditions.js';
import { fetchStylesheet, type FetchedPage } from './fetch-page.js';
import { hasToken } from './page.js';

const STYLESHEET_LIMITS = { count: 8, bytes: 1024 * 1024, timeoutMs: 5000 };

const isCssType = (type: string | undefined) =>
  type === undefined || ['', 'text/css'].includes(type.trim().toLowerCase());

/** Whether a `media` attribute (absent: all) matches the render's screen. */
const forScreen = (media: string | undefined) =>
  media === undefined || media.trim() === '' || mediaMatches(parseMediaList(media)) === true;

/** A sheet to fetch, and how the browser scopes what it holds (`@import`'s layer, supports and media). */
interface SheetSource {
  url: URL;
  wrap: (css: string) => string;
}

const unwrapped = (css: string) => css;

/**
 * The sheets the page loads, in document order, resolved against the page's `<base>`: each
 * applied `<link rel="stylesheet">`, and each `@import` of an applied `<style>`. A tokenizer pass
 * (htmlparser2) is enough: only start tags and style text are read, at a fraction of the
 * analysis's tree construction.
 */
export function stylesheetLinks(html: string, pageUrl: string): URL[] {
  return stylesheetSources(html, pageUrl).map((source) => source.url);
}

function stylesheetSources(html: string, pageUrl: string): SheetSource[] {
  let base = pageUrl;
  const found: SheetSource[] = [];
  let style: string | undefined;
  const parser = new Parser({
    onopentag(name, attribs) {
      if (name === 'base' && attribs['href'] !== undefined && base === pageUrl) {
        base = URL.parse(attribs['href'], pageUrl)?.href ?? pageUrl;
      }
      if (name === 'style' && isCssType(attribs['type']) && forScreen(attribs['media'])) style = '';
      const rel = attribs['rel'];
      const href = attribs['href'];
      if (name !== 'link' || href === undefined || !hasToken(rel, 'stylesheet') || hasToken(rel, 'alternate')) return;
      if (attribs['disabled'] !== undefined || !isCssType(attribs['type']) || !forScreen(attribs['media'])) return;
      const url = URL.parse(href.trim(), base);
      if (url !== null) found.push({ url, wrap: unwrapped });
    },
    ontext(text) {
      if (style !== undefined) style += text;
    },
    onclosetag(name) {
      if (name !== 'style' || style === undefined) return;
      found.push(...importsOf(style, base));
      style = undefined;
    },
  });
  parser.end(html);
  return found;
}

/** The `@import`s at the head of a sheet, with the layer, supports and media they put the imported sheet in. */
function importsOf(css: string, base: string): SheetSource[] {
  let sheet: csstree.CssNode;
  try {
    sheet = csstree.parse(css, { parseCustomProperty: false, onParseError: () => undefined });
  } catch {
    return [];
  }
  if (sheet.type !== 'StyleSheet') return [];
  const found: SheetSource[] = [];
  for (const node of sheet.children) {
    if (node.type !== 'Atrule') break;
    const name = node.name.toLowerCase();
    // Only @charset and @layer statements may come before an @import; anything else ends them.
    if (name === 'charset' || (name === 'layer' && node.block === null)) continue;
    if (name !== 'import') break;
    const source = importSource(node, base);
    if (source !== undefined) found.push(source);
  }
  return found;
}

function importSource(rule: csstree.Atrule, base: string): SheetSource | undefined {
  if (rule.prelude?.type !== 'AtrulePrelude') return undefined;
  let href: string | undefined;
  const scopes: string[] = [];
  for (const part of rule.prelude.children) {
    if (part.type === 'Url' || part.type === 'String') href ??= part.value;
    else if (part.type === 'Identifier' && part.name.toLowerCase() === 'layer') scopes.push('@layer');
    else if (part.type === 'Function' && part.name.toLowerCase() === 'layer') {
      scopes.push(`@layer ${csstree.generate(part).slice('layer('.length, -1)}`);
    } else if (part.type === 'Function' && part.name.toLowerCase() === 'supports') {
      scopes.push(`@supports (${csstree.generate(part).slice('supports('.length, -1)})`);
    } else if (part.type === 'MediaQueryList') scopes.push(`@media ${csstree.generate(part)}`);
  }
  const url = href === undefined ? null : URL.parse(href.trim(), base);
  if (url === null) return undefined;
  return { url, wrap: (css) => scopes.reduceRight((inner, scope) => `${scope} {\n${inner}\n}`, css) };
}

function sameSite(url: URL, page: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === page.hostname;
}

/** The texts of the page's same-site stylesheets that could be fetched, in the order it links them. */
export async function fetchStylesheets(page: FetchedPage, options: FetchOptions): Promise<string[]> {
  const pageUrl = new URL(page.url);
  const sheetOptions: FetchOptions = {
    ...options,
    maxBytes: STYLESHEET_LIMITS.bytes,
    timeoutMs: Math.min(options.timeoutMs ?? STYLESHEET_LIMITS.timeoutMs, STYLESHEET_LIMITS.timeoutMs),
  };
  const seen = new Set<string>();
  // Every sheet fetched, linked or imported, counts against the one cap.
  const take = (sources: readonly SheetSource[]) =>
    sources.filter((source) => {
      if (!sameSite(source.url, pageUrl) || seen.has(source.url.href) || seen.size >= STYLESHEET_LIMITS.count) {
        return false;
      }
      seen.add(source.url.href);
      return true;
    });

  /** A sheet's text with its imports' texts before it, each scoped as its @import says. */
  async function load(source: SheetSource): Promise<string | undefined> {
    const css = await fetchText(source.url.href, sheetOptions);
    if (css === undefined) return undefined;
    const imported = await Promise.all(take(importsOf(css, source.url.href)).map(load));
    return source.wrap([...imported.filter((text) => text !== undefined), css].join('\n'));
  }

  const sheets = await Promise.all(take(stylesheetSources(page.html, page.url)).map(load));
  return sheets.filter((sheet) => sheet !== undefined);
}

function fetchText(url: string, options: FetchOptions): Promise<string | undefined> {
  return fetchStylesheet(url, options).then(
    (sheet) => (sheet.status >= 200 && sheet.status < 300 ? sheet.html : undefined),
    (error: unknown) => {
      // A shutdown is not a missing stylesheet.
      if (options.signal?.aborted) throw error;
      return undefined;
    },
  );
}
