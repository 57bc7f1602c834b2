/** Where people look: a failing page's metrics beside the accepted ones, and a missing metrics field said. */
import { describe, expect, it } from 'vitest';
import { at, fastMetrics } from '../model/metrics-fixture.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderTerminalLine } from '../../src/report/terminal.js';
import { failingPage, page, regression, renderInput, results } from './fixtures.js';

const accepted = fastMetrics();
const slow = failingPage('https://preview.example.com/slow', 0, {
  reasons: ['new recommended finding perf.lcp'],
  regressions: [
    regression({
      check: 'perf.lcp',
      severity: 'recommended',
      evidence: 'LCP 2,610 ms (2,580-2,700) vs accepted 140 ms (120-190)',
    }),
  ],
  metrics: fastMetrics({ lcp_ms: at(2_610) }),
  baseline: { key: 'k0', score: 90, grade: 'A', issues: null, findings: [], metrics: accepted },
});
const SHOWN = 'LCP 2,610 ms (accepted 140 ms), CLS 0, TBT 0 ms, page weight 20 KB, requests 3';

describe('metrics where people look', () => {
  it('the page line of a failing page shows its metrics beside the accepted ones', () => {
    expect(renderTerminalLine(slow)).toContain(SHOWN);
  });

  it('the summary and the comment show them too', () => {
    const input = renderInput(results([slow]));
    expect(renderSummary(input)).toContain(SHOWN);
    expect(renderComment(input)).toContain(SHOWN);
  });

  it('a passing page keeps its line short: its metrics are in the results file', () => {
    expect(renderTerminalLine(page({ metrics: fastMetrics() }))).not.toContain('LCP');
  });

  it('says when performance was on and the service reported no metrics', () => {
    expect(renderTerminalLine(page({ metrics: null }))).toContain('the service reported no metrics');
    expect(renderTerminalLine(page())).not.toContain('metrics');
  });
});
