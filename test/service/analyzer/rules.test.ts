import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECK_NAMES, RULES } from '../../../src/service/analyzer/rules.js';

describe('the check table of docs/reference-service.md', () => {
  const page = readFileSync(new URL('../../../docs/reference-service.md', import.meta.url), 'utf8');
  const rows = new Map(
    [...page.matchAll(/^\| `([a-z0-9_]+\.[a-z0-9_]+)` \| (\w+) \| ([^|]+) \|/gm)].map((match) => [
      match[1],
      [match[2], match[3]?.trim()],
    ]),
  );

  it.each(CHECK_NAMES)('states the severity and points of %s as the rules table does', (name) => {
    const { severity, weight, cap } = RULES[name];
    expect(rows.get(name)).toEqual([severity, weight === cap ? `${weight}` : `${weight} (${cap})`]);
  });

  it('lists no check the analyzer lacks', () => {
    expect([...rows.keys()].sort()).toEqual([...CHECK_NAMES].sort());
  });
});
