/**
 * axe-core's ARIA tables as the sets a11y-aria.ts looks roles up in. The data is aria-tables.json,
 * written by scripts/write-aria-tables.mjs from axe-core's standards: JSON, so the tables are read
 * as data (the bundle inlines them) rather than kept as hundreds of generated lines of code.
 */
import tables from './aria-tables.json' with { type: 'json' };

export const VALID_ROLES: ReadonlySet<string> = new Set(tables.validRoles);

export const ABSTRACT_ROLES: ReadonlySet<string> = new Set(tables.abstractRoles);

/** Roles each element allows (its implicit role included); an element not listed allows any role. */
export const ALLOWED_ROLES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(tables.allowedRoles).map(([element, roles]) => [element, new Set(roles)]),
);
