/**
 * How the inputs that name a run's pages fit together: the URL sources or a crawl, and every site
 * within allowed-sites. Pure.
 */
import { ConfigError } from '../errors.js';
import type { AnalysisConfig } from '../model/config.js';
import { assertAllowedSite } from '../site/allowed-sites.js';
import { userGlob } from './user-glob.js';
import { resolvePageUrls } from '../site/urls.js';

/** A live run's pages come from the URL sources or from a crawl, never from both. */
export function assertPagesNamed({
  sources,
  crawl,
  baseline,
}: Pick<AnalysisConfig, 'sources' | 'crawl' | 'baseline'>): void {
  const { urls, urlsFile, sitemap } = sources;
  const hasUrlSource = urls.length > 0 || urlsFile !== null || sitemap !== null;
  if (crawl !== null && hasUrlSource) {
    throw new ConfigError(`crawl: gates on the crawl's pages, so urls, urls-file and sitemap must be empty`);
  }
  if (crawl !== null && (baseline.kind === 'url' || baseline.kind === 'file')) {
    throw new ConfigError(
      'crawl: its baseline is the accepted state or the previous crawl of the same site, so baseline-url and ' +
        'baseline-file must be empty',
    );
  }
  if (crawl === null && !hasUrlSource)
    throw new ConfigError('no pages to analyse: set urls, urls-file, sitemap or crawl');
}

/**
 * On `workflow_run` with `pull-request`, site-url came from the fork's artifact: without
 * allowed-sites nothing would stop it naming any site. The URLs known now are checked now; the
 * engine checks those from urls-file and the sitemap once read.
 */
export function assertAllowedSites(
  config: Pick<AnalysisConfig, 'sources' | 'allowedSites'> & { pullRequest: number | null },
  eventName: string | null,
): void {
  const { siteUrl, urls, sitemap } = config.sources;
  if (
    eventName === 'workflow_run' &&
    config.pullRequest !== null &&
    siteUrl !== null &&
    config.allowedSites.length === 0
  ) {
    throw new ConfigError(
      'allowed-sites: required with pull-request on workflow_run, where site-url comes from an untrusted ' +
        'artifact (for example https://pr-*.preview.example.com)',
    );
  }
  // Compiled once here so that a glob too long to match is refused as a ConfigError, before any page.
  for (const glob of config.allowedSites) userGlob(glob, { nocase: true });
  if (siteUrl !== null) assertAllowedSite(siteUrl, config.allowedSites, 'site-url');
  for (const url of resolvePageUrls([...urls, ...(sitemap ? [sitemap] : [])], siteUrl))
    assertAllowedSite(url, config.allowedSites, 'page');
}
