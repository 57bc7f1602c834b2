/**
 * Site crawls, breadth first: the seed is page 1 at depth 0; each analysed page queues its
 * same-origin links one level deeper, until the crawl's page cap (what pages_fetched counts) or
 * its depth limit. Every new URL seen within the depth limit counts in pages_found, also those
 * skipped after the cap. Pages are jobs on the shared workers, so the order is FIFO by level.
 */
import { analyzePage, type JobContext } from './analysis-job.js';
import type { Sql } from './database.js';
import type { Store, StoreTransaction } from './store.js';
import type { ClaimedPage, CrawlPageRow, CrawlRow } from './store-crawls.js';

export interface CrawlRequest {
  workspace: string;
  seed: URL;
  label: string;
  maxPages: number;
  maxDepth: number;
  render: boolean;
}

export function startCrawl(
  store: Store,
  jobsQueued: (sql: Sql) => Promise<void>,
  request: CrawlRequest,
): Promise<number> {
  return store.transaction(async (tx) => {
    const id = await tx.crawls.create({
      workspace: request.workspace,
      host: request.seed.hostname,
      label: request.label,
      seedUrl: request.seed.href,
      maxPages: request.maxPages,
      maxDepth: request.maxDepth,
      render: request.render,
      createdAt: Date.now(),
    });
    await tx.crawls.discover(id, request.seed.href);
    await tx.crawls.enqueuePage(id, request.seed.href, 0);
    await jobsQueued(tx.sql);
    return id;
  });
}

export async function runCrawlPage(context: JobContext, page: ClaimedPage, signal: AbortSignal): Promise<void> {
  const render = (await context.store.crawls.byId(page.crawl_id))?.render === 1;
  const outcome = await analyzePage(context, page.url, render, signal);
  if (!outcome) return;
  await context.store.transaction(async (store) => {
    // Another node may have taken the page since (this one's lease lapsed): its outcome counts, not this one.
    const crawl = (await store.crawls.heldPage(page)) && (await store.crawls.lockedById(page.crawl_id));
    if (!crawl) return;
    if (outcome.ok) {
      const { analysis } = outcome;
      await store.crawls.pageDone(crawl.id, page.id, { ...analysis, internal_links: analysis.links.length });
      await follow(store, crawl, page, analysis.links);
    } else {
      await store.crawls.pageFailed(crawl.id, page.id, outcome.error);
    }
    if (!outcome.ok && page.depth === 0) {
      await store.crawls.finish(crawl.id, {
        state: 'failed',
        error: `seed page: ${outcome.error.message}`,
        finishedAt: Date.now(),
      });
    } else if ((await store.crawls.unfinishedPages(crawl.id)) === 0) {
      await store.crawls.finish(crawl.id, { state: 'done', error: null, finishedAt: Date.now() });
    }
    await context.jobsQueued(store.sql);
  });
}

async function follow(
  store: StoreTransaction,
  crawl: CrawlRow,
  page: CrawlPageRow,
  links: readonly string[],
): Promise<void> {
  if (page.depth >= crawl.max_depth) return;
  const origin = new URL(crawl.seed_url).origin;
  for (const link of links) {
    if (!sameOrigin(link, origin) || !(await store.crawls.discover(crawl.id, link))) continue;
    if ((await store.crawls.pageCount(crawl.id)) < crawl.max_pages)
      await store.crawls.enqueuePage(crawl.id, link, page.depth + 1);
  }
}

function sameOrigin(link: string, origin: string): boolean {
  return URL.parse(link)?.origin === origin;
}
