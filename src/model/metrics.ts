/**
 * Lab performance metrics of a rendered page (`performance: true`): an extension of the v1 report
 * that a hosted service may not send. Each page load is one run; the report carries, per metric,
 * the median of the runs with the spread (min and max) beside it, so one slow load on a busy
 * machine moves the spread, not the value the gate compares.
 */
import * as z from 'zod';

/** The measured metrics, in the order the page line and the markdown show them. */
const METRIC_NAMES = ['lcp_ms', 'cls', 'tbt_ms', 'fcp_ms', 'ttfb_ms', 'transfer_bytes', 'requests'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

const measure = z.number().finite().nonnegative();

/** Loads per page when `performance_runs` is not given, and the most a request may ask. */
export const PERFORMANCE_RUNS = { default: 3, max: 10 } as const;

/**
 * The submit body's performance fields (POST /reports), one declaration for the route's validation
 * and the OpenAPI document. `performance: true` implies `render: true`.
 */
export const PerformanceRequest = z.object({
  performance: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .meta({ description: 'Also measure lab metrics (implies render); the report then carries `metrics`.' }),
  performance_runs: z
    .number({ error: `must be a whole number from 1 to ${PERFORMANCE_RUNS.max}` })
    .int({ error: `must be a whole number from 1 to ${PERFORMANCE_RUNS.max}` })
    .min(1, { error: `must be a whole number from 1 to ${PERFORMANCE_RUNS.max}` })
    .max(PERFORMANCE_RUNS.max, { error: `must be a whole number from 1 to ${PERFORMANCE_RUNS.max}` })
    .optional()
    .meta({ description: `Loads measured, each in a fresh browser context (default ${PERFORMANCE_RUNS.default}).` }),
});

/** The loads a request's performance fields ask for; 0: no metrics. */
export function performanceRunsOf(request: z.infer<typeof PerformanceRequest>): number {
  return request.performance ? (request.performance_runs ?? PERFORMANCE_RUNS.default) : 0;
}

/** One load of the page. A metric the page never produced (no contentful paint) is null. */
export const MetricsRun = z.object({
  lcp_ms: measure.nullable(),
  cls: measure.nullable(),
  tbt_ms: measure.nullable(),
  fcp_ms: measure.nullable(),
  ttfb_ms: measure.nullable(),
  transfer_bytes: measure.nullable(),
  requests: measure.nullable(),
  /** URLs of the resources that blocked the first render, as the browser marked them. */
  render_blocking: z.array(z.string()),
});
export type MetricsRun = z.infer<typeof MetricsRun>;

export const MetricSpread = z.looseObject({ median: measure, min: measure, max: measure });
export type MetricSpread = z.infer<typeof MetricSpread>;

const spread = MetricSpread.nullable();

export const PageMetrics = z.looseObject({
  /** Loads measured, each in a fresh browser context. */
  runs: z.number().int().positive(),
  lcp_ms: spread,
  cls: spread,
  tbt_ms: spread,
  fcp_ms: spread,
  ttfb_ms: spread,
  transfer_bytes: spread,
  requests: spread,
  /** Resources that blocked the first render in more than half of the runs, sorted. */
  render_blocking: z.array(z.string()),
});
export type PageMetrics = z.infer<typeof PageMetrics>;

/**
 * A measured run whose baseline has no metrics (performance just turned on, or a baseline that
 * never measured): what only a measurement finds has nothing to be compared with, as render's first run.
 */
export function firstMeasuredRun(page: {
  metrics?: PageMetrics | null;
  baseline: { metrics?: PageMetrics } | null;
}): boolean {
  return Boolean(page.metrics) && !page.baseline?.metrics;
}

/** Budget keys of the config file (`budgets:`), by the metric each bounds. */
export const BUDGET_KEYS = {
  'lcp-ms': 'lcp_ms',
  cls: 'cls',
  'tbt-ms': 'tbt_ms',
  'transfer-kb': 'transfer_bytes',
  requests: 'requests',
} as const satisfies Record<string, MetricName>;
export type BudgetKey = keyof typeof BUDGET_KEYS;

/** A page's budgets: over one, its metric's median is a `recommended` finding instead of the Core Web Vitals bound. */
export const Budgets = z.strictObject({
  'lcp-ms': z.number().nonnegative().optional().describe('Largest Contentful Paint budget in milliseconds.'),
  cls: z.number().nonnegative().optional().describe('Cumulative Layout Shift budget (a unitless score).'),
  'tbt-ms': z.number().nonnegative().optional().describe('Total Blocking Time budget in milliseconds.'),
  'transfer-kb': z.number().nonnegative().optional().describe('Bytes of every response of the load, in KB (1024).'),
  requests: z.int().nonnegative().optional().describe('Requests of the load, the document included.'),
});
export type Budgets = z.infer<typeof Budgets>;

/** The median and spread of one metric over the runs that produced it; null when none did. */
export function spreadOf(values: readonly (number | null)[]): MetricSpread | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  const min = sorted[0];
  if (min === undefined) return null;
  const at = (index: number) => sorted[index] ?? min;
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  return { median, min, max: at(sorted.length - 1) };
}

/** The page's metrics from its runs (at least one). */
export function summariseRuns(runs: readonly MetricsRun[]): PageMetrics {
  const blockingCounts = new Map<string, number>();
  for (const run of runs) {
    for (const url of new Set(run.render_blocking)) blockingCounts.set(url, (blockingCounts.get(url) ?? 0) + 1);
  }
  const metrics = Object.fromEntries(METRIC_NAMES.map((name) => [name, spreadOf(runs.map((run) => run[name]))]));
  return {
    runs: runs.length,
    ...(metrics as Record<MetricName, MetricSpread | null>),
    render_blocking: [...blockingCounts]
      .filter(([, count]) => count * 2 > runs.length)
      .map(([url]) => url)
      .sort(),
  };
}
