/**
 * The page list from every source the config names: inputs, urls-file, sitemap, with site-url
 * (or the deployment_status event's URL) for paths; normalised, de-duplicated, capped, sharded.
 */
import { assertAllowedSite } from '../site/allowed-sites.js';
import { fetchSitemapUrls } from '../site/requests.js';
import { givenPages } from '../site/given-pages.js';
import { ConfigError, readFailure } from '../errors.js';
import type { AnalysisConfig } from '../model/config.js';
import { redactUrl } from '../text/redact.js';
import { assertPatternsMatch } from '../config/rules.js';
import { assertWarnLevels } from '../config/warn-levels.js';
import { shardUrls } from './shard.js';
import { resolvePageUrls, splitUrlList } from '../site/urls.js';
import { count } from '../text/count.js';
import type { Truncation } from '../model/results.js';

export interface UrlSourceIO {
  readLines(path: string): AsyncIterable<string>;
  warn(line: string): void;
  info(line: string): void;
}

/** The pages of this run, and what max-urls dropped from the list (null: nothing). */
interface CollectedUrls {
  urls: string[];
  truncated: Truncation | null;
}

export async function collectUrls(
  config: AnalysisConfig,
  io: UrlSourceIO,
  signal: AbortSignal,
): Promise<CollectedUrls> {
  const { sources } = config;
  const list = new PageList(sources.maxUrls, sources.siteUrl);
  for (const entry of sources.urls) list.add(entry);
  if (sources.urlsFile) await readUrlsFile(io, sources.urlsFile, list);
  if (sources.sitemap && !list.full) {
    const [sitemapUrl] = resolvePageUrls([sources.sitemap], sources.siteUrl);
    if (sitemapUrl) {
      assertAllowedSite(sitemapUrl, config.allowedSites, 'sitemap');
      // One past max-urls: enough to know that the sitemap lists more than can be kept.
      const maxUrls = sources.maxUrls + 1;
      const found = await fetchSitemapUrls(sitemapUrl, {
        signal,
        maxUrls,
        allowedSites: config.allowedSites,
        givenPages: givenPages(config),
      });
      io.info(`sitemap ${redactUrl(sitemapUrl)}: ${found.length} URLs`);
      for (const url of found) list.add(url);
      if (found.length === maxUrls && list.full) list.unread ??= 'the sitemap';
    }
  }
  const kept = list.urls();
  for (const url of kept) assertAllowedSite(url, config.allowedSites, 'page');
  if (kept.length === 0) throw new ConfigError('no pages to analyse: urls, urls-file and sitemap gave no URL');
  const truncated = list.truncation();
  if (truncated) io.warn(droppedWarning(truncated));
  assertPatternsMatch(config, kept);
  assertWarnLevels(config, kept);
  if (!config.shard) return { urls: kept, truncated };
  const slice = shardUrls(kept, config.shard);
  io.info(`shard ${config.shard.index}/${config.shard.count}: ${slice.length} of ${count(kept.length, 'page')}`);
  return { urls: slice, truncated };
}

/**
 * urls-file, a line at a time, read no further than max-urls: a file of 250 MiB (or one of a
 * million lines) costs what its first max-urls pages do. A file that cannot be read names the input.
 */
async function readUrlsFile(io: UrlSourceIO, path: string, list: PageList): Promise<void> {
  try {
    for await (const line of io.readLines(path)) {
      for (const entry of splitUrlList(line)) {
        if (list.add(entry) === 'dropped') {
          list.unread = 'urls-file';
          return;
        }
      }
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`urls-file: cannot read "${path}" (${readFailure(error)})`);
  }
}

/**
 * The pages in the order given, resolved and de-duplicated, up to max-urls. Dropped pages are
 * counted while the sources are read whole (urls); urls-file and the sitemap stop at their first
 * page past the cap, so how many more they list is not known, and the warning says so.
 */
class PageList {
  private readonly kept = new Set<string>();
  private readonly dropped = new Set<string>();
  /** The source left unread past the cap. */
  unread: string | null = null;

  constructor(
    private readonly max: number,
    private readonly siteUrl: string | null,
  ) {}

  get full(): boolean {
    return this.kept.size >= this.max;
  }

  add(entry: string): 'kept' | 'known' | 'dropped' {
    const [url] = resolvePageUrls([entry], this.siteUrl);
    if (url === undefined || this.kept.has(url)) return 'known';
    if (this.full) {
      this.dropped.add(url);
      return 'dropped';
    }
    this.kept.add(url);
    return 'kept';
  }

  urls(): string[] {
    return [...this.kept];
  }

  truncation(): Truncation | null {
    const { max, dropped, unread } = this;
    if (!unread && dropped.size === 0) return null;
    return {
      maxUrls: max,
      given: unread ? null : max + dropped.size,
      dropped: [...dropped],
      ...(unread ? { unread } : {}),
    };
  }
}

function droppedWarning({ maxUrls, given, unread }: Truncation): string {
  if (given === null)
    return `max-urls ${maxUrls}: pages past the first ${maxUrls} were dropped (${unread} was read no further)`;
  const were = given - maxUrls === 1 ? 'was' : 'were';
  return `max-urls ${maxUrls}: ${given - maxUrls} of ${count(given, 'page')} ${were} dropped`;
}
