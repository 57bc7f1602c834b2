/**
 * The DOM types the analyzer reads, named through htmlparser2's own API (domhandler is only a transitive dependency).
 */
import { ElementType, type DomHandler, type DomUtils, type parseDocument } from 'htmlparser2';

export type Document = ReturnType<typeof parseDocument>;
export type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];
export type Node = Document['children'][number];
export type Text = Extract<Node, { type: typeof ElementType.Text }>;
export type ParserPosition = Parameters<DomHandler['onparserinit']>[0];

export function isElement(node: Node): node is Element {
  return 'attribs' in node;
}

export function isText(node: Node): node is Text {
  return node.type === ElementType.Text;
}

/**
 * Visits the nodes below `root` in document order; `visit` returning false skips that node's
 * subtree. Iterative, so deep nesting cannot overflow the call stack.
 */
export function walk(root: Document | Element, visit: (node: Node) => boolean): void {
  const pending: Node[] = [];
  pushChildren(pending, root);
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (visit(node) && 'children' in node) pushChildren(pending, node);
  }
}

function pushChildren(pending: Node[], parent: { children: Node[] }): void {
  for (let index = parent.children.length - 1; index >= 0; index--) {
    const child = parent.children[index];
    if (child !== undefined) pending.push(child);
  }
}

/** The element itself or its nearest ancestor element that matches. */
export function closest(element: Element, matches: (element: Element) => boolean): Element | undefined {
  let node: Element['parent'] = element;
  while (node !== null && 'attribs' in node) {
    if (matches(node)) return node;
    node = node.parent;
  }
  return undefined;
}

/** The first element below `root`, in document order, that matches. */
export function firstBelow(root: Element, matches: (element: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  walk(root, (node) => {
    if (found === undefined && isElement(node) && matches(node)) found = node;
    return found === undefined;
  });
  return found;
}
