/**
 * An element's implicit ARIA role by aria-query's `elementRoles` (the HTML-AAM mapping as data):
 * each entry names an element, attribute conditions and, in prose, conditions on where it stands.
 * The entry that holds with the most specific attribute conditions gives the role (`<img alt="">`
 * is presentation, not img).
 */
import { elementRoles, type ARIARoleRelationConcept } from 'aria-query';
import { inputType } from './form-controls.js';
import { closest, type Element } from './dom.js';

interface Entry {
  attributes: readonly { name: string; value?: string | number; constraints?: readonly string[] }[];
  /** Alternatives: the entry holds where one of them does (none: anywhere). */
  constraints: readonly string[];
  roles: readonly string[];
}

const SECTIONING_CONTENT = new Set(['article', 'aside', 'nav', 'section']);
// HTML's sectioning roots other than body: a header or footer in them belongs to them, not the page.
const SECTIONING_ROOTS = new Set(['blockquote', 'details', 'dialog', 'fieldset', 'figure', 'td']);

/** The nearest ancestor that scopes a header, footer or aside: sectioning content, a sectioning root, main. */
function scope(element: Element): Element | undefined {
  return closest(
    element,
    (ancestor) =>
      ancestor !== element &&
      ancestor.namespace === 'html' &&
      (SECTIONING_CONTENT.has(ancestor.name) || SECTIONING_ROOTS.has(ancestor.name) || ancestor.name === 'main'),
  );
}

function tableRole(element: Element): string | undefined {
  const table = closest(element, (ancestor) => ancestor.name === 'table' && ancestor !== element);
  if (table === undefined) return undefined;
  return table.attribs['role']?.trim().toLowerCase().split(/\s+/)[0] || 'table';
}

const parentIs = (element: Element, name: string) => element.parent?.type === 'element' && element.parent.name === name;

/**
 * aria-query's prose conditions; one it adds later is unknown here and holds nowhere (the test of
 * this file lists every condition aria-query writes, so an update that adds one fails it).
 */
export const PLACE_CONDITIONS: ReadonlyMap<string, (element: Element) => boolean> = new Map<
  string,
  (element: Element) => boolean
>([
  ['scoped to the body element', (element) => scope(element) === undefined],
  ['scoped to the main element', (element) => scope(element)?.name === 'main'],
  ['scoped to a sectioning content element', (element) => SECTIONING_CONTENT.has(scope(element)?.name ?? '')],
  [
    'scoped to a sectioning root element other than body',
    (element) => SECTIONING_ROOTS.has(scope(element)?.name ?? ''),
  ],
  ['ancestor table element has table role', (element) => tableRole(element) === 'table'],
  ['ancestor table element has grid role', (element) => tableRole(element) === 'grid'],
  ['ancestor table element has treegrid role', (element) => tableRole(element) === 'treegrid'],
  ['direct descendant of ol', (element) => parentIs(element, 'ol')],
  ['direct descendant of ul', (element) => parentIs(element, 'ul')],
  ['direct descendant of menu', (element) => parentIs(element, 'menu')],
  // These restate the entry's own attribute conditions.
  ['the multiple attribute is not set and the size attribute does not have a value greater than 1', () => true],
  ['the size attribute value is greater than 1', () => true],
  ['the list attribute is not set', () => true],
]);

const ENTRIES = new Map<string, Entry[]>();
for (const [concept, roles] of elementRoles.entries() as [ARIARoleRelationConcept, Set<string>][]) {
  const list = ENTRIES.get(concept.name) ?? [];
  list.push({ attributes: concept.attributes ?? [], constraints: concept.constraints ?? [], roles: [...roles] });
  ENTRIES.set(concept.name, list);
}

function attributeHolds(element: Element, condition: Entry['attributes'][number]): boolean {
  const raw = element.attribs[condition.name];
  const constraints = condition.constraints ?? [];
  if (constraints.includes('undefined')) return raw === undefined;
  if (constraints.includes('set')) return (raw?.trim() ?? '') !== '';
  if (constraints.includes('>1')) return Number(raw) > 1;
  if (condition.value === undefined) return raw !== undefined;
  // An input's type as the browser reads it (`type="Text "` is text).
  const actual = element.name === 'input' && condition.name === 'type' ? inputType(element) : raw;
  return actual === String(condition.value);
}

// An attribute's value pins an entry down more than its presence does.
const specificity = (entry: Entry) =>
  entry.attributes.reduce((sum, attribute) => sum + (attribute.value === undefined ? 1 : 2), 0);

/** The element's implicit role, or undefined where HTML gives it none (or a non-HTML element). */
export function implicitRole(element: Element): string | undefined {
  if (element.namespace !== 'html') return undefined;
  let best: Entry | undefined;
  for (const entry of ENTRIES.get(element.name) ?? []) {
    if (!entry.attributes.every((condition) => attributeHolds(element, condition))) continue;
    const placed =
      entry.constraints.length === 0 ||
      entry.constraints.some((condition) => PLACE_CONDITIONS.get(condition)?.(element) ?? false);
    if (placed && (best === undefined || specificity(entry) > specificity(best))) best = entry;
  }
  return best?.roles[0];
}
