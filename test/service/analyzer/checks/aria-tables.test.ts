/**
 * aria-tables.json is what scripts/write-aria-tables.mjs writes from the installed axe-core (run it
 * after updating axe-core), and the analyzer reads it into the tables it judges roles by.
 */
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { ABSTRACT_ROLES, ALLOWED_ROLES, VALID_ROLES } from '../../../../src/service/analyzer/checks/aria-tables.js';
import { ARIA_TABLES_FILE, ariaTablesFile } from '../../../../scripts/write-aria-tables.mjs';

it('aria-tables.json is what node scripts/write-aria-tables.mjs writes', async () => {
  expect(await readFile(ARIA_TABLES_FILE, 'utf8')).toBe(await ariaTablesFile());
});

it.each<[string, unknown, unknown]>([
  ['navigation is a role', VALID_ROLES.has('navigation'), true],
  ['widget is not a role to use', VALID_ROLES.has('widget'), false],
  ['widget is abstract', ABSTRACT_ROLES.has('widget'), true],
  ['<main> allows main alone', [...(ALLOWED_ROLES.get('main') ?? [])], ['main']],
  ['<a> is not listed (its roles depend on href), so it allows any role', ALLOWED_ROLES.has('a'), false],
])('%s', (_, actual, expected) => {
  expect(actual).toEqual(expected);
});
