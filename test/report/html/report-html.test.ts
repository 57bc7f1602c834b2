import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../src/report/html/report-html.js';
import { scoreChart } from '../../../src/report/html/score-chart.js';
import { hostileResults } from './report-fixture.js';
import { finding, page, regression, results } from '../fixtures.js';

const report = () => renderHtmlReport(hostileResults(), { name: 'deploy/gate', commit: 'a'.repeat(40) });

describe('renderHtmlReport', () => {
  it('escapes every untrusted text: no tag, attribute or entity of a page survives as markup', () => {
    const html = report();
    expect(html).not.toContain('<script>window');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('onerror="');
    expect(html).toContain('&lt;script&gt;window.pwned=1&lt;/script&gt;');
    expect(html).toContain('&quot;&apos;&amp;');
  });

  it('puts the failing page first and its regressions before its other findings', () => {
    const html = report();
    expect(html.indexOf('/pricing')).toBeLessThan(html.indexOf('/about'));
    const pricing = html.slice(html.indexOf('<section class="page fail"'));
    expect(pricing.indexOf('Regressions (1)')).toBeLessThan(pricing.indexOf('Unchanged findings ('));
    // The regressed finding is listed once, among the regressions.
    expect(pricing.match(/plans\.png/g)).toHaveLength(1);
    expect(pricing).toContain('links.broken');
    expect(pricing).toContain('Add one &lt;script&gt;');
  });

  it('opens on one table of every page, failing first, each row linked to its section', () => {
    const html = report();
    const overview = html.slice(html.indexOf('<table class="overview">'), html.indexOf('</table>'));
    expect(html.indexOf('<table class="overview">')).toBeLessThan(html.indexOf('<section'));
    expect(overview).toContain('Every page (2)');
    expect(overview).toMatch(/<tr class="fail">.*pricing.*<td>71<\/td><td>−23<\/td><td>0 fail, 1 listed<\/td>/);
    expect(overview.indexOf('/pricing')).toBeLessThan(overview.indexOf('/about'));
    expect(overview).toContain('<a href="#page-2">https://site.example/about</a>');
    expect(html).toContain('<section class="page pass" id="page-2">');
  });

  it('groups identical regressions into one row with a count, and folds unchanged findings per check', () => {
    const duplicate = regression({ check: 'ids.duplicate', message: 'Duplicate id', evidence: '<div id="a">' });
    const run = results([
      page({
        verdict: 'fail',
        regressions: Array.from({ length: 11 }, () => ({ ...duplicate, fails: true as const })),
        findings: [
          ...Array.from({ length: 3 }, (_, i) => finding({ check: 'links.broken', evidence: `/gone-${i % 2}` })),
          finding({ check: 'meta.description', severity: 'optional' }),
        ],
      }),
    ]);
    const html = renderHtmlReport(run, { name: 'r' });
    expect(html).toContain('Regressions (11)');
    expect(html.match(/<tr data-check="ids.duplicate"/g)).toHaveLength(1);
    expect(html).toContain('Duplicate id <b class="count">×11</b>');
    expect(html).toContain('Unchanged findings (4)');
    expect(html.match(/<tr data-check="links.broken"/g)).toHaveLength(1);
    expect(html).toContain('<summary>3 findings</summary><pre>/gone-0 ×2</pre><pre>/gone-1</pre>');
    expect(html).toContain('<summary>1 finding</summary>');
  });

  it('offers a filter of every check and severity found', () => {
    const html = report();
    for (const value of ['images.alt', 'links.broken', 'meta.description', 'critical', 'recommended', 'optional'])
      expect(html).toContain(`<option value="${value}">`);
  });

  it('loads nothing: a policy forbids it and no element names anything outside the file', () => {
    const html = report();
    expect(html).toContain(`default-src 'none'`);
    expect(html).not.toMatch(/<(?:script|img|link|iframe)[^>]+(?:src|href)=/i);
  });

  it("charts the page's accepted scores and this run's", () => {
    expect(report()).toContain('aria-label="score over the last 6 runs: 92, 91, 93, 90, 94, 71"');
  });
});

describe('scoreChart', () => {
  it('draws nothing without a score, and a dot per scored run otherwise', () => {
    expect(scoreChart([{ at: 'now', score: null }])).toBe('');
    const chart = scoreChart([
      { at: 'a', score: 100 },
      { at: 'b', score: 0 },
    ]);
    expect(chart.match(/<circle/g)).toHaveLength(2);
    expect(chart).toContain('points="30,16 330,90"');
  });

  it('has axes with their values and writes each score beside its dot', () => {
    const chart = scoreChart([
      { at: 'a', score: 92 },
      { at: 'b', score: 71 },
    ]);
    for (const tick of ['>0</text>', '>50</text>', '>100</text>', '>-1</text>', '>now</text>'])
      expect(chart).toContain(tick);
    expect(chart).toContain('class="value" x="30" y="');
    expect([...chart.matchAll(/class="value"[^>]*>(\d+)</g)].map((m) => m[1])).toEqual(['92', '71']);
    expect(chart.match(/class="axis"/g)).toHaveLength(2);
  });
});

describe('report-html', () => {
  it('is none by default, beside the results file with true, and a path as given', async () => {
    const { parseGateConfig } = await import('../../../src/config/inputs.js');
    const config = (extra: Record<string, string>) =>
      parseGateConfig({ inputs: { urls: 'https://a.example/', 'results-file': 'out/run.json', ...extra } }).reportHtml;
    expect(config({})).toBe(null);
    expect(config({ 'report-html': 'true' })).toBe('out/run.html');
    expect(config({ 'report-html': 'report/index.html' })).toBe('report/index.html');
  });
});
