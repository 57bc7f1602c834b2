/**
 * The verdict: observations in, page results out. Pure: it never fetches, logs or reads the
 * clock. Missing data is a failed check with a reason, never a throw [LHCI: a missing audit is a
 * failed assertion].
 */
import type { z } from 'zod';
import type { Finding } from '../model/resources.js';
import type { GateConfig } from '../model/config.js';
import { PageResult, type Regression } from '../model/results.js';
import { diffFindings, failsOnRegression } from './compare.js';
import { cacheHitIsBaseline } from '../model/cache-hit.js';
import { severityRank } from '../model/severity.js';
import { rulesFor } from '../config/rules.js';
import type { PageRules } from '../model/config.js';
import { countedView, splitWaived, type ActiveWaivers, type PageWaivers } from './waivers.js';

// Omit<> over the loose schema's index signature would erase every named field; zod's omit keeps them.
const PageObservation = PageResult.omit({
  verdict: true,
  reasons: true,
  regressions: true,
  resolved: true,
  waived: true,
  warnings: true,
  costliest: true,
});
export type PageObservation = z.infer<typeof PageObservation>;

export interface ThresholdCheck {
  name: ThresholdRow['name'];
  /** `warn`: past it, the page passes with a warning. */
  level: 'fail' | 'warn';
  passed: boolean;
  actual: number | null;
  limit: number;
  expected: string;
  /** How far inside the limit a passing page is (0: at it); null when it did not pass. */
  margin: number | null;
  reason: string | null;
}

interface ThresholdRow {
  name: 'min-score' | 'max-critical' | 'max-score-drop' | 'warn-min-score' | 'warn-max-critical';
  level: 'fail' | 'warn';
  limit: number | null;
  op: '>=' | '<=';
  /** undefined: the threshold does not apply to this page (no baseline score to drop from). */
  actual: (page: PageObservation) => number | null | undefined;
  missing: string;
  reason: (actual: number, limit: number, page: PageObservation) => string;
}

function thresholdRows(rules: PageRules): ThresholdRow[] {
  const critical = (p: PageObservation): number | null => p.issues?.critical ?? null;
  return [
    {
      name: 'min-score',
      level: 'fail',
      limit: rules.minScore,
      op: '>=',
      actual: (p) => p.score,
      missing: 'score',
      reason: (a, l) => `score ${a} < min-score ${l}`,
    },
    {
      name: 'max-critical',
      level: 'fail',
      limit: rules.maxCritical,
      op: '<=',
      actual: critical,
      missing: 'critical count',
      reason: (a, l, p) => `${a} critical > max-critical ${l}${criticalChecks(p)}`,
    },
    {
      name: 'max-score-drop',
      level: 'fail',
      limit: rules.maxScoreDrop,
      op: '<=',
      actual: scoreDrop,
      missing: 'score',
      reason: (a, l, p) => `score dropped ${a} > max-score-drop ${l} (${p.baseline?.score} → ${p.score})`,
    },
    {
      name: 'warn-min-score',
      level: 'warn',
      limit: rules.warnMinScore,
      op: '>=',
      actual: (p) => p.score,
      missing: 'score',
      reason: (a, l) => `score ${a} < warn-min-score ${l}`,
    },
    {
      name: 'warn-max-critical',
      level: 'warn',
      limit: rules.warnMaxCritical,
      op: '<=',
      actual: critical,
      missing: 'critical count',
      reason: (a, l, p) => `${a} critical > warn-max-critical ${l}${criticalChecks(p)}`,
    },
  ];
}

const NAMED_CHECKS = 5;

/** The checks of the page's critical findings, so the reason says which: `: meta.viewport, images.alt (×3)`. */
function criticalChecks(page: PageObservation): string {
  const counts = new Map<string, number>();
  for (const f of page.findings ?? [])
    if (severityRank(f.severity) === severityRank('critical')) counts.set(f.check, (counts.get(f.check) ?? 0) + 1);
  if (counts.size === 0) return '';
  const named = [...counts].slice(0, NAMED_CHECKS).map(([check, n]) => (n === 1 ? check : `${check} (×${n})`));
  return `: ${named.join(', ')}${counts.size > NAMED_CHECKS ? ', …' : ''}`;
}

function scoreDrop(page: PageObservation): number | null | undefined {
  if (page.baseline?.score === null || page.baseline?.score === undefined) return undefined;
  return page.score === null ? null : page.baseline.score - page.score;
}

export function checkThresholds(page: PageObservation, rules: PageRules): ThresholdCheck[] {
  return thresholdRows(rules).flatMap((row): ThresholdCheck[] => {
    const actual = row.actual(page);
    if (row.limit === null || actual === undefined) return [];
    const limit = row.limit;
    const common = { name: row.name, level: row.level, limit, expected: `${row.op} ${limit}` };
    if (actual === null)
      return [
        {
          ...common,
          passed: false,
          actual,
          margin: null,
          reason: `${row.missing} missing: ${row.name} ${limit} cannot be checked`,
        },
      ];
    const margin = row.op === '>=' ? actual - limit : limit - actual;
    const passed = margin >= 0;
    return [
      {
        ...common,
        passed,
        actual,
        margin: passed ? margin : null,
        reason: passed ? null : row.reason(actual, limit, page),
      },
    ];
  });
}

const NO_WAIVERS: PageWaivers = () => null;

export function evaluatePage(
  page: PageObservation,
  rules: PageRules,
  options: { failOnError: boolean; waivers?: PageWaivers },
): PageResult {
  if (page.error) {
    return {
      ...page,
      verdict: 'error',
      reasons: [`error: ${page.error.message}`],
      regressions: [],
      resolved: [],
      ...(options.failOnError ? {} : { errorIgnored: true }),
    };
  }
  const waiverOf = options.waivers ?? NO_WAIVERS;
  const { waived } = splitWaived(page.findings ?? [], waiverOf);
  const counted = countedView({ ...page, waived });
  const comparison = compareWithBaseline(counted, rules.ignoreChecks, waiverOf);
  const failing = comparison.regressions.filter((r) => failsOnRegression(r.severity, rules.failOnRegression));
  const checks = checkThresholds(counted, rules);
  const past = (level: ThresholdCheck['level']): string[] =>
    checks.flatMap((c) => (c.level === level && c.reason !== null ? [c.reason] : []));
  const reasons = [...past('fail'), ...regressionReasons(failing)];
  const warnings = past('warn');
  const underMinScore = checks.some((c) => c.name === 'min-score' && !c.passed);
  const costliest = underMinScore ? costliestFindings(counted.findings ?? []) : [];
  return {
    ...page,
    verdict: reasons.length > 0 ? 'fail' : 'pass',
    reasons,
    regressions: comparison.regressions,
    resolved: comparison.resolved,
    ...(waived.length > 0 ? { waived } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
    ...(costliest.length > 0 ? { costliest } : {}),
  };
}

const COSTLIEST = 5;

/** The findings that cost a page the most: by the service's impact rating, then severity. */
function costliestFindings(findings: readonly Finding[]): Finding[] {
  return [...findings]
    .sort((a, b) => b.impact - a.impact || severityRank(b.severity) - severityRank(a.severity))
    .slice(0, COSTLIEST);
}

/** One page decided with the rules its URL gets and the waivers in force. */
export function decide(observation: PageObservation, config: GateConfig, waivers: ActiveWaivers): PageResult {
  return evaluatePage(observation, rulesFor(config, observation.url), {
    failOnError: config.failOnError,
    waivers: waivers.forPage(observation.url),
  });
}

/** An error page fails the gate only with fail-on-error. */
export function failsGate(page: PageResult, config: Pick<GateConfig, 'failOnError'>): boolean {
  return page.verdict === 'fail' || (page.verdict === 'error' && config.failOnError);
}

export interface Tally {
  pages: PageResult[];
  passed: boolean;
  failedCount: number;
  regressionCount: number;
  /** Pages past a warn level (they may also have failed). */
  warningCount: number;
}

/** The gate over decided pages. */
export function tally(pages: PageResult[], config: GateConfig): Tally {
  const failedCount = pages.filter((p) => failsGate(p, config)).length;
  const regressionCount = pages.reduce((sum, p) => sum + p.regressions.length, 0);
  const warningCount = pages.filter((p) => (p.warnings?.length ?? 0) > 0).length;
  return { pages, passed: failedCount === 0, failedCount, regressionCount, warningCount };
}

interface Comparison {
  regressions: Regression[];
  resolved: Finding[];
}

const NOTHING: Comparison = { regressions: [], resolved: [] };

/**
 * Regressions against the baseline, of the findings no waiver covers. A new page (not in the accepted state) is
 * compared with an
 * empty baseline, so every finding it has is new. Nothing is compared without a baseline, when the
 * cached report is the baseline itself, or when either side lacks its findings (report/ says which).
 */
function compareWithBaseline(page: PageObservation, ignoreChecks: string[], waiverOf: PageWaivers): Comparison {
  const before = page.baselineFrom?.kind === 'new-page' ? [] : page.baseline?.findings;
  if (!before || !page.findings) return NOTHING;
  if (cacheHitIsBaseline(page)) return NOTHING;
  // The baseline's findings a waiver covers are out of the count too, or they would show as resolved.
  const diff = diffFindings(page.findings, splitWaived(before, waiverOf).counted, ignoreChecks);
  return {
    regressions: [
      ...diff.added.map((f) => regression(f, 'new')),
      ...diff.escalated.map((e) => regression(e.finding, 'escalated', e.from)),
    ],
    resolved: diff.resolved,
  };
}

function regression(finding: Finding, change: 'new' | 'escalated', from?: string): Regression {
  const { check, severity, message, evidence, remediation } = finding;
  return { check, severity, message, evidence, remediation, change, ...(from === undefined ? {} : { from }) };
}

/** One reason per distinct regression, counted, so fifty images without alt make one line, not fifty. */
function regressionReasons(failing: Regression[]): string[] {
  const counts = new Map<string, number>();
  for (const r of failing) {
    const reason =
      r.change === 'new'
        ? `new ${r.severity} finding ${r.check}`
        : `escalated finding ${r.check}: ${r.from} → ${r.severity}`;
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, n]) => (n === 1 ? reason : `${reason} (×${n})`));
}
