import { describe, expect, it } from 'vitest';
import { oneLine } from '../../src/text/one-line.js';

describe('oneLine', () => {
  it.each([
    ['plain', 10, 'plain'],
    ['two\nlines\r\n', 20, 'two lines'],
    ['tab\tand\u0007bell', 20, 'tab and bell'],
    ['abcdefghij', 5, 'abcd…'],
    ['ab😀😀😀', 4, 'ab😀…'],
  ])('%j (max %i) -> %j', (text, max, expected) => {
    expect(oneLine(text, max)).toBe(expected);
  });
});
