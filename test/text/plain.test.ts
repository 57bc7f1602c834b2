import { describe, expect, it } from 'vitest';
import { cut } from '../../src/text/cut.js';
import { clean, plainText, withoutHidden } from '../../src/text/plain.js';

describe('clean', () => {
  it.each([
    ['plain text unchanged', 'Image has no alt text', 'Image has no alt text'],
    ['newlines and tabs collapse', 'a\n\n\tb\r\nc', 'a b c'],
    ['leading and trailing space trimmed', '  a  ', 'a'],
    ['ANSI escape removed', '\u001b[31mred\u001b[0m', '[31mred[0m'],
    ['C1 control removed', 'a\u0085b\u009bc', 'abc'],
    ['RTL override removed', 'abc\u202Edcb', 'abcdcb'],
    ['every bidi control removed', '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061Cx', 'x'],
    ['zero-width space and joiners removed', 'a\u200Bb\u200Cc\u200Dd', 'abcd'],
    ['word joiner and invisible operators removed', 'a\u2060b\u2061c\u2062d\u2063e\u2064f', 'abcdef'],
    ['byte order mark removed', '\uFEFFtitle', 'title'],
    ['tag characters removed', 'ok\u{E0001}\u{E0069}\u{E0067}\u{E006E}\u{E007F}', 'ok'],
    [
      'every default-ignorable character removed (soft hyphen, CGJ, Mongolian vowel separator, selectors, fillers)',
      'a\u00ADb\u034Fc\u180Ed\uFE0Fe\u{E0100}f\u3164g\uFFA0h',
      'abcdefgh',
    ],
    ['line and paragraph separators collapse', 'a\u2028b\u2029c', 'a b c'],
    ['non-ASCII text kept', 'Café — 東京 🚀', 'Café — 東京 🚀'],
  ])('%s', (_name, text, expected) => {
    expect(clean(text)).toBe(expected);
  });
});

describe('withoutHidden', () => {
  it('removes what clean removes but keeps whitespace and lines', () => {
    expect(withoutHidden('a\u200B b\n\tc\u00AD')).toBe('a b\n\tc');
    expect(withoutHidden('plain')).toBe('plain');
  });
});

describe('cut', () => {
  it.each([
    ['short text unchanged', 'abc', 5, 'abc'],
    ['exactly max unchanged', 'abcde', 5, 'abcde'],
    ['longer text keeps max - 1 and adds …', 'abcdef', 5, 'abcd…'],
    ['counts code points, not UTF-16 units', '🚀🚀🚀', 3, '🚀🚀🚀'],
    ['never splits a surrogate pair', 'a🚀🚀🚀', 3, 'a🚀…'],
  ])('%s', (_name, text, max, expected) => {
    expect(cut(text, max)).toBe(expected);
    expect(cut(text, max).isWellFormed()).toBe(true);
  });

  it('cuts a 1 MB value to its first code points', () => {
    expect(cut('x'.repeat(1_000_000), 120)).toBe(`${'x'.repeat(119)}…`);
  });
});

describe('plainText', () => {
  it('cleans, redacts URLs and cuts', () => {
    expect(plainText('see\nhttps://x.test/?token=abc\u202E', 100)).toBe('see https://x.test/?token=***');
    expect(plainText('abcdef', 4)).toBe('abc…');
  });
});
