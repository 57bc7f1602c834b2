/**
 * The page's fresh variants: a fixed set of `?pagegate=1` .. `?pagegate=4` URLs that
 * analyze-page.ts submits a stale page under, so that a page has at most `VARIANTS` URLs besides its own in the
 * service's list, over any number of deploys. Which one a run submits is chosen here, from each
 * variant's last analysis (read before the POST): one analysed since the deploy is this deploy's
 * already; else one never analysed; else the one whose analysis is oldest, the likeliest to have
 * left the service's cache, whose window the client is not told. Pure.
 *
 * Four: a stale variant costs one more POST answered from the cache (no allowance), so the bound
 * only has to outlast the deploys that fit in one cache window. A service caching for an hour
 * still holds all four only when the page was analysed five times within that hour (its own URL
 * and the four); a sixth deploy then falls back to a unique tag (analyze-page.ts), for that run.
 */
import { freshUrl, isStale } from './fresh.js';

export const VARIANTS = 4;

export interface Variant {
  url: string;
  /** Its last analysis (null: never analysed), as the service said before this run's POST. */
  lastRunAt: string | null;
}

/** The page's variant URLs, `pagegate=1` first. */
export function variantUrls(pageUrl: string): string[] {
  return Array.from({ length: VARIANTS }, (_, i) => freshUrl(pageUrl, String(i + 1)));
}

/**
 * The URL of the run's own tag, where a page goes when every variant answered stale. A tag that
 * names a variant (a local run whose run id is 1 to 4) is set apart: that variant was just found
 * stale, and the fallback's cache hit is taken as this deploy's own.
 */
export function fallbackUrl(pageUrl: string, tag: string): string {
  const own = freshUrl(pageUrl, tag);
  return variantUrls(pageUrl).includes(own) ? freshUrl(pageUrl, `run-${tag}`) : own;
}

/**
 * The order to try the variants in. One analysed since the deploy first (a re-run of the same
 * deploy reads its cache hit instead of spending allowance), newest first; then those never
 * analysed, in number order; then the rest, oldest first. An unreadable time counts as the oldest.
 *
 * `cachedSince`: when the page's own URL answered from the cache, the time of that analysis. The
 * service's cache window is then at least as long as since then, so a stale variant analysed at
 * or after it is certainly still cached and would answer stale: it is left out, not tried.
 */
export function variantOrder(variants: readonly Variant[], deployedAt: string, cachedSince: string | null): Variant[] {
  const time = (v: Variant): number => {
    const parsed = v.lastRunAt === null ? Number.NaN : Date.parse(v.lastRunAt);
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
  };
  const rank = (v: Variant): number => {
    if (v.lastRunAt === null) return 1;
    return isStale(v.lastRunAt, deployedAt) ? 2 : 0;
  };
  const cached = cachedSince === null ? Number.POSITIVE_INFINITY : Date.parse(cachedSince);
  const older = (a: Variant, b: Variant): number => (time(a) < time(b) ? -1 : time(a) > time(b) ? 1 : 0);
  // Array.prototype.sort is stable: variants that tie keep their number order.
  return variants
    .filter((v) => rank(v) !== 2 || !(time(v) >= cached))
    .sort((a, b) => {
      const ranked = rank(a) - rank(b);
      if (ranked !== 0) return ranked;
      if (rank(a) === 0) return older(b, a);
      return rank(a) === 2 ? older(a, b) : 0;
    });
}
