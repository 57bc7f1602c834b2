/**
 * A page's lab metrics as findings, so waivers, per-check levels, the accepted state, the comment
 * and `--explain` treat performance like every other check.
 *
 * - Budgets: Core Web Vitals' "poor" bounds by default are `recommended` findings, "needs
 *   improvement" `optional`; a budget set in the config file replaces the default of its metric
 *   and is `recommended` above it. Their evidence names the bound, never the measured value, so
 *   the same page over the same budget is the same finding on every run (the value is in the message).
 * - Against the accepted run: a timing whose range now clears the accepted range by more than the
 *   noise floor (both the relative and the absolute part, measured in bench/noise.mjs), outside
 *   Core Web Vitals' "good" band, is a `recommended` finding naming both medians and spreads.
 *   Page weight needs no floor beyond its rule (more than 20 % and more than 100 KB): the bytes a
 *   page loads do not depend on the load.
 *   Weight is judged against the page's first accepted weight in its mode (`firstWeight` of the
 *   accepted snapshot), not the last one, so steps each under the rule cannot ratchet it up.
 * - Each render-blocking resource is a `recommended` finding whose evidence is its URL: a new one
 *   is a regression by the ordinary finding diff, with no threshold at all, except on the page's
 *   first measured run (`measuredOnly`): what it finds there is the baseline, as render's first run.
 * - A metric a budget or the drift check needs that no run measured is a `perf.not_measured`
 *   finding, which fails its page as an error does (verdict.ts): an unmeasured metric proves
 *   nothing, as Lighthouse CI fails an assertion whose audit did not run.
 */
import {
  BUDGET_KEYS,
  type BudgetKey,
  type Budgets,
  type MetricName,
  type MetricSpread,
  type PageMetrics,
} from '../model/metrics.js';
import type { Finding } from '../model/resources.js';
import { METRIC_WORDS, metricText, spreadText } from '../model/metric-text.js';

interface GatedMetric {
  check: string;
  /** Core Web Vitals' bounds ("needs improvement" above the first, "poor" above the second); none: budget only. */
  vitals?: readonly [number, number];
  /** A change smaller than either part is noise: relative to the accepted median, and absolute. */
  floor?: { relative: number; absolute: number };
}

/**
 * The floors are the noise study's (bench/README.md, "Performance noise"): identical redeploys
 * gated on a loaded machine gave no regression with these, and half of each gave some.
 */
export const GATED_METRICS: Partial<Record<MetricName, GatedMetric>> = {
  lcp_ms: {
    check: 'perf.lcp',
    vitals: [2_500, 4_000],
    floor: { relative: 0.5, absolute: 500 },
  },
  cls: {
    check: 'perf.cls',
    vitals: [0.1, 0.25],
    floor: { relative: 0.5, absolute: 0.05 },
  },
  tbt_ms: {
    check: 'perf.tbt',
    vitals: [200, 600],
    floor: { relative: 1, absolute: 300 },
  },
  transfer_bytes: { check: 'perf.page_weight' },
  requests: { check: 'perf.page_weight' },
};

/** Page weight's deterministic rule: up by more than both. */
const WEIGHT_GROWTH = { relative: 0.2, absolute: 100 * 1024 };

const REMEDIATION: Record<string, string> = {
  'perf.lcp':
    'Serve the largest element sooner: preload the hero image, shrink it, or ' +
    'render the text without waiting for fonts or scripts.',
  'perf.cls':
    'Reserve space for late content: width and height (or aspect-ratio) on ' +
    'images and embeds, no content inserted above what is shown.',
  'perf.tbt':
    'Break long JavaScript tasks up, defer work the first view does not ' +
    'need, and load third-party scripts after the page.',
  'perf.page_weight': 'Load less: compress images, split bundles, and drop resources the page does not use.',
  'perf.not_measured':
    'See why the metric was not measured (a page that paints nothing has no LCP, a load that did not ' +
    'finish has no weight), or set its check to off if the page is not meant to have it.',
  'perf.render_blocking':
    'Load the script with async or defer (or type=module), or inline the ' +
    'critical CSS and load the rest without blocking.',
};

function finding(check: string, severity: string, message: string, evidence: string): Finding {
  const remediation = REMEDIATION[check] ?? null;
  const impact = severity === 'optional' ? 2 : 6;
  return { check, severity, result: 'warn', message, evidence, remediation, impact, effort: 3 };
}

/** The budget findings of a page's metrics: a configured budget, else the Core Web Vitals bounds. */
function budgetFindings(metrics: PageMetrics, budgets: Budgets = {}): Finding[] {
  const findings: Finding[] = [];
  for (const [key, name] of Object.entries(BUDGET_KEYS) as [BudgetKey, MetricName][]) {
    const gated = GATED_METRICS[name];
    const spread = metrics[name];
    if (!gated || !spread) continue;
    const { label, unit } = METRIC_WORDS[name];
    const configured = budgets[key];
    const value = spread.median;
    const limit = configured === undefined ? undefined : key === 'transfer-kb' ? configured * 1024 : configured;
    const over = (bound: number, severity: string, what: string) =>
      findings.push(
        finding(
          gated.check,
          severity,
          `${label} ${spreadText(spread, unit)} is over ${what} ${metricText(bound, unit)}`,
          `${label} over ${what} ${metricText(bound, unit)}`,
        ),
      );
    if (limit !== undefined) {
      if (value > limit) over(limit, 'recommended', 'the budget of');
    } else if (gated.vitals && value > gated.vitals[1]) over(gated.vitals[1], 'recommended', 'the "poor" bound');
    else if (gated.vitals && value > gated.vitals[0]) over(gated.vitals[0], 'optional', 'the "good" bound');
  }
  for (const url of metrics.render_blocking) {
    findings.push(finding('perf.render_blocking', 'recommended', MEASURED_BLOCKING, url));
  }
  return findings;
}

/** The message of a render-blocking resource the browser marked (the service's static check says another). */
const MEASURED_BLOCKING = 'a resource blocks the first render';

/**
 * Whether only a measured run finds this, with nothing before it to compare with when the baseline
 * has no metrics: a render-blocking resource the browser marked, which quotes a URL of the run's
 * `render_blocking` (the service's static check quotes the tag, and does not run in a browser).
 * (Drift needs accepted metrics; a budget is an absolute bound, and an unmeasured metric proves
 * nothing, so those are judged anyway.)
 */
export function measuredOnly(finding: Finding, metrics: PageMetrics | null | undefined): boolean {
  return finding.check === 'perf.render_blocking' && (metrics?.render_blocking.includes(finding.evidence) ?? false);
}

/** The check of a metric a budget or the drift check needed and no run measured. */
export const NOT_MEASURED = 'perf.not_measured';

/**
 * Each metric a check needs that was not measured (null): LCP, CLS and TBT always (their Core Web
 * Vitals bounds apply by default), page weight and requests when a budget bounds them or the
 * accepted run measured them (drift).
 */
function notMeasuredFindings(metrics: PageMetrics, accepted: PageMetrics | undefined, budgets: Budgets): Finding[] {
  const findings: Finding[] = [];
  for (const [key, name] of Object.entries(BUDGET_KEYS) as [BudgetKey, MetricName][]) {
    const gated = GATED_METRICS[name];
    if (!gated || metrics[name] !== null) continue;
    const needs = [
      ...(budgets[key] !== undefined ? ['its budget'] : gated.vitals ? ['its Core Web Vitals bound'] : []),
      ...(accepted?.[name] ? ['the accepted run'] : []),
    ];
    if (needs.length === 0) continue;
    const { label } = METRIC_WORDS[name];
    const runs = `${metrics.runs} run${metrics.runs === 1 ? '' : 's'}`;
    const message = `${label} was not measured in ${runs}: ${needs.join(' and ')} cannot be judged`;
    findings.push(finding(NOT_MEASURED, 'critical', message, `${label} not measured`));
  }
  return findings;
}

/**
 * Whether `now` is worse than `accepted` beyond noise, by the metric's rule. A timing regresses only
 * when its runs' range clears the accepted range by the noise floor (the fastest run now is slower
 * than the slowest accepted one, by more than the floor) and its median is outside Core Web
 * Vitals' "good" band: overlapping ranges are one page measured under two loads, and a value
 * inside "good" is good whatever it was before.
 */
export function worseThan(name: MetricName, now: MetricSpread, accepted: MetricSpread): boolean {
  if (name === 'transfer_bytes') {
    const grew = now.median - accepted.median;
    return grew > WEIGHT_GROWTH.absolute && grew > accepted.median * WEIGHT_GROWTH.relative;
  }
  const good = GATED_METRICS[name]?.vitals?.[0];
  if (good !== undefined && now.median <= good) return false;
  return beyondFloor(name, now.min - accepted.max, accepted.max);
}

function beyondFloor(name: MetricName, change: number, base: number): boolean {
  const floor = GATED_METRICS[name]?.floor;
  return floor !== undefined && change > floor.absolute && change > base * floor.relative;
}

/**
 * The metrics a budget is judged on: a noisy metric that moved less than its floor either way since
 * the accepted run is taken at its accepted value, so a page near a bound does not cross it back and
 * forth between identical deploys (the noise study found exactly that at TBT's 200 ms bound).
 */
function steady(metrics: PageMetrics, accepted: PageMetrics | undefined): PageMetrics {
  if (!accepted) return metrics;
  const held = { ...metrics };
  for (const name of Object.keys(GATED_METRICS) as MetricName[]) {
    const [now, before] = [metrics[name], accepted[name]];
    if (!now || !before || GATED_METRICS[name]?.floor === undefined) continue;
    const moved =
      beyondFloor(name, now.median - before.median, before.median) ||
      beyondFloor(name, before.median - now.median, now.median);
    if (!moved) held[name] = before;
  }
  return held;
}

/**
 * The findings of metrics that got worse than the accepted medians beyond their noise floors; page
 * weight against `firstWeight`, its first accepted value, when the accepted state holds it.
 */
function driftFindings(metrics: PageMetrics, accepted: PageMetrics, firstWeight?: MetricSpread): Finding[] {
  const findings: Finding[] = [];
  for (const [name, gated] of Object.entries(GATED_METRICS) as [MetricName, GatedMetric][]) {
    const now = metrics[name];
    const first = name === 'transfer_bytes' ? firstWeight : undefined;
    const before = first ?? accepted[name];
    if (!now || !before || !worseThan(name, now, before)) continue;
    const { label, unit } = METRIC_WORDS[name];
    const text = `${label} ${spreadText(now, unit)} vs ${first ? 'first ' : ''}accepted ${spreadText(before, unit)}`;
    findings.push(finding(gated.check, 'recommended', `${label} got worse than the accepted run: ${text}`, text));
  }
  return findings;
}

/**
 * The page with its performance findings beside the service's: judged against the baseline's
 * metrics (the accepted medians) and the page's budgets. A page without metrics is left as it is.
 */
export function withPerfFindings<
  Page extends {
    metrics?: PageMetrics | null;
    baseline: { metrics?: PageMetrics; firstWeight?: MetricSpread } | null;
    findings?: Finding[];
  },
>(page: Page, budgets?: Budgets): Page {
  if (!page.metrics) return page;
  const { metrics, firstWeight } = page.baseline ?? {};
  return {
    ...page,
    findings: [...(page.findings ?? []), ...perfFindings(page.metrics, metrics, budgets, firstWeight)],
  };
}

/**
 * Every performance finding of a page: the metrics it needs and lacks, its budgets (judged on
 * steady values), and its drift from the accepted medians when the accepted state holds them.
 */
export function perfFindings(
  metrics: PageMetrics,
  accepted: PageMetrics | undefined,
  budgets: Budgets = {},
  firstWeight?: MetricSpread,
): Finding[] {
  return [
    ...notMeasuredFindings(metrics, accepted, budgets),
    ...budgetFindings(steady(metrics, accepted), budgets),
    ...(accepted ? driftFindings(metrics, accepted, firstWeight) : []),
  ];
}
