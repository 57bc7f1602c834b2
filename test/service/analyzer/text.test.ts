import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../src/service/analyzer/parse.js';
import { countWords } from '../../../src/service/analyzer/text.js';

const words = (body: string) => countWords(parseHtml(`<body>${body}</body>`).document);

describe('countWords', () => {
  it.each([
    ['plain words', 'one two three', 3],
    ['letters outside ASCII', 'café naïve 中文 Привет', 4],
    ['digits are words', '2026 v24 42', 3],
    ['punctuation alone is no word', '— ! ... -- ?!', 0],
    ['a token with one letter counts once', '--a--b-- (x)', 2],
    ['every JavaScript whitespace separates', 'a\u00a0b\u2003c\u3000d\tE\nF\u2028g\ufeffh', 8],
    ['astral letters', '𝒜𝒷 𝟙', 2],
    ['per text node, as a reader sees it', 'hel<b>lo</b> a<span>b</span>', 4],
    ['empty', '', 0],
  ])('%s', (_, body, expected) => {
    expect(words(body)).toBe(expected);
  });

  it('reads a megabyte of punctuation without spaces in one linear pass', () => {
    expect(words(`${'-'.repeat(1_000_000)} word`)).toBe(1);
  });
});
