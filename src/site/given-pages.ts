import type { AnalysisConfig } from '../model/config.js';

/**
 * The pages the user named: site-url, the crawl's seed, the sitemap's own URL and urls. Their hosts
 * are the run's own; a host found in page content (a sitemap's locs, a redirect) is not.
 */
export function givenPages(config: AnalysisConfig): string[] {
  const { siteUrl, urls, sitemap } = config.sources;
  const seed = config.crawl !== null && typeof config.crawl === 'object' ? config.crawl.seed : null;
  return [siteUrl, seed, sitemap, ...urls].filter((url): url is string => url !== null);
}
