/**
 * Which elements no one meets: one computed "hidden" per element, as a browser's cascade and
 * axe decide it, from the `hidden` and `aria-hidden` attributes, inline styles and the page's own
 * stylesheets (css-tree parses them, css-select matches their selectors on the parsed tree),
 * `content-visibility: hidden` and closed `<details>`.
 *
 * Only the properties that hide are cascaded: display, visibility and content-visibility. Which
 * rules apply (media, supports, layers) is style-rules.ts. As a browser does, each rule is filed
 * under the rightmost compound of its selector (an id, else a class, else a tag), so an element
 * is matched only against the rules that could select it.
 */
import { compile } from 'css-select';
import * as csstree from 'css-tree';
import type { AnalysisBudget } from './budget.js';
import { mediaMatches, parseMediaList } from './css-conditions.js';
import { walk, type Document, type Element } from './dom.js';
import { selectAdapter, type SelectNode, type SelectOptions } from './select-adapter.js';
import { compareLayers, Layers, styleRules, type LayerRank } from './style-rules.js';

const PROPERTIES = new Set(['display', 'visibility', 'content-visibility']);
/** The properties that hide, and custom properties a `var()` of theirs may read. */
type Property = 'display' | 'visibility' | 'content-visibility' | `--${string}`;

/**
 * The custom properties a hiding property reads (`display: var(--d)`), found in the page's CSS
 * texts: only those are cascaded, so a theme's hundreds of tokens cost nothing.
 */
function referencedCustomProperties(texts: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    if (!text.includes('var(')) continue;
    for (const match of text.matchAll(/(?:display|visibility)\s*:\s*var\(\s*(--[\w-]+)/gi)) names.add(match[1] ?? '');
  }
  return names;
}

/** A custom property worth cascading: one keyword, as `display: var(--d)` could use. */
const KEYWORD = /^[a-z-]+$/i;

/** `var(--name)` or `var(--name, fallback)`, the whole value. */
const VAR = /^var\(\s*(--[\w-]+)\s*(?:,\s*([a-z-]*)\s*)?\)$/i;

/** Rules a page may bring into the cascade; past it, later rules are not read. */
export const MAX_RULES = 5000;

/** Where a declaration stands in the cascade: compared field by field, the greater wins. */
interface Rank {
  important: number;
  inline: number;
  layer: LayerRank;
  specificity: readonly [number, number, number];
  order: number;
}

interface Declaration {
  value: string;
  rank: Rank;
}

type Cascaded = Map<Property, Declaration>;

const UNLAYERED: LayerRank = [Infinity];

function beats(a: Rank, b: Rank): boolean {
  if (a.important !== b.important) return a.important > b.important;
  // An inline style beats any selector, and an !important one beats an !important rule.
  if (a.inline !== b.inline) return a.inline > b.inline;
  // Normal declarations: a later layer wins, unlayered last; !important ones: the reverse.
  const layers = compareLayers(a.layer, b.layer);
  if (layers !== 0) return a.important ? layers < 0 : layers > 0;
  const pairs: Array<[number, number]> = [
    [a.specificity[0], b.specificity[0]],
    [a.specificity[1], b.specificity[1]],
    [a.specificity[2], b.specificity[2]],
    [a.order, b.order],
  ];
  for (const [left, right] of pairs) if (left !== right) return left > right;
  return false;
}

class Cascade {
  readonly #byElement = new Map<Element, Cascaded>();

  declare(element: Element, property: Property, value: string, rank: Rank): void {
    const declaration = { value: value.toLowerCase(), rank };
    let cascaded = this.#byElement.get(element);
    if (cascaded === undefined) this.#byElement.set(element, (cascaded = new Map<Property, Declaration>()));
    const current = cascaded.get(property);
    if (current === undefined || beats(declaration.rank, current.rank)) cascaded.set(property, declaration);
  }

  value(element: Element, property: Property): string | undefined {
    const value = this.#byElement.get(element)?.get(property)?.value;
    if (value === undefined || !value.startsWith('var(')) return value;
    const reference = VAR.exec(value);
    // A var() that does not resolve makes the declaration invalid at computed-value time: unset.
    if (reference === null) return undefined;
    return this.#custom(element, reference[1] as `--${string}`) ?? (reference[2] || undefined);
  }

  /** A custom property's value: inherited, so the element's own or its nearest ancestor's. */
  #custom(element: Element, name: `--${string}`): string | undefined {
    for (let node: Element['parent'] = element; node !== null && node.type === 'element'; node = node.parent) {
      const value = this.#byElement.get(node)?.get(name)?.value;
      if (value !== undefined) return value;
    }
    return undefined;
  }
}

interface HidingDeclaration {
  property: Property;
  value: string;
  important: boolean;
}

/** The declarations of a block (a rule's or a style attribute's) that can hide. */
function hidingDeclarations(block: csstree.CssNode, referenced: ReadonlySet<string>): HidingDeclaration[] {
  const found: HidingDeclaration[] = [];
  csstree.walk(block, {
    visit: 'Declaration',
    enter(node) {
      const value = csstree.generate(node.value).trim();
      // Custom property names are case-sensitive; the others are not.
      const property = node.property.startsWith('--') ? node.property : node.property.toLowerCase();
      const custom = property.startsWith('--');
      if (custom ? !referenced.has(property) || !KEYWORD.test(value) : !PROPERTIES.has(property)) return;
      found.push({ property: property as Property, value, important: !!node.important });
    },
  });
  return found;
}

/** Specificity of one complex selector; undefined for one that selects a pseudo-element (not the element). */
function specificity(selector: csstree.CssNode): [number, number, number] | undefined {
  const counts: [number, number, number] = [0, 0, 0];
  let pseudoElement = false;
  csstree.walk(selector, {
    enter(node: csstree.CssNode) {
      if (node.type === 'IdSelector') counts[0] += 1;
      else if (node.type === 'ClassSelector' || node.type === 'AttributeSelector') counts[1] += 1;
      else if (node.type === 'TypeSelector' && node.name !== '*') counts[2] += 1;
      else if (node.type === 'PseudoElementSelector') pseudoElement = true;
      else if (node.type === 'PseudoClassSelector') {
        // :where() adds nothing; :is(), :not() and :has() count as their arguments, walked below.
        if (!['is', 'not', 'has', 'where'].includes(node.name.toLowerCase())) counts[1] += 1;
        if (node.name.toLowerCase() === 'where') return csstree.walk.skip;
      }
      return undefined;
    },
  });
  return pseudoElement ? undefined : counts;
}

/** One selector of a rule that hides, filed by its rightmost compound. */
interface IndexedSelector {
  text: string;
  matches: ((element: Element) => boolean) | undefined;
  declarations: readonly HidingDeclaration[];
  rank: Omit<Rank, 'important'>;
}

type Bucket = 'id' | 'class' | 'tag';

/** The key a selector is filed under: the rightmost compound's id, else a class, else its tag. */
function keyOf(selector: csstree.Selector, quirks: boolean): [Bucket, string] | undefined {
  const nodes = selector.children.toArray();
  let found: [Bucket, string] | undefined;
  for (let index = nodes.length - 1; index >= 0; index--) {
    const node = nodes[index];
    if (node === undefined || node.type === 'Combinator') break;
    // Quirks mode matches ids and classes in any case.
    const name = (value: string) => (quirks ? value.toLowerCase() : value);
    if (node.type === 'IdSelector') return ['id', name(node.name)];
    if (node.type === 'ClassSelector' && found?.[0] !== 'class') found = ['class', name(node.name)];
    else if (node.type === 'TypeSelector' && node.name !== '*' && !node.name.includes('|') && found === undefined) {
      found = ['tag', node.name.toLowerCase()];
    }
  }
  return found;
}

class RuleIndex {
  readonly #buckets = new Map<string, IndexedSelector[]>();
  readonly #universal: IndexedSelector[] = [];
  readonly #quirks: boolean;

  constructor(quirks: boolean) {
    this.#quirks = quirks;
  }

  add(selector: csstree.Selector, entry: IndexedSelector): void {
    const key = keyOf(selector, this.#quirks);
    if (key === undefined) {
      this.#universal.push(entry);
      return;
    }
    const name = key.join(' ');
    const bucket = this.#buckets.get(name);
    if (bucket === undefined) this.#buckets.set(name, [entry]);
    else bucket.push(entry);
  }

  /** The selectors that could match the element (each at most once). */
  candidates(element: Element): IndexedSelector[] {
    // Most pages' elements meet no hiding rule: no keys to build.
    if (this.#buckets.size === 0) return this.#universal;
    const name = (value: string) => (this.#quirks ? value.toLowerCase() : value);
    const keys = new Set([`tag ${element.name.toLowerCase()}`]);
    const id = element.attribs['id'];
    if (id !== undefined && id !== '') keys.add(`id ${name(id)}`);
    for (const token of (element.attribs['class'] ?? '').split(/[ \t\n\f\r]+/)) {
      if (token !== '') keys.add(`class ${name(token)}`);
    }
    const found = [...this.#universal];
    for (const key of keys) found.push(...(this.#buckets.get(key) ?? []));
    return found;
  }
}

function parseSheet(css: string): csstree.StyleSheet | undefined {
  try {
    const sheet = csstree.parse(css, { parseCustomProperty: false, onParseError: () => undefined });
    return sheet.type === 'StyleSheet' ? sheet : undefined;
  } catch {
    return undefined;
  }
}

/** Files the hiding rules of the page's sheets, in cascade order. */
function indexSheets(
  sheets: readonly string[],
  referenced: ReadonlySet<string>,
  quirks: boolean,
  budget: AnalysisBudget | undefined,
): RuleIndex {
  const index = new RuleIndex(quirks);
  const layers = new Layers();
  let rules = 0;
  let order = 0;
  for (const css of sheets) {
    const sheet = parseSheet(css);
    if (sheet === undefined) continue;
    for (const { rule, layer } of styleRules(sheet.children, layers)) {
      if (rules >= MAX_RULES) return index;
      rules += 1;
      const declarations = hidingDeclarations(rule.block, referenced);
      if (declarations.length === 0 || rule.prelude.type !== 'SelectorList') continue;
      for (const selector of rule.prelude.children) {
        const specific = specificity(selector);
        if (specific === undefined || selector.type !== 'Selector') continue;
        order += 1;
        index.add(selector, {
          text: csstree.generate(selector),
          matches: undefined,
          declarations,
          rank: { inline: 0, layer, specificity: specific, order },
        });
      }
      budget?.checkNow();
    }
  }
  return index;
}

interface HiddenInput {
  document: Document;
  elements: readonly Element[];
  quirks: boolean;
  /** Texts of the page's same-site stylesheets, in the order the page links them. */
  linkedStylesheets: readonly string[];
  budget?: AnalysisBudget;
}

/** Stylesheets of the page in cascade order: the fetched ones (`<link>`), then each `<style>` as written. */
function styleSheets(elements: readonly Element[], linked: readonly string[]): string[] {
  const own = elements
    .filter(isAppliedStyle)
    .map((style) => style.children.map((child) => (child.type === 'text' ? child.data : '')).join(''));
  return [...linked, ...own];
}

/** A `<style>` a browser applies: CSS by its type, for the render's screen by its `media`. */
function isAppliedStyle(element: Element): boolean {
  if (element.name !== 'style' || element.namespace !== 'html') return false;
  const type = element.attribs['type']?.trim().toLowerCase();
  if (type !== undefined && type !== '' && type !== 'text/css') return false;
  const media = element.attribs['media'];
  return media === undefined || media.trim() === '' || mediaMatches(parseMediaList(media)) === true;
}

/** The elements hidden from everyone, by themselves or by an ancestor. */
export function hiddenElements(input: HiddenInput): ReadonlySet<Element> {
  const cascade = new Cascade();
  const options: SelectOptions = { adapter: selectAdapter, quirksMode: input.quirks, cacheResults: false };
  const sheets = styleSheets(input.elements, input.linkedStylesheets);
  const styles = input.elements.flatMap((element) => element.attribs['style'] ?? []);
  const referenced = referencedCustomProperties([...sheets, ...styles]);
  const index = indexSheets(sheets, referenced, input.quirks, input.budget);
  let matched = 0;
  for (const element of input.elements) {
    for (const entry of index.candidates(element)) {
      entry.matches ??= compiled(entry.text, options);
      if (!entry.matches(element)) continue;
      for (const { property, value, important } of entry.declarations) {
        cascade.declare(element, property, value, { ...entry.rank, important: important ? 1 : 0 });
      }
    }
    if ((matched += 1) % 256 === 0) input.budget?.checkNow();
  }
  for (const element of input.elements) {
    const style = element.attribs['style'];
    if (style === undefined || !/display|visibility|--/i.test(style)) continue;
    const block = parseDeclarations(style);
    if (block === undefined) continue;
    // Within one style attribute, the later declaration wins.
    for (const [order, { property, value, important }] of hidingDeclarations(block, referenced).entries()) {
      cascade.declare(element, property, value, {
        important: important ? 1 : 0,
        inline: 1,
        layer: UNLAYERED,
        specificity: [0, 0, 0],
        order,
      });
    }
  }
  return computeHidden(input.document, cascade);
}

function compiled(selector: string, options: SelectOptions): (element: Element) => boolean {
  try {
    return compile<SelectNode, Element>(selector, options);
  } catch {
    // A selector css-select does not know (a vendor pseudo-class) matches nothing here, as in a
    // browser that lacks it.
    return () => false;
  }
}

function parseDeclarations(style: string): csstree.CssNode | undefined {
  try {
    return csstree.parse(style, { context: 'declarationList', onParseError: () => undefined });
  } catch {
    return undefined;
  }
}

interface Inherited {
  /** The element and everything below it are not rendered or not exposed (display:none, aria-hidden...). */
  gone: boolean;
  visibility: string;
}

/** From the root down, each element's state from its parent's: iterative, however deep the page. */
function computeHidden(document: Document, cascade: Cascade): ReadonlySet<Element> {
  const hidden = new Set<Element>();
  const states = new Map<Element | Document, Inherited>([[document, { gone: false, visibility: 'visible' }]]);
  walk(document, (node) => {
    if (node.type !== 'element' || node.parent === null) return false;
    const parent = states.get(node.parent) ?? { gone: false, visibility: 'visible' };
    const display = cascade.value(node, 'display') ?? userAgentDisplay(node);
    const gone =
      parent.gone ||
      display === 'none' ||
      isHiddenInput(node) ||
      (isAriaHidden(node) && !isRoot(node)) ||
      inClosedDetails(node);
    const declared = cascade.value(node, 'visibility');
    const visibility = declared === undefined || declared === 'inherit' ? parent.visibility : declared;
    if (gone || visibility === 'hidden' || visibility === 'collapse') hidden.add(node);
    // content-visibility: hidden keeps the element's own box and skips its contents.
    const skipsContents = cascade.value(node, 'content-visibility') === 'hidden';
    states.set(node, { gone: gone || skipsContents, visibility });
    return true;
  });
  return hidden;
}

/**
 * The UA stylesheet's display:none, which any author display overrides: `[hidden]`,
 * `dialog:not([open])` and `[popover]:not(:popover-open)` (no script opens one in a static page).
 */
function userAgentDisplay(element: Element): string {
  const attribs = element.attribs;
  if (attribs['hidden'] !== undefined) return 'none';
  if (element.namespace !== 'html') return '';
  if (element.name === 'dialog' && attribs['open'] === undefined) return 'none';
  return attribs['popover'] === undefined ? '' : 'none';
}

/** `aria-hidden="true"`, as axe reads the attribute. */
export function isAriaHidden(element: Element): boolean {
  return element.attribs['aria-hidden']?.trim().toLowerCase() === 'true';
}

/**
 * `<html>` and `<body>`: aria-hidden there is a defect of its own (a11y.aria_hidden_body), not a
 * reason to skip what is inside: the page is still shown, and its controls still need names.
 */
function isRoot(element: Element): boolean {
  return element.namespace === 'html' && (element.name === 'html' || element.name === 'body');
}

/** The UA stylesheet's `input[type=hidden i] { display: none !important }`, which no author style overrides. */
function isHiddenInput(element: Element): boolean {
  return (
    element.name === 'input' && element.namespace === 'html' && element.attribs['type']?.toLowerCase() === 'hidden'
  );
}

/** A closed `<details>` renders only its first `<summary>`: the rest of its children are not shown. */
function inClosedDetails(element: Element): boolean {
  const parent = element.parent;
  if (parent === null || parent.type !== 'element' || parent.name !== 'details' || parent.namespace !== 'html') {
    return false;
  }
  if (parent.attribs['open'] !== undefined) return false;
  const summary = parent.children.find((child) => child.type === 'element' && child.name === 'summary');
  return element !== summary;
}
