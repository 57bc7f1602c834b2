import { describe, expect, it } from 'vitest';
import type { GateConfig, PageRules } from '../../src/model/config.js';
import {
  type PageObservation,
  checkThresholds,
  decide,
  evaluatePage,
  failsGate,
  tally,
} from '../../src/gate/verdict.js';
import { parseGateConfig } from '../../src/config/inputs.js';
import { activeWaivers } from '../../src/gate/waivers.js';
import { finding } from '../report/fixtures.js';
import { LEVEL_SEVERITY_FAILS } from './regression-levels.js';
import { yamlFile } from '../config/yaml-file.js';
import { acceptedBaseline } from '../../src/gate/baseline.js';
import type { Finding } from '../../src/model/resources.js';

const RULES: PageRules = {
  minScore: null,
  maxCritical: null,
  maxScoreDrop: null,
  warnMinScore: null,
  warnMaxCritical: null,
  failOnRegression: 'critical',
  ignoreChecks: [],
  checks: {},
  render: false,
};
const rules = (overrides: Partial<PageRules>): PageRules => ({ ...RULES, ...overrides });
const gate = { failOnError: true };

const alt = finding({ check: 'images.alt', severity: 'critical', evidence: '<img src="/plans.png">' });
const desc = finding({ check: 'meta.description', severity: 'recommended', evidence: '<head>' });

const BASELINE = {
  key: 'k-before',
  score: 90,
  grade: 'A',
  issues: { critical: 0, recommended: 1, optional: 0, passed: 20 },
  analyzedAt: '2025-01-01T00:00:00Z',
  findings: [desc],
};

function observation(overrides: Partial<PageObservation> = {}): PageObservation {
  return {
    url: 'https://a.example/pricing',
    key: 'k-now',
    score: 90,
    grade: 'A',
    title: 'Pricing',
    issues: { critical: 0, recommended: 1, optional: 0, passed: 20 },
    cached: false,
    baseline: BASELINE,
    error: null,
    baselineFrom: { kind: 'previous' },
    findings: [desc],
    ...overrides,
  };
}
const withBaselineScore = (score: number) => ({ ...BASELINE, score });

describe('thresholds: every threshold at, below and above its limit', () => {
  it.each([
    ['min-score below', { minScore: 70 }, { score: 69 }, ['score 69 < min-score 70']],
    ['min-score at', { minScore: 70 }, { score: 70 }, []],
    ['min-score above', { minScore: 70 }, { score: 71 }, []],
    ['max-critical below', { maxCritical: 1 }, { issues: { critical: 0 } }, []],
    ['max-critical at', { maxCritical: 1 }, { issues: { critical: 1 } }, []],
    ['max-critical above', { maxCritical: 1 }, { issues: { critical: 2 } }, ['2 critical > max-critical 1']],
    ['max-critical 0 with one', { maxCritical: 0 }, { issues: { critical: 1 } }, ['1 critical > max-critical 0']],
    [
      'max-critical names the critical findings',
      { maxCritical: 0, failOnRegression: 'none' },
      { issues: { critical: 2 }, findings: [desc, finding({ check: 'meta.viewport', severity: 'critical' }), alt] },
      ['2 critical > max-critical 0: meta.viewport, images.alt'],
    ],
    [
      'max-critical counts repeats and names at most five checks',
      { maxCritical: 0, failOnRegression: 'none' },
      {
        issues: { critical: 8 },
        findings: [
          alt,
          alt,
          alt,
          ...['a', 'b', 'c', 'd', 'e'].map((c) => finding({ check: `x.${c}`, severity: 'Critical' })),
        ],
      },
      ['8 critical > max-critical 0: images.alt (×3), x.a, x.b, x.c, x.d, …'],
    ],
    ['max-score-drop below', { maxScoreDrop: 10 }, { score: 81, baseline: withBaselineScore(90) }, []],
    ['max-score-drop at', { maxScoreDrop: 10 }, { score: 80, baseline: withBaselineScore(90) }, []],
    [
      'max-score-drop above',
      { maxScoreDrop: 10 },
      { score: 78, baseline: withBaselineScore(90) },
      ['score dropped 12 > max-score-drop 10 (90 → 78)'],
    ],
    ['max-score-drop on a rise', { maxScoreDrop: 0 }, { score: 95, baseline: withBaselineScore(90) }, []],
    ['max-score-drop without a baseline', { maxScoreDrop: 0 }, { score: 10, baseline: null }, []],
    [
      'max-score-drop with a baseline without a score',
      { maxScoreDrop: 0 },
      { score: 10, baseline: { ...BASELINE, score: null } },
      [],
    ],
    ['missing score', { minScore: 70 }, { score: null }, ['score missing: min-score 70 cannot be checked']],
    [
      'missing score against a baseline score',
      { maxScoreDrop: 5 },
      { score: null },
      ['score missing: max-score-drop 5 cannot be checked'],
    ],
    [
      'missing critical count',
      { maxCritical: 1 },
      { issues: null },
      ['critical count missing: max-critical 1 cannot be checked'],
    ],
    [
      'critical count absent from the counts',
      { maxCritical: 1 },
      { issues: { recommended: 2 } },
      ['critical count missing: max-critical 1 cannot be checked'],
    ],
    [
      'every threshold fails at once',
      { minScore: 95, maxCritical: 0, maxScoreDrop: 1 },
      { score: 80, issues: { critical: 3 } },
      ['score 80 < min-score 95', '3 critical > max-critical 0', 'score dropped 10 > max-score-drop 1 (90 → 80)'],
    ],
    ['no thresholds set', {}, { score: 1, issues: { critical: 50 } }, []],
  ] as [string, Partial<PageRules>, Partial<PageObservation>, string[]][])('%s', (_, set, page, reasons) => {
    const result = evaluatePage(observation(page), rules(set), gate);
    expect(result.reasons).toEqual(reasons);
    expect(result.verdict).toBe(reasons.length > 0 ? 'fail' : 'pass');
  });

  it('checkThresholds gives one uniform row per threshold set', () => {
    expect(
      checkThresholds(
        observation({ score: 78, issues: { critical: 0 } }),
        rules({ minScore: 80, maxCritical: 0, maxScoreDrop: 20 }),
      ),
    ).toEqual([
      {
        name: 'min-score',
        level: 'fail',
        passed: false,
        actual: 78,
        limit: 80,
        expected: '>= 80',
        margin: null,
        reason: 'score 78 < min-score 80',
      },
      {
        name: 'max-critical',
        level: 'fail',
        passed: true,
        actual: 0,
        limit: 0,
        expected: '<= 0',
        margin: 0,
        reason: null,
      },
      {
        name: 'max-score-drop',
        level: 'fail',
        passed: true,
        actual: 12,
        limit: 20,
        expected: '<= 20',
        margin: 8,
        reason: null,
      },
    ]);
  });
});

describe('regressions: every fail-on-regression level × every severity of a new finding', () => {
  it.each(LEVEL_SEVERITY_FAILS)('level %s, new %s finding -> fails: %s', (level, severity, fails) => {
    const added = finding({ check: 'images.alt', severity, evidence: '<img>' });
    const result = evaluatePage(observation({ findings: [desc, added] }), rules({ failOnRegression: level }), gate);
    expect(result.regressions).toEqual([
      {
        check: 'images.alt',
        severity,
        message: added.message,
        evidence: '<img>',
        remediation: added.remediation,
        impact: added.impact,
        change: 'new',
        ...(fails ? { fails: true } : {}),
      },
    ]);
    expect(result.verdict).toBe(fails ? 'fail' : 'pass');
    expect(result.reasons).toEqual(fails ? [`new ${severity} finding images.alt`] : []);
  });

  it.each([
    ['critical', 'recommended', 'critical', true],
    ['critical', 'optional', 'recommended', false],
    ['recommended', 'optional', 'recommended', true],
    ['none', 'optional', 'critical', false],
  ] as const)('level %s, escalated from %s to %s -> fails: %s', (level, from, to, fails) => {
    const page = observation({
      findings: [finding({ check: 'headings.h1', severity: to, evidence: '<h1>' })],
      baseline: { ...BASELINE, findings: [finding({ check: 'headings.h1', severity: from, evidence: '<h1>' })] },
    });
    const result = evaluatePage(page, rules({ failOnRegression: level }), gate);
    expect(result.regressions).toMatchObject([{ check: 'headings.h1', severity: to, change: 'escalated', from }]);
    expect(result.reasons).toEqual(fails ? [`escalated finding headings.h1: ${from} → ${to}`] : []);
  });

  it('counts repeated reasons instead of repeating them, and lists resolved findings', () => {
    const img = (src: string) => finding({ check: 'images.alt', severity: 'critical', evidence: `<img src="${src}">` });
    const result = evaluatePage(observation({ findings: [img('a'), img('b'), img('c')] }), RULES, gate);
    expect(result.reasons).toEqual(['new critical finding images.alt (×3)']);
    expect(result.regressions).toHaveLength(3);
    expect(result.resolved).toEqual([desc]);
  });

  it.each([
    // [level of images.alt, fail-on-regression, verdict, reasons, warnings]
    ['error', 'none', 'fail', ['new critical finding images.alt'], []],
    ['warn', 'critical', 'pass', [], ['new critical finding images.alt (checks: warn)']],
    ['off', 'critical', 'pass', [], []],
  ] as const)('checks: images.alt %s (fail-on-regression %s) -> %s', (level, failOn, verdict, reasons, warnings) => {
    const result = evaluatePage(
      observation({ findings: [desc, alt] }),
      rules({ failOnRegression: failOn, checks: { 'images.*': level } }),
      gate,
    );
    expect([result.verdict, result.reasons, result.warnings ?? []]).toEqual([verdict, reasons, warnings]);
    expect(result.regressions.length).toBe(level === 'off' ? 0 : 1);
  });

  it('an optional regression of a check at error fails the page; a later glob wins over an earlier one', () => {
    const minor = finding({ check: 'links.fragment', severity: 'optional', evidence: '<a href="#gone">' });
    const page = observation({ findings: [desc, minor] });
    const failing = evaluatePage(page, rules({ checks: { 'links.*': 'off', 'links.fragment': 'error' } }), gate);
    expect(failing.reasons).toEqual(['new optional finding links.fragment']);
    const passing = evaluatePage(page, rules({ checks: { 'links.fragment': 'error', 'links.*': 'off' } }), gate);
    expect([passing.verdict, passing.regressions]).toEqual(['pass', []]);
  });

  it('a checks entry wins over ignore-checks, its shorthand for off', () => {
    const result = evaluatePage(
      observation({ findings: [desc, alt] }),
      rules({ ignoreChecks: ['images.*'], checks: { 'images.alt': 'error' } }),
      gate,
    );
    expect(result.reasons).toEqual(['new critical finding images.alt']);
  });

  it('ignored checks are neither regressions nor reasons', () => {
    const result = evaluatePage(observation({ findings: [desc, alt] }), rules({ ignoreChecks: ['images.*'] }), gate);
    expect([result.verdict, result.regressions, result.reasons]).toEqual(['pass', [], []]);
  });
});

describe('baselines', () => {
  it.each([
    [
      'no baseline: no regressions',
      { baseline: null, baselineFrom: { kind: 'none', why: 'never-analysed' }, findings: [alt] },
      [],
    ],
    ['a cache hit that is the baseline compares nothing', { cached: true, key: 'k-before', findings: [alt] }, []],
    [
      'a cache hit newer than the baseline is compared',
      { cached: true, key: 'k-other', findings: [desc, alt] },
      ['images.alt'],
    ],
    ['a baseline without findings', { baseline: { ...BASELINE, findings: undefined }, findings: [alt] }, []],
    [
      'a new page is compared with an empty baseline',
      { baseline: null, baselineFrom: { kind: 'new-page' }, findings: [desc, alt] },
      ['images.alt', 'meta.description'],
    ],
  ] as [string, Partial<PageObservation>, string[]][])('%s', (_, page, regressed) => {
    const result = evaluatePage(observation(page), RULES, gate);
    expect(result.regressions.map((r) => r.check)).toEqual(regressed);
  });

  it('fails a new page on its critical findings: they are all new', () => {
    const result = evaluatePage(
      observation({ baseline: null, baselineFrom: { kind: 'new-page' }, findings: [desc, alt] }),
      RULES,
      gate,
    );
    expect([result.verdict, result.reasons, result.resolved]).toEqual([
      'fail',
      ['new critical finding images.alt'],
      [],
    ]);
  });
});

describe('tolerated findings in the baseline count only for a run that tolerates them as much', () => {
  const lang = finding({ check: 'html.lang', severity: 'recommended', evidence: '<html>' });
  const tolerated = (level: 'warn' | 'below-fail-on-regression' | 'waived' | 'off') =>
    observation({ baseline: { ...BASELINE, tolerated: [{ ...lang, level }] }, findings: [desc, lang] });

  it.each([
    ['warn, then warn again', 'warn', { checks: { 'html.lang': 'warn' as const } }, 'pass', []],
    ['warn, then the plain run', 'warn', { failOnRegression: 'recommended' as const }, 'fail', ['html.lang']],
    ['below critical, then critical', 'below-fail-on-regression', {}, 'pass', []],
    [
      'below critical, then recommended',
      'below-fail-on-regression',
      { failOnRegression: 'recommended' as const },
      'fail',
      ['html.lang'],
    ],
    [
      'off, then warn: a regression listed as a warning',
      'off',
      { checks: { 'html.lang': 'warn' as const } },
      'pass',
      ['html.lang'],
    ],
    ['waived, then the waiver gone', 'waived', { failOnRegression: 'recommended' as const }, 'fail', ['html.lang']],
  ] as const)('%s', (_name, level, set, verdict, regressed) => {
    const result = evaluatePage(tolerated(level), rules(set), gate);
    expect([result.verdict, result.regressions.map((r) => r.check)]).toEqual([verdict, regressed]);
  });
});

/** The engine's two steps over a list: each page decided with its own rules, then the gate. */
const evaluate = (pages: PageObservation[], config: GateConfig) =>
  tally(
    pages.map((page) => decide(page, config, activeWaivers(config.waivers, new Date()))),
    config,
  );

describe('error pages', () => {
  const failed = observation({
    key: null,
    score: null,
    issues: null,
    findings: [],
    error: { code: 'timeout', message: 'unfinished: the timeout ran out while waiting for the analysis' },
  });

  it.each([
    [true, 1, false, {}],
    [false, 0, true, { errorIgnored: true }],
  ])('fail-on-error %s', (failOnError, failedCount, passed, ignored) => {
    const config = parseGateConfig({
      inputs: {
        'api-url': 'https://pa.example/api/v1',
        'api-key': 'k',
        urls: '/',
        'site-url': 'https://a.example',
        'min-score': '50',
        'fail-on-error': String(failOnError),
      },
    });
    const outcome = evaluate([failed, observation({ url: 'https://a.example/' })], config);
    expect(outcome).toMatchObject({ passed, failedCount, regressionCount: 0 });
    expect(outcome.pages[0]).toMatchObject({
      verdict: 'error',
      reasons: ['error: unfinished: the timeout ran out while waiting for the analysis'],
      regressions: [],
      resolved: [],
      ...ignored,
    });
    expect(outcome.pages[0]?.errorIgnored).toBe(failOnError ? undefined : true);
    expect(outcome.pages[1]?.verdict).toBe('pass');
  });

  it.each([true, false])(
    'fail-on-error %s: a page the run could not finish (its timeout) fails the gate, never ignored',
    (failOnError) => {
      const config = parseGateConfig({
        inputs: {
          'api-url': 'https://pa.example/api/v1',
          'api-key': 'k',
          urls: '/',
          'site-url': 'https://a.example',
          'fail-on-error': String(failOnError),
        },
      });
      const error = { ...failed.error!, origin: 'run' as const, unfinished: true as const };
      const outcome = evaluate([{ ...failed, error }], config);
      expect(outcome).toMatchObject({ passed: false, failedCount: 1 });
      expect(outcome.pages[0]?.errorIgnored).toBeUndefined();
      expect(failsGate(outcome.pages[0]!, config)).toBe(true);
    },
  );
});

describe('checks per URL pattern', () => {
  const config = parseGateConfig({
    inputs: {
      'api-url': 'https://pa.example/api/v1',
      'api-key': 'k',
      urls: '/',
      'site-url': 'https://a.example',
      'fail-on-regression': 'critical',
    },
    configFile: yamlFile(
      'checks:\n  meta.*: error\npages:\n  - pattern: /blog/**\n    checks: { meta.description: off }\n',
      'p.yml',
    ),
  });
  const waivers = activeWaivers([], new Date('2026-01-01T00:00:00Z'));

  it('a pattern sets a check level for its pages; the top level holds for the others', () => {
    const page = (url: string) => observation({ url, findings: [desc], baseline: { ...BASELINE, findings: [] } });
    expect(decide(page('https://a.example/pricing'), config, waivers).reasons).toEqual([
      'new recommended finding meta.description',
    ]);
    expect(decide(page('https://a.example/blog/a'), config, waivers)).toMatchObject({
      verdict: 'pass',
      regressions: [],
    });
  });
});

describe('evaluate', () => {
  const config = parseGateConfig({
    inputs: {
      'api-url': 'https://pa.example/api/v1',
      'api-key': 'k',
      urls: '/',
      'site-url': 'https://a.example',
      'min-score': '80',
      'fail-on-regression': 'none',
    },
    configFile: yamlFile('pages:\n  /blog/**: 50\n', 'p.yml'),
  });

  it('judges each page by its own rules and counts failing pages and listed regressions', () => {
    const outcome = evaluate(
      [
        observation({ url: 'https://a.example/blog/post', score: 60, findings: [desc, alt] }),
        observation({ url: 'https://a.example/', score: 60 }),
        observation({
          url: 'https://a.example/about',
          score: 85,
          findings: [desc, alt, finding({ check: 'x', severity: 'optional' })],
        }),
      ],
      config,
    );
    expect(outcome.pages.map((p) => [p.verdict, p.reasons])).toEqual([
      ['pass', []],
      ['fail', ['score 60 < min-score 80']],
      ['pass', []],
    ]);
    expect(outcome).toMatchObject({ passed: false, failedCount: 1, regressionCount: 3 });
  });

  it('keeps every observed field and adds the verdict fields', () => {
    const page = observation({
      title: 'T',
      analyzedUrl: 'https://a.example/pricing?pagegate=3f1c2ab',
      fresh: { reason: 'stale-cache', staleSince: null },
    });
    expect(evaluate([page], config).pages[0]).toEqual({
      ...page,
      verdict: 'pass',
      reasons: [],
      regressions: [],
      resolved: [],
    });
  });

  it('with no pages the gate passes', () => {
    expect(evaluate([], config)).toEqual({
      warningCount: 0,
      pages: [],
      passed: true,
      failedCount: 0,
      regressionCount: 0,
    });
  });
});

describe('waived findings count for nothing', () => {
  const waiveAlt = (f: { check: string }) => (f.check === 'images.alt' ? 2 : null);

  it('a waived new critical finding is no regression and no reason; it is recorded with its waiver', () => {
    const result = evaluatePage(
      observation({ findings: [desc, alt], issues: { critical: 1, recommended: 1, optional: 0, passed: 20 } }),
      rules({ maxCritical: 0 }),
      { ...gate, waivers: waiveAlt },
    );
    expect(result).toMatchObject({
      verdict: 'pass',
      reasons: [],
      regressions: [],
      resolved: [],
      waived: [{ ...alt, waiver: 2 }],
    });
    // The page's own data stays as the service gave it: a later job re-decides from it.
    expect(result.findings).toEqual([desc, alt]);
    expect(result.issues?.critical).toBe(1);
  });

  it('without the waiver the same page fails on both', () => {
    const result = evaluatePage(
      observation({ findings: [desc, alt], issues: { critical: 1, recommended: 1, optional: 0, passed: 20 } }),
      rules({ maxCritical: 0 }),
      gate,
    );
    expect(result.reasons).toEqual(['1 critical > max-critical 0: images.alt', 'new critical finding images.alt']);
    expect(result.waived).toBeUndefined();
  });

  it('max-critical counts and names only the critical findings no waiver covers', () => {
    const viewport = finding({ check: 'meta.viewport', severity: 'critical' });
    const result = evaluatePage(
      observation({
        findings: [alt, alt, viewport],
        issues: { critical: 3, recommended: 0, optional: 0, passed: 20 },
        baseline: { ...BASELINE, findings: [alt, alt, viewport] },
      }),
      rules({ maxCritical: 0 }),
      { ...gate, waivers: waiveAlt },
    );
    expect(result.reasons).toEqual(['1 critical > max-critical 0: meta.viewport']);
  });

  it('a baseline finding the waiver covers is not "resolved" when it is gone', () => {
    const result = evaluatePage(
      observation({ findings: [desc], baseline: { ...BASELINE, findings: [desc, alt] } }),
      RULES,
      { ...gate, waivers: waiveAlt },
    );
    expect(result.resolved).toEqual([]);
    expect(
      evaluatePage(observation({ findings: [desc], baseline: { ...BASELINE, findings: [desc, alt] } }), RULES, gate)
        .resolved,
    ).toEqual([alt]);
  });
});

describe('warn levels: a page past one passes with a warning', () => {
  it.each([
    ['warn-min-score below', { warnMinScore: 80 }, { score: 79 }, [], ['score 79 < warn-min-score 80']],
    ['warn-min-score at', { warnMinScore: 80 }, { score: 80 }, [], []],
    [
      'warn-max-critical above',
      { warnMaxCritical: 0 },
      { issues: { critical: 1 }, findings: [alt] },
      [],
      ['1 critical > warn-max-critical 0: images.alt'],
    ],
    ['warn-max-critical at', { warnMaxCritical: 1 }, { issues: { critical: 1 } }, [], []],
    [
      'warn without a score',
      { warnMinScore: 80 },
      { score: null },
      [],
      ['score missing: warn-min-score 80 cannot be checked'],
    ],
    [
      'failing and warned: both recorded',
      { minScore: 70, warnMinScore: 90 },
      { score: 60 },
      ['score 60 < min-score 70'],
      ['score 60 < warn-min-score 90'],
    ],
    ['between the two levels', { minScore: 70, warnMinScore: 90 }, { score: 75 }, [], ['score 75 < warn-min-score 90']],
  ])('%s', (_, set, page, reasons, warnings) => {
    const result = evaluatePage(observation({ baseline: null, ...page }), rules(set), gate);
    expect(result.reasons).toEqual(reasons);
    expect(result.verdict).toBe(reasons.length > 0 ? 'fail' : 'pass');
    expect(result.warnings ?? []).toEqual(warnings);
  });

  it('tally counts the pages past a warn level', () => {
    const config = parseGateConfig({
      inputs: {
        'api-url': 'https://pa.example/api/v1',
        'api-key': 'k',
        urls: 'https://a.example/',
        'warn-min-score': '85',
      },
    });
    const outcome = evaluate(
      [observation({ url: 'https://a.example/a', score: 80 }), observation({ url: 'https://a.example/b', score: 90 })],
      config,
    );
    expect([outcome.passed, outcome.warningCount]).toEqual([true, 1]);
  });

  it('a pattern override of a warn level wins over the input for its pages', () => {
    const config = parseGateConfig({
      inputs: {
        'api-url': 'https://pa.example/api/v1',
        'api-key': 'k',
        urls: 'https://a.example/',
        'warn-min-score': '85',
      },
      configFile: yamlFile('pages:\n  - { pattern: /blog/**, warn-min-score: 60 }\n'),
    });
    const outcome = evaluate(
      [
        observation({ url: 'https://a.example/blog/x', score: 80 }),
        observation({ url: 'https://a.example/pricing', score: 80 }),
      ],
      config,
    );
    expect(outcome.pages.map((p) => p.warnings ?? [])).toEqual([[], ['score 80 < warn-min-score 85']]);
  });
});

describe('a page under min-score names the findings that cost it the most', () => {
  const impact = (check: string, points: number, severity = 'recommended') =>
    finding({ check, severity, impact: points, evidence: `<${check}>` });
  const findings = [
    impact('a.low', 1),
    impact('b.top', 10),
    impact('c.mid', 5, 'optional'),
    impact('d.mid', 5, 'critical'),
    impact('e.high', 8),
    impact('f.high', 7),
    impact('g.low', 2),
  ];

  it.each([
    ['under min-score: top five by impact, then severity', 40, ['b.top', 'e.high', 'f.high', 'd.mid', 'c.mid']],
    ['at min-score: none', 80, undefined],
  ])('%s', (_name, score, expected) => {
    const page = evaluatePage(observation({ score, findings }), rules({ minScore: 80 }), gate);
    expect(page.costliest?.map((f) => f.check)).toEqual(expected);
  });

  it('only findings no waiver covers', () => {
    const page = evaluatePage(observation({ score: 40, findings }), rules({ minScore: 80 }), {
      ...gate,
      waivers: (f) => (f.check === 'b.top' ? 0 : null),
    });
    expect(page.costliest?.map((f) => f.check)).not.toContain('b.top');
  });
});

describe('regressions in order of harm', () => {
  it('the regressions that failed the page come first, marked, then by severity, then impact', () => {
    const critical = finding({ check: 'axe.region', severity: 'critical', impact: 9, evidence: '<main>' });
    const low = finding({ check: 'social.og', severity: 'optional', impact: 1, evidence: '<head>' });
    const high = finding({ check: 'meta.canonical', severity: 'optional', impact: 5, evidence: '<head>' });
    const fragment = finding({ check: 'links.fragment', severity: 'recommended', impact: 2, evidence: '<a>' });
    const result = evaluatePage(
      observation({ findings: [desc, low, critical, high, fragment] }),
      rules({ failOnRegression: 'recommended', checks: { 'axe.*': 'warn' } }),
      gate,
    );
    expect(result.regressions.map((r) => [r.check, r.fails ?? false, r.impact])).toEqual([
      ['links.fragment', true, 2],
      ['axe.region', false, 9],
      ['meta.canonical', false, 5],
      ['social.og', false, 1],
    ]);
  });
});

describe("a mode's first run is compared with the other mode's accepted findings where both measure the same", () => {
  const axeAlt = finding({ check: 'axe.image-alt', severity: 'critical', evidence: '<img src="/plans.png">' });
  const errors = finding({ check: 'script.errors', severity: 'recommended', evidence: 'TypeError: x' });
  const fetched = { ...BASELINE, render: false, findings: [desc] };
  const lookup = acceptedBaseline({ fetched }, true);
  const firstRendered = { baseline: lookup.baseline, baselineFrom: lookup.from };
  const rendered = (findings: Finding[]) =>
    evaluatePage(
      observation({ render: true, findings, ...firstRendered }),
      rules({ failOnRegression: 'recommended' }),
      gate,
    );

  it('an image that lost its alt fails the first rendered run as axe.image-alt against images.alt', () => {
    const result = rendered([desc, axeAlt]);
    expect([result.verdict, result.reasons]).toEqual(['fail', ['new critical finding axe.image-alt']]);
  });

  it('what only the rendered mode sees is not a regression: it becomes its baseline', () => {
    expect(rendered([desc, errors]).regressions).toEqual([]);
  });

  // The static check quotes `<html>`, axe the serialised document: a page-level twin pairs by check alone.
  it.each([
    ['title.missing', 'axe.document-title'],
    ['html.lang', 'axe.html-has-lang'],
    ['a11y.main_landmark', 'axe.landmark-one-main'],
  ])("an accepted %s is the first rendered run's %s, whatever either quotes", (check, rule) => {
    const accepted = finding({ check, severity: 'recommended', evidence: '<html>' });
    const before = acceptedBaseline({ fetched: { ...BASELINE, render: false, findings: [desc, accepted] } }, true);
    const axe = finding({
      check: rule,
      severity: 'recommended',
      evidence: '<html><head><link rel="canonical" href="/">',
    });
    const result = evaluatePage(
      observation({ render: true, findings: [desc, axe], baseline: before.baseline, baselineFrom: before.from }),
      rules({ failOnRegression: 'recommended' }),
      gate,
    );
    expect(result.regressions).toEqual([]);
  });
});
