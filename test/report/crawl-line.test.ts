/** With a crawl that measured performance, the summary and the comment say over how many loads. */
import { describe, expect, it } from 'vitest';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { page, renderInput, results } from './fixtures.js';

const crawled = (crawl: { performanceRuns?: number; host?: string }) =>
  renderInput(
    results([page()], { crawl: { id: 12, host: crawl.host ?? 'preview.example.com', findings: [], ...crawl } }),
  );

describe('the crawl line', () => {
  it('says how many loads each page was measured over, under the headline', () => {
    const line =
      '\n*Crawl 12 of preview.example.com measured each page over 3 loads (performance_runs): its metrics are the ' +
      'medians.*\n';
    for (const text of [
      renderSummary(crawled({ performanceRuns: 3 })),
      renderComment(crawled({ performanceRuns: 3 })),
    ]) {
      expect(text).toContain(line);
      expect(text.indexOf('**pagegate:')).toBeLessThan(text.indexOf(line));
    }
  });

  it('says one load in the singular', () => {
    expect(renderSummary(crawled({ performanceRuns: 1 }))).toContain('measured each page over 1 load (');
  });

  it('is absent when the crawl measured nothing, and without a crawl', () => {
    expect(renderSummary(crawled({}))).not.toContain('performance_runs');
    expect(renderSummary(renderInput(results([page()])))).not.toContain('performance_runs');
  });

  it("makes the service's host inert", () => {
    expect(renderSummary(crawled({ performanceRuns: 2, host: '@octocat <img>' }))).toContain(
      'Crawl 12 of @\u200Doctocat &lt;img&gt; measured',
    );
  });
});
