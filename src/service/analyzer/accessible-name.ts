/**
 * Accessible names by dom-accessibility-api (the accname computation testing-library uses), run on
 * a thin DOM facade over the analyzer's tree rather than on a second, full DOM: the facade answers
 * the few DOM members the library reads, from indexes built once per page, so naming every field
 * and link of a page stays linear (a label's control and a field's labels are looked up, not searched).
 */
import { roles as ariaRoles, type ARIARoleDefinitionKey } from 'aria-query';
import { selectAll } from 'css-select';
import { computeAccessibleName } from 'dom-accessibility-api';
import type { Element, Node } from './dom.js';
import { VALID_ROLES } from './checks/aria-tables.js';
import { inputType, isLabelable } from './form-controls.js';
import { labelledByName, SENTINEL, type TargetNamer } from './labelledby-chunks.js';
import { linkHref, type Page } from './page.js';
import { selectAdapter, type SelectNode } from './select-adapter.js';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const DOCUMENT_NODE = 9;

// Elements whose box is a block: accname puts a space between a block child's text and its neighbours'.
const INLINE = new Set(
  (
    'a abbr b bdi bdo br cite code data dfn em i img input kbd label mark q s samp select small span strong ' +
    'sub sup textarea time u var svg'
  ).split(' '),
);

class Facade {
  readonly #page: Page;
  readonly #nodes = new Map<Node, object>();
  #labels: Map<Element, Element[]> | undefined;
  readonly document: object;

  constructor(page: Page) {
    this.#page = page;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the DOM's getters are object-literal getters
    const facade = this;
    this.document = {
      nodeType: DOCUMENT_NODE,
      get defaultView() {
        return facade.window;
      },
      getElementById: (id: string) => {
        const element = page.byId(id);
        return element === undefined ? null : facade.wrap(element);
      },
      querySelectorAll: (selector: string) => this.#select(page.parsed.document, selector),
    };
  }

  readonly window = {
    getComputedStyle: (element: { element?: Element }) => this.style(element.element),
  };

  /** The style the library asks of an element; a referrer of referrerOf is inline and shown. */
  style(element: Element | undefined) {
    // The library asks for every node it walks: where a page makes its walk long, the budget ends it.
    this.#page.budget?.check();
    const hidden = element !== undefined && this.#page.isHidden(element);
    const display = element === undefined || INLINE.has(element.name) ? 'inline' : 'block';
    return {
      getPropertyValue: (property: string) => {
        if (property === 'display') return hidden ? 'none' : display;
        if (property === 'visibility') return hidden ? 'hidden' : 'visible';
        return '';
      },
    };
  }

  #select(root: SelectNode, selector: string): object[] {
    return selectAll<SelectNode, Element>(selector, root, { adapter: selectAdapter }).map((element) =>
      this.wrap(element),
    );
  }

  /** A `<span>` written nowhere, with these children and at most one attribute. */
  #unwrittenSpan(childNodes: object[], attribute?: { name: string; value: string }): object {
    const node = attribute === undefined ? null : { value: attribute.value };
    const value = (name: string) => (name.toLowerCase() === attribute?.name ? attribute.value : null);
    return {
      nodeType: ELEMENT_NODE,
      ELEMENT_NODE,
      TEXT_NODE,
      localName: 'span',
      tagName: 'SPAN',
      ownerDocument: this.document,
      getAttribute: value,
      hasAttribute: (name: string) => value(name) !== null,
      getAttributeNode: (name: string) => (value(name) === null ? null : node),
      getRootNode: () => this.document,
      parentNode: null,
      parentElement: null,
      childNodes,
      textContent: '',
      labels: null,
    };
  }

  /**
   * An element written nowhere whose only attribute is aria-labelledby="id": the library's name of it
   * is the text aria-labelledby takes from that one target.
   */
  referrerOf(id: string): object {
    return this.#unwrittenSpan([], { name: 'aria-labelledby', value: id });
  }

  /**
   * An element written nowhere that names, by aria-labelledby, an inline element written nowhere
   * holding `nodes` between two SENTINEL text nodes: the library's name of it is the text those
   * nodes give as children of a target, with the whitespace at their edges kept by the sentinels.
   */
  partReferrer(nodes: Node[]): object {
    // Two objects: the library reads a node it has already consulted as no text.
    const sentinel = () => ({ nodeType: TEXT_NODE, ELEMENT_NODE, TEXT_NODE, textContent: SENTINEL, childNodes: [] });
    const part = this.#unwrittenSpan([sentinel(), ...nodes.map((node) => this.wrap(node)), sentinel()]);
    return { ...this.referrerOf('part'), getRootNode: () => ({ getElementById: () => part }) };
  }

  /** The labels of each labelable element, from one pass over the page's labels. */
  labelsOf(element: Element): object[] | null {
    if (!isLabelable(element)) return null;
    this.#labels ??= indexLabels(this.#page);
    return (this.#labels.get(element) ?? []).map((label) => this.wrap(label));
  }

  wrap(node: Node): object {
    let wrapped = this.#nodes.get(node);
    if (wrapped === undefined) {
      wrapped = node.type === 'element' ? this.#element(node) : this.#other(node);
      this.#nodes.set(node, wrapped);
    }
    return wrapped;
  }

  #parent(node: Node): object | null {
    const parent = node.parent;
    if (parent === null) return null;
    return parent.type === 'document' ? this.document : this.wrap(parent);
  }

  #other(node: Node): object {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the DOM's getters are object-literal getters
    const facade = this;
    return {
      nodeType: node.type === 'text' ? TEXT_NODE : 8,
      ELEMENT_NODE,
      TEXT_NODE,
      textContent: node.type === 'text' ? node.data : '',
      // A comment has no children; the library still asks for them.
      childNodes: [],
      get parentNode() {
        return facade.#parent(node);
      },
      ownerDocument: this.document,
    };
  }

  #element(element: Element): object {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the DOM's getters are object-literal getters
    const facade = this;
    const page = this.#page;
    // The library remembers which attribute nodes it consulted: each must be one object.
    const attributeNodes = new Map<string, { value: string } | null>();
    return {
      element,
      nodeType: ELEMENT_NODE,
      ELEMENT_NODE,
      TEXT_NODE,
      localName: element.name,
      tagName: element.namespace === 'html' ? element.name.toUpperCase() : element.name,
      ownerDocument: this.document,
      // Only SVG elements have the member; its value is never read.
      ...(element.namespace === 'svg' ? { ownerSVGElement: null } : {}),
      ...(element.name === 'input' ? { type: inputType(element), value: element.attribs['value'] ?? '' } : {}),
      getAttribute: (name: string) => attributeOf(element, name.toLowerCase()) ?? null,
      hasAttribute: (name: string) => attributeOf(element, name.toLowerCase()) !== undefined,
      getAttributeNode(name: string) {
        const key = name.toLowerCase();
        if (!attributeNodes.has(key)) {
          const value = element.attribs[key];
          attributeNodes.set(key, value === undefined ? null : { value });
        }
        return attributeNodes.get(key);
      },
      getRootNode: () => this.document,
      querySelectorAll: (selector: string) => this.#select(element, selector),
      get parentNode() {
        return facade.#parent(element);
      },
      get parentElement() {
        const parent = element.parent;
        return parent === null || parent.type === 'document' ? null : facade.wrap(parent);
      },
      get childNodes() {
        return element.children.map((child) => facade.wrap(child));
      },
      get textContent() {
        return selectAdapter.getText(element);
      },
      get labels() {
        return facade.labelsOf(element);
      },
      get control() {
        return element.name === 'label' ? facade.#control(element) : undefined;
      },
      assignedNodes: () => [],
      get isConnected() {
        return page.elements.length > 0;
      },
    };
  }

  #control(label: Element): object | null {
    const control = controlOf(this.#page, label);
    return control === undefined ? null : this.wrap(control);
  }
}

const FOCUSABLE_CONTROLS = new Set(['button', 'input', 'select', 'textarea']);

function isFocusable(element: Element): boolean {
  if (element.attribs['tabindex'] !== undefined) return true;
  if (element.namespace !== 'html') return false;
  if (element.name === 'a' || element.name === 'area') return element.attribs['href'] !== undefined;
  if (element.name === 'input' && inputType(element) === 'hidden') return false;
  return FOCUSABLE_CONTROLS.has(element.name) && element.attribs['disabled'] === undefined;
}

/**
 * An attribute as the name computation should read it. An SVG link's older `xlink:href` makes it a
 * link in browsers (the library reads only `href`). A focusable element keeps its own role under
 * role="none" or "presentation" (ARIA's presentational role conflict resolution), which the
 * library does not apply: `<a href role="presentation">Docs</a>` is still a link named "Docs".
 */
function attributeOf(element: Element, name: string): string | undefined {
  if (name === 'href') return linkHref(element);
  if (name === 'aria-label') return element.attribs[name] ?? titleStandingIn(element);
  const value = element.attribs[name];
  if (name !== 'role' || value === undefined) return value;
  // ARIA's fallback: the first role the browser knows (`<h2 role="foo">` is still a heading).
  const role = value
    .toLowerCase()
    .split(/\s+/)
    .find((token) => VALID_ROLES.has(token));
  if ((role === 'none' || role === 'presentation') && isFocusable(element)) return undefined;
  return role === undefined ? undefined : (NAMED_AS.get(role) ?? role);
}

/**
 * Roles named from their content that the library does not know as such (DPUB's doc-noteref,
 * doc-backlink, doc-biblioref, doc-glossref: pandoc's footnote links), read as the nearest role
 * above them in aria-query's hierarchy that is (link): the name is the same computation.
 */
const NAMED_AS: ReadonlyMap<string, string> = new Map(
  [...ariaRoles.entries()].flatMap(([role, definition]): Array<[string, string]> => {
    if (!role.startsWith('doc-') || !namedFromContent(role)) return [];
    const above = definition.superClass.flatMap((chain) => [...chain].reverse()).find(namedFromContent);
    return above === undefined ? [] : [[role, above]];
  }),
);

function namedFromContent(role: string): boolean {
  // aria-query's data has nameFrom; its types leave it out.
  const definition = ariaRoles.get(role as ARIARoleDefinitionKey) as { nameFrom?: string[] } | undefined;
  return definition?.nameFrom?.includes('contents') ?? false;
}

// Elements that name themselves from what they hold, or are named by a label: their title is a
// tooltip the library already reads at its own step.
const SELF_NAMED = /^(?:input|select|textarea|button|img|area|svg|iframe|frame|object|embed)$/;

/**
 * A descendant's `title` where it holds nothing that names: Chromium names
 * `<a href><img src title="Does not compile"></a>` and `<a href><span title="Home"></span></a>`
 * by it (accname's step 2I, which the library skips while it recurses into content). Offered to
 * the library as the element's aria-label, which it reads at every depth; at the root the answer
 * is the same, the tooltip.
 */
function titleStandingIn(element: Element): string | undefined {
  const title = element.attribs['title'];
  if (title === undefined || title.trim() === '' || element.attribs['aria-labelledby'] !== undefined) return undefined;
  // An <img alt=""> is presentational: Chromium does not read its title either.
  if (element.name === 'img' ? element.attribs['alt'] !== undefined : SELF_NAMED.test(element.name)) return undefined;
  return holdsNothingNamed(element) ? title : undefined;
}

function holdsNothingNamed(element: Element): boolean {
  const pending = [...element.children];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'text' && node.data.trim() !== '') return false;
    if (node.type !== 'element') continue;
    if (SELF_NAMED.test(node.name) || node.attribs['title'] !== undefined) return false;
    if (node.attribs['aria-label'] !== undefined || node.attribs['aria-labelledby'] !== undefined) return false;
    pending.push(...node.children);
  }
  return true;
}

/** A label's control (HTML's "labeled control"): the element its `for` names, else its first labelable descendant. */
function controlOf(page: Page, label: Element): Element | undefined {
  const target = label.attribs['for'];
  if (target !== undefined) {
    const element = page.byId(target);
    // `for` names an element of the label's own tree: a shadow root is another tree.
    if (element?.shadowHost !== label.shadowHost) return undefined;
    return element !== undefined && isLabelable(element) ? element : undefined;
  }
  const pending = [...label.children];
  for (let node = pending.shift(); node !== undefined; node = pending.shift()) {
    if (node.type !== 'element') continue;
    if (isLabelable(node)) return node;
    pending.unshift(...node.children);
  }
  return undefined;
}

function indexLabels(page: Page): Map<Element, Element[]> {
  const labels = new Map<Element, Element[]>();
  for (const label of page.byTag('label')) {
    const control = controlOf(page, label);
    if (control === undefined) continue;
    const list = labels.get(control);
    if (list === undefined) labels.set(control, [label]);
    else list.push(label);
  }
  return labels;
}

const facades = new WeakMap<Page, Facade>();
const names = new WeakMap<Element, string>();

// Attributes that can change a name or role; without them, text alone is the name of a link or heading.
const NAMING = /^(?:aria-|role$|title$|alt$)/;

/**
 * The name when accname's answer is plainly the text: an element whose children are all text,
 * which has no attribute that names it. Most links and headings of a page are that; the library
 * answers the rest.
 */
function plainTextName(element: Element): string | undefined {
  if (element.name !== 'a' && !/^h[1-6]$/.test(element.name)) return undefined;
  if (element.children.some((child) => child.type !== 'text')) return undefined;
  for (const name in element.attribs) if (NAMING.test(name)) return undefined;
  return element.children
    .map((child) => (child.type === 'text' ? child.data : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The element's accessible name as a browser exposes it, whitespace collapsed; computed once per element. */
export function accessibleName(page: Page, element: Element): string {
  let name = names.get(element);
  if (name === undefined) {
    name =
      plainTextName(element) ??
      labelledByName(page, element, targetNamer(page)) ??
      libraryName(page, facadeOf(page).wrap(element));
    names.set(element, name);
  }
  return name;
}

function facadeOf(page: Page): Facade {
  let facade = facades.get(page);
  if (facade === undefined) facades.set(page, (facade = new Facade(page)));
  return facade;
}

function libraryName(page: Page, node: object): string {
  const facade = facadeOf(page);
  const options = {
    computedStyleSupportsPseudoElements: false,
    getComputedStyle: (node: { element?: Element }) => facade.style(node.element),
  };
  // The facade is the DOM the library reads, in the shapes it reads (no DOM types in this build).
  return computeAccessibleName(node, options);
}

function targetNamer(page: Page): TargetNamer {
  const facade = facadeOf(page);
  return {
    whole: (id) => libraryName(page, facade.referrerOf(id)),
    part: (nodes) => libraryName(page, facade.partReferrer(nodes)),
  };
}
