/**
 * Fresh: a cache hit that predates the deploy describes the page as it was before it. The service
 * answers a URL it analysed recently from its cache (docs/interface.md, Caching), so the page is submitted again
 * as another URL: the same page with a `pagegate` query parameter, one of its fixed variants
 * (fresh-variants.ts), else the run's own tag. Pure.
 */

export interface FreshPolicy {
  mode: 'auto' | 'always' | 'never';
  /** ISO 8601. */
  deployedAt: string;
  /** The fallback's value when every variant is stale: the short commit SHA, else the run id. */
  tag: string;
}

/**
 * An analysis completed before the deploy is stale. An unknown time (a cache hit for a URL the
 * lookup had never seen) cannot be shown to postdate the deploy, so it counts as stale too.
 */
export function isStale(analyzedAt: string | null, deployedAt: string): boolean {
  if (analyzedAt === null) return true;
  const analyzed = Date.parse(analyzedAt);
  return !(analyzed >= Date.parse(deployedAt));
}

/** The page's URL with `pagegate=<tag>` after any existing query; the fragment never reaches the server. */
export function freshUrl(pageUrl: string, tag: string): string {
  const url = new URL(pageUrl);
  url.hash = '';
  const base = url.href;
  const joiner = url.search ? '&' : base.endsWith('?') ? '' : '?';
  return `${base}${joiner}pagegate=${encodeURIComponent(tag)}`;
}

/** The page a fresh URL analysed: `freshUrl` undone (its parameter is always the last), else null. */
export function pageOfFreshUrl(analyzedUrl: string): string | null {
  const match = /^(.*?)[?&]pagegate=[^&#]*$/.exec(analyzedUrl);
  return match?.[1] ?? null;
}
