/**
 * What a page offers the link check, read from its HTML: the http(s) targets of its links (`a` and
 * `area` with an href, resolved against the page's `<base href>` or its own URL) and the ids its
 * `#fragment`s can name (`id` on any element, `name` on an `a`, as browsers scroll to either).
 * Pure: the caller fetched the page.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface PageLinks {
  /** Absolute http(s) URLs in document order, each once, fragment kept. */
  targets: string[];
  ids: Set<string>;
}

const LINKING = new Set(['a', 'area']);

export function pageLinks(html: string, pageUrl: string): PageLinks {
  const elements = [...walk(parse(html))];
  const baseHref = elements.find((element) => element.tagName === 'base' && attribute(element, 'href') !== null);
  const base = URL.parse(attribute(baseHref, 'href') ?? '', pageUrl)?.href ?? pageUrl;
  const targets = new Set<string>();
  const ids = new Set<string>();
  for (const element of elements) {
    const id = attribute(element, 'id');
    if (id) ids.add(id);
    if (element.tagName === 'a') {
      const name = attribute(element, 'name');
      if (name) ids.add(name);
    }
    const href = LINKING.has(element.tagName) ? attribute(element, 'href') : null;
    if (href === null) continue;
    const target = URL.parse(href.trim(), base);
    if (target && (target.protocol === 'http:' || target.protocol === 'https:')) targets.add(target.href);
  }
  return { targets: [...targets], ids };
}

/** Every element in document order; a stack, not recursion, as a page may nest deeper than the call stack. */
function* walk(root: Node): Generator<Element> {
  const stack: Node[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if ('tagName' in node) yield node;
    const children: Node[] = 'childNodes' in node ? [...node.childNodes] : [];
    // A <template>'s content is a fragment of its own, not one of the element's children.
    if ('content' in node) children.push(node.content);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
  }
}

function attribute(element: Element | undefined, name: string): string | null {
  return element?.attrs.find((attr) => attr.name === name)?.value ?? null;
}
