/**
 * The hosts an in-process service may reach on private and loopback addresses: those of the run's
 * own pages, each with its port, and nothing else. Pure.
 */
import type { AnalysisConfig } from '../model/config.js';
import { portOf, unbracketed } from '../service/analyzer/address.js';

export interface PageHost {
  hostname: string;
  port: number;
}

/** The pages known before any is collected: site-url, the crawl's seed, the sitemap and urls. */
export function configuredPages(config: AnalysisConfig): string[] {
  const { siteUrl, urls, sitemap } = config.sources;
  const seed = config.crawl !== null && typeof config.crawl === 'object' ? config.crawl.seed : null;
  return [siteUrl, seed, sitemap, ...urls].filter((url): url is string => url !== null);
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
