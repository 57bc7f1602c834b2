/**
 * A page's reports on the service: those of its own URL and of every `?pagegate=` variant a fresh
 * analysis submitted it under (fresh-variants.ts, and the unique tags of earlier versions and of
 * the fallback). The service keeps a variant as a URL of its own, so the lookup of the page's URL
 * never sees them; the host's listing does (one row per URL, newest first, docs/interface.md
 * "Lists"). It is read once per host and run, at most `LISTED` rows, when first needed: a page
 * whose reports are all older than that is found by its own URL's lookup alone, and a variant the
 * listing did not reach by its own lookup.
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

export interface PageHistory {
  reports(url: string, options: CallOptions): Promise<PageReports>;
  /** The last run of each of the page's variant URLs given (null: never analysed). */
  lastRuns(page: string, variants: readonly string[], options: CallOptions): Promise<(string | null)[]>;
}

interface HostReports {
  byPage: Map<string, Lookup[]>;
  /** The listing ended before `LISTED` rows: a variant it does not hold was never analysed. */
  whole: boolean;
}

export function pageHistory(client: PageAnalysisClient): PageHistory {
  const hosts = new Map<string, Promise<HostReports>>();
  const listed = (url: string, options: CallOptions): Promise<HostReports> => {
    const host = new URL(url).hostname;
    let found = hosts.get(host);
    if (!found) hosts.set(host, (found = variantsOfHost(client, host, options)));
    return found;
  };
  return {
    async reports(url, options) {
      const [{ byPage }, own] = await Promise.all([listed(url, options), client.lookupReport(url, options)]);
      const reports = [...(own ? [own] : []), ...(byPage.get(url) ?? [])];
      reports.sort((a, b) => Date.parse(b.last_run_at) - Date.parse(a.last_run_at));
      return { reports, ownLastRunAt: own?.last_run_at ?? null };
    },
    async lastRuns(page, variants, options) {
      // A listing that failed is no reason to fail a page: each variant is then looked up.
      const { byPage, whole } = await listed(page, options).catch((): HostReports => ({
        byPage: new Map(),
        whole: false,
      }));
      const known = new Map<string, string>();
      // Newest first: a listing with a row per report keeps each URL's newest.
      for (const report of byPage.get(page) ?? [])
        if (!known.has(report.url)) known.set(report.url, report.last_run_at);
      return Promise.all(
        variants.map(async (url) => {
          const lastRun = known.get(url);
          if (lastRun !== undefined || whole) return lastRun ?? null;
          return (await client.lookupReport(url, options))?.last_run_at ?? null;
        }),
      );
    },
  };
}

/** Each page's fresh variants among the host's newest reports. A service that will not list gives none. */
async function variantsOfHost(client: PageAnalysisClient, host: string, options: CallOptions): Promise<HostReports> {
  const byPage = new Map<string, Lookup[]>();
  let seen = 0;
  try {
    for await (const report of client.reports({ host, pageSize: PAGE_SIZE }, options)) {
      const page = pageOfFreshUrl(report.url);
      if (page !== null) byPage.set(page, [...(byPage.get(page) ?? []), report]);
      if (++seen >= LISTED) return { byPage, whole: false };
    }
  } catch (error) {
    // The lookup of the page's own URL still answers; a listing refused is no reason to fail a page.
    if (!(error instanceof ServiceError) || error.retryable) throw error;
    return { byPage, whole: false };
  }
  return { byPage, whole: true };
}
