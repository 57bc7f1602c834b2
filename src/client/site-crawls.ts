/**
 * The site crawl endpoints (docs/openapi.json: listSiteCrawls to listCrawlFindings), read-only.
 * A key on a plan without crawls gets 403 `plan_excluded`, which service-error.ts words.
 */
import { bodyOf, call, type CallContext, type CallOptions } from './call.js';
import {
  CrawlFindingList,
  CrawlPageEnvelope,
  CrawlPageList,
  SiteCrawlEnvelope,
  SiteCrawlList,
  type CrawlFinding,
  type CrawlPageDetail,
  type SiteCrawl,
  type SiteCrawlDetail,
} from '../model/resources.js';
import { checkId, checkLimit, checkOffset } from './validate.js';

export async function listSiteCrawls(
  context: CallContext,
  query: { limit?: number; state?: string },
  options: CallOptions,
): Promise<SiteCrawl[]> {
  checkLimit('limit', query.limit);
  const target = context.transport.url('/site-crawls', { limit: query.limit, state: query.state });
  const list = await call(
    context,
    { method: 'GET', endpoint: 'GET /site-crawls', target, signal: options.signal },
    bodyOf(SiteCrawlList),
  );
  return list.site_crawls;
}

export async function getSiteCrawl(context: CallContext, id: number, options: CallOptions): Promise<SiteCrawlDetail> {
  checkId('crawl id', id);
  const target = context.transport.url(`/site-crawls/${id}`);
  const body = await call(
    context,
    { method: 'GET', endpoint: `GET /site-crawls/${id}`, target, signal: options.signal },
    bodyOf(SiteCrawlEnvelope),
  );
  return body.site_crawl;
}

export async function listCrawlPages(
  context: CallContext,
  id: number,
  query: { limit?: number; offset?: number },
  options: CallOptions,
): Promise<CrawlPageList> {
  checkId('crawl id', id);
  checkLimit('limit', query.limit);
  checkOffset(query.offset);
  const target = context.transport.url(`/site-crawls/${id}/pages`, { limit: query.limit, offset: query.offset });
  return call(
    context,
    { method: 'GET', endpoint: `GET /site-crawls/${id}/pages`, target, signal: options.signal },
    bodyOf(CrawlPageList),
  );
}

export async function getCrawlPage(
  context: CallContext,
  id: number,
  pageId: number,
  options: CallOptions,
): Promise<CrawlPageDetail> {
  checkId('crawl id', id);
  checkId('page id', pageId);
  const target = context.transport.url(`/site-crawls/${id}/pages/${pageId}`);
  const endpoint = `GET /site-crawls/${id}/pages/${pageId}`;
  const body = await call(
    context,
    { method: 'GET', endpoint, target, signal: options.signal },
    bodyOf(CrawlPageEnvelope),
  );
  return body.page;
}

export async function getCrawlFindings(
  context: CallContext,
  id: number,
  options: CallOptions,
): Promise<CrawlFinding[]> {
  checkId('crawl id', id);
  const target = context.transport.url(`/site-crawls/${id}/findings`);
  const body = await call(
    context,
    { method: 'GET', endpoint: `GET /site-crawls/${id}/findings`, target, signal: options.signal },
    bodyOf(CrawlFindingList),
  );
  return body.findings;
}
