/**
 * Site crawls, breadth first: the seed is page 1 at depth 0; each analysed page queues its
 * same-origin links one level deeper, until the crawl's page cap (what pages_fetched counts) or
 * its depth limit. Every new URL seen within the depth limit counts in pages_found, also those
 * skipped after the cap. Pages are jobs on the shared workers, so the order is FIFO by level.
 */
import { analyzePage, type JobContext } from './analysis-job.js';
import type { Store } from './store.js';
import type { CrawlPageRow, CrawlRow } from './store-crawls.js';

export interface CrawlRequest {
  workspace: string;
  seed: URL;
  label: string;
  maxPages: number;
  maxDepth: number;
  render: boolean;
}

export function startCrawl(store: Store, request: CrawlRequest): number {
  return store.transaction(() => {
    const id = store.crawls.create({
      workspace: request.workspace,
      host: request.seed.hostname,
      label: request.label,
      seedUrl: request.seed.href,
      maxPages: request.maxPages,
      maxDepth: request.maxDepth,
      render: request.render,
      createdAt: Date.now(),
    });
    store.crawls.discover(id, request.seed.href);
    store.crawls.enqueuePage(id, request.seed.href, 0);
    return id;
  });
}

export async function runCrawlPage(context: JobContext, page: CrawlPageRow, signal: AbortSignal): Promise<void> {
  const render = context.store.crawls.byId(page.crawl_id)?.render === 1;
  const outcome = await analyzePage(context, page.url, render, signal);
  if (!outcome) return;
  const { store } = context;
  store.transaction(() => {
    const crawl = store.crawls.byId(page.crawl_id);
    if (!crawl) return;
    if (outcome.ok) {
      const { analysis } = outcome;
      store.crawls.pageDone(crawl.id, page.id, { ...analysis, internal_links: analysis.links.length });
      follow(store, crawl, page, analysis.links);
    } else {
      store.crawls.pageFailed(crawl.id, page.id, outcome.error);
    }
    if (!outcome.ok && page.depth === 0) {
      store.crawls.finish(crawl.id, {
        state: 'failed',
        error: `seed page: ${outcome.error.message}`,
        finishedAt: Date.now(),
      });
    } else if (store.crawls.unfinishedPages(crawl.id) === 0) {
      store.crawls.finish(crawl.id, { state: 'done', error: null, finishedAt: Date.now() });
    }
  });
  context.wake();
}

function follow(store: Store, crawl: CrawlRow, page: CrawlPageRow, links: readonly string[]): void {
  if (page.depth >= crawl.max_depth) return;
  const origin = new URL(crawl.seed_url).origin;
  for (const link of links) {
    if (!sameOrigin(link, origin) || !store.crawls.discover(crawl.id, link)) continue;
    if (store.crawls.pageCount(crawl.id) < crawl.max_pages) store.crawls.enqueuePage(crawl.id, link, page.depth + 1);
  }
}

function sameOrigin(link: string, origin: string): boolean {
  return URL.parse(link)?.origin === origin;
}
