/**
 * The verdict: observations in, page results out. Pure: it never fetches, logs or reads the
 * clock. Missing data is a failed check with a reason, never a throw [LHCI: a missing audit is a
 * failed assertion].
 */
import type { z } from 'zod';
import type { Finding } from '../model/resources.js';
import type { GateRules } from '../model/config.js';
import { PageResult, type Regression } from '../model/results.js';
import { checkLevels } from '../config/check-levels.js';
import { diffFindings, regressionFails } from './compare.js';
import { cacheHitIsBaseline } from '../model/cache-hit.js';
import { severityRank } from '../model/severity.js';
import { byHarm } from '../model/harm.js';
import { rulesFor } from '../config/rules.js';
import type { PageRules } from '../model/config.js';
import { THRESHOLDS, type Threshold, type ThresholdName } from '../model/thresholds.js';
import { countedView, splitWaived, type ActiveWaivers, type PageWaivers } from './waivers.js';
import { NO_TEMPLATE, type SiteTemplate } from './site-template.js';
import { measuredOnly, NOT_MEASURED } from './perf-findings.js';
import { firstMeasuredRun } from '../model/metrics.js';
import { stillTolerated, treatmentOf, type TreatmentOf } from './treatment.js';
import { sharedFindings } from './cross-mode.js';

// Omit<> over the loose schema's index signature would erase every named field; zod's omit keeps them.
const PageObservation = PageResult.omit({
  verdict: true,
  reasons: true,
  regressions: true,
  resolved: true,
  waived: true,
  warnings: true,
  costliest: true,
  inherited: true,
});
export type PageObservation = z.infer<typeof PageObservation>;

interface ThresholdCheck {
  name: ThresholdName;
  /** `warn`: past it, the page passes with a warning. */
  level: Threshold['level'];
  passed: boolean;
  actual: number | null;
  limit: number;
  expected: string;
  /** How far inside the limit a passing page is (0: at it); null when it did not pass. */
  margin: number | null;
  reason: string | null;
}

/** How each kind of threshold reads a page, and says why the page is past it. */
interface Measure {
  /** undefined: the threshold does not apply to this page (no baseline score to drop from). */
  actual: (page: PageObservation) => number | null | undefined;
  missing: string;
  reason: (actual: number, name: ThresholdName, limit: number, page: PageObservation) => string;
}

const MEASURES: Record<Threshold['measure'], Measure> = {
  score: {
    actual: (p) => p.score,
    missing: 'score',
    reason: (a, name, l) => `score ${a} < ${name} ${l}`,
  },
  critical: {
    actual: (p) => p.issues?.critical ?? null,
    missing: 'critical count',
    reason: (a, name, l, p) => `${a} critical > ${name} ${l}${criticalChecks(p)}`,
  },
  'score-drop': {
    actual: scoreDrop,
    missing: 'score',
    reason: (a, name, l, p) => `score dropped ${a} > ${name} ${l} (${p.baseline?.score} → ${p.score})`,
  },
};

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
  return THRESHOLDS.flatMap((row): ThresholdCheck[] => {
    const limit = rules[row.key];
    const measure = MEASURES[row.measure];
    const actual = measure.actual(page);
    if (limit === null || actual === undefined) return [];
    const common = { name: row.name, level: row.level, limit, expected: `${row.op} ${limit}` };
    if (actual === null)
      return [
        {
          ...common,
          passed: false,
          actual,
          margin: null,
          reason: `${measure.missing} missing: ${row.name} ${limit} cannot be checked`,
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
        reason: passed ? null : measure.reason(actual, row.name, limit, page),
      },
    ];
  });
}

const NO_WAIVERS: PageWaivers = () => null;

export function evaluatePage(
  page: PageObservation,
  rules: PageRules,
  options: { failOnError: boolean; waivers?: PageWaivers; template?: SiteTemplate },
): PageResult {
  if (page.error) {
    return {
      ...page,
      verdict: 'error',
      reasons: [`error: ${page.error.message}`],
      regressions: [],
      resolved: [],
      ...(options.failOnError || page.error.unfinished ? {} : { errorIgnored: true }),
    };
  }
  const waiverOf = options.waivers ?? NO_WAIVERS;
  const { waived } = splitWaived(page.findings ?? [], waiverOf);
  const counted = countedView({ ...page, waived });
  const levelOf = checkLevels(rules);
  const inheritedOf = (options.template ?? NO_TEMPLATE)(page.url, page.render === true);
  const treatment = treatmentOf(rules, (finding) => waiverOf(finding) !== null);
  const comparison = compareWithBaseline(
    counted,
    (check) => levelOf(check) === 'off',
    waiverOf,
    inheritedOf,
    treatment,
  );
  const failing = comparison.regressions.filter((r) => regressionFails(r, rules.failOnRegression, levelOf));
  const regressions = byHarm(
    comparison.regressions.map((r) => (failing.includes(r) ? { ...r, fails: true as const } : r)),
  );
  const warned = comparison.regressions.filter((r) => levelOf(r.check) === 'warn');
  const checks = checkThresholds(counted, rules);
  const past = (level: ThresholdCheck['level']): string[] =>
    checks.flatMap((c) => (c.level === level && c.reason !== null ? [c.reason] : []));
  // A metric a check needed and no run measured fails as an error does, whatever the baseline holds.
  const unmeasured = (counted.findings ?? []).filter((f) => f.check === NOT_MEASURED && levelOf(f.check) !== 'off');
  const unmeasuredWarned = (warned: boolean) =>
    unmeasured.flatMap((f) => ((levelOf(f.check) === 'warn') === warned ? [f.message] : []));
  const reasons = [...past('fail'), ...unmeasuredWarned(false), ...regressionReasons(failing)];
  const warnings = [
    ...past('warn'),
    ...unmeasuredWarned(true).map((reason) => `${reason} (checks: warn)`),
    ...regressionReasons(warned).map((reason) => `${reason} (checks: warn)`),
  ];
  const underMinScore = checks.some((c) => c.name === 'min-score' && !c.passed);
  const costliest = underMinScore ? costliestFindings(counted.findings ?? []) : [];
  return {
    ...page,
    verdict: reasons.length > 0 ? 'fail' : 'pass',
    reasons,
    regressions,
    resolved: comparison.resolved,
    ...(waived.length > 0 ? { waived } : {}),
    ...(comparison.inherited > 0 ? { inherited: comparison.inherited } : {}),
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
export function decide(
  observation: PageObservation,
  config: GateRules,
  waivers: ActiveWaivers,
  template: SiteTemplate = NO_TEMPLATE,
): PageResult {
  return evaluatePage(observation, rulesFor(config, observation.url), {
    failOnError: config.failOnError,
    waivers: waivers.forPage(observation.url),
    template,
  });
}

/**
 * An error page fails the gate only with fail-on-error; a page the run could not finish (its
 * timeout) always does: fail-on-error covers pages that errored, not a run that ran out.
 */
export function failsGate(page: PageResult, config: Pick<GateRules, 'failOnError'>): boolean {
  return (
    page.verdict === 'fail' || (page.verdict === 'error' && (config.failOnError || page.error?.unfinished === true))
  );
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
export function tally(pages: PageResult[], config: GateRules): Tally {
  const failedCount = pages.filter((p) => failsGate(p, config)).length;
  const regressionCount = pages.reduce((sum, p) => sum + p.regressions.length, 0);
  const warningCount = pages.filter((p) => (p.warnings?.length ?? 0) > 0).length;
  return { pages, passed: failedCount === 0, failedCount, regressionCount, warningCount };
}

interface Comparison {
  regressions: Regression[];
  resolved: Finding[];
  /** Findings of a page new to the state that the site's accepted pages have. */
  inherited: number;
}

const NOTHING: Comparison = { regressions: [], resolved: [], inherited: 0 };

/**
 * Regressions against the baseline, of the findings no waiver covers. The baseline's tolerated
 * findings count only where this run tolerates them as much (`treatment`). A new page (not in the accepted state) is
 * compared with an
 * empty baseline, so every finding it has is new. Nothing is compared without a baseline, when the
 * cached report is the baseline itself, or when either side lacks its findings (report/ says which).
 */
function compareWithBaseline(
  page: PageObservation,
  ignored: (check: string) => boolean,
  waiverOf: PageWaivers,
  inheritedOf: (finding: Finding) => boolean,
  treatment: TreatmentOf,
): Comparison {
  const isNew = page.baselineFrom?.kind === 'new-page';
  const accepted = isNew ? [] : page.baseline?.findings;
  if (!accepted || !page.findings) return NOTHING;
  const before = isNew ? [] : [...accepted, ...stillTolerated(page.baseline?.tolerated, treatment)];
  if (cacheHitIsBaseline(page)) return NOTHING;
  // The baseline's findings a waiver covers are out of the count too, or they would show as resolved.
  const counted = splitWaived(before, waiverOf).counted;
  if (page.baselineFrom?.why === 'mode-changed') return acrossModes(page.findings, counted, ignored);
  // Performance's first run against this baseline: what only a measurement finds is its baseline, as
  // render's first run (budgets and unmeasured metrics are judged all the same).
  const graced = !isNew && firstMeasuredRun(page);
  const diff = diffFindings(
    graced ? page.findings.filter((f) => !measuredOnly(f, page.metrics)) : page.findings,
    counted,
    ignored,
  );
  const added = isNew ? diff.added.filter((f) => !inheritedOf(f)) : diff.added;
  return {
    inherited: diff.added.length - added.length,
    regressions: [
      ...added.map((f) => regression(f, 'new')),
      ...diff.escalated.map((e) => regression(e.finding, 'escalated', e.from)),
    ],
    resolved: diff.resolved,
  };
}

/** A first run in its mode against the other mode's findings: what both measure, under one name (cross-mode.ts). */
function acrossModes(now: Finding[], before: Finding[], ignored: (check: string) => boolean): Comparison {
  const { shared, original } = sharedFindings(now);
  const diff = diffFindings(shared, sharedFindings(before).shared, ignored);
  const own = (finding: Finding): Finding => original.get(finding) ?? finding;
  return {
    inherited: 0,
    regressions: [
      ...diff.added.map((f) => regression(own(f), 'new')),
      ...diff.escalated.map((e) => regression(own(e.finding), 'escalated', e.from)),
    ],
    resolved: [],
  };
}

function regression(finding: Finding, change: 'new' | 'escalated', from?: string): Regression {
  const { check, severity, message, evidence, remediation, impact } = finding;
  return { check, severity, message, evidence, remediation, impact, change, ...(from === undefined ? {} : { from }) };
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
