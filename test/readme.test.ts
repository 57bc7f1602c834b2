/**
 * The README's inputs and outputs tables are what users copy from: they must list exactly the
 * inputs and outputs of action.yml, with the same defaults.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const action = parse(readFileSync(new URL('action.yml', root), 'utf8')) as {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, unknown>;
};

/** Rows of the markdown table whose header's first cell is `first`: first cell name -> second cell. */
function tableRows(first: string): Map<string, string> {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  const rows = new Map<string, string>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    rows.set((cells[1] ?? '').replaceAll('`', ''), (cells[2] ?? '').replaceAll('`', ''));
  }
  return rows;
}

describe('README tables match action.yml', () => {
  const inputs = tableRows('input');
  const outputs = tableRows('output');

  it('lists every input of action.yml and no other', () => {
    expect([...inputs.keys()].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it.each(Object.entries(action.inputs))('shows the default of %s', (name, spec) => {
    expect(inputs.get(name)).toBe(spec.default === undefined ? 'required' : spec.default);
  });

  it('lists every output of action.yml and no other', () => {
    expect([...outputs.keys()].sort()).toEqual(Object.keys(action.outputs).sort());
  });

  it('gives the two set-up commands for a fresh machine', () => {
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toMatch(/^npm test\b/m);
  });
});
