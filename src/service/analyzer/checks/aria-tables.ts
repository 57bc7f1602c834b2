/**
 * axe-core's tables as the sets the checks look roles and languages up in. The data is
 * aria-tables.json, written by scripts/write-aria-tables.mjs from axe-core's standards: JSON, so the
 * tables are read as data (the bundle inlines them) rather than kept as thousands of generated lines.
 */
import tables from './aria-tables.json' with { type: 'json' };

export const VALID_ROLES: ReadonlySet<string> = new Set(tables.validRoles);

export const ABSTRACT_ROLES: ReadonlySet<string> = new Set(tables.abstractRoles);

/** Roles axe requires an accessible name of. */
export const NAME_REQUIRED_ROLES: ReadonlySet<string> = new Set(tables.nameRequiredRoles);

/** ARIA attributes allowed on every element (a presentational role gives way to one of them). */
export const GLOBAL_ARIA_ATTRIBUTES: readonly string[] = tables.globalAttributes;

/** DPUB roles an element takes only where they equal the type of its implicit role, by their type. */
export const DPUB_ROLE_TYPES: ReadonlyMap<string, string> = new Map(Object.entries(tables.dpubRoleTypes));

/** The implicit roles axe gives an element wherever it stands (`<summary>`: button), by element. */
export const AXE_IMPLICIT_ROLES: ReadonlyMap<string, string> = new Map(Object.entries(tables.implicitRoles));

/** The implicit role axe gives an `<input>` without a `list`, by its type (a password field: textbox). */
export const AXE_INPUT_IMPLICIT_ROLES: ReadonlyMap<string, string> = new Map(Object.entries(tables.inputImplicitRoles));

/** Allowed roles in axe's forms: any (true), none (false), or these; the implicit role is allowed besides. */
export type AllowedRoles = boolean | readonly string[];

/**
 * A condition on an element, in axe-core's matcher forms: a CSS selector, or an object whose every
 * entry holds (attribute values, IDL properties, a child, an accessible name, being a details'
 * summary); a list holds when one of its conditions does.
 */
export type RoleCondition = string | Readonly<Record<string, unknown>> | readonly RoleCondition[];

interface ElementRoles {
  allowedRoles?: AllowedRoles;
  /** In order; a later variant that holds overrides an earlier one. */
  variants?: readonly { matches: RoleCondition; allowedRoles?: AllowedRoles }[];
  /** What applies when neither the element nor a variant that holds says. */
  defaultRoles?: AllowedRoles;
}

/** Roles by HTML element; an element not listed (a custom element) allows any role, as in axe. */
export const ELEMENT_ROLES: ReadonlyMap<string, ElementRoles> = new Map(
  Object.entries(tables.elements as Record<string, ElementRoles>),
);

/** The primary language subtags axe-core's valid-lang accepts (its own list, not CLDR's). */
export const LANGUAGES: ReadonlySet<string> = new Set(tables.languages.split(' '));
