/**
 * A cache hit whose report is the baseline itself: nothing new was analysed, so nothing could
 * regress. The gate skips the comparison for it and the report counts it; both ask this.
 */
export function cacheHitIsBaseline(page: {
  cached: boolean;
  key: string | null;
  baseline: { key: string } | null;
}): boolean {
  return page.cached && page.key !== null && page.baseline !== null && page.baseline.key === page.key;
}
