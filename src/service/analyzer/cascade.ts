/**
 * Which elements no one meets: one computed "hidden" per element, as a browser's cascade and
 * axe decide it, from the `hidden` and `aria-hidden` attributes, inline styles and the page's own
 * stylesheets (css-tree parses them, css-select matches their selectors on the parsed tree),
 * `content-visibility: hidden` and closed `<details>`.
 *
 * Only the properties that hide are cascaded: display, visibility and content-visibility. Rules
 * under a media query other than `screen`/`all` are left out (the page may be shown at any width,
 * and a rule that might hide a control must not excuse it), and cascade layers count as unlayered.
 */
import { compile } from 'css-select';
import * as csstree from 'css-tree';
import type { AnalysisBudget } from './budget.js';
import { walk, type Document, type Element } from './dom.js';
import { selectAdapter, type SelectNode, type SelectOptions } from './select-adapter.js';

const PROPERTIES = new Set(['display', 'visibility', 'content-visibility']);
type Property = 'display' | 'visibility' | 'content-visibility';

/** Rules a page may bring into the cascade; past it, later rules are not read. */
export const MAX_RULES = 5000;

/** Where a declaration stands in the cascade: compared field by field, the greater wins. */
interface Rank {
  important: number;
  inline: number;
  specificity: [number, number, number];
  order: number;
}

interface Declaration {
  value: string;
  rank: Rank;
}

type Cascaded = Map<Property, Declaration>;

function beats(a: Rank, b: Rank): boolean {
  const pairs: Array<[number, number]> = [
    [a.important, b.important],
    // An inline style beats any selector, and an !important one beats an !important rule.
    [a.inline, b.inline],
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
  #order = 0;

  declare(element: Element, property: Property, value: string, rank: Omit<Rank, 'order'>): void {
    const declaration = { value: value.toLowerCase(), rank: { ...rank, order: (this.#order += 1) } };
    let cascaded = this.#byElement.get(element);
    if (cascaded === undefined) this.#byElement.set(element, (cascaded = new Map<Property, Declaration>()));
    const current = cascaded.get(property);
    if (current === undefined || beats(declaration.rank, current.rank)) cascaded.set(property, declaration);
  }

  value(element: Element, property: Property): string | undefined {
    return this.#byElement.get(element)?.get(property)?.value;
  }
}

/** The declarations of a block (a rule's or a style attribute's) that can hide. */
function hidingDeclarations(block: csstree.CssNode): Array<{ property: Property; value: string; important: boolean }> {
  const found: Array<{ property: Property; value: string; important: boolean }> = [];
  csstree.walk(block, {
    visit: 'Declaration',
    enter(node) {
      const property = node.property.toLowerCase();
      if (!PROPERTIES.has(property)) return;
      found.push({
        property: property as Property,
        value: csstree.generate(node.value).trim(),
        important: !!node.important,
      });
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

const SCREEN_MEDIA = /^\s*(?:only\s+)?(?:screen|all)\s*$/i;

/** Whether a rule under this at-rule applies to the page as a browser shows it. */
function applies(atrule: csstree.Atrule | null | undefined): boolean {
  if (atrule === null || atrule === undefined) return true;
  const name = atrule.name.toLowerCase();
  if (name === 'layer' || name === 'supports') return true;
  return name === 'media' && atrule.prelude !== null && SCREEN_MEDIA.test(csstree.generate(atrule.prelude));
}

function parseSheet(css: string): csstree.CssNode | undefined {
  try {
    return csstree.parse(css, { parseCustomProperty: false, onParseError: () => undefined });
  } catch {
    return undefined;
  }
}

function applySheet(sheet: csstree.CssNode, context: CascadeContext, cascade: Cascade): void {
  csstree.walk(sheet, {
    visit: 'Rule',
    enter(rule) {
      if (context.rules >= MAX_RULES || !applies(this.atrule)) return;
      context.rules += 1;
      const declarations = hidingDeclarations(rule.block);
      if (declarations.length === 0 || rule.prelude.type !== 'SelectorList') return;
      for (const selector of rule.prelude.children) {
        const specific = specificity(selector);
        if (specific === undefined) continue;
        for (const element of context.select(csstree.generate(selector))) {
          for (const { property, value, important } of declarations) {
            cascade.declare(element, property, value, {
              important: important ? 1 : 0,
              inline: 0,
              specificity: specific,
            });
          }
        }
        context.budget?.checkNow();
      }
    },
  });
}

interface CascadeContext {
  rules: number;
  select(selector: string): Element[];
  budget: AnalysisBudget | undefined;
}

/** Stylesheets of the page in cascade order: the fetched ones (`<link>`), then each `<style>` as written. */
function styleSheets(elements: readonly Element[], linked: readonly string[]): string[] {
  const own = elements
    .filter((element) => element.name === 'style' && applies(mediaOf(element)))
    .map((style) => style.children.map((child) => (child.type === 'text' ? child.data : '')).join(''));
  return [...linked, ...own];
}

// A `<style media="print">` is a media query on the whole sheet; read like an @media rule.
function mediaOf(style: Element): csstree.Atrule | undefined {
  const media = style.attribs['media'];
  if (media === undefined || media.trim() === '') return undefined;
  return { type: 'Atrule', name: 'media', prelude: { type: 'Raw', value: media }, block: null };
}

interface HiddenInput {
  document: Document;
  elements: readonly Element[];
  quirks: boolean;
  /** Texts of the page's same-site stylesheets, in the order the page links them. */
  linkedStylesheets: readonly string[];
  budget?: AnalysisBudget;
}

/** The elements hidden from everyone, by themselves or by an ancestor. */
export function hiddenElements(input: HiddenInput): ReadonlySet<Element> {
  const cascade = new Cascade();
  const options: SelectOptions = { adapter: selectAdapter, quirksMode: input.quirks, cacheResults: false };
  const context: CascadeContext = {
    rules: 0,
    budget: input.budget,
    select(selector) {
      let matches: ReturnType<typeof compile<SelectNode, Element>>;
      try {
        matches = compile<SelectNode, Element>(selector, options);
      } catch {
        // A selector css-select does not know (a vendor pseudo-class) matches nothing here, as in a
        // browser that lacks it.
        return [];
      }
      return input.elements.filter((element) => matches(element));
    },
  };
  for (const css of styleSheets(input.elements, input.linkedStylesheets)) {
    const sheet = parseSheet(css);
    if (sheet !== undefined) applySheet(sheet, context, cascade);
  }
  for (const element of input.elements) {
    const style = element.attribs['style'];
    if (style === undefined || !/display|visibility/i.test(style)) continue;
    const block = parseDeclarations(style);
    if (block === undefined) continue;
    for (const { property, value, important } of hidingDeclarations(block)) {
      cascade.declare(element, property, value, { important: important ? 1 : 0, inline: 1, specificity: [0, 0, 0] });
    }
  }
  return computeHidden(input.document, cascade);
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
    // The `hidden` attribute is the UA stylesheet's display:none: any author display overrides it.
    const display = cascade.value(node, 'display') ?? (node.attribs['hidden'] === undefined ? '' : 'none');
    const gone =
      parent.gone ||
      display === 'none' ||
      isHiddenInput(node) ||
      node.attribs['aria-hidden']?.trim().toLowerCase() === 'true' ||
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
