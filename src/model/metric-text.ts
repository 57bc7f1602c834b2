/**
 * Lab metrics in words, one way everywhere: the findings' messages and evidence, the page line,
 * the comment and the summary. "2,610 ms (2,580-2,700)": the median with its unit, the spread beside it.
 */
import type { MetricName, MetricSpread } from './metrics.js';

/** How a value is written: milliseconds, a plain ratio (CLS), kilobytes of 1024 bytes, a count. */
type MetricUnit = 'ms' | 'score' | 'kb' | 'count';

/** Each metric's name in words and its unit. */
export const METRIC_WORDS: Record<MetricName, { label: string; unit: MetricUnit }> = {
  lcp_ms: { label: 'LCP', unit: 'ms' },
  cls: { label: 'CLS', unit: 'score' },
  tbt_ms: { label: 'TBT', unit: 'ms' },
  fcp_ms: { label: 'FCP', unit: 'ms' },
  ttfb_ms: { label: 'TTFB', unit: 'ms' },
  transfer_bytes: { label: 'page weight', unit: 'kb' },
  requests: { label: 'requests', unit: 'count' },
};

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ratio = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const UNIT_SUFFIX: Record<MetricUnit, string> = { ms: ' ms', kb: ' KB', score: '', count: '' };

/** The number alone: `2,610`, `0.25`, `1,520` (KB). */
function bareMetric(value: number, unit: MetricUnit): string {
  if (unit === 'kb') return whole.format(value / 1024);
  return unit === 'score' ? ratio.format(value) : whole.format(value);
}

/** The number with its unit: `2,610 ms`, `0.25`, `1,520 KB`. */
export function metricText(value: number, unit: MetricUnit): string {
  return `${bareMetric(value, unit)}${UNIT_SUFFIX[unit]}`;
}

/** `2,610 ms (2,580-2,700)` */
export function spreadText(spread: MetricSpread, unit: MetricUnit): string {
  return `${metricText(spread.median, unit)} (${bareMetric(spread.min, unit)}-${bareMetric(spread.max, unit)})`;
}
