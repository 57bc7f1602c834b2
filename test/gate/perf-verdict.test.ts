/**
 * Metrics become findings before the verdict, so the ordinary finding diff, levels and the accepted
 * state treat them like any other check: a page that got slower than its accepted medians fails
 * with that check, the same page again passes, and the accepted snapshot keeps the medians.
 */
import { describe, expect, it } from 'vitest';
import { judgedSnapshot } from '../../src/gate/accepted-snapshot.js';
import { snapshotOf } from '../../src/gate/baseline-file.js';
import { judgingBy } from '../../src/gate/page-keeper.js';
import { pageNotes } from '../../src/report/page-notes.js';
import { withPerfFindings } from '../../src/gate/perf-findings.js';
import { evaluatePage, type PageObservation } from '../../src/gate/verdict.js';
import type { PageRules } from '../../src/model/config.js';
import type { PageMetrics } from '../../src/model/metrics.js';
import { at, fastMetrics } from '../model/metrics-fixture.js';
import type { BaselineSnapshot } from '../../src/model/results.js';

const RULES: PageRules = {
  minScore: null,
  maxCritical: null,
  maxScoreDrop: null,
  warnMinScore: null,
  warnMaxCritical: null,
  failOnRegression: 'recommended',
  ignoreChecks: [],
  checks: {},
  render: true,
};

const accepted = (metrics: PageMetrics): BaselineSnapshot =>
  snapshotOf(
    evaluatePage(withPerfFindings(observation(metrics, null)), RULES, { failOnError: true }),
  ) as BaselineSnapshot;

function observation(metrics: PageMetrics | null, baseline: BaselineSnapshot | null): PageObservation {
  return {
    url: 'https://a.example/',
    render: true,
    key: 'k',
    score: 95,
    grade: 'A',
    title: 'Home',
    issues: { critical: 0, recommended: 0, optional: 0, passed: 30 },
    cached: false,
    baseline,
    error: null,
    baselineFrom: { kind: baseline ? 'accepted' : 'new-page' },
    findings: [],
    metrics,
  };
}

const judged = (metrics: PageMetrics | null, baseline: BaselineSnapshot | null, rules = RULES) =>
  evaluatePage(withPerfFindings(observation(metrics, baseline)), rules, { failOnError: true });

describe('performance findings in the verdict', () => {
  it('keeps the accepted medians in the snapshot the accepted state stores', () => {
    expect(accepted(fastMetrics()).metrics).toEqual(fastMetrics());
  });

  it.each([
    ['LCP', { lcp_ms: at(2_610, 2_580, 2_700) }, 'perf.lcp', 'LCP 2,610 ms (2,580-2,700) vs accepted 140 ms (120-190)'],
    ['CLS', { cls: at(0.3, 0.28, 0.31) }, 'perf.cls', 'CLS over the "poor" bound 0.25'],
    ['TBT', { tbt_ms: at(650, 640, 700) }, 'perf.tbt', 'TBT 650 ms (640-700) vs accepted 0 ms (0-0)'],
    [
      'weight',
      { transfer_bytes: at(1_520 * 1024), requests: at(4) },
      'perf.page_weight',
      'page weight 1,520 KB (1,520-1,520) vs accepted 20 KB (20-20)',
    ],
    [
      'a blocking script',
      { render_blocking: ['https://a.example/heavy.js'] },
      'perf.render_blocking',
      'https://a.example/heavy.js',
    ],
  ])('%s got worse: the page fails with that check', (_, values, check, evidence) => {
    const page = judged(fastMetrics(values), accepted(fastMetrics()));
    expect(page.verdict).toBe('fail');
    expect(page.regressions.filter((r) => r.fails).map((r) => r.check)).toContain(check);
    expect(page.regressions.filter((r) => r.fails).every((r) => r.check === check)).toBe(true);
    expect(page.regressions.map((r) => r.evidence)).toContain(evidence);
  });

  it('passes the same page measured again within the noise floors', () => {
    const noisy = fastMetrics({ lcp_ms: at(260, 150, 400), tbt_ms: at(180, 0, 290), cls: at(0.01) });
    expect(judged(noisy, accepted(fastMetrics())).verdict).toBe('pass');
  });

  it('a per-check level of warn keeps a slower page passing, with a warning', () => {
    const page = judged(fastMetrics({ lcp_ms: at(2_610) }), accepted(fastMetrics()), {
      ...RULES,
      checks: { 'perf.*': 'warn' },
    });
    expect(page.verdict).toBe('pass');
    expect(page.warnings?.join('\n')).toContain('perf.lcp');
  });

  it('leaves a page without metrics as the service gave it (null: the service reported none)', () => {
    const page = judged(null, accepted(fastMetrics()));
    expect(page.metrics).toBeNull();
    expect(page.findings).toEqual([]);
  });

  it.each([
    ['accepted with LCP', () => accepted(fastMetrics())],
    ['accepted without LCP as well', () => ({ ...accepted(fastMetrics()), metrics: fastMetrics({ lcp_ms: null }) })],
    ['a new page', () => null],
  ])('LCP not measured fails the page, never a pass (%s)', (_, baseline) => {
    const page = judged(fastMetrics({ lcp_ms: null }), baseline());
    expect(page.verdict).toBe('fail');
    expect(page.reasons).toContainEqual(expect.stringContaining('LCP was not measured'));
  });

  it('perf.not_measured at warn warns; off passes', () => {
    const warned = judged(fastMetrics({ lcp_ms: null }), accepted(fastMetrics()), {
      ...RULES,
      checks: { 'perf.not_measured': 'warn' },
    });
    expect(warned.verdict).toBe('pass');
    expect(warned.warnings?.join('\n')).toContain('LCP was not measured');
    const off = judged(fastMetrics({ lcp_ms: null }), accepted(fastMetrics()), {
      ...RULES,
      checks: { 'perf.not_measured': 'off' },
    });
    expect(off.verdict).toBe('pass');
  });

  /** The snapshot the accepted state keeps of a page that passed against `before`. */
  const next = (metrics: PageMetrics, before: BaselineSnapshot) => {
    const page = judged(metrics, before);
    expect(page.verdict).toBe('pass');
    return judgedSnapshot(page, before, judgingBy(RULES)) as BaselineSnapshot;
  };
  const weighing = (kb: number) => fastMetrics({ transfer_bytes: at(kb * 1024) });

  it('page weight cannot ratchet up in steps each under the rule: it is judged against the first accepted', () => {
    const first = next(weighing(7), accepted(weighing(7)));
    const second = next(weighing(104), first);
    expect(second.firstWeight).toEqual(at(7 * 1024));
    const page = judged(weighing(201), second);
    expect(page.verdict).toBe('fail');
    expect(page.regressions.map((r) => r.evidence)).toEqual([
      'page weight 201 KB (201-201) vs first accepted 7 KB (7-7)',
    ]);
  });

  it('a state older than firstWeight starts it at its accepted weight', () => {
    const older = accepted(weighing(7));
    delete older.firstWeight;
    expect(next(weighing(104), older).firstWeight).toEqual(at(7 * 1024));
  });

  it('performance first measured against a baseline without metrics: what only it finds is the baseline', () => {
    const unmeasured = accepted(fastMetrics());
    delete unmeasured.metrics;
    const blocking = fastMetrics({ render_blocking: ['https://a.example/site.css'] });
    const page = judged(blocking, unmeasured);
    expect(page.verdict).toBe('pass');
    expect(page.regressions).toEqual([]);
    const kept = judgedSnapshot(page, unmeasured, judgingBy(RULES));
    expect(kept?.findings?.map((f) => f.evidence)).toEqual(['https://a.example/site.css']);
    expect(kept?.tolerated).toBeUndefined();
    expect(judged(blocking, kept).verdict).toBe('pass');
    expect(pageNotes(page)).toContain('performance first measured: render-blocking resources become its baseline');
    expect(pageNotes(judged(blocking, kept))).not.toContainEqual(expect.stringContaining('first measured'));
  });

  it('the first measured run still fails a budget and an unmeasured metric', () => {
    const unmeasured = accepted(fastMetrics());
    delete unmeasured.metrics;
    expect(judged(fastMetrics({ cls: at(0.3) }), unmeasured).verdict).toBe('fail');
    expect(judged(fastMetrics({ lcp_ms: null }), unmeasured).verdict).toBe('fail');
  });
});
