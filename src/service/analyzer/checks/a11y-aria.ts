/**
 * Accessibility checks of ARIA (after axe-core's aria-roles, aria-allowed-role, aria-hidden-body
 * and the id references of aria-valid-attr-value): roles a screen reader cannot use, references
 * to nothing, a page hidden whole.
 */
import { isAriaHidden } from '../cascade.js';
import { inputType } from '../form-controls.js';
import type { Element } from '../dom.js';
import { cut, openTag } from '../excerpt.js';
import { attribute, type Page } from '../page.js';
import { idsIn, rolesOf } from './a11y-support.js';
import { ABSTRACT_ROLES, VALID_ROLES } from './aria-tables.js';
import { unallowedRoles } from './element-roles.js';
import type { Check, Problem } from './problem.js';

/** Attributes that name other elements by id; a reference counts when one of its ids is on the page, as in axe. */
const REFERENCES = new Map<string, (element: Element) => boolean>([
  ['aria-labelledby', () => true],
  ['aria-describedby', () => true],
  ['aria-details', () => true],
  ['aria-flowto', () => true],
  ['aria-activedescendant', () => true],
  // axe leaves these to a popup that may build its content later.
  [
    'aria-controls',
    (element) => !['aria-expanded', 'aria-selected'].some((name) => isFalse(element, name)) && !hasPopup(element),
  ],
  ['aria-owns', (element) => !isFalse(element, 'aria-expanded')],
  ['for', (element) => element.name === 'label'],
]);

function isFalse(element: Element, name: string): boolean {
  return attribute(element, name) === 'false';
}

function hasPopup(element: Element): boolean {
  const value = attribute(element, 'aria-haspopup');
  return value !== undefined && value !== 'false';
}

export const ariaReference: Check = (page) => {
  const problems: Problem[] = [];
  for (const element of page.elements) {
    // An element's own few attributes, not every reference attribute of every element.
    for (const name in element.attribs) {
      const applies = REFERENCES.get(name);
      const value = element.attribs[name];
      if (applies === undefined || value === undefined || !applies(element)) continue;
      const ids = name === 'for' ? [value] : idsIn(value);
      if (ids.length === 0 || ids.some((id) => page.byId(id) !== undefined) || page.isHidden(element)) continue;
      problems.push({
        message: `${name}="${cut(value, 80)}" names no element on the page`,
        evidence: openTag(page.parsed, element),
      });
    }
  }
  return problems;
};

/** The element as its allowed roles see it: an input by the type the browser reads. */
function elementKind(element: Element): string {
  return element.name === 'input' ? `<input type="${inputType(element)}">` : `<${element.name}>`;
}

/** Why the element's role is wrong (axe's invalidrole, abstractrole, aria-allowed-role), or undefined. */
function roleProblem(page: Page, element: Element): string | undefined {
  const roles = rolesOf(element);
  if (roles.length === 0) return undefined;
  const abstract = roles.find((role) => ABSTRACT_ROLES.has(role));
  if (abstract !== undefined) return `role="${cut(abstract, 40)}" is abstract: only browsers use it`;
  if (roles.every((role) => !VALID_ROLES.has(role))) return `role="${cut(roles.join(' '), 60)}" is not an ARIA role`;
  const [disallowed] = unallowedRoles(page, element, roles);
  return disallowed === undefined ? undefined : `role="${disallowed}" is not allowed on ${elementKind(element)}`;
}

export const ariaRole: Check = (page: Page) => {
  const problems: Problem[] = [];
  for (const element of page.elements) {
    if (element.attribs['role'] === undefined) continue;
    const problem = roleProblem(page, element);
    if (problem !== undefined && !page.isHidden(element))
      problems.push({ message: problem, evidence: openTag(page.parsed, element) });
  }
  return problems;
};

/**
 * `aria-hidden="true"` on `<body>` (axe's aria-hidden-body) or on `<html>`, which hides the body
 * with it: a screen reader meets nothing of the page.
 */
export const ariaHiddenBody: Check = (page) =>
  [...page.byTag('html'), ...page.byTag('body')].filter(isAriaHidden).map((element) => ({
    message: `aria-hidden="true" on <${element.name}> hides the whole page from screen readers`,
    evidence: openTag(page.parsed, element),
  }));
