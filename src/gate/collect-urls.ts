/**
 * The page list from every source the config names: inputs, urls-file, sitemap, with site-url
 * (or the deployment_status event's URL) for paths; normalised, de-duplicated, capped, sharded.
 */
import { assertAllowedSite } from '../site/allowed-sites.js';
import { fetchSitemapUrls } from '../site/requests.js';
import { ConfigError, readFailure } from '../errors.js';
import type { GateConfig } from '../model/config.js';
import { redactUrl } from '../text/redact.js';
import { assertPatternsMatch } from '../config/rules.js';
import { assertWarnLevels } from '../config/warn-levels.js';
import { shardUrls } from './shard.js';
import { capUrls, resolvePageUrls, splitUrlList } from '../site/urls.js';
import { count } from '../text/count.js';

export interface UrlSourceIO {
  readText(path: string): Promise<string>;
  warn(line: string): void;
  info(line: string): void;
}

export async function collectUrls(config: GateConfig, io: UrlSourceIO, signal: AbortSignal): Promise<string[]> {
  const { sources } = config;
  const entries = [...sources.urls];
  if (sources.urlsFile) entries.push(...splitUrlList(await readInputFile(io, 'urls-file', sources.urlsFile)));
  if (sources.sitemap) {
    const [sitemapUrl] = resolvePageUrls([sources.sitemap], sources.siteUrl);
    if (sitemapUrl) {
      assertAllowedSite(sitemapUrl, config.allowedSites, 'sitemap');
      const found = await fetchSitemapUrls(sitemapUrl, {
        signal,
        maxUrls: Math.max(sources.maxUrls, 1) * 4,
        allowedSites: config.allowedSites,
      });
      io.info(`sitemap ${redactUrl(sitemapUrl)}: ${found.length} URLs`);
      entries.push(...found);
    }
  }
  const resolved = resolvePageUrls(entries, sources.siteUrl);
  for (const url of resolved) assertAllowedSite(url, config.allowedSites, 'page');
  if (resolved.length === 0) throw new ConfigError('no pages to analyse: urls, urls-file and sitemap gave no URL');
  const { kept, dropped } = capUrls(resolved, sources.maxUrls);
  if (dropped > 0)
    io.warn(
      `max-urls ${sources.maxUrls}: ${dropped} of ${count(resolved.length, 'page')} ${dropped === 1 ? 'was' : 'were'} dropped`,
    );
  assertPatternsMatch(config, kept);
  assertWarnLevels(config, kept);
  if (!config.shard) return kept;
  const slice = shardUrls(kept, config.shard);
  io.info(`shard ${config.shard.index}/${config.shard.count}: ${slice.length} of ${count(kept.length, 'page')}`);
  return slice;
}

/** A file named by an input, read through the edge; a missing one is one line naming the input. */
export async function readInputFile(io: Pick<UrlSourceIO, 'readText'>, input: string, path: string): Promise<string> {
  try {
    return await io.readText(path);
  } catch (error) {
    throw new ConfigError(`${input}: cannot read "${path}" (${readFailure(error)})`);
  }
}
