/**
 * The page list from what the user wrote: split, resolved against site-url, normalised,
 * de-duplicated, capped. Pure: reading urls-file and fetching the sitemap happen at the edges.
 */
import { oneLine } from '../text/one-line.js';
import { isHttpUrl } from '../text/http-url.js';
import { ConfigError } from '../errors.js';
import { redactUrl } from '../text/redact.js';
import { EventPayload } from '../model/event-payload.js';

/** Lines and commas; `#` starts a comment when it opens a line or follows a space (a fragment has none before it). */
export function splitUrlList(text: string): string[] {
  return text
    .split(/[\r\n,]+/)
    .map((entry) => entry.replace(/(^|\s)#.*$/, '').trim())
    .filter((entry) => entry !== '');
}

/**
 * A path is taken relative to site-url's own path, so a site served under a prefix (GitHub Pages
 * project sites: https://owner.github.io/repo/) finds `/about` at .../repo/about.
 */
export function resolvePageUrls(entries: string[], siteUrl: string | null): string[] {
  const seen = new Set<string>();
  for (const entry of entries) seen.add(resolvePageUrl(entry, siteUrl));
  return [...seen];
}

function resolvePageUrl(entry: string, siteUrl: string | null): string {
  if (entry.startsWith('/')) {
    if (siteUrl === null)
      throw new ConfigError(`"${oneLine(entry, 120)}" is a path, but no site-url is set to resolve it against`);
    const root = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
    // `./` keeps a path that looks absolute once its slashes are gone (`/https://x`) a path on the site.
    return normalizePageUrl(new URL(`./${entry.replace(/^\/+/, '')}`, root).href);
  }
  if (!isHttpUrl(entry))
    throw new ConfigError(
      `"${oneLine(redactUrl(entry), 120)}" is neither an absolute http(s) URL nor a path starting with /`,
    );
  return normalizePageUrl(entry);
}

/**
 * Scheme and host lowercased and the default port dropped (WHATWG URL does both); the fragment never reaches the
 * server.
 */
export function normalizePageUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/** A deployment_status event names the deployed site: environment_url first, then target_url. */
export function siteUrlFromEvent(event: { name: string; payload: unknown } | null): string | null {
  if (event?.name !== 'deployment_status') return null;
  const status = EventPayload.parse(event.payload).deployment_status;
  return [status?.environment_url, status?.target_url].find((url) => url !== undefined && isHttpUrl(url)) ?? null;
}
