import { describe, expect, it } from 'vitest';
import { renderComment, renderSummary, renderTerminalLine } from '../../src/report/markdown.js';
import { page, regression, renderInput, results } from './fixtures.js';

// A page failed by a recommended regression (at error) that also has a critical one at warn and
// two optional ones: what failed it must come first, then severity, then impact.
const failedIt = regression({ check: 'links.fragment', severity: 'recommended', impact: 2, fails: true });
const warnedCritical = regression({ check: 'axe.region', severity: 'critical', impact: 9 });
const minorLow = regression({ check: 'social.og', severity: 'optional', impact: 1 });
const minorHigh = regression({ check: 'meta.canonical', severity: 'optional', impact: 5 });
const failing = page({
  url: 'https://x.test/a',
  verdict: 'fail',
  reasons: ['new recommended finding links.fragment'],
  regressions: [minorLow, warnedCritical, minorHigh, failedIt],
});
const ORDER = ['links.fragment', 'axe.region', 'meta.canonical', 'social.og'];

function positions(text: string, checks: readonly string[]): number[] {
  return checks.map((check) => text.indexOf(check));
}

describe('regressions in order of harm', () => {
  it('the terminal line names what failed the page first, then by severity, then impact', () => {
    const at = positions(renderTerminalLine(failing), ORDER);
    expect(at.every((p) => p >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('the comment and the summary list them in the same order', () => {
    const input = renderInput(results([failing]));
    for (const markdown of [renderComment(input), renderSummary(input)]) {
      const list = markdown.slice(markdown.indexOf('**`https://x.test/a`**'));
      const at = positions(
        list,
        ORDER.map((check) => `\`${check}\``),
      );
      expect(at.every((p) => p >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    }
  });

  it("a passing page's regressions are named in the markdown, not only counted", () => {
    const passing = page({ regressions: [minorLow, minorHigh] });
    const input = renderInput(results([passing]));
    for (const markdown of [renderComment(input), renderSummary(input)]) {
      expect(markdown).toContain(
        '*2 regressed without failing the page: new optional `meta.canonical`, new optional `social.og`*',
      );
    }
  });
});
