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
import { analyzePage, endWhileHeld, type JobContext } from './analysis-job.js';
import type { Analysis } from './analyzer/index.js';
import { normalizePageUrl } from './analyzer/page-url.js';
import type { Sql } from './database.js';
import type { Store } from './store.js';
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

/**
 * Analyses the page and writes its outcome; the last page of a level to be written queues the next.
 * No transaction waits on the node between two statements: each write is sent whole
 * (transactionAtOnce), so a node frozen or cut off mid-crawl holds no lock another node needs.
 */
export async function runCrawlPage(context: JobContext, page: ClaimedPage, signal: AbortSignal): Promise<void> {
  const crawl = await context.store.crawls.byId(page.crawl_id);
  const outcome = await analyzePage(context, page.url, crawl?.render === 1, signal, crawl?.performance_runs ?? 0);
  if (!outcome || !crawl) return;
  // Another node may have taken the page since (this one's lease lapsed): its outcome counts, not this one.
  const written = await endWhileHeld(context, page, signal, () => writeOutcome(context.store, crawl, page, outcome));
  if (written) await advanceCrawl(context, crawl.id);
}

/**
 * Queues a crawl's next level, or ends the crawl, once no page of it is left to analyse; else
 * nothing. Every page is written before this read, so of two last pages written at once the later
 * sees both; a node that dies between its page and this is covered by Store.claimNextJob, which
 * hands out a live crawl with nothing left to analyse. Two nodes advancing one crawl queue each
 * page once (CrawlPageStore.enqueuePage under the crawl's lock) and end it once (CrawlStore.finish).
 */
export async function advanceCrawl(context: JobContext, crawlId: number): Promise<void> {
  const store = context.store;
  const crawl = await store.crawls.byId(crawlId);
  if (!crawl || (crawl.state !== 'queued' && crawl.state !== 'running')) return;
  if ((await store.crawlPages.unfinishedPages(crawl.id)) > 0) return;
  const seed = await store.crawls.page(crawl.id, 1);
  if (seed?.state === 'failed') {
    const error = `seed page: ${seed.error_message ?? 'the analysis failed'}`;
    return store.crawls.finish(crawl.id, { state: 'failed', error, finishedAt: Date.now() });
  }
  const depth = await store.crawlPages.deepestLevel(crawl.id);
  const next = await nextLevel(store, crawl, depth);
  await store.transactionAtOnce((tx) =>
    Promise.all([
      tx.crawls.lock(crawl.id),
      ...next.map((link) => tx.crawlPages.enqueuePage(crawl.id, link, depth + 1)),
      next.length > 0
        ? context.jobsQueued(tx.sql)
        : tx.crawls.finish(crawl.id, { state: 'done', error: null, finishedAt: Date.now() }),
    ]),
  );
}

/** The page's outcome and the links it found, in one transaction; false when another attempt owns it. */
async function writeOutcome(
  store: Store,
  crawl: CrawlRow,
  page: ClaimedPage,
  outcome: NonNullable<Awaited<ReturnType<typeof analyzePage>>>,
): Promise<boolean> {
  if (!outcome.ok) return store.crawlPages.pageFailed(page, outcome.error);
  const { analysis } = outcome;
  const others = await store.crawls.distinctPageUrls(crawl.id);
  others.delete(page.url);
  const final = finalUrl(page.url, analysis);
  // Its links are the other page's: the crawl follows them there.
  if ((final !== null && others.has(final)) || (await store.crawlPages.sameBytes(page, analysis.body_sha256)))
    return store.crawlPages.pageDuplicate(page);
  const links = page.depth < crawl.max_depth ? sameOrigin(analysis.links, crawl.seed_url) : [];
  const [done] = await store.transactionAtOnce((tx) =>
    Promise.all([
      tx.crawlPages.pageDone(page, {
        ...analysis,
        url: final ?? page.url,
        internal_links: analysis.links.length,
        links,
        metrics: outcome.metrics,
      }),
      ...links.map((link) => tx.crawls.discover(crawl.id, link)),
    ]),
  );
  return done;
}

/** The level below `depth` (its last page was just written), in order, up to the crawl's page cap. */
async function nextLevel(store: Store, crawl: CrawlRow, depth: number): Promise<string[]> {
  const queued = await store.crawls.pageUrls(crawl.id);
  const next: string[] = [];
  for (const links of await store.crawls.levelLinks(crawl.id, depth)) {
    for (const link of links) {
      if (queued.size >= crawl.max_pages) return next;
      if (queued.has(link)) continue;
      queued.add(link);
      next.push(link);
    }
  }
  return next;
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
