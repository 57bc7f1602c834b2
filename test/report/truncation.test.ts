import { describe, expect, it } from 'vitest';
import { plainHeadline, renderComment, renderSummary } from '../../src/report/markdown.js';
import { page, renderInput, results } from './fixtures.js';

const PAGES = Array.from({ length: 50 }, (_, i) => page({ url: `https://x.test/p${i}` }));
const DROPPED = Array.from({ length: 10 }, (_, i) => `https://x.test/p${50 + i}`);
const truncated = results(PAGES, { truncated: { maxUrls: 50, given: 60, dropped: DROPPED } });

describe('truncation is in the headline', () => {
  it('the terminal headline says how many of the pages given were gated and why', () => {
    expect(plainHeadline(truncated)).toContain('50 of 60 pages gated (max-urls 50 dropped 10): 50 passed');
  });

  it('the comment and the summary say it in the headline; the summary lists the dropped pages', () => {
    const input = renderInput(truncated);
    const comment = renderComment(input);
    const summary = renderSummary(input);
    for (const markdown of [comment, summary]) {
      expect(markdown.split('\n').find((line) => line.startsWith('**pagegate:'))).toContain(
        '50 of 60 pages gated (max-urls 50 dropped 10)',
      );
    }
    expect(summary).toContain('<summary>10 pages dropped by max-urls 50</summary>');
    for (const url of DROPPED) expect(summary).toContain(`\`${url}\``);
  });

  it('a source read no further gives no total, and says so', () => {
    const unread = results(PAGES, {
      truncated: { maxUrls: 50, given: null, dropped: [DROPPED[0] ?? ''], unread: 'the sitemap' },
    });
    expect(plainHeadline(unread)).toContain(
      '50 pages gated (max-urls 50 dropped more; the sitemap was read no further): 50 passed',
    );
  });

  it('a run that dropped nothing keeps its headline', () => {
    expect(plainHeadline(results(PAGES))).toContain('— 50 pages: 50 passed');
  });
});
