import { describe, expect, it } from 'vitest';
import { analyzeHtml } from '../../../src/service/analyzer/index.js';
import { evidenceOf, fixturePage } from './evidence.js';

// Each page is read as a browser builds it (issue 28, D1-D6): these all failed with htmlparser2's tree.
describe('the tree a browser builds', () => {
  it('D1: counts text that stands before <body> in the source, which browsers put in the body', () => {
    expect(evidenceOf('content.word_count', fixturePage('browser-d1-text-before-body.html'))).toEqual([]);
  });

  it("D2: an SVG's <title> names the SVG, not the page", () => {
    const html = fixturePage('browser-d2-svg-title.html');
    expect(evidenceOf('title.missing', html)).toEqual(['<head>']);
    expect(analyzeHtml(html, { url: 'https://example.com/', status: 200, headers: {} }).title).toBe('');
  });

  it('D3: does not check <template> content, which is not on the page', () => {
    const html = fixturePage('browser-d3-template.html');
    expect(evidenceOf('images.alt', html)).toEqual([]);
    expect(evidenceOf('html.duplicate_ids', html)).toEqual([]);
  });

  it('D4: valid HTML without optional end tags does not nest, and the page after it is checked', () => {
    const html = fixturePage('browser-d4-optional-end-tags.html');
    expect(evidenceOf('html.depth', html)).toEqual([]);
    expect(evidenceOf('images.alt', html)).toEqual(['<img src="after-the-list.png">']);
  });

  it("D5: a link named by its SVG's <title> is not empty", () => {
    expect(evidenceOf('links.empty', fixturePage('browser-d5-svg-link.html'))).toEqual([]);
  });

  it('D6: a second <html lang> tag gives the root its language', () => {
    expect(evidenceOf('html.lang', fixturePage('browser-d6-second-html.html'))).toEqual([]);
  });

  it('reports a doctype that puts browsers in quirks mode', () => {
    expect(evidenceOf('html.doctype', fixturePage('quirks-html401.html'))).toEqual([
      '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">',
    ]);
  });

  it.each([
    ['HTML 5', '<!DOCTYPE html>'],
    ['HTML 4.01 Strict', '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">'],
    [
      'XHTML 1.0 Transitional (limited quirks)',
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" ' +
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
    ],
  ])('does not report a %s doctype', (_, doctype) => {
    expect(evidenceOf('html.doctype', `${doctype}<html lang="en"><title>t</title></html>`)).toEqual([]);
  });
});
