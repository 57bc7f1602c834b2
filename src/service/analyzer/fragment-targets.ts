/** Where a link to a part of its own page (`href="#details"`) lands, and how that part is titled. */
import { closest, firstBelow, type Element } from './dom.js';
import { attribute, baseUrl, type Page } from './page.js';
import { normalizePageUrl } from './page-url.js';
import { textOf } from './text.js';

const HEADING = /^h[1-6]$/;
const isHeading = (element: Element) => HEADING.test(element.name);

/** The id index is built on the first link to a fragment only, since most checks of most pages never need it. */
export class FragmentTargets {
  readonly #page: Page;
  readonly #pageUrl: string;
  #byId: Map<string, Element> | undefined;

  constructor(page: Page) {
    this.#page = page;
    this.#pageUrl = normalizePageUrl(page.url).href;
  }

  /** The texts that title the link's target on this page: its own, its heading's, or its first heading's. */
  titles(link: Element): string[] {
    const target = this.#target(link);
    if (target === undefined) return [];
    const titled = [target, closest(target, isHeading), firstBelow(target, isHeading)];
    return titled.filter((element) => element !== undefined).map((element) => textOf(element));
  }

  #target(link: Element): Element | undefined {
    const url = URL.parse(attribute(link, 'href') ?? '', baseUrl(this.#page).href);
    if (url === null || url.hash.length < 2 || normalizePageUrl(url).href !== this.#pageUrl) return undefined;
    const fragment = url.hash.slice(1);
    const byId = (this.#byId ??= indexById(this.#page));
    return byId.get(fragment) ?? byId.get(decoded(fragment));
  }
}

/** As the HTML spec finds a fragment: the first element with that id, else the first `<a name>`. */
function indexById(page: Page): Map<string, Element> {
  const byId = new Map<string, Element>();
  for (const element of page.elements) {
    const id = element.attribs['id'];
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
  }
  for (const anchor of page.byTag('a')) {
    const name = anchor.attribs['name'];
    if (name !== undefined && !byId.has(name)) byId.set(name, anchor);
  }
  return byId;
}

function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
