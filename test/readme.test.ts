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

  it('leads with a workflow that has no api-url and no secret', () => {
    const first = /```yaml\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(readme.indexOf('```yaml')).toBeLessThan(readme.indexOf('## What reviewers see'));
    expect(first).toContain('uses: OWNER/pagegate@v1');
    expect(first).not.toMatch(/api-url|api-key|secrets\./);
  });

  it('shows a hosted service, and one pagegate serve for many repositories, after it', () => {
    const hosted = readme.indexOf('### Using a hosted Page Analysis Service');
    const central = readme.indexOf('### One `pagegate serve` for many repositories');
    expect(hosted).toBeGreaterThan(readme.indexOf('### In a workflow, with nothing to set up'));
    expect(central).toBeGreaterThan(hosted);
    const section = readme.slice(central, readme.indexOf('\n### ', central + 1));
    for (const part of ['--public-url', '--keys-file', '[Service]', 'docker run']) expect(section).toContain(part);
  });

  it('installs from npm, and says how to install from a git tag until the first release', () => {
    expect(readme).toContain('npm install --save-dev pagegate\n');
    expect(readme).toMatch(/npm install --save-dev github:OWNER\/pagegate#v\d+\.\d+\.\d+/);
  });

  it('runs npx pagegate in a shell block only after the install line', () => {
    const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    for (const block of blocks.filter((text) => text.includes('npx pagegate')))
      expect(block.indexOf('npm install --save-dev pagegate')).toBeGreaterThanOrEqual(0);
  });

  it('gives the two set-up commands for a fresh machine', () => {
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toMatch(/^npm test\b/m);
  });
});
