/**
 * A page's reports on the service, newest first: those of its own URL and of every
 * `?pagegate=<tag>` variant a fresh analysis submitted it under (fresh.ts). The service keeps a
 * variant as a URL of its own, so the lookup of the page's URL never sees them; the host's
 * listing does (one row per URL, newest first, docs/interface.md "Lists"). It is read once per
 * host and run, at most `LISTED` rows: a page whose reports are all older than that is found by
 * its own URL's lookup alone.
 */
import type { CallOptions, PageAnalysisClient } from '../client/client.js';
import { ServiceError } from '../errors.js';
import type { Lookup } from '../model/resources.js';
import { pageOfFreshUrl } from './fresh.js';

/** Five pages of the listing at its largest page size. */
const LISTED = 500;
const PAGE_SIZE = 100;

interface PageReports {
  /** Newest first, by `last_run_at`. */
  reports: Lookup[];
  /** The page's own URL's last run (null: never analysed): what its next POST's cache hit is judged by. */
  ownLastRunAt: string | null;
}

export type PageHistory = (url: string, options: CallOptions) => Promise<PageReports>;

export function pageHistory(client: PageAnalysisClient): PageHistory {
  const hosts = new Map<string, Promise<Map<string, Lookup[]>>>();
  const listed = (host: string, options: CallOptions): Promise<Map<string, Lookup[]>> => {
    let found = hosts.get(host);
    if (!found) hosts.set(host, (found = variantsOfHost(client, host, options)));
    return found;
  };
  return async (url, options) => {
    const [variants, own] = await Promise.all([
      listed(new URL(url).hostname, options),
      client.lookupReport(url, options),
    ]);
    const reports = [...(own ? [own] : []), ...(variants.get(url) ?? [])];
    reports.sort((a, b) => Date.parse(b.last_run_at) - Date.parse(a.last_run_at));
    return { reports, ownLastRunAt: own?.last_run_at ?? null };
  };
}

/** Each page's fresh variants among the host's newest reports. A service that will not list gives none. */
async function variantsOfHost(
  client: PageAnalysisClient,
  host: string,
  options: CallOptions,
): Promise<Map<string, Lookup[]>> {
  const byPage = new Map<string, Lookup[]>();
  let seen = 0;
  try {
    for await (const report of client.reports({ host, pageSize: PAGE_SIZE }, options)) {
      const page = pageOfFreshUrl(report.url);
      if (page !== null) byPage.set(page, [...(byPage.get(page) ?? []), report]);
      if (++seen >= LISTED) break;
    }
  } catch (error) {
    // The lookup of the page's own URL still answers; a listing refused is no reason to fail a page.
    if (!(error instanceof ServiceError) || error.retryable) throw error;
  }
  return byPage;
}
