import { describe, expect, it } from 'vitest';
import { renderTerminalDetails, renderTerminalLine } from '../../src/report/terminal.js';
import { failingPage, finding, page, regression } from './fixtures.js';

describe('renderTerminalLine', () => {
  it.each([
    ['a passing page', page(), 'PASS https://preview.example.com/  score 96 (±0) grade A'],
    [
      'a failing page names its regressions',
      failingPage('https://x.test/a', 2, { score: 61, baseline: { key: 'b', score: 73, grade: 'B', issues: null, findings: [] } }),
      'FAIL https://x.test/a  score 61 (-12) grade C  2 regressions: new critical check.n0, new critical check.n1',
    ],
    [
      'at most three regressions are named',
      failingPage('https://x.test/a', 4),
      'FAIL https://x.test/a  score 71 (-19) grade C  4 regressions: new critical check.n0, new critical check.n1, new critical check.n2, …',
    ],
    [
      'an escalation',
      failingPage('https://x.test/a', 1, { regressions: [regression({ change: 'escalated', from: 'optional' })] }),
      'FAIL https://x.test/a  score 71 (-19) grade C  1 regression: escalated critical images.alt',
    ],
    [
      'a failing page without regressions gives its reasons',
      page({ verdict: 'fail', score: 61, reasons: ['score 61 < min-score 70'] }),
      'FAIL https://preview.example.com/  score 61 (-35) grade A  score 61 < min-score 70',
    ],
    [
      'an error',
      page({ verdict: 'error', score: null, grade: null, error: { code: 'timeout', message: 'unfinished: the timeout ran out' } }),
      'ERROR https://preview.example.com/  error timeout: unfinished: the timeout ran out',
    ],
    [
      'notes, and a redacted URL',
      page({ url: 'https://x.test/?token=abc', cached: true, baseline: null, baselineFrom: { kind: 'none', why: 'never-analysed' } }),
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

describe('renderTerminalDetails', () => {
  it.each([
    ['a passing page has no details', page(), []],
    [
      'reasons, then each regression with its evidence and fix',
      page({ verdict: 'fail', reasons: ['new critical finding images.alt'], regressions: [regression({ remediation: 'Add alt text.' })] }),
      ['  reason: new critical finding images.alt', expect.stringMatching(/^ {2}new critical images\.alt: /), expect.stringMatching(/^ {6}evidence: /), '      fix: Add alt text.'],
    ],
    [
      'an escalation says what it was',
      page({ verdict: 'fail', reasons: [], regressions: [regression({ change: 'escalated', from: 'optional', remediation: null })] }),
      [expect.stringMatching(/^ {2}escalated critical \(was optional\) images\.alt: /), expect.stringMatching(/^ {6}evidence: /)],
    ],
    [
      'an error',
      page({ verdict: 'error', reasons: ['error: boom'], error: { code: 'timeout', message: 'unfinished' } }),
      ['  reason: error: boom', '  error timeout: unfinished'],
    ],
    [
      'a failing page lists the critical findings it still has, after its regressions',
      page({
        verdict: 'fail',
        reasons: ['2 critical > max-critical 0: meta.viewport, images.alt'],
        regressions: [regression({ remediation: null })],
        findings: [
          finding({ check: 'images.alt', severity: 'critical', evidence: '<img src="/plans.png">' }),
          finding({ check: 'meta.viewport', severity: 'critical', message: 'No viewport', evidence: '<head>', remediation: 'Add a viewport' }),
          finding({ check: 'meta.description', severity: 'recommended' }),
        ],
      }),
      [
        '  reason: 2 critical > max-critical 0: meta.viewport, images.alt',
        '  new critical images.alt: Image has no alt text',
        '      evidence: <img src="/plans.png">',
        '  still critical meta.viewport: No viewport',
        '      evidence: <head>',
        '      fix: Add a viewport',
      ],
    ],
  ])('%s', (_, input, expected) => {
    expect(renderTerminalDetails(input)).toEqual(expected);
  });

  it('keeps hostile evidence on one indented line, so it cannot become a workflow command', () => {
    const lines = renderTerminalDetails(page({ verdict: 'fail', regressions: [regression({ evidence: 'x\n::add-mask::y\r\n::error::forged' })] }));
    for (const line of lines) expect(line).toMatch(/^ {2,}\S/);
    expect(lines.join('\n')).not.toMatch(/^::/m);
  });
});
