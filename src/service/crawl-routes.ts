/**
 * The read-only site crawl endpoints of v1, and the reference-only endpoint that starts a crawl
 * (outside /api/v1: the interface starts crawls only in a dashboard).
 */
import * as z from 'zod';
import { performanceRunsOf, PerformanceRequest } from '../model/metrics.js';
import * as r from '../model/resources.js';
import { notFound, refuseRenderWithoutBrowser } from './api-error.js';
import { crawlDetail, crawlFindings, crawlPageDetail, crawlPageSummary, crawlSummary } from './crawl-views.js';
import { startCrawl } from './crawler.js';
import { PLANS } from './plans.js';
import { idField, LimitField, OffsetField, oneOfField, pageUrlField } from './query-params.js';
import { route, type Reply, type Route, type RouteContext } from './route.js';
import type { CrawlRow, CrawlState } from './store-crawls.js';

const STATES: readonly CrawlState[] = ['queued', 'running', 'done', 'failed'];
const DEFAULT_MAX_DEPTH = 3;

const crawlId = z.object({ id: idField('id', 'The crawl id.') });
const ok = (schema: z.ZodType) => ({ 200: { schema, description: 'OK' } });

const list = {
  query: z.object({ limit: LimitField, state: oneOfField('state', STATES) }),
  responses: ok(r.SiteCrawlList),
  errors: [],
} as const;
const one = { params: crawlId, responses: ok(r.SiteCrawlEnvelope), errors: ['not_found'] } as const;
const pages = {
  params: crawlId,
  query: z.object({ limit: LimitField, offset: OffsetField }),
  responses: ok(r.CrawlPageList),
  errors: ['not_found'],
} as const;
const page = {
  params: crawlId.extend({ page_id: idField('page_id', 'The page id.') }),
  responses: ok(r.CrawlPageEnvelope),
  errors: ['not_found'],
} as const;
const findings = { params: crawlId, responses: ok(r.CrawlFindingList), errors: ['not_found'] } as const;

const start = {
  body: z.object({
    url: pageUrlField('url', 'Where the crawl starts; it stays on this host.'),
    max_pages: z.int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).optional(),
    max_depth: z
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be at least 0' })
      .max(10, { error: 'must be at most 10' })
      .optional(),
    label: z.string({ error: 'must be a string' }).max(200, { error: 'must be at most 200 characters' }).optional(),
    render: z.boolean({ error: 'must be true or false' }).optional(),
    ...PerformanceRequest.shape,
    performance: PerformanceRequest.shape.performance.meta({
      description: 'Also measure lab metrics of every page (implies render); each crawled page then carries `metrics`.',
    }),
  }),
  responses: { 202: { schema: z.looseObject({ site_crawl: r.SiteCrawl }), description: 'Queued.' } },
  errors: ['not_found', 'render_unavailable'],
} as const;

/** Every route under /site-crawls/{id} reads its crawl first: 404 when the workspace has none of that id. */
async function crawlOf(
  context: Pick<RouteContext, 'service' | 'workspace'> & { params: { id: number } },
): Promise<CrawlRow> {
  const crawl = await context.service.store.crawls.get(context.workspace.id, context.params.id);
  if (!crawl) throw notFound('site crawl');
  return crawl;
}

async function listCrawls(context: RouteContext<typeof list>): Promise<Reply> {
  const rows = await context.service.store.crawls.list(context.workspace.id, context.query);
  return { status: 200, body: { site_crawls: rows.map(crawlSummary) } };
}

async function readCrawl(context: RouteContext<typeof one>): Promise<Reply> {
  const crawl = await crawlOf(context);
  const pages = await context.service.store.crawls.donePages(crawl.id);
  return { status: 200, body: { site_crawl: crawlDetail(crawl, pages) } };
}

async function listPages(context: RouteContext<typeof pages>): Promise<Reply> {
  const crawl = await crawlOf(context);
  const { rows, total } = await context.service.store.crawls.pages(crawl.id, context.query);
  return { status: 200, body: { pages: rows.map(crawlPageSummary), total } };
}

async function readPage(context: RouteContext<typeof page>): Promise<Reply> {
  const crawl = await crawlOf(context);
  const found = await context.service.store.crawls.page(crawl.id, context.params.page_id);
  if (!found) throw notFound('crawl page');
  return { status: 200, body: { page: crawlPageDetail(found) } };
}

async function listFindings(context: RouteContext<typeof findings>): Promise<Reply> {
  const crawl = await crawlOf(context);
  return { status: 200, body: { findings: crawlFindings(await context.service.store.crawls.donePages(crawl.id)) } };
}

/** The plan's page cap bounds max_pages; crawl pages spend no report allowance. */
async function createCrawl(context: RouteContext<typeof start>): Promise<Reply> {
  const { body } = context;
  const seed = body.url;
  const performanceRuns = performanceRunsOf(body);
  const render = (body.render ?? false) || performanceRuns > 0;
  if (render) refuseRenderWithoutBrowser(context);
  const cap = PLANS[context.workspace.plan].crawlPageCap;
  const { store, jobsQueued } = context.service;
  const id = await startCrawl(store, jobsQueued, {
    workspace: context.workspace.id,
    seed,
    label: body.label ?? seed.hostname,
    maxPages: Math.min(cap, body.max_pages ?? cap),
    maxDepth: body.max_depth ?? DEFAULT_MAX_DEPTH,
    render,
    performanceRuns,
  });
  const crawl = await store.crawls.get(context.workspace.id, id);
  if (!crawl) throw notFound('site crawl');
  return { status: 202, body: { site_crawl: crawlSummary(crawl) } };
}

export const CRAWL_ROUTES: readonly Route[] = [
  route({
    method: 'GET',
    path: '/api/v1/site-crawls',
    crawls: true,
    operationId: 'listSiteCrawls',
    summary: 'Crawls of the workspace, newest first.',
    schema: list,
    handle: listCrawls,
  }),
  route({
    method: 'GET',
    path: '/api/v1/site-crawls/{id}',
    crawls: true,
    operationId: 'readSiteCrawl',
    summary: 'One crawl.',
    schema: one,
    handle: readCrawl,
  }),
  route({
    method: 'GET',
    path: '/api/v1/site-crawls/{id}/pages',
    crawls: true,
    operationId: 'listCrawlPages',
    summary: 'Pages a crawl fetched, and their total.',
    schema: pages,
    handle: listPages,
  }),
  route({
    method: 'GET',
    path: '/api/v1/site-crawls/{id}/pages/{page_id}',
    crawls: true,
    operationId: 'readCrawlPage',
    summary: 'One crawled page.',
    schema: page,
    handle: readPage,
  }),
  route({
    method: 'GET',
    path: '/api/v1/site-crawls/{id}/findings',
    crawls: true,
    operationId: 'listCrawlFindings',
    summary: 'Each finding grouped across the pages it affects.',
    schema: findings,
    handle: listFindings,
  }),
  route({
    method: 'POST',
    path: '/reference/site-crawls',
    crawls: true,
    operationId: 'startSiteCrawl',
    summary: 'Start a crawl (the reference service only: the interface starts crawls in a dashboard).',
    schema: start,
    handle: createCrawl,
  }),
];
