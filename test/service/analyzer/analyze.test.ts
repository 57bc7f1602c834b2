import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AnalysisFailure, analyzeHtml } from '../../../src/service/analyzer/index.js';
import { BROWSER_CHECKS, CHECK_NAMES, MAX_FINDINGS_PER_CHECK } from '../../../src/service/analyzer/rules.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/pages/${name}`, import.meta.url), 'utf8');
const response = (url: string, status = 200) => ({ url, status, headers: { 'content-type': 'text/html' } });

describe('analyzeHtml', () => {
  it('passes a good page with every check', () => {
    const analysis = analyzeHtml(fixture('good.html'), response('https://example.com/pricing'));
    expect(analysis).toEqual({
      title: 'Pricing plans for pagegate',
      word_count: 279,
      score: 100,
      grade: 'A',
      issues: { critical: 0, recommended: 0, optional: 0, passed: CHECK_NAMES.length - BROWSER_CHECKS.size },
      findings: [],
      http_status: 200,
      final_url: 'https://example.com/pricing',
      links: ['https://example.com/signup', 'https://example.com/contact', 'https://example.com/pricing'],
      body_sha256: createHash('sha256').update(fixture('good.html')).digest('hex'),
    });
  });

  it('has at least 15 named checks in dotted form', () => {
    expect(CHECK_NAMES.length).toBeGreaterThanOrEqual(15);
    for (const name of CHECK_NAMES) expect(name).toMatch(/^[a-z0-9]+\.[a-z0-9_]+$/);
  });

  it('reports findings in the order of the rules table, with the rule fields', () => {
    const analysis = analyzeHtml('<html><body><img src="a.png"></body></html>', response('https://example.com/', 404));
    expect(analysis.findings[0]).toEqual({
      check: 'http.status',
      severity: 'critical',
      result: 'warn',
      message: 'The page answered HTTP 404',
      evidence: 'HTTP 404',
      remediation: 'Serve the page with a 2xx status, or stop linking to it.',
      impact: 10,
      effort: 3,
    });
    expect(analysis.findings.map((finding) => finding.check)).toEqual([
      'http.status',
      'title.missing',
      'meta.viewport',
      'meta.description',
      'content.word_count',
      'headings.h1',
      'html.lang',
      'images.alt',
      'link.canonical',
      'meta.charset',
      'html.doctype',
      'a11y.main_landmark',
      'social.og_title',
      'perf.image_dimensions',
    ]);
    // 100 - 40 - 20 - 10 - 6 - 6 - 5 - 4 - 4 - 3 - 2 - 2 - 3 - 1 - 1
    expect(analysis.score).toBe(0);
    expect(analysis.issues).toEqual({
      critical: 4,
      recommended: 5,
      optional: 5,
      passed: CHECK_NAMES.length - BROWSER_CHECKS.size - 14,
    });
  });

  it('grades a page with a few problems', () => {
    const html = fixture('good.html')
      .replace('<meta property="og:title" content="Pricing plans for pagegate">', '')
      .replace(' alt="Reports per plan"', '');
    const analysis = analyzeHtml(html, response('https://example.com/pricing'));
    expect(analysis.findings.map((finding) => [finding.check, finding.evidence])).toEqual([
      ['images.alt', '<img src="/chart.png" width="640" height="360">'],
      ['social.og_title', '<head>'],
    ]);
    expect([analysis.score, analysis.grade]).toEqual([95, 'A']);
  });

  it('is deterministic', () => {
    const html = fixture('malformed.html');
    expect(analyzeHtml(html, response('https://example.com/'))).toEqual(
      analyzeHtml(html, response('https://example.com/')),
    );
  });

  it('analyses malformed HTML as a browser-tolerant parser reads it', () => {
    const analysis = analyzeHtml(fixture('malformed.html'), response('https://example.com/'));
    const evidence = (check: string) =>
      analysis.findings.filter((finding) => finding.check === check).map((finding) => finding.evidence);
    expect(analysis.title).toBe('Broken <b>markup');
    expect(evidence('images.alt')).toEqual(['<img src=b.png>']);
    expect(evidence('headings.order')).toEqual(['<h4>Skipped\n<!-- unterminated comment\n']);
    expect(analysis.links).toEqual(['https://example.com/one']);
  });

  it(`reports at most ${MAX_FINDINGS_PER_CHECK} findings of one check, the first in the page`, () => {
    const images = Array.from({ length: 150 }, (_, index) => `<img src="${index}.png">`).join('');
    const analysis = analyzeHtml(images, response('https://example.com/'));
    const alt = analysis.findings.filter((finding) => finding.check === 'images.alt');
    expect(alt).toHaveLength(MAX_FINDINGS_PER_CHECK);
    expect(alt[0]?.evidence).toBe('<img src="0.png">');
    // and title.missing, meta.viewport (critical too)
    expect(analysis.issues.critical).toBe(MAX_FINDINGS_PER_CHECK + 2);
  });

  it('keeps the title field short for a 1 MB title', () => {
    const analysis = analyzeHtml(`<title>${'long title '.repeat(100_000)}</title>`, response('https://example.com/'));
    expect(analysis.title.length).toBeLessThanOrEqual(200);
    expect(analysis.title.startsWith('long title long title')).toBe(true);
  });

  // Issue 49 item 13: document.title strips and collapses ASCII whitespace only.
  it.each([
    ['a trailing U+00A0 stays', '<title>Café\u00a0</title>', 'Café\u00a0'],
    ['ASCII whitespace is collapsed and stripped', '<title>\n  A \t page \r\n</title>', 'A page'],
  ])('reads the title as document.title does: %s', (_, html, title) => {
    expect(analyzeHtml(html, response('https://example.com/')).title).toBe(title);
  });

  it.each(['not a url', ''])('refuses the page URL %j', (url) => {
    expect(() => analyzeHtml('<p>x</p>', response(url))).toThrow(AnalysisFailure);
  });
});

describe('links for the crawler', () => {
  it.each([
    [
      'relative and absolute same-origin',
      '<a href="/a">a</a><a href="https://example.com/b?q=1">b</a>',
      ['https://example.com/a', 'https://example.com/b?q=1'],
    ],
    [
      'fragment stripped, duplicates once',
      '<a href="/a#x">a</a><a href="/a#y">a</a><a href="#top">t</a>',
      ['https://example.com/a', 'https://example.com/dir/page'],
    ],
    [
      'other origins, schemes and ports dropped',
      '<a href="https://other.test/">o</a><a href="http://example.com/">h</a><a href="mailto:a@b.c">m</a><a ' +
        'href="https://example.com:8443/">p</a>',
      [],
    ],
    [
      'relative to the page',
      '<a href="next">n</a><a href="../up">u</a>',
      ['https://example.com/dir/next', 'https://example.com/up'],
    ],
    ['relative to <base>', '<base href="/root/"><a href="next">n</a>', ['https://example.com/root/next']],
    [
      'area links too, in page order',
      '<a href="/1">1</a><map><area href="/2"></map><a href="/3">3</a>',
      ['https://example.com/1', 'https://example.com/2', 'https://example.com/3'],
    ],
    ['no href, no link', '<a name="x">x</a>', []],
    [
      'unreserved characters decoded, so one page once',
      '<a href="/%70age">p</a><a href="/page#s">p</a><a href="/a%2fb">s</a>',
      ['https://example.com/page', 'https://example.com/a%2Fb'],
    ],
  ])('%s', (_, html, expected) => {
    expect(analyzeHtml(html, response('https://example.com/dir/page')).links).toEqual(expected);
  });
});
