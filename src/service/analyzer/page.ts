/** The parsed page as the checks read it: elements indexed once, in document order. */
import type { BrowserObservations } from './analysis.js';
import type { AnalysisBudget } from './budget.js';
import { hiddenElements } from './cascade.js';
import { isElement, walk, type Element } from './dom.js';
import { cut, openTag } from './excerpt.js';
import type { ParsedHtml } from './parse.js';
import { countWords } from './text.js';

export interface Page {
  parsed: ParsedHtml;
  url: URL;
  status: number;
  /** Header names lower-cased. */
  headers: ReadonlyMap<string, string>;
  /** Every element in document order. */
  elements: readonly Element[];
  /** HTML elements by tag name: an SVG's `<title>` or `<a>` is not HTML's. */
  byTag(name: string): readonly Element[];
  /** Links that navigate, in document order: HTML's and SVG's `<a>` with an href (placeholders have none). */
  links: readonly Element[];
  /** The first element with this id (as getElementById finds it), indexed on first use. */
  byId(id: string): Element | undefined;
  /** Hidden from everyone, by itself or an ancestor, by the page's attributes and CSS (cascade.ts). */
  isHidden(element: Element): boolean;
  /** Words of the visible text of the body (of the whole page when it has no body). */
  words: number;
  /** What the browser saw while the page loaded; absent for a fetched page. */
  browser?: BrowserObservations;
  /** The analysis' CPU budget, for work that walks the page outside the checks' own loops. */
  budget?: AnalysisBudget;
}

/** What the page is read with besides its source. */
interface PageContext {
  /** Texts of the page's same-site stylesheets, in the order it links them. */
  linkedStylesheets?: readonly string[];
  budget?: AnalysisBudget;
}

export function buildPage(
  parsed: ParsedHtml,
  url: URL,
  status: number,
  headers: Record<string, string>,
  browser?: BrowserObservations,
  context: PageContext = {},
): Page {
  const elements: Element[] = [];
  const tags = new Map<string, Element[]>();
  walk(parsed.document, (node) => {
    if (!isElement(node)) return false;
    elements.push(node);
    if (node.namespace !== 'html') return true;
    const list = tags.get(node.name);
    if (list) list.push(node);
    else tags.set(node.name, [node]);
    return true;
  });
  const body = tags.get('body')?.[0];
  let ids: Map<string, Element> | undefined;
  let hidden: ReadonlySet<Element> | undefined;
  return {
    parsed,
    url,
    status,
    headers: new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
    elements,
    byTag: (name) => tags.get(name) ?? [],
    links: elements.filter((element) => linkHref(element) !== undefined),
    byId: (id) => (ids ??= indexById(elements)).get(id),
    isHidden(element) {
      hidden ??= hiddenElements({
        document: parsed.document,
        elements,
        quirks: parsed.document.mode === 'quirks',
        linkedStylesheets: context.linkedStylesheets ?? [],
        ...(context.budget ? { budget: context.budget } : {}),
      });
      return hidden.has(element);
    },
    words: countWords(body ?? parsed.document),
    ...(browser ? { browser } : {}),
    ...(context.budget ? { budget: context.budget } : {}),
  };
}

function indexById(elements: readonly Element[]): Map<string, Element> {
  const byId = new Map<string, Element>();
  for (const element of elements) {
    const id = element.attribs['id'];
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
  }
  return byId;
}

/**
 * Evidence for something missing: the start tag of the first of `names` written in the source
 * (e.g. the `<head>` a title belongs in; a browser implies `<head>` and `<body>` when they are
 * not written), else the first element written, else the start of the source.
 */
export function landmark(page: Page, ...names: string[]): string {
  for (const name of names) {
    const element = page.byTag(name).find(written);
    if (element) return openTag(page.parsed, element);
  }
  const first = page.elements.find(written);
  return first ? openTag(page.parsed, first) : cut(page.parsed.source);
}

const written = (element: Element) => element.startIndex !== undefined;

/** An attribute's value trimmed, or undefined when absent (the parser lower-cases HTML attribute names). */
export function attribute(element: Element, name: string): string | undefined {
  return element.attribs[name]?.trim();
}

/**
 * Where a link goes: the href of an HTML `<a>`, or of an SVG `<a>` (whose older pages write
 * `xlink:href`, which SVG 2 browsers still follow); undefined for any other element.
 */
export function linkHref(element: Element): string | undefined {
  if (element.name !== 'a') return undefined;
  if (element.namespace === 'html') return attribute(element, 'href');
  if (element.namespace !== 'svg') return undefined;
  return attribute(element, 'href') ?? attribute(element, 'xlink:href');
}

/** Whether a space-separated attribute (rel, content of robots) holds `token`, ignoring case. */
export function hasToken(value: string | undefined, token: string): boolean {
  return (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .includes(token);
}

/** What relative URLs on the page resolve against: its first `<base href>`, else its own URL. */
export function baseUrl(page: Page): URL {
  const href = page
    .byTag('base')
    .map((base) => attribute(base, 'href'))
    .find((value) => value !== undefined);
  return (href === undefined ? undefined : URL.parse(href, page.url.href)) ?? page.url;
}
