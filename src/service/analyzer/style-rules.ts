/**
 * A page's style rules as the cascade reads them: each rule of each sheet that applies on the
 * render's screen, with the cascade layer it sits in. `@media` applies when its query matches the
 * render's viewport (an unknown feature does not: a rule that might hide a control must not excuse
 * it); `@supports` is left out only when its condition is known to be false; `@layer` blocks and
 * statements order the layers by first appearance, as CSS Cascade 5 does.
 */
import * as csstree from 'css-tree';
import { mediaMatches, supportsMatches } from './css-conditions.js';

/**
 * Where a rule's layer stands: the sibling index of each layer on its path, then Infinity for the
 * rule itself (a layer's own rules come after its sub-layers'; unlayered rules are `[Infinity]`,
 * after every layer). Compared element by element, the greater wins for normal declarations.
 */
export type LayerRank = readonly number[];

interface LayerNode {
  path: readonly number[];
  children: Map<string, LayerNode>;
}

/** The layers of one page, across its sheets: a name keeps the place it first appeared at. */
export class Layers {
  readonly root: LayerNode = { path: [], children: new Map() };
  #anonymous = 0;

  /** The layer `a.b.c` inside `parent`, registered on first use; undefined names an anonymous one. */
  layer(parent: LayerNode, name: string | undefined): LayerNode {
    let node = parent;
    for (const part of name === undefined ? [`\0${(this.#anonymous += 1)}`] : name.split('.')) {
      let child = node.children.get(part);
      if (child === undefined) {
        child = { path: [...node.path, node.children.size], children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    }
    return node;
  }
}

export function rankOf(layer: LayerNode): LayerRank {
  return [...layer.path, Infinity];
}

/** Compares layer ranks: positive when `a` stands after `b`. */
export function compareLayers(a: LayerRank, b: LayerRank): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const left = a[index] ?? -1;
    const right = b[index] ?? -1;
    if (left !== right) return left > right ? 1 : -1;
  }
  return 0;
}

export interface LayeredRule {
  rule: csstree.Rule;
  layer: LayerRank;
}

function layerNames(prelude: csstree.AtrulePrelude | csstree.Raw | null): string[] | undefined {
  const list = prelude?.type === 'AtrulePrelude' ? prelude.children.first : undefined;
  if (list?.type !== 'LayerList') return undefined;
  return list.children.toArray().flatMap((layer) => (layer.type === 'Layer' ? [layer.name] : []));
}

/** The style rules of a sheet (or a block inside it) that apply, in order, with their layers. */
export function* styleRules(
  nodes: csstree.List<csstree.CssNode>,
  layers: Layers,
  layer: LayerNode = layers.root,
): Generator<LayeredRule> {
  for (const node of nodes) {
    if (node.type === 'Rule') {
      yield* withNested(node, rankOf(layer));
      continue;
    }
    if (node.type !== 'Atrule') continue;
    const name = node.name.toLowerCase();
    if (name === 'layer') {
      const names = layerNames(node.prelude);
      if (node.block === null) for (const each of names ?? []) layers.layer(layer, each);
      else yield* styleRules(node.block.children, layers, layers.layer(layer, names?.[0]));
    } else if (node.block !== null && applies(name, node.prelude)) {
      yield* styleRules(node.block.children, layers, layer);
    }
  }
}

/** Whether the rules of a conditional group apply; other at-rules (`@container`, `@scope`...) are left out. */
function applies(name: string, prelude: csstree.AtrulePrelude | csstree.Raw | null): boolean {
  if (name === 'media') return mediaMatches(prelude) === true;
  if (name === 'supports') return supportsMatches(prelude) !== false;
  return false;
}

/**
 * A rule and the rules nested in it (CSS Nesting), each nested selector resolved against its
 * parent's as `:is(parent)`: in place of `&`, else as its ancestor. css-tree keeps a nested rule
 * that does not start with `&` as raw text, which is parsed here as a sheet of its own. Nested
 * at-rules are left out.
 */
function* withNested(rule: csstree.Rule, layer: LayerRank, depth = 0): Generator<LayeredRule> {
  yield { rule, layer };
  // Each level parses the text of the levels below it again: a cap keeps a hostile sheet linear.
  if (rule.prelude.type !== 'SelectorList' || depth >= MAX_NESTING) return;
  const parent = `:is(${csstree.generate(rule.prelude)})`;
  for (const child of rule.block.children) {
    const nested = child.type === 'Rule' ? [child] : child.type === 'Raw' ? rulesIn(child.value) : [];
    for (const inner of nested) {
      if (inner.prelude.type !== 'SelectorList') continue;
      const selectors = inner.prelude.children
        .toArray()
        .map((selector) => csstree.generate(selector))
        .map((selector) => (selector.includes('&') ? selector.replaceAll('&', parent) : `${parent} ${selector}`));
      const resolved = rulesIn(`${selectors.join(',')}{${csstree.generate(inner.block).slice(1, -1)}}`)[0];
      if (resolved !== undefined) yield* withNested(resolved, layer, depth + 1);
    }
  }
}

const MAX_NESTING = 8;

function rulesIn(css: string): csstree.Rule[] {
  try {
    const sheet = csstree.parse(css, { parseCustomProperty: false, onParseError: () => undefined });
    return sheet.type === 'StyleSheet' ? sheet.children.toArray().filter((node) => node.type === 'Rule') : [];
  } catch {
    return [];
  }
}
