/** What the accessibility checks share: the roles an element declares, and the ids it refers to. */
import type { Element } from '../dom.js';

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

/** The ids of an id-list attribute (aria-labelledby, aria-describedby, headers). */
export function idsIn(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean);
}
