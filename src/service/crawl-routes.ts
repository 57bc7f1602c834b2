/**
 * The read-only site crawl endpoints of v1, and the reference-only endpoint that starts a crawl
 * (outside /api/v1: the interface starts crawls only in a dashboard).
 */
import { z } from 'zod';
import { notFound, refuseRenderWithoutBrowser } from './api-error.js';
import { crawlDetail, crawlFindings, crawlPageDetail, crawlPageSummary, crawlSummary } from './crawl-views.js';
import { startCrawl } from './crawler.js';
import { PLANS } from './plans.js';
import { idParam, limitParam, offsetParam, oneOfParam, pageUrl } from './query-params.js';
import { jsonBody } from './request-body.js';
import type { Reply, Route, RouteContext } from './route.js';
import type { CrawlRow, CrawlState } from './store-crawls.js';

const STATES: readonly CrawlState[] = ['queued', 'running', 'done', 'failed'];
const DEFAULT_MAX_DEPTH = 3;

const StartBody = z.object({
  url: z.unknown().optional(),
  max_pages: z.int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).optional(),
  max_depth: z
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be at least 0' })
    .max(10, { error: 'must be at most 10' })
    .optional(),
  label: z.string({ error: 'must be a string' }).max(200, { error: 'must be at most 200 characters' }).optional(),
  render: z.boolean({ error: 'must be true or false' }).optional(),
});

async function crawlOf(context: RouteContext): Promise<CrawlRow> {
  const crawl = await context.service.store.crawls.get(context.workspace.id, idParam('id', context.params.id ?? ''));
  if (!crawl) throw notFound('site crawl');
  return crawl;
}

async function listCrawls(context: RouteContext): Promise<Reply> {
  const state = oneOfParam('state', context.query.get('state'), STATES);
  const rows = await context.service.store.crawls.list(context.workspace.id, {
    state,
    limit: limitParam(context.query),
  });
  return { status: 200, body: { site_crawls: rows.map(crawlSummary) } };
}

async function readCrawl(context: RouteContext): Promise<Reply> {
  const crawl = await crawlOf(context);
  const pages = await context.service.store.crawls.donePages(crawl.id);
  return { status: 200, body: { site_crawl: crawlDetail(crawl, pages) } };
}

async function listPages(context: RouteContext): Promise<Reply> {
  const crawl = await crawlOf(context);
  const { rows, total } = await context.service.store.crawls.pages(crawl.id, {
    limit: limitParam(context.query),
    offset: offsetParam(context.query),
  });
  return { status: 200, body: { pages: rows.map(crawlPageSummary), total } };
}

async function readPage(context: RouteContext): Promise<Reply> {
  const crawl = await crawlOf(context);
  const page = await context.service.store.crawls.page(crawl.id, idParam('page_id', context.params.page_id ?? ''));
  if (!page) throw notFound('crawl page');
  return { status: 200, body: { page: crawlPageDetail(page) } };
}

async function listFindings(context: RouteContext): Promise<Reply> {
  const crawl = await crawlOf(context);
  return { status: 200, body: { findings: crawlFindings(await context.service.store.crawls.donePages(crawl.id)) } };
}

/** The plan's page cap bounds max_pages; crawl pages spend no report allowance. */
async function createCrawl(context: RouteContext): Promise<Reply> {
  const body = jsonBody(context.body, StartBody);
  const seed = pageUrl('url', body.url);
  if (body.render) refuseRenderWithoutBrowser(context);
  const cap = PLANS[context.workspace.plan].crawlPageCap;
  const { store, jobsQueued } = context.service;
  const id = await startCrawl(store, jobsQueued, {
    workspace: context.workspace.id,
    seed,
    label: body.label ?? seed.hostname,
    maxPages: Math.min(cap, body.max_pages ?? cap),
    maxDepth: body.max_depth ?? DEFAULT_MAX_DEPTH,
    render: body.render ?? false,
  });
  const crawl = await store.crawls.get(context.workspace.id, id);
  if (!crawl) throw notFound('site crawl');
  return { status: 202, body: { site_crawl: crawlSummary(crawl) } };
}

export const CRAWL_ROUTES: readonly Route[] = [
  { method: 'GET', path: '/api/v1/site-crawls', crawls: true, handle: listCrawls },
  { method: 'GET', path: '/api/v1/site-crawls/{id}', crawls: true, handle: readCrawl },
  { method: 'GET', path: '/api/v1/site-crawls/{id}/pages', crawls: true, handle: listPages },
  { method: 'GET', path: '/api/v1/site-crawls/{id}/pages/{page_id}', crawls: true, handle: readPage },
  { method: 'GET', path: '/api/v1/site-crawls/{id}/findings', crawls: true, handle: listFindings },
  { method: 'POST', path: '/reference/site-crawls', crawls: true, handle: createCrawl },
];
