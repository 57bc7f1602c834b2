/** The sparkline of a failing page's score in the job summary and the comment, from the accepted history. */
import { describe, expect, it } from 'vitest';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { scoreRuns, sparklineOf } from '../../src/report/score-trend.js';
import { failingPage, page, renderInput, results } from './fixtures.js';

const history = (...scores: (number | null)[]) =>
  scores.map((score, i) => ({ at: `2026-11-0${i + 1}T00:00:00.000Z`, score }));

const withHistory = (scores: (number | null)[], score: number) =>
  failingPage('https://preview.example.com/pricing', 1, {
    score,
    baseline: { key: 'b', score: scores.at(-1) ?? null, grade: 'A', issues: null, history: history(...scores) },
  });

describe('sparklineOf', () => {
  it('draws the accepted runs and this one, lowest to highest', () => {
    expect(sparklineOf(withHistory([90, 92, 92, 95, 92], 61))).toBe('score 61 ▇▇▇█▇▁ (last 6 runs)');
  });

  it('keeps a one-point wobble flat: the bars span at least 10 points', () => {
    expect(sparklineOf(withHistory([90, 91], 90))).toBe('score 90 ▇█▇ (last 3 runs)');
  });

  it('marks a run without a score, and says nothing without an accepted run or a score', () => {
    expect(sparklineOf(withHistory([80, null], 70))).toBe('score 70 █·▁ (last 3 runs)');
    expect(sparklineOf(failingPage('https://preview.example.com/', 1))).toBe('');
    expect(sparklineOf({ ...withHistory([80], 70), score: null })).toBe('');
  });

  it('reads no history from a baseline whose history is not one', () => {
    const odd = failingPage('https://preview.example.com/', 1, {
      baseline: { key: 'b', score: 90, grade: 'A', issues: null, history: 'garbled' },
    });
    expect(sparklineOf(odd)).toBe('');
  });

  it('gives the HTML chart the same runs: at most 20, this one last', () => {
    const scores = Array.from({ length: 20 }, (_, i) => 60 + i);
    const runs = scoreRuns(withHistory(scores, 50), '2026-11-27T00:00:00.000Z');
    expect(runs).toHaveLength(20);
    expect(runs[0]?.score).toBe(61);
    expect(runs.at(-1)).toEqual({ at: '2026-11-27T00:00:00.000Z', score: 50 });
  });
});

describe('the job summary and the comment', () => {
  const input = renderInput(results([withHistory([90, 92, 92, 95, 92], 61), page()]));

  it.each([
    ['summary', renderSummary],
    ['comment', renderComment],
  ])('the %s shows the trend of each failing page, and of no passing page', (_, render) => {
    const text = render(input);
    const row = text.split('\n').find((line) => line.includes('/pricing'));
    expect(row).toContain('score 61 ▇▇▇█▇▁ (last 6 runs)');
    expect(text.match(/\(last \d+ runs\)/g)).toHaveLength(1);
  });
});
