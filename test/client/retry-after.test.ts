import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../src/client/retry-after.js';

const now = Date.parse('2025-11-20T09:15:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['3', 3000],
    ['0', 0],
    [' 5 ', 5000],
    [['2', '9'], 2000],
    ['Thu, 20 Nov 2025 09:15:10 GMT', 10_000],
    ['Thu, 20 Nov 2025 09:14:00 GMT', 0],
    ['soon', undefined],
    ['1.5', undefined],
    ['-3', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('%j -> %s ms', (value, expected) => {
    expect(parseRetryAfter(value as string | string[] | undefined, now)).toBe(expected);
  });
});
