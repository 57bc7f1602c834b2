/**
 * Which roles an element may take given its attributes, as axe-core's aria-allowed-role decides
 * (getElementSpec, getElementUnallowedRoles): axe's table of HTML elements and their variants
 * (aria-tables.ts), with the implicit role by aria-query (implicit-role.ts) always allowed.
 */
import { is } from 'css-select';
import { accessibleName } from '../accessible-name.js';
import { inputType } from '../form-controls.js';
import type { Element } from '../dom.js';
import { implicitRole } from '../implicit-role.js';
import type { Page } from '../page.js';
import { selectAdapter } from '../select-adapter.js';
import {
  AXE_IMPLICIT_ROLES,
  AXE_INPUT_IMPLICIT_ROLES,
  DPUB_ROLE_TYPES,
  ELEMENT_ROLES,
  VALID_ROLES,
  type AllowedRoles,
  type RoleCondition,
} from './aria-tables.js';

/** A value test in axe's forms: null (absent), "/regex/", a list of alternatives, or the value itself. */
function valueHolds(actual: string | undefined, expected: unknown): boolean {
  if (Array.isArray(expected)) return expected.some((one) => valueHolds(actual, one));
  if (expected === null) return actual === undefined;
  if (typeof expected === 'string' && actual !== undefined && /^\/.*\/$/.test(expected))
    return new RegExp(expected.slice(1, -1)).test(actual);
  return actual === expected;
}

function everyValue(expected: unknown, actual: (name: string) => string | undefined): boolean {
  return Object.entries(expected as Record<string, unknown>).every(([name, value]) => valueHolds(actual(name), value));
}

function isSummaryForDetails(element: Element): boolean {
  const parent = element.parent;
  if (parent?.type !== 'element' || parent.name !== 'details') return false;
  return parent.children.find((child) => child.type === 'element' && child.name === 'summary') === element;
}

const MATCHERS: Readonly<Record<string, (page: Page, element: Element, expected: unknown) => boolean>> = {
  attributes: (_, element, expected) => everyValue(expected, (name) => element.attribs[name]),
  properties: (_, element, expected) =>
    everyValue(expected, (name) => (name === 'type' && element.name === 'input' ? inputType(element) : undefined)),
  hasChild: (_, element, selector) =>
    element.children.some(
      (child) => child.type === 'element' && is(child, String(selector), { adapter: selectAdapter }),
    ),
  hasAccessibleName: (page, element, expected) => (accessibleName(page, element) !== '') === expected,
  isSummaryForDetails: (_, element, expected) => isSummaryForDetails(element) === expected,
};

function holds(page: Page, element: Element, condition: RoleCondition): boolean {
  if (Array.isArray(condition)) return condition.some((one: RoleCondition) => holds(page, element, one));
  if (typeof condition === 'string') return is(element, condition, { adapter: selectAdapter });
  return Object.entries(condition).every(([name, expected]) => MATCHERS[name]?.(page, element, expected) ?? false);
}

/** The element's allowed roles in axe's forms; undefined for an element axe does not list (any role). */
function allowedRoles(page: Page, element: Element): AllowedRoles | undefined {
  const spec = ELEMENT_ROLES.get(element.name);
  if (spec === undefined) return true;
  let allowed = spec.allowedRoles;
  for (const variant of spec.variants ?? [])
    if (variant.allowedRoles !== undefined && holds(page, element, variant.matches)) allowed = variant.allowedRoles;
  return allowed ?? spec.defaultRoles;
}

// axe takes a header's or footer's landmark role as implicit wherever it stands (its landmarkRoles).
const LANDMARKS = new Map([
  ['header', 'banner'],
  ['footer', 'contentinfo'],
]);

/** The implicit role axe gives an `<input>` that no datalist may suggest to. */
function axeInputRole(element: Element): string | undefined {
  if (element.name !== 'input' || element.attribs['list'] !== undefined) return undefined;
  return AXE_INPUT_IMPLICIT_ROLES.get(inputType(element));
}

/** The roles that restate what the element is: its implicit role by aria-query, and by axe. */
function implicitRoles(element: Element): (string | undefined)[] {
  return [
    implicitRole(element),
    AXE_IMPLICIT_ROLES.get(element.name),
    axeInputRole(element),
    LANDMARKS.get(element.name),
  ];
}

/** The valid roles written on an HTML element that it may not take (axe's aria-allowed-role). */
export function unallowedRoles(page: Page, element: Element, roles: readonly string[]): string[] {
  if (element.namespace !== 'html') return [];
  const implicit = implicitRoles(element);
  let allowed: AllowedRoles | undefined;
  return roles.filter((role) => {
    if (!VALID_ROLES.has(role) || implicit.includes(role)) return false;
    const dpubType = DPUB_ROLE_TYPES.get(role);
    if (dpubType !== undefined && !implicit.includes(dpubType)) return true;
    allowed ??= allowedRoles(page, element) ?? false;
    return Array.isArray(allowed) ? !allowed.includes(role) : !allowed;
  });
}
