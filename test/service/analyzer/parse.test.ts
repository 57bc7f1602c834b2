import { describe, expect, it } from 'vitest';
import { cut, openTag, outerHtml } from '../../../src/service/analyzer/excerpt.js';
import { analyzeHtml, parseOnly } from '../../../src/service/analyzer/index.js';
import { analyzeWithin } from '../../../src/service/analyzer/analyze.js';
import { AnalysisBudget } from '../../../src/service/analyzer/budget.js';
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

  it(`keeps every element past ${MAX_DEPTH} levels of nesting and names the first`, () => {
    // <html> and <body> are two of the open elements.
    const divs = '<div>'.repeat(MAX_DEPTH - 2);
    const parsed = parseHtml(`${divs}<p id="deep">read</p><title>after</title>`);
    expect({ ...parsed.tooDeep?.attribs }).toEqual({ id: 'deep' });
    expect(parseHtml(divs).tooDeep).toBeNull();
  });

  it('analyses the elements of 5,000 nested divs (Blink keeps them all)', () => {
    const html = `<html lang="en">${'<div>'.repeat(5000)}<img src="a.png"><main><img src="b.png"></main>`;
    expect(evidenceOf('images.alt', html)).toEqual(['<img src="a.png">', '<img src="b.png">']);
    expect(evidenceOf('a11y.main_landmark', html)).toEqual([]);
    expect(evidenceOf('html.depth', html)).toEqual(['<div>']);
  });

  it('attaches a declarative shadow root and analyses what is in it', () => {
    const html = fixturePage('browser-shadow-root.html');
    expect(evidenceOf('a11y.main_landmark', html)).toEqual([]);
    expect(evidenceOf('images.alt', html)).toEqual(['<img src="in-shadow.png">']);
    expect(evidenceOf('a11y.label', html)).toEqual(['<input id="in-shadow">']);
    expect(evidenceOf('links.empty', html)).toEqual(['<a href="/in-shadow"></a>']);
    // A second template of the same host stays a template: its content is not on the page.
    expect(evidenceOf('images.alt', html)).not.toContain('<img src="second-template.png">');
  });

  it('reads the links of an SVG', () => {
    const html = fixturePage('browser-svg-links.html');
    expect(evidenceOf('links.fragment', html, { url: 'https://example.com/' })).toEqual([
      '<a href="#nowhere">',
      '<a xlink:href="#gone">',
    ]);
    expect(evidenceOf('links.empty', html)).toEqual(['<a href="#nowhere"><rect width="10" height="10"/></a>']);
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
// O(depth) per tag). What each case asserts is that the analysis ends inside its own CPU budget
// (analyzeHtml throws analysis_timeout past it); the wall-clock timeout only stops a hang, so it
// is wide enough for a machine shared with twenty busy processes (5 MB of flat markup: 3 s CPU).
describe('hostile 5 MB pages', { timeout: 180_000 }, () => {
  it.each([
    // Every end tag is compared with the whole open-element stack.
    ['nested <div>, then end tags matching nothing', fill('</dix>', '<div>'.repeat(255))],
    ['flat markup', fill('<p>hello <a href="/x">world</a> <img src="a.png"></p>\n', '<html><body>')],
    ['script-heavy', fill('<script>document.write("<div>");</script>')],
    ['one attribute-laden tag', fill(' data-a="1"', '<div')],
    ['an unterminated comment', fill('x', '<!--')],
  ])('%s: analysed', (_, html) => {
    expect(analyze(html).score).toBeGreaterThanOrEqual(0);
  });

  it('ends an analysis past its budget with analysis_timeout naming the page', () => {
    // A clock that moves a millisecond a question: nesting 5 MB deep costs parse5 O(depth) a tag.
    let now = 0;
    const budget = new AnalysisBudget('https://example.com/deep', 1000, () => (now += 1));
    const response = { url: 'https://example.com/deep', status: 200, headers: {} };
    expect(() => analyzeWithin(fill('<div>'), response, budget)).toThrow(
      expect.objectContaining({
        code: 'analysis_timeout',
        message: 'analysing https://example.com/deep took more than 1 s of CPU',
      }),
    );
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
