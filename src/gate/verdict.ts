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

// Omit<> over the loose schema's index signature would erase every named field; zod's omit keeps them.
const PageObservation = PageResult.omit({ verdict: true, reasons: true, regressions: true, resolved: true });
export type PageObservation = z.infer<typeof PageObservation>;

export interface ThresholdCheck {
  name: string;
  passed: boolean;
  actual: number | null;
  expected: string;
  reason: string | null;
}

interface ThresholdRow {
  name: 'min-score' | 'max-critical' | 'max-score-drop';
  limit: number | null;
  op: '>=' | '<=';
  /** undefined: the threshold does not apply to this page (no baseline score to drop from). */
  actual: (page: PageObservation) => number | null | undefined;
  missing: string;
  reason: (actual: number, limit: number, page: PageObservation) => string;
}

function thresholdRows(rules: PageRules): ThresholdRow[] {
  return [
    { name: 'min-score', limit: rules.minScore, op: '>=', actual: (p) => p.score, missing: 'score', reason: (a, l) => `score ${a} < min-score ${l}` },
    { name: 'max-critical', limit: rules.maxCritical, op: '<=', actual: (p) => p.issues?.critical ?? null, missing: 'critical count', reason: (a, l, p) => `${a} critical > max-critical ${l}${criticalChecks(p)}` },
    {
      name: 'max-score-drop',
      limit: rules.maxScoreDrop,
      op: '<=',
      actual: scoreDrop,
      missing: 'score',
      reason: (a, l, p) => `score dropped ${a} > max-score-drop ${l} (${p.baseline?.score} → ${p.score})`,
    },
  ];
}

const NAMED_CHECKS = 5;

/** The checks of the page's critical findings, so the reason says which: `: meta.viewport, images.alt (×3)`. */
function criticalChecks(page: PageObservation): string {
  const counts = new Map<string, number>();
  for (const f of page.findings ?? []) if (severityRank(f.severity) === severityRank('critical')) counts.set(f.check, (counts.get(f.check) ?? 0) + 1);
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
    const expected = `${row.op} ${row.limit}`;
    if (actual === null) return [{ name: row.name, passed: false, actual, expected, reason: `${row.missing} missing: ${row.name} ${row.limit} cannot be checked` }];
    const passed = row.op === '>=' ? actual >= row.limit : actual <= row.limit;
    return [{ name: row.name, passed, actual, expected, reason: passed ? null : row.reason(actual, row.limit, page) }];
  });
}

export function evaluatePage(page: PageObservation, rules: PageRules, options: { failOnError: boolean }): PageResult {
  if (page.error) {
    return { ...page, verdict: 'error', reasons: [`error: ${page.error.message}`], regressions: [], resolved: [], ...(options.failOnError ? {} : { errorIgnored: true }) };
  }
  const comparison = compareWithBaseline(page, rules.ignoreChecks);
  const failing = comparison.regressions.filter((r) => failsOnRegression(r.severity, rules.failOnRegression));
  const reasons = [...checkThresholds(page, rules).flatMap((c) => (c.reason === null ? [] : [c.reason])), ...regressionReasons(failing)];
  return {
    ...page,
    verdict: reasons.length > 0 ? 'fail' : 'pass',
    reasons,
    regressions: comparison.regressions,
    resolved: comparison.resolved,
  };
}

/** One page decided with the rules its URL gets. */
export function decide(observation: PageObservation, config: GateConfig): PageResult {
  return evaluatePage(observation, rulesFor(config, observation.url), { failOnError: config.failOnError });
}

/** An error page fails the gate only with fail-on-error. */
export function failsGate(page: PageResult, config: Pick<GateConfig, 'failOnError'>): boolean {
  return page.verdict === 'fail' || (page.verdict === 'error' && config.failOnError);
}

/** The gate over decided pages. */
export function tally(pages: PageResult[], config: GateConfig): { pages: PageResult[]; passed: boolean; failedCount: number; regressionCount: number } {
  const failedCount = pages.filter((p) => failsGate(p, config)).length;
  const regressionCount = pages.reduce((sum, p) => sum + p.regressions.length, 0);
  return { pages, passed: failedCount === 0, failedCount, regressionCount };
}

interface Comparison {
  regressions: Regression[];
  resolved: Finding[];
}

const NOTHING: Comparison = { regressions: [], resolved: [] };

/**
 * Regressions against the baseline. A new page (not in the accepted state) is compared with an
 * empty baseline, so every finding it has is new. Nothing is compared without a baseline, when the
 * cached report is the baseline itself, or when either side lacks its findings (report/ says which).
 */
function compareWithBaseline(page: PageObservation, ignoreChecks: string[]): Comparison {
  const before = page.baselineFrom?.kind === 'new-page' ? [] : page.baseline?.findings;
  if (!before || !page.findings) return NOTHING;
  if (cacheHitIsBaseline(page)) return NOTHING;
  const diff = diffFindings(page.findings, before, ignoreChecks);
  return {
    regressions: [...diff.added.map((f) => regression(f, 'new')), ...diff.escalated.map((e) => regression(e.finding, 'escalated', e.from))],
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
    const reason = r.change === 'new' ? `new ${r.severity} finding ${r.check}` : `escalated finding ${r.check}: ${r.from} → ${r.severity}`;
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, n]) => (n === 1 ? reason : `${reason} (×${n})`));
}
