/**
 * Names by aria-labelledby, each target's text taken once per page and each value's name flattened
 * once, a large target's text taken in runs of about PART_NODES nodes (textParts says why). The
 * library's own walks run on accessible-name.ts's facade, which this file reaches by a TargetNamer.
 */
import { closest, walk, type Element, type Node } from './dom.js';
import { LABELABLE } from './form-controls.js';
import type { Page } from './page.js';

/** dom-accessibility-api's names of what aria-labelledby takes, walked on the analyzer's tree. */
export interface TargetNamer {
  /** The name of an element whose aria-labelledby is `id`: the text of that whole target. */
  whole(id: string): string;
  /** The name of an element labelled by a target holding `nodes` between two SENTINEL text nodes. */
  part(nodes: Node[]): string;
}

const referencedTexts = new WeakMap<Element, string>();

/** The text aria-labelledby takes from `target`, computed once however many elements it names. */
function referencedText(namer: TargetNamer, id: string, target: Element): string {
  let text = referencedTexts.get(target);
  if (text === undefined) {
    const parts = textParts(target);
    text = parts === undefined ? namer.whole(id) : flat(parts.map((part) => namer.part(part).slice(1, -1)).join(''));
    referencedTexts.set(target, text);
  }
  return text;
}

/** Not whitespace, so the library's trim of a part's text stops at it; it is taken off after. */
export const SENTINEL = '\u0001';

/** The library's flattening of a name: trimmed, runs of whitespace as one space. */
function flat(text: string): string {
  return text.trim().replace(/\s\s+/g, ' ');
}

/** The most nodes one library walk of a large target's children takes (see textParts). */
export const PART_NODES = 256;

// A target of these names, with no role or aria-label, is named by its content alone.
const CONTENT_TARGETS = new Set(
  (
    'div span p section article aside header footer main nav ul ol li dl dt dd blockquote pre code ' +
    'em strong b i small'
  ).split(' '),
);
const CROSS_REFERENCES = ['aria-labelledby', 'aria-owns'];

/**
 * A large target's children in runs of about PART_NODES nodes, or undefined where the library must
 * walk the target whole. dom-accessibility-api 0.7 keeps the nodes one computation consulted in an
 * array (its Set polyfill is chosen when Set exists: the test is inverted), so one walk costs the
 * square of its nodes; walks of bounded runs cost the target's size. The text is the same: the
 * target's name is its children's texts in order, each child's computed alone, unless a node
 * inside refers to another (aria-labelledby, aria-owns, a field's labels), which one walk would
 * count once: such targets, those named otherwise than by content and small ones go whole.
 */
function textParts(target: Element): Node[][] | undefined {
  if (target.namespace !== 'html' || !CONTENT_TARGETS.has(target.name)) return undefined;
  if (target.attribs['role'] !== undefined || (target.attribs['aria-label'] ?? '').trim() !== '') return undefined;
  const sizes = new Map<Node, number>();
  let crossReference = false;
  for (const child of target.children) {
    let size = 1;
    if (child.type === 'element') {
      crossReference ||= refersAway(child);
      walk(child, (node) => {
        size += 1;
        crossReference ||= node.type === 'element' && refersAway(node);
        return !crossReference;
      });
    }
    if (crossReference) return undefined;
    sizes.set(child, size);
  }
  const parts: Node[][] = [];
  let part: Node[] = [];
  let nodes = 0;
  for (const child of target.children) {
    part.push(child);
    nodes += sizes.get(child) ?? 1;
    if (nodes >= PART_NODES) {
      parts.push(part);
      part = [];
      nodes = 0;
    }
  }
  if (part.length > 0) parts.push(part);
  return parts.length > 1 ? parts : undefined;
}

/** An element whose name or content the library may take from elsewhere in the page. */
function refersAway(element: Element): boolean {
  return (
    CROSS_REFERENCES.some((name) => element.attribs[name] !== undefined) ||
    element.name === 'label' ||
    LABELABLE.has(element.name)
  );
}

/**
 * A name from aria-labelledby, each target's text taken once per page: the library walks a target
 * again for every element it names, and 16k fields named by one 16k-child target took minutes.
 * Undefined where the library must answer itself: no target on the page, a hidden element, or an
 * element inside one of its targets (whose text then holds the element's own).
 */
export function labelledByName(page: Page, element: Element, namer: TargetNamer): string | undefined {
  const value = element.attribs['aria-labelledby'];
  if (value === undefined || page.isHidden(element)) return undefined;
  // The library splits on single spaces and reads a target once per computation.
  const targets = new Map<Element, string>();
  for (const id of value.split(' ')) {
    const target = page.byId(id);
    if (target !== undefined && !targets.has(target)) targets.set(target, id);
  }
  if (targets.size === 0 || closest(element, (ancestor) => targets.has(ancestor)) !== undefined) return undefined;
  // Flattened once per value: flattening a long text again for each field it names costs the text's length each time.
  let joined = labelledByTexts.get(page);
  if (joined === undefined) labelledByTexts.set(page, (joined = new Map<string, string>()));
  let name = joined.get(value);
  if (name === undefined) {
    name = flat([...targets].map(([target, id]) => referencedText(namer, id, target)).join(' '));
    joined.set(value, name);
  }
  return name;
}

/** Each page's names by aria-labelledby value (the same ids name the same targets on one page). */
const labelledByTexts = new WeakMap<Page, Map<string, string>>();
