/**
 * The sitemap: a request to the user's own site, not to the service. No Authorization header ever
 * goes here. Everything is bounded (bytes, sitemaps, redirects, time) because the site is whatever
 * the deploy produced, including a broken one.
 */
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { request, type Dispatcher } from 'undici';
import { ConfigError, PagegateError } from '../errors.js';
import type { parseSitemap } from './sitemap.js';
import { redactUrl } from '../text/redact.js';
import { oneLine } from '../text/one-line.js';
import { isHttpUrl } from '../text/http-url.js';
import { SITE_USER_AGENT } from '../http/agent.js';
import { readCapped, sizeText } from '../http/capped-body.js';
import { transportErrorFrom } from '../http/transport-failure.js';
import { header, MAX_REDIRECTS, REDIRECTS, siteAgent } from './agent.js';
import { assertAllowedSite } from './allowed-sites.js';
import { isRunHost, refusedAddress, runHosts, type RunHosts } from './run-hosts.js';

const MIB = 1024 * 1024;
const HEADERS = { 'user-agent': SITE_USER_AGENT, 'accept-encoding': 'gzip' };
const inflate = promisify(gunzip);

interface SitemapLimits {
  /**
   * Where every sitemap, index child and redirect hop must be: a host the user gave, or one matching
   * allowed-sites; with allowed-sites, every one must match it.
   */
  hosts: RunHosts;
  maxUrls: number;
  maxBytes: number;
  maxTotalBytes: number;
  maxSitemaps: number;
  signal: AbortSignal | undefined;
}

/**
 * Page URLs of a sitemap, following sitemap indexes breadth-first. Reading stops, without an
 * error, once maxUrls pages are found, maxSitemaps files are read or maxTotalBytes (decoded, all
 * files together) are spent: the list is capped by max-urls anyway. An index's children beyond
 * the files still to read are not queued (an index of a million children once filled a Set past
 * its maximum size). Locs that are not http(s) are skipped rather than failing the whole gate.
 * Every file read (the sitemap, an index's child, a redirect's target) is on a host of `givenPages`
 * (the sitemap's own is one) or matches allowed-sites; any other fails the run before it is asked.
 */
export async function fetchSitemapUrls(
  url: string,
  options: {
    signal?: AbortSignal;
    maxUrls: number;
    maxBytes?: number;
    maxTotalBytes?: number;
    maxSitemaps?: number;
    allowedSites?: readonly string[];
    /** The pages the user gave (given-pages.ts): their hosts are the run's own. */
    givenPages?: readonly string[];
  },
): Promise<string[]> {
  const limits = {
    hosts: runHosts([url, ...(options.givenPages ?? [])], options.allowedSites ?? []),
    maxUrls: options.maxUrls,
    maxBytes: options.maxBytes ?? 50 * MIB,
    maxTotalBytes: options.maxTotalBytes ?? 100 * MIB,
    maxSitemaps: options.maxSitemaps ?? 50,
    signal: options.signal,
  };
  const agent = siteAgent();
  try {
    return await readSitemaps(url, limits, agent);
  } finally {
    await agent.close();
  }
}

async function readSitemaps(first: string, limits: SitemapLimits, agent: Dispatcher): Promise<string[]> {
  const queue = [first];
  const queued = new Set(queue);
  const pages = new Set<string>();
  let spent = 0;
  for (let read = 0; read < limits.maxSitemaps && pages.size < limits.maxUrls && spent < limits.maxTotalBytes; read++) {
    const sitemapUrl = queue.shift();
    if (sitemapUrl === undefined) break;
    const { kind, locs, bytes } = await readSitemap(sitemapUrl, limits, agent);
    spent += bytes;
    for (const raw of locs) {
      const [loc] = absoluteHttpUrl(raw, sitemapUrl);
      if (loc === undefined) continue;
      if (kind === 'urlset') pages.add(loc);
      else if (!queued.has(loc)) {
        queued.add(loc);
        queue.push(loc);
      }
      if (kind === 'urlset' ? pages.size >= limits.maxUrls : queued.size >= limits.maxSitemaps) break;
    }
  }
  return [...pages];
}

async function readSitemap(
  url: string,
  limits: SitemapLimits,
  agent: Dispatcher,
): Promise<ReturnType<typeof parseSitemap> & { bytes: number }> {
  const where = `sitemap ${redactUrl(url)}`;
  const { bytes, encoding } = await download(url, where, limits, agent);
  const xml = (await decode(bytes, encoding, where, limits.maxBytes)).toString('utf8');
  // The XML parser (htmlparser2 and its DOM packages, 120 KB) loads only for a run with a sitemap.
  const { parseSitemap } = await import('./sitemap.js');
  try {
    return { ...parseSitemap(xml), bytes: xml.length };
  } catch (error) {
    throw error instanceof PagegateError ? new PagegateError(`${where}: ${error.message}`) : error;
  }
}

async function download(
  url: string,
  where: string,
  limits: SitemapLimits,
  agent: Dispatcher,
): Promise<{ bytes: Buffer; encoding: string | undefined }> {
  let target = url;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await assertRunHost(target, limits, hop === 0 ? 'sitemap' : `${where}: redirect to`);
      const response = await request(target, {
        method: 'GET',
        headers: HEADERS,
        dispatcher: agent,
        signal: limits.signal,
      });
      const location = header(response.headers.location);
      if (REDIRECTS.has(response.statusCode) && location) {
        await response.body.dump();
        target = new URL(location, target).href;
        continue;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        throw new PagegateError(`${where}: HTTP ${response.statusCode}`);
      }
      if (Number(header(response.headers['content-length'])) > limits.maxBytes) {
        await response.body.dump({ limit: 0 });
        throw tooLarge(where, limits.maxBytes);
      }
      return {
        bytes: await readCapped(response.body, limits.maxBytes, () => tooLarge(where, limits.maxBytes)),
        encoding: header(response.headers['content-encoding']),
      };
    }
  } catch (error) {
    if (error instanceof PagegateError) throw error;
    throw transportErrorFrom(error, where, limits.signal, (text) => text.replaceAll(target, redactUrl(target)));
  }
  throw new PagegateError(`${where}: more than ${MAX_REDIRECTS} redirects`);
}

/** Throws before `target` is asked when it is not a host of the run, or is one never requested. */
async function assertRunHost(target: string, limits: SitemapLimits, label: string): Promise<void> {
  assertAllowedSite(target, limits.hosts.allowedSites, label);
  if (!isRunHost(target, limits.hosts))
    throw new ConfigError(
      `${label} ${JSON.stringify(oneLine(redactUrl(target), 200))} is on a host the run was not given ` +
        '(site-url, urls, sitemap); allowed-sites can let it through',
    );
  const refused = await refusedAddress(target, limits.hosts);
  if (refused) throw new PagegateError(`${label} ${oneLine(refused, 300)}`);
}

/** A `.gz` sitemap is gzip whatever the headers say, and a server that also sets Content-Encoding wraps it twice. */
async function decode(bytes: Buffer, encoding: string | undefined, where: string, maxBytes: number): Promise<Buffer> {
  const coding = encoding?.trim().toLowerCase() ?? 'identity';
  if (coding !== 'identity' && coding !== 'gzip' && coding !== 'x-gzip') {
    throw new PagegateError(`${where}: unsupported content-encoding "${oneLine(coding, 40)}"`);
  }
  const once = coding === 'identity' ? bytes : await gunzipCapped(bytes, where, maxBytes);
  return isGzip(once) ? gunzipCapped(once, where, maxBytes) : once;
}

async function gunzipCapped(bytes: Buffer, where: string, maxBytes: number): Promise<Buffer> {
  try {
    return await inflate(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(where, maxBytes);
    throw new PagegateError(`${where}: not valid gzip (${(error as { code?: string }).code ?? 'unreadable'})`);
  }
}

function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function tooLarge(where: string, maxBytes: number): PagegateError {
  return new PagegateError(`${where}: larger than ${sizeText(maxBytes)} uncompressed`);
}

function absoluteHttpUrl(loc: string, base: string): string[] {
  const url = URL.parse(loc, base)?.href;
  return url !== undefined && isHttpUrl(url) ? [url] : [];
}
