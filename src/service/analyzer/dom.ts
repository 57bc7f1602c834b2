/**
 * The tree the analyzer reads: the document a browser builds (parse5's HTML5 tree construction),
 * with each node's place in the source so that evidence is the page's own text.
 */
export type Namespace = 'html' | 'svg' | 'math';

export interface Document {
  type: 'document';
  children: Node[];
  /** The HTML spec's document mode: `quirks` and `limited-quirks` come from the doctype (or its absence). */
  mode: 'no-quirks' | 'quirks' | 'limited-quirks';
}

interface Located {
  parent: Document | Element | null;
  /** Offset of the node's first character in the source; undefined for an element the parser implied. */
  startIndex: number | undefined;
  /** Offset of the node's last character in the source. */
  endIndex: number | undefined;
}

export interface Element extends Located {
  type: 'element';
  /** Lower-case tag name (SVG's camel-case names as the spec adjusts them). */
  name: string;
  namespace: Namespace;
  /** Attributes by name; a prototype-free object, since names are page input. */
  attribs: Record<string, string>;
  children: Node[];
  /** Offset of the `>` ending the start tag. */
  openTagEnd: number | undefined;
  /** The host of the declarative shadow root the element is in; absent in the document's own tree. */
  shadowHost?: Element;
}

export interface Text extends Located {
  type: 'text';
  data: string;
}

export interface Other extends Located {
  type: 'comment' | 'doctype';
}

export type Node = Element | Text | Other;

export function isElement(node: Node): node is Element {
  return node.type === 'element';
}

export function isText(node: Node): node is Text {
  return node.type === 'text';
}

/**
 * Visits the nodes below `root` in document order; `visit` returning false skips that node's
 * subtree. Iterative, so deep nesting cannot overflow the call stack.
 */
export function walk(root: Document | Element, visit: (node: Node) => boolean): void {
  const pending: Node[] = [];
  pushChildren(pending, root);
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (visit(node) && node.type === 'element') pushChildren(pending, node);
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
  while (node !== null && node.type === 'element') {
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
