/** A fast page's lab metrics, for tests of what the gate and the report make of them. */
import type { MetricSpread, PageMetrics } from '../../src/model/metrics.js';

export const at = (median: number, min = median, max = median): MetricSpread => ({ median, min, max });

export function fastMetrics(values: Partial<PageMetrics> = {}): PageMetrics {
  return {
    runs: 3,
    lcp_ms: at(140, 120, 190),
    cls: at(0),
    tbt_ms: at(0),
    fcp_ms: at(120),
    ttfb_ms: at(10),
    transfer_bytes: at(20 * 1024),
    requests: at(3),
    render_blocking: [],
    ...values,
  };
}
