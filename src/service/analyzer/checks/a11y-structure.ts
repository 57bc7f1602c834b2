/**
 * Accessibility checks of structure (after axe-core's landmark-one-main, list, listitem,
 * accesskeys, scope-attr-valid and html-lang-valid).
 */
import type { Element, Node } from '../dom.js';
import { cut, openTag } from '../excerpt.js';
import { landmark, type Page } from '../page.js';
import { rolesOf } from './a11y-support.js';
import { LANGUAGES } from './aria-tables.js';
import type { Check, Problem } from './problem.js';

function isMain(element: Element): boolean {
  const role = element.attribs['role'];
  return role === 'main' || (element.name === 'main' && element.namespace === 'html' && role === undefined);
}

export const mainLandmark: Check = (page) =>
  page.elements.some((element) => isMain(element) && !page.isHidden(element))
    ? []
    : [{ message: 'The page has no <main> landmark', evidence: landmark(page, 'body', 'html') }];

// Children a list may hold besides its items: never rendered, so no screen reader meets them.
const UNRENDERED = new Set(['script', 'template', 'style', 'noscript']);

function breaksList(page: Page, child: Node): boolean {
  if (child.type === 'text') return child.data.trim() !== '';
  if (child.type !== 'element' || UNRENDERED.has(child.name)) return false;
  return child.name !== 'li' && rolesOf(child)[0] !== 'listitem' && !page.isHidden(child);
}

const LISTS = new Set(['ul', 'ol', 'menu']);

/** A list by its role: explicit (the first token), else implicit for `<ul>`, `<ol>` and `<menu>`. */
function roleOf(element: Element): string | undefined {
  const [explicit] = rolesOf(element);
  if (explicit !== undefined) return explicit;
  return element.namespace === 'html' && LISTS.has(element.name) ? 'list' : undefined;
}

function inList(item: Element): boolean {
  const parent = item.parent;
  if (parent === null || parent.type !== 'element') return false;
  return ['list', 'none', 'presentation'].includes(roleOf(parent) ?? '');
}

export const list: Check = (page) => {
  const problems: Problem[] = [];
  for (const element of page.elements) {
    if (element.namespace !== 'html' || element.attribs['role'] !== undefined) continue;
    if (
      (element.name === 'ul' || element.name === 'ol') &&
      element.children.some((child) => breaksList(page, child)) &&
      !page.isHidden(element)
    ) {
      problems.push({
        message: `The <${element.name}> holds content other than <li>`,
        evidence: openTag(page.parsed, element),
      });
    } else if (element.name === 'li' && !inList(element) && !page.isHidden(element)) {
      problems.push({ message: 'The <li> is not inside a list', evidence: openTag(page.parsed, element) });
    }
  }
  return problems;
};

/** One finding per repeated key, on the first element that uses it (as axe reports it); hidden elements count too. */
export const accesskeys: Check = (page) => {
  const first = new Map<string, Element>();
  const repeated = new Set<Element>();
  for (const element of page.elements) {
    const key = element.attribs['accesskey']?.toUpperCase();
    if (key === undefined || key === '') continue;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, element);
    else repeated.add(earlier);
  }
  return [...repeated].map((element) => ({
    message: `The accesskey "${cut(element.attribs['accesskey'] ?? '', 20)}" is used more than once`,
    evidence: openTag(page.parsed, element),
  }));
};

const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);
const HTML5_DOCTYPE = /^<!doctype\s+html\s*>$/i;

/** As axe's is-html5: the page's doctype is `<!DOCTYPE html>` without public or system identifier. */
function isHtml5(page: Page): boolean {
  const doctype = page.parsed.document.children.find((node) => node.type === 'doctype');
  if (doctype === undefined) return false;
  return HTML5_DOCTYPE.test(page.parsed.source.slice(doctype.startIndex ?? 0, (doctype.endIndex ?? 0) + 1));
}

export const thScope: Check = (page) => {
  const html5 = isHtml5(page);
  return page.elements
    .filter((cell) => (cell.name === 'th' || cell.name === 'td') && cell.namespace === 'html')
    .filter((cell) => cell.attribs['scope'] !== undefined)
    .filter((cell) => !SCOPES.has(cell.attribs['scope']?.toLowerCase() ?? '') || (html5 && cell.name === 'td'))
    .filter((cell) => !page.isHidden(cell))
    .map((cell) => ({
      message:
        cell.name === 'td' && html5
          ? 'scope belongs on <th>, not <td>'
          : 'scope must be row, col, rowgroup or colgroup',
      evidence: openTag(page.parsed, cell),
    }));
};

/**
 * Whether axe's valid-lang accepts the value: its primary subtag is in axe-core's own list of
 * language codes (which takes `und` and `qaa` and not `deu`, unlike CLDR), and it is not only spaces.
 */
function isAxeLanguage(value: string): boolean {
  const primary = value.trim().split('-')[0]?.toLowerCase() ?? '';
  return value.trim() !== '' && (primary === '' || LANGUAGES.has(primary));
}

export const htmlLangValid: Check = (page) => {
  const root = page.byTag('html')[0];
  if (root === undefined) return [];
  const invalid = ['lang', 'xml:lang'].filter((name) => {
    const value = root.attribs[name];
    return value !== undefined && value !== '' && !isAxeLanguage(value);
  });
  return invalid.map((name) => ({
    message: `${name}="${cut(root.attribs[name] ?? '', 40)}" is not a language code axe-core accepts`,
    evidence: landmark(page, 'html'),
  }));
};
