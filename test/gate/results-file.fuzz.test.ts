/**
 * Property tests of the results-file reader, which reads files a fork's workflow may have written:
 * whatever the bytes and however they are cut into chunks, it returns results or throws one
 * ConfigError line that starts with the name; and the streaming reader under it keeps every limit
 * for any byte stream, agreeing with JSON.parse on what it accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { readResults } from '../../src/gate/results-file.js';
import { JsonStreamError, readJsonDocument, type JsonStreamPart } from '../../src/io/json-stream.js';
import { chunks } from '../io/text-files.js';
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

async function expectReadOrOneLine(text: string | Buffer, size = 64): Promise<void> {
  try {
    await readResults(chunks(text, size), NAME);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(`${NAME}: `)).toBe(true);
    expect(message).not.toMatch(/[\r\n]/);
    expect(message.length).toBeLessThan(400);
  }
}

describe('readResults never throws anything but one ConfigError line naming the file', () => {
  it('on any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.constantFrom(valid.slice(0, 50), valid.replace('"version":1', '"version":"1"')),
        ),
        fc.integer({ min: 1, max: 100 }),
        expectReadOrOneLine,
      ),
      { numRuns: 500 },
    );
  });

  it('on a valid file with one value replaced by anything', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.jsonValue(), (at, value) => expectReadOrOneLine(mutate(at, value))),
      { numRuns: 1000 },
    );
  });

  it('on a valid file with a key of any text replaced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.string({ unit: 'grapheme', maxLength: 300 }), async (at, key) => {
        const data = JSON.parse(valid) as { pages: Record<string, unknown>[] };
        const target = data.pages[at % 2] ?? {};
        target[key] = { [key]: [key] };
        await expectReadOrOneLine(JSON.stringify(data));
      }),
      { numRuns: 500 },
    );
  });

  it('on any bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), fc.integer({ min: 1, max: 50 }), (bytes, size) =>
        expectReadOrOneLine(Buffer.from(bytes), size),
      ),
      { numRuns: 500 },
    );
  });
});

const LIMITS = { depth: 4, itemBytes: 60, fieldBytes: 40, items: 3, fields: 4, arrayValues: 3, keyBytes: 64 * 1024 };

/** What a document may hold under LIMITS, judged on the parsed value. */
function withinLimits(value: unknown): boolean {
  const depthOf = (node: unknown): number =>
    typeof node === 'object' && node !== null ? 1 + Math.max(0, ...Object.values(node).map(depthOf)) : 0;
  const arraysWithin = (node: unknown): boolean =>
    typeof node !== 'object' || node === null
      ? true
      : (!Array.isArray(node) || node.length <= LIMITS.arrayValues) && Object.values(node).every(arraysWithin);
  const { list, ...fields } = value as { list: unknown[] };
  return (
    depthOf(value) <= LIMITS.depth &&
    list.length <= LIMITS.items &&
    Object.keys(value as object).length <= LIMITS.fields &&
    list.every((item) => typeof item !== 'object' || item === null || Object.keys(item).length <= LIMITS.fields) &&
    list.every((item) => Buffer.byteLength(JSON.stringify(item)) <= LIMITS.itemBytes && arraysWithin(item)) &&
    Object.values(fields).every((field) => Buffer.byteLength(JSON.stringify(field)) <= LIMITS.fieldBytes) &&
    // A field's own array is held by fieldBytes; the arrays inside it, like those inside an item, by arrayValues.
    Object.values(fields).every(
      (field) => typeof field !== 'object' || field === null || Object.values(field).every(arraysWithin),
    )
  );
}

async function partsOf(bytes: Buffer, size: number): Promise<JsonStreamPart[] | JsonStreamError> {
  const parts: JsonStreamPart[] = [];
  try {
    for await (const part of readJsonDocument(chunks(bytes, size), { name: 'list', kind: 'array' }, LIMITS))
      parts.push(part);
    return parts;
  } catch (error) {
    if (error instanceof JsonStreamError) return error;
    throw error;
  }
}

describe('readJsonDocument keeps its limits for any byte stream', () => {
  const document = fc.record({ list: fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 5 }) }).chain((doc) =>
    fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }).map((extra) => {
      const { list: _list, ...rest } = extra;
      return { ...rest, ...doc };
    }),
  );

  it('on documents: what it accepts is JSON.parse of them, within every limit; the rest is refused', async () => {
    await fc.assert(
      fc.asyncProperty(document, fc.integer({ min: 1, max: 30 }), async (value, size) => {
        const text = JSON.stringify(value);
        const parts = await partsOf(Buffer.from(text), size);
        if (parts instanceof JsonStreamError) {
          expect(withinLimits(value)).toBe(false);
          return;
        }
        expect(withinLimits(value)).toBe(true);
        const items = parts.flatMap((part) => (part.kind === 'item' ? [part.value] : []));
        const fields = Object.fromEntries(
          parts.flatMap((part) => (part.kind === 'field' ? [[part.key, part.value]] : [])),
        );
        expect({ ...fields, list: items }).toEqual(JSON.parse(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('on any bytes: a JsonStreamError or parts within the limits', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((array) => Buffer.from(array)),
      fc
        .string({
          unit: fc.constantFrom('{', '}', '[', ']', '"', ',', ':', '\\', '1', 'a', ' ', '"list"'),
          maxLength: 200,
        })
        .map((text) => Buffer.from(text)),
    );
    await fc.assert(
      fc.asyncProperty(bytes, fc.integer({ min: 1, max: 30 }), async (input, size) => {
        const parts = await partsOf(input, size);
        if (parts instanceof JsonStreamError) return;
        const value = JSON.parse(input.toString('utf8')) as unknown;
        expect(withinLimits(value)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
