/**
 * aria-tables.json is what scripts/write-aria-tables.mjs writes from the installed axe-core (run it
 * after updating axe-core), and the analyzer reads it into the tables it judges roles by.
 */
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import {
  ABSTRACT_ROLES,
  AXE_IMPLICIT_ROLES,
  ELEMENT_ROLES,
  LANGUAGES,
  VALID_ROLES,
} from '../../../../src/service/analyzer/checks/aria-tables.js';
import { ARIA_TABLES_FILE, ariaTablesFile } from '../../../../scripts/write-aria-tables.mjs';

it('aria-tables.json is what node scripts/write-aria-tables.mjs writes', async () => {
  expect(await readFile(ARIA_TABLES_FILE, 'utf8')).toBe(await ariaTablesFile());
});

it.each<[string, unknown, unknown]>([
  ['navigation is a role', VALID_ROLES.has('navigation'), true],
  ['widget is not a role to use', VALID_ROLES.has('widget'), false],
  ['widget is abstract', ABSTRACT_ROLES.has('widget'), true],
  ['<main> allows no other role', ELEMENT_ROLES.get('main')?.allowedRoles, false],
  ["<main>'s implicit role", AXE_IMPLICIT_ROLES.get('main'), 'main'],
  ["<a>'s roles depend on href", ELEMENT_ROLES.get('a')?.variants?.[0]?.matches, '[href]'],
  ['und is a language to axe', LANGUAGES.has('und'), true],
  ['deu is not', LANGUAGES.has('deu'), false],
])('%s', (_, actual, expected) => {
  expect(actual).toEqual(expected);
});
