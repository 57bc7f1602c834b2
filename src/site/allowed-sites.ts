/**
 * `allowed-sites`: URL globs that `site-url`, the sitemap and every page must match. In the
 * `workflow_run` half of the fork-safe pair, `site-url` comes from an artifact a fork wrote; this
 * keeps the fork from pointing the analysis (and the workspace's allowance, and the runner's own
 * requests) at a site of its choosing.
 */
import { globMatcher } from '../text/glob.js';
import { ConfigError } from '../errors.js';
import { oneLine } from '../text/one-line.js';
import { redactUrl } from '../text/redact.js';

/**
 * A glob without a path (`https://pr-*.preview.example.com`) is matched against the URL's
 * origin, one with a path against origin and path. Both sides are parsed URLs, so user info, a
 * query or a fragment cannot make another host look allowed.
 */
export function isAllowedSite(url: string, globs: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return globs.some((glob) => {
    const withPath = /^[a-z][a-z0-9+.-]*:\/\/[^/]*\//i.test(glob);
    return globMatcher(glob, { nocase: true })(withPath ? `${parsed.origin}${parsed.pathname}` : parsed.origin);
  });
}

/** Throws one line naming the URL, where it came from and the globs it missed; no globs, no check. */
export function assertAllowedSite(url: string, globs: readonly string[], label: string): void {
  if (globs.length === 0 || isAllowedSite(url, globs)) return;
  throw new ConfigError(
    `${label} ${JSON.stringify(oneLine(redactUrl(url), 200))} matches none of allowed-sites ` +
      `(${globs.map((g) => oneLine(g, 100)).join(', ')})`,
  );
}
