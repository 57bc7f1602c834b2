/**
 * Results builders shared by the report and github tests: a valid page or finding with
 * overrides, so each test states only what it is about.
 */
import type { Finding } from '../../src/model/resources.js';
import type { RenderInput } from '../../src/report/markdown.js';
import { Results, type PageResult, type Regression } from '../../src/model/results.js';

export function regression(overrides: Partial<Regression> = {}): Regression {
  return {
    check: 'images.alt',
    severity: 'critical',
    message: 'Image has no alt text',
    evidence: '<img src="/plans.png">',
    remediation: 'Describe the image in an alt attribute',
    change: 'new',
    ...overrides,
  };
}

export function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    check: 'meta.description',
    severity: 'recommended',
    result: 'warn',
    message: 'No meta description',
    evidence: '<head>',
    remediation: 'Add a meta description',
    impact: 3,
    effort: 1,
    ...overrides,
  };
}

export function page(overrides: Partial<PageResult> = {}): PageResult {
  return {
    url: 'https://preview.example.com/',
    verdict: 'pass',
    reasons: [],
    key: 'k-now',
    score: 96,
    grade: 'A',
    title: 'Home',
    issues: { critical: 0, recommended: 1, optional: 2, passed: 20 },
    cached: false,
    baseline: {
      key: 'k-before',
      score: 96,
      grade: 'A',
      issues: { critical: 0, recommended: 1, optional: 2, passed: 20 },
      findings: [],
    },
    regressions: [],
    resolved: [],
    error: null,
    findings: [],
    ...overrides,
  };
}

/** A page that failed on `count` new critical regressions. */
export function failingPage(url: string, count: number, overrides: Partial<PageResult> = {}): PageResult {
  const regressions = Array.from({ length: count }, (_, i) =>
    regression({ check: `check.n${i}`, evidence: `<img src="/${i}.png" data-i="${i}">` }),
  );
  return page({
    url,
    verdict: 'fail',
    reasons: regressions.map((r) => `new critical finding ${r.check}`),
    score: 71,
    grade: 'C',
    issues: { critical: count, recommended: 1, optional: 2, passed: 10 },
    baseline: {
      key: `${url}-base`,
      score: 90,
      grade: 'A',
      issues: { critical: 0, recommended: 1, optional: 2, passed: 10 },
      findings: [],
    },
    regressions,
    ...overrides,
  });
}

export function results(pages: PageResult[], overrides: Partial<Results> = {}): Results {
  // Parsed, so every fixture is a valid results file and a schema change breaks the builders first.
  return Results.parse({
    version: 1,
    passed: pages.every((p) => p.verdict === 'pass'),
    startedAt: '2025-01-01T00:00:00.000Z',
    finishedAt: '2025-01-01T00:01:00.000Z',
    pages,
    ...overrides,
  });
}

export function renderInput(r: Results, run: Partial<RenderInput['run']> = {}): RenderInput {
  return {
    results: r,
    thresholds: { 'min-score': '70', 'fail-on-regression': 'critical' },
    run: {
      name: 'deploy #12',
      url: 'https://github.com/acme/site/actions/runs/1',
      commit: 'b'.repeat(40),
      resultsFile: '/tmp/pagegate-results.json',
      tag: 'deploy/gate',
      ...run,
    },
  };
}
