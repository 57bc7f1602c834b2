import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../src/report/html/report-html.js';
import { scoreChart } from '../../../src/report/html/score-chart.js';
import { hostileResults } from './report-fixture.js';

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
    const pricing = html.slice(html.indexOf('<section class="page fail">'));
    expect(pricing.indexOf('Regressions (1)')).toBeLessThan(pricing.indexOf('Findings ('));
    // The regressed finding is listed once, among the regressions.
    expect(pricing.match(/plans\.png/g)).toHaveLength(1);
    expect(pricing).toContain('links.broken');
    expect(pricing).toContain('Add one &lt;script&gt;');
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
    expect(chart).toContain('points="6,6 314,74"');
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
