/**
 * HTML parsing for the analyzer with parse5, the HTML5 tree construction jsdom uses: the checks
 * read the tree a browser builds (text before `<body>` moved into it, optional end tags implied,
 * `<template>` content kept apart, a second `<html>` tag's attributes copied onto the root), and
 * every node keeps its source offsets, so evidence is the page's own text.
 *
 * Depth cap: parse5 searches its open-element stack for scope on most tags, so a tag costs
 * O(depth) and unbounded nesting makes a page quadratic. Like Blink, which stops nesting at 512
 * levels, we bound it: past MAX_DEPTH open elements the parse stops, the analysis covers the page
 * up to there, and the `html.depth` check reports the element where it stopped. Valid pages that
 * omit optional end tags do not nest (an implied `</li>` closes the item), so no sane page comes close.
 */
import { defaultTreeAdapter, html as spec, parse, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';
import type { Document, Element, Namespace, Node } from './dom.js';

/** Open elements, `<html>` and `<body>` (implied or written) included, as Blink counts them. */
export const MAX_DEPTH = 256;

type Parse5 = DefaultTreeAdapterMap;

export interface ParsedHtml {
  source: string;
  document: Document;
  /** The element past MAX_DEPTH where parsing stopped, or null when the whole page was parsed. */
  stoppedAt: Element | null;
}

/** Thrown from the tree adapter to stop the parser; the tree built so far is the page. */
class DepthReached extends Error {
  readonly element: Parse5['element'];

  constructor(element: Parse5['element']) {
    super('nesting past MAX_DEPTH');
    this.element = element;
  }
}

/** The default tree adapter, counting the open elements (parse5 pushes and pops them in pairs). */
function depthBoundAdapter(): TreeAdapter<Parse5> {
  let open = 0;
  return {
    ...defaultTreeAdapter,
    onItemPush(element) {
      open += 1;
      if (open > MAX_DEPTH) throw new DepthReached(element);
    },
    onItemPop() {
      open -= 1;
    },
  };
}

export function parseHtml(source: string): ParsedHtml {
  const treeAdapter = depthBoundAdapter();
  let root: Parse5['document'] | undefined;
  let stopped: Parse5['element'] | undefined;
  try {
    root = parse(withoutByteOrderMark(source), {
      sourceCodeLocationInfo: true,
      treeAdapter: { ...treeAdapter, createDocument: () => (root = defaultTreeAdapter.createDocument()) },
    });
  } catch (error) {
    if (!(error instanceof DepthReached)) throw error;
    stopped = error.element;
  }
  const converted = convert(root ?? defaultTreeAdapter.createDocument(), stopped);
  return { source, ...converted };
}

/**
 * A byte order mark is not content (decoding drops it in a browser): a space in its place keeps
 * every offset and is skipped where the mark would be.
 */
function withoutByteOrderMark(source: string): string {
  return source.charCodeAt(0) === 0xfeff ? ` ${source.slice(1)}` : source;
}

const NAMESPACES: ReadonlyMap<string, Namespace> = new Map([
  [spec.NS.SVG, 'svg'],
  [spec.NS.MATHML, 'math'],
]);

/**
 * The analyzer's tree from parse5's, in one pass without recursion. `<template>` content is a
 * document fragment of its own in parse5, not a child, so it is left out as browsers leave it out of the page.
 */
function convert(root: Parse5['document'], stopped: Parse5['element'] | undefined) {
  const document: Document = { type: 'document', children: [], mode: root.mode };
  let stoppedAt: Element | null = null;
  const pending: Array<[Parse5['childNode'], Document | Element]> = [];
  const pushChildren = (from: Parse5['parentNode'], to: Document | Element) => {
    for (let index = from.childNodes.length - 1; index >= 0; index--) {
      const child = from.childNodes[index];
      if (child !== undefined) pending.push([child, to]);
    }
  };
  pushChildren(root, document);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, parent] = next;
    const converted = convertNode(node, parent);
    parent.children.push(converted);
    if (converted.type !== 'element') continue;
    if (node === stopped) stoppedAt = converted;
    pushChildren(node as Parse5['element'], converted);
  }
  return { document, stoppedAt };
}

function convertNode(node: Parse5['childNode'], parent: Document | Element): Node {
  const location = node.sourceCodeLocation ?? undefined;
  const startIndex = location?.startOffset;
  const endIndex = location === undefined ? undefined : location.endOffset - 1;
  if (defaultTreeAdapter.isTextNode(node)) return { type: 'text', data: node.value, parent, startIndex, endIndex };
  if (!defaultTreeAdapter.isElementNode(node)) {
    const type = defaultTreeAdapter.isCommentNode(node) ? 'comment' : 'doctype';
    return { type, parent, startIndex, endIndex };
  }
  const attribs: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const { name, value, prefix } of node.attrs) attribs[prefix ? `${prefix}:${name}` : name] = value;
  const startTag = node.sourceCodeLocation?.startTag;
  return {
    type: 'element',
    name: node.tagName,
    namespace: NAMESPACES.get(node.namespaceURI) ?? 'html',
    attribs,
    children: [],
    parent,
    startIndex: startTag?.startOffset,
    endIndex,
    openTagEnd: startTag === undefined ? undefined : startTag.endOffset - 1,
  };
}

/** Raw parse5 speed for benchmarks: parse with source locations (no depth cap) and count the elements. */
export function parseOnly(html: string): number {
  let count = 0;
  const treeAdapter: TreeAdapter<Parse5> = {
    ...defaultTreeAdapter,
    createElement(tagName, namespaceURI, attrs) {
      count += 1;
      return defaultTreeAdapter.createElement(tagName, namespaceURI, attrs);
    },
  };
  parse(html, { sourceCodeLocationInfo: true, treeAdapter });
  return count;
}
