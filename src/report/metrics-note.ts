/**
 * A failing page's lab metrics beside its accepted ones, for the page line, the comment and the
 * summary: `LCP 2,610 ms (accepted 140 ms), CLS 0, TBT 650 ms (accepted 0 ms), page weight 1,520 KB
 * (accepted 20 KB), requests 4 (accepted 3)`. The spreads are in the findings and the results file.
 */
import type { MetricName, PageMetrics } from '../model/metrics.js';
import { METRIC_WORDS, metricText } from '../model/metric-text.js';

/** The metrics a reader acts on; FCP and TTFB explain them and stay in the results file. */
const SHOWN: readonly MetricName[] = ['lcp_ms', 'cls', 'tbt_ms', 'transfer_bytes', 'requests'];

export function metricsNote(metrics: PageMetrics, accepted: PageMetrics | undefined): string {
  const parts = SHOWN.flatMap((name) => {
    const now = metrics[name];
    if (!now) return [];
    const { label, unit } = METRIC_WORDS[name];
    const before = accepted?.[name];
    const beside = before && before.median !== now.median ? ` (accepted ${metricText(before.median, unit)})` : '';
    return [`${label} ${metricText(now.median, unit)}${beside}`];
  });
  return parts.length > 0 ? parts.join(', ') : 'no metric measured';
}

/** The metrics of a page measured with performance; null: the service (a hosted one may not) sent none. */
export function measuredNote(metrics: PageMetrics | null, accepted: PageMetrics | undefined): string {
  return metrics === null ? 'the service reported no metrics' : metricsNote(metrics, accepted);
}
