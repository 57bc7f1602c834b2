/**
 * A redirect stub: a page that only sends the reader elsewhere, as static-site generators write
 * them for moved pages (Hugo's aliases, mkdocs-redirects, Jekyll's redirect_from): next to no
 * content of its own and a meta refresh to another URL of the same origin. A browser follows it as
 * it follows an HTTP redirect, so the gate does too. Nothing else is a stub: a `noindex` page whose
 * canonical names another URL is a page (a preview's pages all are, and a page that broke into a
 * "Loading…" shell keeps its template's head), judged as one, so a page that lost its content is
 * a regression of that page, never its target's analysis. Pure: the caller fetched the page.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { RedirectStub } from '../model/results.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Words a stub may still show ("Redirecting to the new page…", a link): more is a page. */
const STUB_WORDS = 30;

/** Text that is never shown as the page's content. */
const UNSHOWN = new Set(['script', 'style', 'noscript', 'template', 'title', 'head']);

export function redirectStub(html: string, pageUrl: string): RedirectStub | null {
  const elements: Element[] = [];
  let words = 0;
  const visit = (node: Node, shown: boolean): void => {
    if (shown && node.nodeName === '#text' && 'value' in node) words += node.value.split(/\s+/).filter(Boolean).length;
    if (!('childNodes' in node)) return;
    const element = 'tagName' in node ? node : null;
    if (element) elements.push(element);
    for (const child of node.childNodes) visit(child, shown && !(element && UNSHOWN.has(element.tagName)));
  };
  visit(parse(html), true);
  const base =
    URL.parse(
      attribute(
        elements.find((e) => e.tagName === 'base'),
        'href',
      ) ?? '',
      pageUrl,
    )?.href ?? pageUrl;
  const origin = new URL(pageUrl).origin;
  // Another origin is another site: what it serves says nothing of this deploy.
  const sameSite = (raw: string | null): string | null => {
    const target = raw === null ? null : URL.parse(raw.trim(), base);
    if (!target || target.origin !== origin) return null;
    target.hash = '';
    const page = new URL(pageUrl);
    page.hash = '';
    return target.href === page.href ? null : target.href;
  };
  // A page with content of its own is a page, whatever its head says.
  if (words > STUB_WORDS) return null;
  const to = elements
    .filter((e) => e.tagName === 'meta' && attribute(e, 'http-equiv')?.trim().toLowerCase() === 'refresh')
    .map((e) => sameSite(refreshTarget(attribute(e, 'content') ?? '')))
    .find((target) => target !== null);
  return to ? { to, by: 'meta-refresh' } : null;
}

/** The URL of a refresh's content (`0; url=/new/`, `0;URL='/new/'`), or null when it only reloads. */
function refreshTarget(content: string): string | null {
  const match = /^\s*\d*(?:\.\d*)?\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/i.exec(content);
  const raw = match?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2') ?? '';
  return raw === '' ? null : raw;
}

function attribute(element: Element | undefined, name: string): string | null {
  return element?.attrs.find((a) => a.name === name)?.value ?? null;
}
