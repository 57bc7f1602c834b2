import { describe, expect, it } from 'vitest';
import { annotationsFor } from '../../src/github/annotations.js';
import { failingPage, page, results } from '../report/fixtures.js';

describe('annotationsFor', () => {
  it('gives one annotation per page that did not pass: the redacted URL and its reasons', () => {
    const { annotations, overflowLine } = annotationsFor(
      results([
        page(),
        page({ url: 'https://u:p@x.test/a?token=abc', verdict: 'fail', reasons: ['score 61 < min-score 70', 'new critical finding images.alt'] }),
        page({ url: 'https://x.test/b', verdict: 'error', score: null, error: { code: 'timeout', message: 'unfinished\nat the deadline' } }),
      ]),
    );
    expect(annotations).toEqual([
      { title: 'https://***@x.test/a?token=***', message: 'score 61 < min-score 70; new critical finding images.alt' },
      { title: 'https://x.test/b', message: 'timeout: unfinished at the deadline' },
    ]);
    expect(overflowLine).toBeNull();
  });

  it.each([
    [10, 10, null],
    [11, 10, '…and 1 more failing page: see the job summary'],
    [25, 10, '…and 15 more failing pages: see the job summary'],
    [25, 3, '…and 22 more failing pages: see the job summary'],
  ])('%i failing pages with a limit of %i', (failing, limit, overflow) => {
    const pages = Array.from({ length: failing }, (_, i) => failingPage(`https://x.test/${i}`, 1));
    const { annotations, overflowLine } = annotationsFor(results([page(), ...pages]), limit);
    expect(annotations.map((a) => a.title)).toEqual(pages.slice(0, limit).map((p) => p.url));
    expect(overflowLine).toBe(overflow);
  });

  it('stops at GitHub’s 10 per step by default', () => {
    const pages = Array.from({ length: 12 }, (_, i) => failingPage(`https://x.test/${i}`, 1));
    expect(annotationsFor(results(pages)).annotations).toHaveLength(10);
  });
});
