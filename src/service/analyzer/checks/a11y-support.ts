/** What the accessibility checks share: what a screen reader never meets, and names given through ARIA. */
import { isElement, walk, type Element } from '../dom.js';
import { attribute, type Page } from '../page.js';
import { hasText, textOf } from '../text.js';

/** The roles an element declares, lower-cased, in order. */
export function rolesOf(element: Element): string[] {
  const role = element.attribs['role'];
  if (role === undefined) return [];
  return role.toLowerCase().split(/\s+/).filter(Boolean);
}

/** `role="none"` or `role="presentation"`: the element asks to be left out of the accessibility tree. */
export function isPresentational(element: Element): boolean {
  const [role] = rolesOf(element);
  return role === 'none' || role === 'presentation';
}

/** A name given by aria-label, or by aria-labelledby naming an element with text, or by the `title` attribute. */
export function hasAriaName(page: Page, element: Element, withTitle = true): boolean {
  if ((attribute(element, 'aria-label') ?? '') !== '') return true;
  if (withTitle && (attribute(element, 'title') ?? '') !== '') return true;
  return idsIn(attribute(element, 'aria-labelledby')).some((id) => {
    const target = page.byId(id);
    return target !== undefined && (hasText(target) || (attribute(target, 'aria-label') ?? '') !== '');
  });
}

/** The ids of an id-list attribute (aria-labelledby, aria-describedby, headers). */
export function idsIn(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean);
}

/** What an element's content says to a screen reader: its text, else the alt of the first image in it. */
export function contentName(element: Element): string {
  return hasText(element) ? textOf(element) : imageAlt(element);
}

/** Whether the element's content says anything to a screen reader (contentName without building the text). */
export function hasContentName(element: Element): boolean {
  return hasText(element) || imageAlt(element) !== '';
}

function imageAlt(element: Element): string {
  let alt = '';
  walk(element, (node) => {
    if (alt !== '' || !isElement(node) || node.name === element.name) return false;
    if (node.name === 'img') alt = attribute(node, 'alt') ?? '';
    return true;
  });
  return alt;
}
