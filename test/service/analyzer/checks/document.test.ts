import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../../../src/service/analyzer/parse.js';
import { evidenceOf, fixturePage } from '../evidence.js';

describe('http.status', () => {
  it.each([
    [200, []],
    [204, []],
    [301, ['HTTP 301']],
    [404, ['HTTP 404']],
    [500, ['HTTP 500']],
  ])('%i', (status, expected) => {
    expect(evidenceOf('http.status', '<p>x</p>', { status })).toEqual(expected);
  });
});

describe('html.lang', () => {
  it.each([
    ['declared', '<html lang="en"><p>x</p></html>', []],
    ['missing: the html tag', '<html class="no-js"><p>x</p></html>', ['<html class="no-js">']],
    ['empty', '<html lang=""><p>x</p></html>', ['<html lang="">']],
    ['no html element: the first element', '<body id="b"><p>x</p></body>', ['<body id="b">']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('html.lang', html)).toEqual(expected);
  });
});

describe('html.doctype', () => {
  it.each([
    ['declared', '<!DOCTYPE html><html lang="en"></html>', []],
    ['lower case', '<!doctype html>\n<html></html>', []],
    ['missing', '<html lang="en"><p>x</p></html>', ['<html lang="en">']],
    [
      'after white space, comments and a byte order mark',
      '\uFEFF\n <!-- built 2026 --><?xml version="1.0"?>\n<!DOCTYPE html><html></html>',
      [],
    ],
    ['after text: the text', 'Draft\n<!DOCTYPE html><html></html>', ['Draft']],
    ['after a no-break space, which is content', '\u00a0<!DOCTYPE html><html></html>', ['\u00a0']],
    [
      'after an element: from it to the doctype',
      '<meta charset="utf-8">\n<!DOCTYPE html><html></html>',
      ['<meta charset="utf-8">'],
    ],
    ['inside an element', '<html><!DOCTYPE html></html>', ['<html>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('html.doctype', html)).toEqual(expected);
  });

  it('reports a doctype after leading template text, with the text (late-doctype.html)', () => {
    expect(evidenceOf('html.doctype', fixturePage('late-doctype.html'))).toEqual(['{% raw %}']);
  });
});

describe('html.duplicate_ids', () => {
  it.each([
    ['unique', '<div id="a"></div><div id="b"></div>', []],
    ['ids are case-sensitive', '<div id="a"></div><div id="A"></div>', []],
    ['a repeat: the later element', '<div id="a"></div><p id="a" class="x">t</p>', ['<p id="a" class="x">']],
    ['each repeat', '<i id="x"></i><b id="x"></b><u id="x"></u>', ['<b id="x">', '<u id="x">']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('html.duplicate_ids', html)).toEqual(expected);
  });
});

describe('html.depth', () => {
  // <html> and <body> are two of the open elements.
  const divs = '<div>'.repeat(MAX_DEPTH - 2);
  it.each([
    ['ordinary nesting', divs, []],
    ['past the cap: the first element that deep', `${divs}<span class="deep"><i></i>`, ['<span class="deep">']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('html.depth', html)).toEqual(expected);
  });
});

describe('content.word_count', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
  it.each([
    ['200 words', `<body>${words(200)}</body>`, []],
    ['199 words: the body tag', `<body class="thin">${words(199)}</body>`, ['<body class="thin">']],
    [
      'script and style do not count',
      `<body><script>${words(300)}</script><style>${words(300)}</style></body>`,
      ['<body>'],
    ],
    ['punctuation alone is no word', `<body>${words(199)} — ! ...</body>`, ['<body>']],
    ['text across elements', `<body>${words(100)}<p>${words(100)}</p></body>`, []],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('content.word_count', html)).toEqual(expected);
  });
});
