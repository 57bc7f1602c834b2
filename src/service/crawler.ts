/**
 * Site crawls, breadth first, one level at a time: the seed is page 1 at depth 0; when every page
 * of a level has been analysed, the next level is their same-origin links, in page order and then
 * document order, up to the crawl's page cap (what pages_fetched counts) or its depth limit. The
 * next level is chosen only once its parents are all read, so the pages under a cap do not depend
 * on which worker (or node) finished first: two crawls of an unchanged site fetch the same pages.
 * Every new URL seen within the depth limit counts in pages_found, also those skipped after the cap.
 * One page is listed once: a URL that redirects to another page of the crawl, or answers the same
 * bytes as one, is a duplicate; a duplicate still takes its place under the cap. A canonical alone
 * never makes one: a template that names `/` as every page's canonical (a common bug, which
 * `link.canonical` reports) would crawl one page of a site.
 */
import { analyzePage, type JobContext } from './analysis-job.js';
import type { Analysis } from './analyzer/index.js';
import { normalizePageUrl } from './analyzer/page-url.js';
import type { Sql } from './database.js';
import type { Store, StoreTransaction } from './store.js';
import type { ClaimedPage } from './store-crawl-pages.js';
import type { CrawlRow } from './store-crawls.js';

interface CrawlRequest {
  workspace: string;
  seed: URL;
  label: string;
  maxPages: number;
  maxDepth: number;
  render: boolean;
  /** Loads each page is measured over (performance: true); 0: no metrics. */
  performanceRuns: number;
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
      performanceRuns: request.performanceRuns,
      createdAt: Date.now(),
    });
    await tx.crawls.discover(id, request.seed.href);
    await tx.crawlPages.enqueuePage(id, request.seed.href, 0);
    await jobsQueued(tx.sql);
    return id;
  });
}

export async function runCrawlPage(context: JobContext, page: ClaimedPage, signal: AbortSignal): Promise<void> {
  const crawl = await context.store.crawls.byId(page.crawl_id);
  const outcome = await analyzePage(context, page.url, crawl?.render === 1, signal, crawl?.performance_runs ?? 0);
  if (!outcome) return;
  await context.store.transaction(async (store) => {
    // Another node may have taken the page since (this one's lease lapsed): its outcome counts, not this one.
    const crawl = (await store.crawlPages.heldPage(page)) && (await store.crawls.lockedById(page.crawl_id));
    if (!crawl) return;
    if (outcome.ok) {
      const { analysis } = outcome;
      const others = await store.crawls.distinctPageUrls(crawl.id);
      others.delete(page.url);
      const final = finalUrl(page.url, analysis);
      if (
        (final !== null && others.has(final)) ||
        (await store.crawlPages.sameBytes(crawl.id, page.id, analysis.body_sha256))
      ) {
        // Its links are the other page's: the crawl follows them there.
        await store.crawlPages.pageDuplicate(crawl.id, page.id);
      } else {
        const links = page.depth < crawl.max_depth ? sameOrigin(analysis.links, crawl.seed_url) : [];
        const url = final ?? page.url;
        await store.crawlPages.pageDone(crawl.id, page.id, {
          ...analysis,
          url,
          internal_links: analysis.links.length,
          links,
          metrics: outcome.metrics,
        });
        for (const link of links) await store.crawls.discover(crawl.id, link);
      }
    } else {
      await store.crawlPages.pageFailed(crawl.id, page.id, outcome.error);
    }
    if (!outcome.ok && page.depth === 0) {
      await store.crawls.finish(crawl.id, {
        state: 'failed',
        error: `seed page: ${outcome.error.message}`,
        finishedAt: Date.now(),
      });
    } else if (
      (await store.crawlPages.unfinishedPages(crawl.id)) === 0 &&
      (await nextLevel(store, crawl, page.depth)) === 0
    ) {
      await store.crawls.finish(crawl.id, { state: 'done', error: null, finishedAt: Date.now() });
    }
    await context.jobsQueued(store.sql);
  });
}

/** Queues the level below `depth` (its last page was just read); returns how many pages it queued. */
async function nextLevel(store: StoreTransaction, crawl: CrawlRow, depth: number): Promise<number> {
  const queued = await store.crawls.pageUrls(crawl.id);
  let added = 0;
  for (const links of await store.crawls.levelLinks(crawl.id, depth)) {
    for (const link of links) {
      if (queued.size >= crawl.max_pages) return added;
      if (queued.has(link)) continue;
      queued.add(link);
      await store.crawlPages.enqueuePage(crawl.id, link, depth + 1);
      added += 1;
    }
  }
  return added;
}

/**
 * The same-origin URL a redirect ended at (null when it is the page's own). A page whose final URL
 * is another page of the crawl is that page (`/index.html` redirecting to `/`): a duplicate,
 * listed and counted as none. A page that redirected to a URL the crawl has not met is known by
 * that URL, so the link to it found later is the same page.
 */
function finalUrl(url: string, analysis: Analysis): string | null {
  const answered = URL.parse(analysis.final_url);
  const own = URL.parse(url);
  const final =
    answered === null || own === null || answered.origin !== own.origin ? null : normalizePageUrl(answered).href;
  return final === url ? null : final;
}

function sameOrigin(links: readonly string[], seed: string): string[] {
  const origin = new URL(seed).origin;
  return links.filter((link) => URL.parse(link)?.origin === origin);
}
