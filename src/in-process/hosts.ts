/**
 * The hosts an in-process service may reach on private and loopback addresses: those the user
 * gave (site-url, urls, the sitemap's own URL, the crawl's seed), each with its port, and nothing
 * else. A page found in content (a sitemap's locs) joins them only on a host the user gave or
 * one that allowed-sites lets through: page content must not steer the run's own requests. Pure.
 */
import { portOf, unbracketed } from '../service/analyzer/address.js';

export interface PageHost {
  hostname: string;
  port: number;
}

/** Each absolute http(s) URL's host and port once; paths (resolved against site-url) add nothing new. */
export function pageHosts(urls: readonly string[]): PageHost[] {
  const seen = new Map<string, PageHost>();
  for (const raw of urls) {
    const url = URL.parse(raw);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    const host = { hostname: unbracketed(url.hostname), port: portOf(url) };
    seen.set(`${host.hostname}:${host.port}`, host);
  }
  return [...seen.values()];
}

/** The pages of `found` that may widen the allowance: on a host (and port) of `given`, or `trusted` (allowed-sites). */
export function joiningPages(
  found: readonly string[],
  given: readonly PageHost[],
  trusted: (url: string) => boolean,
): string[] {
  const givenKeys = new Set(given.map(({ hostname, port }) => `${hostname}:${port}`));
  return found.filter((url) => {
    const [host] = pageHosts([url]);
    return host !== undefined && (givenKeys.has(`${host.hostname}:${host.port}`) || trusted(url));
  });
}
