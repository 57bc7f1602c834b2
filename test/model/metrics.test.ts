import { describe, expect, it } from 'vitest';
import { spreadOf, summariseRuns, type MetricsRun } from '../../src/model/metrics.js';

const run = (lcp: number | null, blocking: string[] = []): MetricsRun => ({
  lcp_ms: lcp,
  cls: 0,
  tbt_ms: 0,
  fcp_ms: 100,
  ttfb_ms: 5,
  transfer_bytes: 1000,
  requests: 2,
  render_blocking: blocking,
});

describe('spreadOf', () => {
  it.each([
    { values: [3, 1, 2], spread: { median: 2, min: 1, max: 3 } },
    { values: [4, 1, 3, 2], spread: { median: 2.5, min: 1, max: 4 } },
    { values: [null, 7, null], spread: { median: 7, min: 7, max: 7 } },
    { values: [null, null], spread: null },
    { values: [], spread: null },
  ])('$values -> $spread', ({ values, spread }) => {
    expect(spreadOf(values)).toEqual(spread);
  });
});

describe('summariseRuns', () => {
  it('takes the median of each metric with its spread, and the runs count', () => {
    const metrics = summariseRuns([run(900), run(100), run(300)]);
    expect(metrics.runs).toBe(3);
    expect(metrics.lcp_ms).toEqual({ median: 300, min: 100, max: 900 });
    expect(metrics.requests).toEqual({ median: 2, min: 2, max: 2 });
  });

  it('names a render-blocking resource only when it blocked in more than half of the runs', () => {
    const metrics = summariseRuns([run(1, ['/b.css', '/a.js']), run(1, ['/a.js']), run(1, ['/c.js', '/b.css'])]);
    expect(metrics.render_blocking).toEqual(['/a.js', '/b.css']);
  });
});
