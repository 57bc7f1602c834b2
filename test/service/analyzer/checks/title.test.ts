import { describe, expect, it } from 'vitest';
import { evidenceOf } from '../evidence.js';

describe('title.missing', () => {
  it.each([
    ['a title', '<html><head><title>Pricing plans</title></head></html>', []],
    [
      'no title: the head tag',
      '<html lang="en"><head class="x"><meta charset="utf-8"></head></html>',
      ['<head class="x">'],
    ],
    ['no head either: the html tag', '<html lang="en"><body><p>hi</p></body></html>', ['<html lang="en">']],
    ['nothing but text: the source', 'just text', ['just text']],
    ['an empty title', '<head><title>  \n </title></head>', ['<title>  \n </title>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('title.missing', html)).toEqual(expected);
  });
});

describe('title.length', () => {
  const long = 'Word '.repeat(13).trim();
  it.each([
    ['10 to 60 characters', '<title>Pricing plans</title>', []],
    ['exactly 60', `<title>${'x'.repeat(60)}</title>`, []],
    ['61', `<title>${'x'.repeat(61)}</title>`, [`<title>${'x'.repeat(61)}</title>`]],
    ['too long', `<title>${long}</title>`, [`<title>${long}</title>`]],
    ['too short', '<title>Home</title>', ['<title>Home</title>']],
    ['short after collapsing whitespace', '<title>  a    b  </title>', ['<title>  a    b  </title>']],
    ['empty is title.missing, not this', '<title></title>', []],
    ['no title', '<p>x</p>', []],
    ['60 astral characters count as 60', `<title>${'😀'.repeat(60)}</title>`, []],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('title.length', html)).toEqual(expected);
  });

  it('cuts the evidence of a 1 MB title to 200 characters of the source', () => {
    const html = `<html><head><title>${'t'.repeat(1024 * 1024)}</title></head></html>`;
    expect(evidenceOf('title.length', html)).toEqual([`<title>${'t'.repeat(193)}`]);
  });
});
