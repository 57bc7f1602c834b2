/**
 * Following a site crawl until it ends (`done` or `failed`), for `pagegate crawl --wait` and for
 * gating on a crawl that is still running. The deadline is the caller's signal: when it fires,
 * the last state read is returned, still `queued` or `running`, and the caller says so.
 */
import type { PageAnalysisClient } from '../client/client.js';
import type { SiteCrawlDetail } from '../model/resources.js';
import { pollDelay, sleep as realSleep, type Sleep } from './poll-schedule.js';
import { count } from '../text/count.js';

export const CRAWL_ENDED = ['done', 'failed'];

interface CrawlWait {
  client: PageAnalysisClient;
  id: number;
  pollIntervalMs: number;
  signal: AbortSignal;
  /** Called after every read, with the state read. */
  progress?: (crawl: SiteCrawlDetail) => void;
  sleep?: Sleep;
}

export async function waitForCrawl(wait: CrawlWait): Promise<SiteCrawlDetail> {
  const sleep = wait.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    const crawl = await wait.client.getSiteCrawl(wait.id, { signal: wait.signal });
    wait.progress?.(crawl);
    if (CRAWL_ENDED.includes(crawl.state)) return crawl;
    try {
      await sleep(pollDelay(attempt, wait.pollIntervalMs), wait.signal);
    } catch (error) {
      if (wait.signal.aborted) return crawl;
      throw error;
    }
  }
}

/** `12 of 40 pages fetched`: how far a crawl got, in the words of both its callers. */
/** `named: false` leaves the id out: an in-process crawl's id names nothing once the process ends. */
export function crawlProgress(crawl: SiteCrawlDetail, named = true): string {
  const which = named ? `crawl ${crawl.id}` : 'crawl';
  return `${which} ${crawl.state}: ${crawl.pages_fetched} of ${count(crawl.pages_found, 'page')} fetched`;
}
