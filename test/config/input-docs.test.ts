/**
 * action.yml and docs/configuration.md are written from src/config/input-table.ts (`npm run inputs`); they
 * must say exactly what the table says, so a default or a meaning changed in one place only fails.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { actionYmlInterface, interfaceTables, replaceSection } from '../../src/config/input-docs.js';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

it("action.yml's inputs and outputs are the table's (run npm run inputs after changing it)", () => {
  const action = read('action.yml');
  // `runs:` at the start of a line: an input may end in it (performance-runs).
  expect(action.slice(action.indexOf('inputs:\n'), action.indexOf('\nruns:\n') + 1)).toBe(actionYmlInterface());
});

it("docs/configuration.md's inputs and outputs tables are the table's (run npm run inputs after it changed)", () => {
  expect(read('docs/configuration.md')).toContain(interfaceTables());
});

it('replaceSection swaps exactly the part between two markers and refuses missing ones', () => {
  expect(replaceSection('a\nSTART\nold\nEND\nz', 'START\n', 'END\n', 'START\nnew\n')).toBe('a\nSTART\nnew\nEND\nz');
  expect(() => replaceSection('a', 'START', 'END', '')).toThrow('cannot find "START" followed by "END"');
});
