import { describe, expect, it } from 'vitest';
import { annotationsFor } from '../../src/github/annotations.js';
import { failingPage, page, results } from '../report/fixtures.js';

describe('annotationsFor', () => {
  it('gives one annotation per page that did not pass: the redacted URL and its reasons', () => {
    const { annotations, overflowLine } = annotationsFor(
      results([
        page(),
        page({
          url: 'https://u:p@x.test/a?token=abc',
          verdict: 'fail',
          reasons: ['score 61 < min-score 70', 'new critical finding images.alt'],
        }),
        page({
          url: 'https://x.test/b',
          verdict: 'error',
          score: null,
          error: { code: 'timeout', message: 'unfinished\nat the deadline' },
        }),
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

describe('annotationsFor: warn levels', () => {
  const warned = (i: number) => page({ url: `https://x.test/w${i}`, warnings: [`score 8${i} < warn-min-score 90`] });

  it('a page past a warn level gets a warning annotation after the failing pages', () => {
    const { annotations } = annotationsFor(results([warned(1), failingPage('https://x.test/f', 1), page()]));
    expect(annotations).toEqual([
      { title: 'https://x.test/f', message: 'new critical finding check.n0' },
      { title: 'https://x.test/w1', message: 'warn: score 81 < warn-min-score 90' },
    ]);
  });

  it.each([
    [8, 2, null],
    [8, 4, '…and 2 more pages past a warn level: see the job summary'],
    [12, 3, '…and 2 more failing pages and 3 pages past a warn level: see the job summary'],
  ])('%i failing and %i warned pages share the budget of 10', (failing, warnedCount, overflowLine) => {
    const pages = [
      ...Array.from({ length: failing }, (_, i) => failingPage(`https://x.test/${i}`, 1)),
      ...Array.from({ length: warnedCount }, (_, i) => warned(i)),
    ];
    const outcome = annotationsFor(results(pages));
    expect(outcome.annotations).toHaveLength(Math.min(10, failing + warnedCount));
    expect(outcome.overflowLine).toBe(overflowLine);
  });
});
