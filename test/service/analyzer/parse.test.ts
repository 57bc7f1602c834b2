import { describe, expect, it } from 'vitest';
import { cut, openTag, outerHtml } from '../../../src/service/analyzer/excerpt.js';
import { analyzeHtml, parseOnly } from '../../../src/service/analyzer/index.js';
import { buildPage } from '../../../src/service/analyzer/page.js';
import { MAX_DEPTH, parseHtml } from '../../../src/service/analyzer/parse.js';
import { evidenceOf, fixturePage } from './evidence.js';

const FIVE_MB = 5 * 1024 * 1024;
const fill = (unit: string, prefix = '') => prefix + unit.repeat(Math.floor((FIVE_MB - prefix.length) / unit.length));
const analyze = (html: string) => analyzeHtml(html, { url: 'https://example.com/', status: 200, headers: {} });

describe('parseOnly', () => {
  it.each([
    // A browser's tree always has <html>, <head> and <body>.
    ['', 3],
    ['text', 3],
    ['<p>a</p>', 4],
    ['<!DOCTYPE html><html><head></head><body><!-- c --><br></body></html>', 4],
    ['<div><div><div>', 6],
  ])('%j has %i elements', (html, count) => {
    expect(parseOnly(html)).toBe(count);
  });
});

describe('parseHtml', () => {
  it('maps every element to its exact source', () => {
    const source = '<html><body><a href="/x" title="a>b">x <b>y</b></a><img src=i.png></body></html>';
    const parsed = parseHtml(source);
    const link = buildPage(parsed, new URL('https://example.com/'), 200, {}).byTag('a')[0];
    expect(link && openTag(parsed, link)).toBe('<a href="/x" title="a>b">');
    expect(link && outerHtml(parsed, link)).toBe('<a href="/x" title="a>b">x <b>y</b></a>');
  });

  it.each([
    ['a line break before the `>`', '<h1>a</h1\n><h3>b</h3>', '<h3>b</h3>'],
    ['spaces and an attribute in the end tag', '<h1>a</h1  x="y" ><h3>b</h3  >', '<h3>b</h3  >'],
    ['an end tag that closes nothing', '<h1>a</h1><b>c</i\n><h3>b</h3>', '<h3>b</h3>'],
  ])('ends an element at the `>` of its end tag, after %s', (_, source, h3) => {
    expect(evidenceOf('headings.order', source)).toEqual([h3]);
  });

  it('maps DocBook output, which breaks end tags before `>`, exactly (docbook-end-tags.html)', () => {
    const evidence = (check: string) =>
      evidenceOf(check, fixturePage('docbook-end-tags.html'), { url: 'https://example.com/ch01.html' });
    expect(evidence('headings.order')).toEqual(['<h3 class="title">Installing</h3\n>']);
    expect(evidence('headings.h1')).toEqual(['<h1 class="title">Appendix</h1\n>']);
    expect(evidence('links.text')).toEqual(['<a href="install.html"\n>here</a\n>']);
    expect(evidence('links.empty')).toEqual(['<a href="#top"\n></a\n>']);
  });

  it(`stops at ${MAX_DEPTH} levels of nesting`, () => {
    // <html> and <body> are two of the open elements.
    const divs = '<div>'.repeat(MAX_DEPTH - 2);
    const parsed = parseHtml(`${divs}<p id="deep">never read</p><title>after</title>`);
    expect({ ...parsed.stoppedAt?.attribs }).toEqual({ id: 'deep' });
    expect(parseHtml(divs).stoppedAt).toBeNull();
  });
});

describe('cut', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['0123456789ab', 10, '0123456789'],
    // 😀 is two UTF-16 units: cutting inside it drops it whole.
    ['012345678😀', 10, '012345678'],
    ['01234567😀', 10, '01234567😀'],
  ])('%j to %i', (text, limit, expected) => {
    expect(cut(text, limit)).toBe(expected);
  });
});

// The quadratic behaviour these inputs guard against takes minutes on them (htmlparser2 costs
// O(depth) per tag), far past the test's timeout on any machine; nothing here reads a clock.
describe('hostile 5 MB pages', () => {
  it.each([
    ['nested <div> without end', fill('<div>')],
    // The worst case under the cap: every end tag is compared with the whole open-element stack.
    ['nested <div> just under the cap, then end tags matching nothing', fill('</dix>', '<div>'.repeat(MAX_DEPTH - 1))],
    ['flat markup', fill('<p>hello <a href="/x">world</a> <img src="a.png"></p>\n', '<html><body>')],
    ['script-heavy', fill('<script>document.write("<div>");</script>')],
    ['one attribute-laden tag', fill(' data-a="1"', '<div')],
    ['an unterminated comment', fill('x', '<!--')],
  ])('%s: analysed', (_, html) => {
    expect(analyze(html).score).toBeGreaterThanOrEqual(0);
  });

  it('stops nesting at the cap and says so', () => {
    const analysis = analyze(fill('<div>'));
    expect(
      analysis.findings.filter((finding) => finding.check === 'html.depth').map((finding) => finding.evidence),
    ).toEqual(['<div>']);
  });

  it('keeps every evidence short', () => {
    const analysis = analyze(
      `<html><head><title>${'t'.repeat(FIVE_MB)}</title></head><body><a ` +
        `href="/">${' '.repeat(FIVE_MB)}</a></body></html>`,
    );
    expect(analysis.findings.length).toBeGreaterThan(0);
    for (const finding of analysis.findings) expect(finding.evidence.length).toBeLessThanOrEqual(200);
  });
});
