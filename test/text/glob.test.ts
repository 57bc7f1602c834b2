/** The glob matcher: its syntax, and that its work is bounded by the pattern's states times the subject's length. */
import { describe, expect, it } from 'vitest';
import { compileGlob, globMatcher, MAX_GLOB_LENGTH } from '../../src/text/glob.js';

describe('globMatcher', () => {
  it.each<[string, string, boolean]>([
    ['/blog/**', '/blog', true],
    ['/blog/**', '/blog/', true],
    ['/blog/**', '/blog/a/b', true],
    ['/blog/**', '/blogs', false],
    ['/blog/*', '/blog/a', true],
    ['/blog/*', '/blog/a/b', false],
    ['/blog/*', '/blog/', false],
    ['**/x', 'x', true],
    ['**/x', 'a/b/x', true],
    ['/a/**/x', '/a/x', true],
    ['/a/**/x', '/a/b/c/x', true],
    ['/a/**/x', '/ax', false],
    ['**', 'a/b', true],
    ['/a**b', '/aXXb', true],
    ['/a**b', '/a/b', false],
    ['/a?c', '/abc', true],
    ['/a?c', '/a/c', false],
    ['/[a-c]x', '/bx', true],
    ['/[a-c]x', '/dx', false],
    ['/[!a-c]x', '/dx', true],
    ['/[^a-c]x', '/ax', false],
    ['/[!a]x', '//x', false],
    ['/[a-', '/[a-', true],
    ['/{a,{b,c}}d', '/cd', true],
    ['/{a,{b,c}}d', '/ed', false],
    ['/{a', '/{a', true],
    ['\\*x', '*x', true],
    ['\\*x', 'ax', false],
    ['social.*', 'social.og', true],
    ['social.*', 'socialXog', false],
    ['https://pr-*.preview.example.com', 'https://pr-12.preview.example.com', true],
    ['https://pr-*.preview.example.com', 'https://pr-1/x.preview.example.com', false],
    ['https://x.example/**', 'https://x.example', true],
    ['https://x.example/**', 'https://x.example.evil', false],
  ])('%j against %j: %s', (pattern, subject, expected) => {
    expect(globMatcher(pattern)(subject)).toBe(expected);
  });

  it('matches without case when asked', () => {
    expect(globMatcher('https://PR-*.Example.com', { nocase: true })('https://pr-1.EXAMPLE.com')).toBe(true);
    expect(globMatcher('https://PR-*.Example.com')('https://pr-1.EXAMPLE.com')).toBe(false);
  });
});

describe('compileGlob: linear work', () => {
  // Issue 48 G: ten `*a` and a `c` against forty `a` took 52 s through picomatch (twelve: over 100 s).
  it.each([10, 12, 40])('%i `*a` and a `c` against a path of a: no match, in states × length steps', (stars) => {
    const glob = compileGlob(`/${'*a'.repeat(stars)}c`);
    const subject = `/${'a'.repeat(40)}`;
    const { matched, steps } = glob.run(subject);
    expect(matched).toBe(false);
    expect(glob.states).toBeLessThanOrEqual(3 * (2 * stars + 2));
    expect(steps).toBeLessThanOrEqual(3 * glob.states * (subject.length + 1));
  });

  it('keeps its states linear in the pattern: nested braces and many stars', () => {
    const pattern = `/${'{a,{b,*}}'.repeat(50)}${'**/'.repeat(50)}x`;
    const glob = compileGlob(pattern);
    expect(glob.states).toBeLessThanOrEqual(3 * pattern.length);
    const subject = `/${'ab/'.repeat(200)}`;
    expect(glob.run(subject).steps).toBeLessThanOrEqual(3 * glob.states * (subject.length + 1));
  });

  it(`refuses a pattern over ${MAX_GLOB_LENGTH} characters (a class of 5,000 ranges)`, () => {
    const ranges = Array.from(
      { length: 5000 },
      (_, i) => `${String.fromCharCode(0x4e00 + i)}-${String.fromCharCode(0x4e00 + i)}`,
    );
    expect(() => compileGlob(`/[${ranges.join('')}]`)).toThrow(RangeError);
    expect(() => compileGlob('x'.repeat(MAX_GLOB_LENGTH))).not.toThrow();
  });
});
