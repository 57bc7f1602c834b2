import { describe, expect, it } from 'vitest';
import { renderDetailGroups } from '../../src/report/log-details.js';
import type { PageResult } from '../../src/model/results.js';
import { finding, page, regression, results } from './fixtures.js';

const detailLines = (input: PageResult): string[] =>
  renderDetailGroups(results([input]), 'results.json')[0]?.lines ?? [];

describe('renderDetailGroups', () => {
  it.each([
    ['a passing page has no details', page(), []],
    [
      'reasons, then each regression with its evidence and fix',
      page({
        verdict: 'fail',
        reasons: ['new critical finding images.alt'],
        regressions: [regression({ remediation: 'Add alt text.' })],
      }),
      [
        '  reason: new critical finding images.alt',
        expect.stringMatching(/^ {2}new critical images\.alt: /),
        expect.stringMatching(/^ {6}evidence: /),
        '      fix: Add alt text.',
      ],
    ],
    [
      'an escalation says what it was',
      page({
        verdict: 'fail',
        reasons: [],
        regressions: [regression({ change: 'escalated', from: 'optional', remediation: null })],
      }),
      [
        expect.stringMatching(/^ {2}escalated critical \(was optional\) images\.alt: /),
        expect.stringMatching(/^ {6}evidence: /),
      ],
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
          finding({
            check: 'meta.viewport',
            severity: 'critical',
            message: 'No viewport',
            evidence: '<head>',
            remediation: 'Add a viewport',
          }),
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
    expect(detailLines(input)).toEqual(expected);
  });

  it('keeps hostile evidence on one indented line, so it cannot become a workflow command', () => {
    const lines = detailLines(
      page({ verdict: 'fail', regressions: [regression({ evidence: 'x\n::add-mask::y\r\n::error::forged' })] }),
    );
    for (const line of lines) expect(line).toMatch(/^ {2,}\S/);
    expect(lines.join('\n')).not.toMatch(/^::/m);
  });

  it('keeps a page of 100,000 regressions within the budget and says what it left out, like the summary', () => {
    const many = page({
      verdict: 'fail',
      reasons: ['1 new finding'],
      regressions: Array.from({ length: 100_000 }, (_, i) => regression({ evidence: `<img src="/${i}.png">` })),
    });
    const groups = renderDetailGroups(results([many]), '/tmp/results.json', {
      budget: 4096,
      unit: 'bytes',
      what: 'detail log',
    });
    const lines = groups[0]?.lines ?? [];
    const shown = lines.filter((line) => line.startsWith('  new ')).length;
    expect(shown).toBeGreaterThan(0);
    expect(Buffer.byteLength([groups[0]?.title, ...lines.slice(0, -1)].join('\n'))).toBeLessThanOrEqual(4096);
    expect(lines.at(-1)).toBe(
      `  Left out to stay within the 4096-byte limit of the detail log: ${100_000 - shown} findings beyond the ` +
        `first ${shown} of each page. The full results are in /tmp/results.json.`,
    );
  });

  it('counts the pages after the budget ran out, with their regressions', () => {
    const failing = (i: number) =>
      page({
        url: `https://x.test/${i}`,
        verdict: 'fail',
        reasons: ['score 1 < min-score 2'],
        regressions: [regression()],
      });
    const groups = renderDetailGroups(
      results([page(), ...Array.from({ length: 50 }, (_, i) => failing(i))]),
      'r.json',
      { budget: 2048, unit: 'bytes', what: 'detail log' },
    );
    expect(groups.length).toBeLessThan(50);
    expect(groups.at(-1)?.lines.at(-1)).toBe(
      `  Left out to stay within the 2048-byte limit of the detail log: ${50 - groups.length} pages that did ` +
        `not pass beyond the first ${groups.length} (with ${50 - groups.length} listed findings). The full ` +
        `results are in r.json.`,
    );
  });

  it("the default budget is the summary's 1 MiB", () => {
    const many = page({ verdict: 'fail', regressions: Array.from({ length: 100_000 }, () => regression()) });
    const [group] = renderDetailGroups(results([many]), 'r.json');
    expect(Buffer.byteLength(group?.lines.join('\n') ?? '')).toBeLessThanOrEqual(1_048_576 + 300);
    expect(group?.lines.at(-1)).toMatch(
      new RegExp(
        '^ {2}Left out to stay within the 1048576-byte limit of the detail log: ' +
          '\\d+ findings beyond the first \\d+ of each page\\.',
      ),
    );
  });
});
