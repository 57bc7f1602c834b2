import { describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/model/results.js';
import { renderCrawledLine, renderTerminalLine } from '../../src/report/terminal.js';
import { at, fastMetrics } from '../model/metrics-fixture.js';
import { failingPage, finding, page, regression } from './fixtures.js';

describe('renderTerminalLine', () => {
  it.each([
    ['a passing page', page(), 'PASS https://preview.example.com/  score 96 (±0) grade A'],
    [
      'a failing page names its regressions, each with its evidence',
      failingPage('https://x.test/a', 2, {
        score: 61,
        baseline: { key: 'b', score: 73, grade: 'B', issues: null, findings: [] },
      }),
      'FAIL https://x.test/a  score 61 (-12) grade C  2 regressions: new critical check.n0 <img src="/0.png" ' +
        'data-i="0">; new critical check.n1 <img src="/1.png" data-i="1">',
    ],
    [
      'at most five regressions are named, and the rest counted',
      failingPage('https://x.test/a', 7),
      `FAIL https://x.test/a  score 71 (-19) grade C  7 regressions: ${[0, 1, 2, 3, 4]
        .map((i) => `new critical check.n${i} <img src="/${i}.png" data-i="${i}">`)
        .join('; ')}; and 2 more (the log's details and the results file list them)`,
    ],
    [
      'evidence cut to one short line',
      failingPage('https://x.test/a', 1, {
        regressions: [regression({ evidence: `<img\n  src="/${'a'.repeat(100)}.png">` })],
      }),
      `FAIL https://x.test/a  score 71 (-19) grade C  1 regression: new critical images.alt <img src="/${'a'.repeat(
        68,
      )}…`,
    ],
    [
      'an escalation',
      failingPage('https://x.test/a', 1, { regressions: [regression({ change: 'escalated', from: 'optional' })] }),
      'FAIL https://x.test/a  score 71 (-19) grade C  1 regression: escalated critical images.alt ' +
        '<img src="/plans.png">',
    ],
    [
      'a page under min-score names the checks that cost it the most',
      page({
        verdict: 'fail',
        score: 41,
        reasons: ['score 41 < min-score 70'],
        costliest: [
          finding({ check: 'images.alt' }),
          finding({ check: 'images.alt' }),
          finding({ check: 'title.missing' }),
        ],
      }),
      'FAIL https://preview.example.com/  score 41 (-55) grade A  score 41 < min-score 70; costing the most: ' +
        'images.alt (×2), title.missing',
    ],
    [
      'a failing page without regressions gives its reasons',
      page({ verdict: 'fail', score: 61, reasons: ['score 61 < min-score 70'] }),
      'FAIL https://preview.example.com/  score 61 (-35) grade A  score 61 < min-score 70',
    ],
    [
      'an error',
      page({
        verdict: 'error',
        score: null,
        grade: null,
        error: { code: 'timeout', message: 'unfinished: the timeout ran out' },
      }),
      'ERROR https://preview.example.com/  error timeout: unfinished: the timeout ran out',
    ],
    [
      'notes, and a redacted URL',
      page({
        url: 'https://x.test/?token=abc',
        cached: true,
        baseline: null,
        baselineFrom: { kind: 'none', why: 'never-analysed' },
      }),
      'PASS https://x.test/?token=***  score 96 grade A  [cache hit; no baseline]',
    ],
    [
      'page text cannot drive the terminal',
      page({ verdict: 'fail', reasons: ['\u001b[2Jcleared\nsecond line\u202E'] }),
      'FAIL https://preview.example.com/  score 96 (±0) grade A  [2Jcleared second line',
    ],
  ])('%s', (_name, result, expected) => {
    expect(renderTerminalLine(result)).toBe(expected);
  });
});

describe('renderTerminalLine in the CLI', () => {
  it("points at the CLI's own outputs for the regressions it leaves out, not at a log it does not have", () => {
    const line = renderTerminalLine(failingPage('https://x.test/a', 7), 'cli');
    expect(line).toMatch(/; and 2 more \(--json, --markdown FILE and the results file list them\)$/);
    expect(line).not.toContain("log's details");
  });
});

describe('renderCrawledLine', () => {
  const crawled = (overrides: Partial<PageResult> = {}) =>
    page({ crawl: { id: 3, depth: 1, status: 200 }, baseline: null, ...overrides });

  it.each([
    [
      'a page of a crawl without performance',
      crawled(),
      'PASS https://preview.example.com/  score 96 grade A  HTTP 200, depth 1',
    ],
    [
      'a measured page shows its metrics, passing or not',
      crawled({ metrics: fastMetrics({ lcp_ms: at(4_210) }) }),
      'PASS https://preview.example.com/  score 96 grade A  HTTP 200, depth 1  ' +
        'LCP 4,210 ms, CLS 0, TBT 0 ms, page weight 20 KB, requests 3',
    ],
    [
      'a page the service sent no metrics for says so',
      crawled({ metrics: null }),
      'PASS https://preview.example.com/  score 96 grade A  HTTP 200, depth 1  the service reported no metrics',
    ],
  ])('%s', (_name, result, line) => {
    expect(renderCrawledLine(result)).toBe(line);
  });
});
