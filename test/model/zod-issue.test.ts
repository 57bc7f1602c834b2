import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { issueText, typeWording } from '../../src/model/zod-issue.js';

const Doc = z.object({
  version: z.literal(1),
  pages: z.array(z.object({ url: z.string() })),
  url: z.string({ error: 'url is required' }).optional(),
});

function problem(value: unknown, where: Parameters<typeof issueText>[1] = {}, wording = false): string {
  const parsed = Doc.safeParse(value, wording ? { error: typeWording } : {});
  if (parsed.success) throw new Error('expected a failed parse');
  return issueText(parsed.error, where);
}

describe('issueText', () => {
  it.each<[string, unknown, Parameters<typeof issueText>[1], boolean, string]>([
    ['a field', { version: 2, pages: [] }, {}, false, 'version: Invalid input: expected 1'],
    [
      'an item',
      { version: 1, pages: [{ url: 3 }] },
      {},
      false,
      'pages[0].url: Invalid input: expected string, received number',
    ],
    [
      'the whole document',
      [],
      { whole: 'top level' },
      false,
      'top level: Invalid input: expected object, received array',
    ],
    [
      'a value inside a document',
      { version: 1, pages: 'x' },
      { at: ['pages', 4] },
      false,
      'pages[4].pages: Invalid input: expected array, received string',
    ],
    ['a type, worded', { version: 1, pages: [{}] }, {}, true, 'pages[0].url: expected a string, got no value'],
    ['a message the schema sets', { version: 1, pages: [], url: 3 }, {}, true, 'url: url is required'],
  ])('%s', (_, value, where, wording, expected) => {
    expect(problem(value, where, wording)).toBe(expected);
  });
});
