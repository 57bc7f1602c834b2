/** css-select's view of the analyzer's tree (dom.ts), so selectors match the tree parse5 built. */
import type { compile } from 'css-select';
import { isElement, walk, type Document, type Element, type Node } from './dom.js';

export type SelectNode = Node | Document;

/** css-select's options for this tree (its Adapter type is not exported by name). */
export type SelectOptions = NonNullable<Parameters<typeof compile<SelectNode, Element>>[1]>;

function childrenOf(node: SelectNode): Node[] {
  return node.type === 'document' || node.type === 'element' ? node.children : [];
}

export const selectAdapter: NonNullable<SelectOptions['adapter']> = {
  isTag: (node): node is Element => node.type === 'element',
  getAttributeValue: (element, name) => element.attribs[name],
  getChildren: childrenOf,
  getName: (element) => element.name,
  getParent: (node) => node.parent,
  getSiblings: (node) => (node.type === 'document' || node.parent === null ? [node] : node.parent.children),
  getText(node) {
    if (node.type === 'text') return node.data;
    if (node.type !== 'element' && node.type !== 'document') return '';
    let text = '';
    walk(node, (child) => {
      if (child.type === 'text') text += child.data;
      return true;
    });
    return text;
  },
  hasAttrib: (element, name) => element.attribs[name] !== undefined,
  removeSubsets(nodes) {
    const kept = new Set(nodes);
    return nodes.filter((node) => {
      for (let above = node.type === 'document' ? null : node.parent; above !== null; above = above.parent) {
        if (kept.has(above)) return false;
        if (above.type === 'document') break;
      }
      return true;
    });
  },
  prevElementSibling(node) {
    if (node.type === 'document' || node.parent === null) return null;
    const siblings = node.parent.children;
    for (let index = siblings.indexOf(node) - 1; index >= 0; index--) {
      const sibling = siblings[index];
      if (sibling !== undefined && isElement(sibling)) return sibling;
    }
    return null;
  },
};
