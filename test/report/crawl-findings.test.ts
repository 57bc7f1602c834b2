/** With `crawl`, the summary and the comment show the crawl's grouped findings, within the budgets. */
import { describe, expect, it } from 'vitest';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import type { CrawlFinding } from '../../src/model/resources.js';
import { failingPage, page, renderInput, results } from './fixtures.js';

const group = (check: string, severity: string, pages: number): CrawlFinding => ({
  check,
  severity,
  pages,
  message: `${check} message`,
});
const crawled = (findings: CrawlFinding[], pages = [page(), page({ url: 'https://preview.example.com/pricing' })]) =>
  renderInput(results(pages, { crawl: { id: 12, host: 'preview.example.com', findings } }));

describe('the crawl findings table', () => {
  it('names the crawl and lists its groups, most severe first, then by pages', () => {
    const summary = renderSummary(
      crawled([
        group('meta.description', 'recommended', 9),
        group('images.alt', 'critical', 3),
        group('lang', 'critical', 5),
      ]),
    );
    expect(summary).toContain(
      '\n**Findings across crawl 12 of preview.example.com**, grouped by check and severity:\n\n' +
        '| check | severity | pages |\n|---|---|---|\n| lang | critical | 5 |\n| images.alt | critical | 3 |\n| meta.description | recommended | 9 |\n',
    );
  });

  it('comes after the failing pages and before the passing ones', () => {
    const summary = renderSummary(
      crawled([group('images.alt', 'critical', 3)], [failingPage('https://preview.example.com/pricing', 1), page()]),
    );
    const at = (text: string) => summary.indexOf(text);
    expect(at('| ❌ fail |')).toBeLessThan(at('**Findings across crawl 12'));
    expect(at('**Findings across crawl 12')).toBeLessThan(at('<summary>1 passing page'));
  });

  it('shows at most 25 groups and says how many more the results file holds', () => {
    const many = Array.from({ length: 40 }, (_, i) => group(`check.n${i}`, 'optional', 40 - i));
    const summary = renderSummary(crawled(many));
    expect(summary.split('\n').filter((line) => line.startsWith('| check.n'))).toHaveLength(25);
    expect(summary).toContain('| check.n24 | optional | 16 |\n\n…and 15 more groups (in the results file)\n');
  });

  it('makes untrusted check names inert in the table cells', () => {
    const summary = renderSummary(crawled([group('a|b @octocat <img>', 'critical', 1)]));
    expect(summary).toContain('| a\\|b @\u200Doctocat &lt;img&gt; | critical | 1 |');
  });

  it('has no table without a crawl', () => {
    expect(renderComment(renderInput(results([page()])))).not.toContain('Findings across crawl');
  });

  it('goes after the passing pages when the budget is short, and the left-out line says so', () => {
    const input = crawled([group('images.alt', 'critical', 3), group('lang', 'critical', 1)]);
    const full = renderComment(input);
    const withoutPassing = full.slice(0, full.indexOf('\n<details>')) + full.slice(full.indexOf('</details>\n') + 11);
    const comment = renderComment(input, withoutPassing.length + 60);
    expect(comment).not.toContain('Findings across crawl');
    expect(comment).toMatch(
      /\*\*Left out\*\* to stay within the \d+-character limit of the PR comment: 2 passing pages, the crawl's findings table \(2 groups\)\./,
    );
  });
});
