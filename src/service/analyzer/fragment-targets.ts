/** Where a link to a part of its own page (`href="#details"`) lands, and how that part is titled. */
import { closest, firstBelow, type Element } from './dom.js';
import { baseUrl, linkHref, type Page } from './page.js';
import { normalizePageUrl } from './page-url.js';
import { textOf } from './text.js';

const HEADING = /^h[1-6]$/;
const isHeading = (element: Element) => HEADING.test(element.name);

export class FragmentTargets {
  readonly #page: Page;
  readonly #pageUrl: string;
  #names: Map<string, Element> | undefined;
  #base: string | undefined;
  #baseIsPage: boolean | undefined;

  constructor(page: Page) {
    this.#page = page;
    this.#pageUrl = normalizePageUrl(page.url).href;
  }

  /** The texts that title the link's target on this page: its own, its heading's, or its first heading's. */
  titles(link: Element): string[] {
    const target = this.target(link);
    if (target === undefined) return [];
    const titled = [target, closest(target, isHeading), firstBelow(target, isHeading)];
    return titled.filter((element) => element !== undefined).map((element) => textOf(element));
  }

  /** The fragment of a link to this same page (`#top`, or the page's own URL with a fragment), else undefined. */
  fragment(link: Element): string | undefined {
    const href = linkHref(link) ?? '';
    // Most links have no fragment: parsing a URL is the cost, so only those with a `#` are parsed.
    if (!href.includes('#')) return undefined;
    // `#id` with no <base> elsewhere: the fragment as written, without parsing a URL per link.
    if (href.startsWith('#') && (this.#baseIsPage ??= normalizePageUrl(baseUrl(this.#page)).href === this.#pageUrl)) {
      return href.length < 2 ? undefined : href.slice(1);
    }
    const url = URL.parse(href, (this.#base ??= baseUrl(this.#page).href));
    if (url === null || url.hash.length < 2 || normalizePageUrl(url).href !== this.#pageUrl) return undefined;
    return url.hash.slice(1);
  }

  /**
   * Where a link to this page lands, as the HTML spec finds a fragment: the first element with that
   * id, else the first `<a name>`, by the fragment as written, then decoded.
   */
  target(link: Element): Element | undefined {
    const fragment = this.fragment(link);
    if (fragment === undefined) return undefined;
    return this.#find(fragment) ?? this.#find(decoded(fragment));
  }

  #find(fragment: string): Element | undefined {
    return this.#page.byId(fragment) ?? (this.#names ??= indexNames(this.#page)).get(fragment);
  }
}

function indexNames(page: Page): Map<string, Element> {
  const byName = new Map<string, Element>();
  for (const anchor of page.byTag('a')) {
    const name = anchor.attribs['name'];
    if (name !== undefined && !byName.has(name)) byName.set(name, anchor);
  }
  return byName;
}

function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
