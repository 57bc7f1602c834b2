/**
 * HTML parsing for the analyzer with parse5, the HTML5 tree construction jsdom uses: the checks
 * read the tree a browser builds (text before `<body>` moved into it, optional end tags implied,
 * `<template>` content kept apart, a second `<html>` tag's attributes copied onto the root,
 * declarative shadow roots attached), and every node keeps its source offsets, so evidence is the
 * page's own text.
 *
 * Depth: like Blink, which keeps every element however deep, the parse keeps them all; the
 * `html.depth` check names the first element nested past MAX_DEPTH. parse5 searches its
 * open-element stack on most tags (O(depth) a tag), so a hostile page of nothing but nesting is
 * slow: the analysis budget (budget.ts) ends it, checked on every element the parser opens.
 */
import { defaultTreeAdapter, html as spec, parse, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';
import type { AnalysisBudget } from './budget.js';
import type { Document, Element, Namespace, Node } from './dom.js';

/** Blink's depth past which it stops nesting (it keeps the elements); `<html>` and `<body>` count. */
export const MAX_DEPTH = 512;

type Parse5 = DefaultTreeAdapterMap;

export interface ParsedHtml {
  source: string;
  document: Document;
  /** The first element nested past MAX_DEPTH, or null. */
  tooDeep: Element | null;
}

/** The default tree adapter, asking the budget on every element the parser opens. */
function budgetedAdapter(budget: AnalysisBudget | undefined): TreeAdapter<Parse5> {
  if (budget === undefined) return defaultTreeAdapter;
  return {
    ...defaultTreeAdapter,
    onItemPush() {
      budget.check();
    },
  };
}

export function parseHtml(source: string, budget?: AnalysisBudget): ParsedHtml {
  const root = parse(withoutByteOrderMark(source), {
    sourceCodeLocationInfo: true,
    treeAdapter: budgetedAdapter(budget),
  });
  return { source, ...convert(root) };
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
 * document fragment of its own in parse5, not a child, so it is left out as browsers leave it out
 * of the page; a declarative shadow root's is not (see shadowRootOf).
 */
function convert(root: Parse5['document']) {
  const document: Document = { type: 'document', children: [], mode: root.mode };
  let tooDeep: Element | null = null;
  type Host = Element | undefined;
  const pending: Array<[Parse5['childNode'], Document | Element, number, Host]> = [];
  const pushChildren = (from: Parse5['parentNode'], to: Document | Element, depth: number, host: Host) => {
    const shadow = from.childNodes.findIndex((child) => isShadowRoot(child, from));
    for (let index = from.childNodes.length - 1; index >= 0; index--) {
      const child = from.childNodes[index];
      if (child === undefined) continue;
      // A shadow root's content is in a tree of its own, hosted by `to`.
      const [children, scope] = index === shadow ? [shadowContent(child), to as Element] : [[child], host];
      for (const item of children.toReversed()) pending.push([item, to, depth, scope]);
    }
  };
  pushChildren(root, document, 1, undefined);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, parent, depth, host] = next;
    const converted = convertNode(node, parent);
    parent.children.push(converted);
    if (converted.type !== 'element') continue;
    if (host !== undefined) converted.shadowHost = host;
    if (depth > MAX_DEPTH && tooDeep === null) tooDeep = converted;
    pushChildren(node as Parse5['element'], converted, depth + 1, host);
  }
  return { document, tooDeep };
}

/** Elements that may host a shadow root (the DOM spec's list) besides custom elements. */
const SHADOW_HOSTS = new Set(
  'article aside blockquote body div footer h1 h2 h3 h4 h5 h6 header main nav p section span'.split(' '),
);

/**
 * A declarative shadow root (`<template shadowrootmode="open">` in a host that may have one; the
 * first such template of its host): browsers attach its content to the template's parent instead
 * of inserting the template. The analysis reads that content where the template was written: its
 * elements are on the page a reader meets, and source order keeps evidence in document order.
 */
function isShadowRoot(child: Parse5['childNode'], parent: Parse5['parentNode']): boolean {
  if (!defaultTreeAdapter.isElementNode(child) || child.tagName !== 'template') return false;
  if (!defaultTreeAdapter.isElementNode(parent) || parent.namespaceURI !== spec.NS.HTML) return false;
  if (!SHADOW_HOSTS.has(parent.tagName) && !parent.tagName.includes('-')) return false;
  const mode = child.attrs.find((attribute) => attribute.name === 'shadowrootmode')?.value.toLowerCase();
  return mode === 'open' || mode === 'closed';
}

function shadowContent(template: Parse5['childNode']): Parse5['childNode'][] {
  return defaultTreeAdapter.getTemplateContent(template as Parse5['template']).childNodes;
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
