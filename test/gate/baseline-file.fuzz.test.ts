/**
 * Property test of the results-file reader, which reads files a fork's workflow may have written:
 * whatever the text, it returns results or throws one ConfigError line that starts with the name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { parseResultsText } from '../../src/gate/baseline-file.js';
import { finding, page, regression, results } from '../report/fixtures.js';

const NAME = 'results-files shards/1.json';
const valid = JSON.stringify(
  results([
    page({ findings: [finding()], regressions: [regression()] }),
    page({ url: 'https://x.test/b', error: { code: 'timeout', message: 'm' } }),
  ]),
);

/** Replaces the value at one path of a valid file with anything JSON can hold. */
function mutate(at: number, value: unknown): string {
  const data = JSON.parse(valid) as unknown;
  const slots: { parent: Record<string, unknown>; key: string }[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      slots.push({ parent: node as Record<string, unknown>, key });
      walk(child);
    }
  };
  walk(data);
  const slot = slots[at % slots.length];
  if (slot) slot.parent[slot.key] = value;
  return JSON.stringify(data);
}

function expectReadOrOneLine(text: string): void {
  try {
    parseResultsText(text, NAME);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(`${NAME}: `)).toBe(true);
    expect(message).not.toMatch(/[\r\n]/);
    expect(message.length).toBeLessThan(400);
  }
}

describe('parseResultsText never throws anything but one ConfigError line naming the file', () => {
  it('on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.constantFrom(valid.slice(0, 50), valid.replace('"version":1', '"version":"1"')),
        ),
        expectReadOrOneLine,
      ),
      { numRuns: 500 },
    );
  });

  it('on a valid file with one value replaced by anything', () => {
    fc.assert(
      fc.property(fc.nat(), fc.jsonValue(), (at, value) => expectReadOrOneLine(mutate(at, value))),
      { numRuns: 1000 },
    );
  });

  it('on a valid file with a key of any text replaced', () => {
    fc.assert(
      fc.property(fc.nat(), fc.string({ unit: 'grapheme', maxLength: 300 }), (at, key) => {
        const data = JSON.parse(valid) as { pages: Record<string, unknown>[] };
        const target = data.pages[at % 2] ?? {};
        target[key] = { [key]: [key] };
        expectReadOrOneLine(JSON.stringify(data));
      }),
      { numRuns: 500 },
    );
  });
});
