import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageAnalysisClient } from '../../src/client/client.js';
import { InvalidRequestError, ServiceError } from '../../src/errors.js';
import { guardNetwork } from './nock-guard.js';
import { closeClients, fixture, ORIGIN, rejectionOf, testClient } from './test-client.js';

guardNetwork();
afterEach(closeClients);

const api = () => nock(ORIGIN);
const pageSummary = fixture('crawl-page-summary');

function crawlPages(count: number) {
  return Array.from({ length: count }, (_, i) => ({ ...pageSummary, id: i + 1 }));
}

describe('site crawl endpoints', () => {
  it('lists crawls with limit and state', async () => {
    const body = fixture<{ site_crawls: unknown[] }>('site-crawls');
    api().get('/api/v1/site-crawls').query({ limit: '10', state: 'done' }).reply(200, body);
    await expect(testClient().client.listSiteCrawls({ limit: 10, state: 'done' })).resolves.toEqual(body.site_crawls);
  });

  it('reads one crawl, keeping the score distribution it does not know', async () => {
    const body = fixture<{ site_crawl: Record<string, unknown> }>('site-crawl');
    api().get('/api/v1/site-crawls/7').reply(200, body);
    const crawl = await testClient().client.getSiteCrawl(7);
    expect(crawl).toEqual(body.site_crawl);
    expect(crawl.score_distribution).toEqual({ '90-100': 20, '70-89': 55, '0-69': 25 });
  });

  it('lists the pages of a crawl with the total', async () => {
    const body = { pages: crawlPages(2), total: 9 };
    api().get('/api/v1/site-crawls/7/pages').query({ limit: '2', offset: '2' }).reply(200, body);
    await expect(testClient().client.listCrawlPages(7, { limit: 2, offset: 2 })).resolves.toEqual(body);
  });

  it('reads one crawled page with findings of any shape', async () => {
    const body = fixture<{ page: unknown }>('crawl-page');
    api().get('/api/v1/site-crawls/7/pages/3').reply(200, body);
    await expect(testClient().client.getCrawlPage(7, 3)).resolves.toEqual(body.page);
  });

  it('reads the findings grouped across the crawl', async () => {
    const body = fixture<{ findings: unknown }>('crawl-findings');
    api().get('/api/v1/site-crawls/7/findings').reply(200, body);
    await expect(testClient().client.getCrawlFindings(7)).resolves.toEqual(body.findings);
  });

  it('names the endpoint and field of a page list without total', async () => {
    api().get('/api/v1/site-crawls/7/pages').reply(200, { pages: [] });
    await expect(testClient().client.listCrawlPages(7)).rejects.toThrow(
      'GET /site-crawls/7/pages: invalid response: total: expected a number, got no value',
    );
  });
});

describe('crawlPages', () => {
  it.each([
    [5, [0, 2, 4]],
    [4, [0, 2]],
  ])('walks %i pages exactly once, asking offsets %j', async (total, offsets) => {
    const all = crawlPages(total);
    for (const offset of offsets) {
      api()
        .get('/api/v1/site-crawls/7/pages')
        .query({ limit: '2', offset: String(offset) })
        .reply(200, { pages: all.slice(offset, offset + 2), total });
    }
    const ids: number[] = [];
    for await (const page of testClient().client.crawlPages(7, { pageSize: 2 })) ids.push(page.id);
    expect(ids).toEqual(all.map((page) => page.id));
    expect(nock.isDone()).toBe(true);
  });

  it.each([0, -1, 1.5])('rejects crawl id %s when the iterator is made', (id) => {
    expect(() => testClient().client.crawlPages(id)).toThrow(InvalidRequestError);
  });
});

describe('403 plan_excluded', () => {
  const calls: [string, string, (client: PageAnalysisClient) => Promise<unknown>][] = [
    ['GET /site-crawls', '/api/v1/site-crawls', (client) => client.listSiteCrawls()],
    ['GET /site-crawls/7', '/api/v1/site-crawls/7', (client) => client.getSiteCrawl(7)],
    ['GET /site-crawls/7/pages', '/api/v1/site-crawls/7/pages', (client) => client.listCrawlPages(7)],
    ['GET /site-crawls/7/pages/3', '/api/v1/site-crawls/7/pages/3', (client) => client.getCrawlPage(7, 3)],
    ['GET /site-crawls/7/findings', '/api/v1/site-crawls/7/findings', (client) => client.getCrawlFindings(7)],
  ];

  it.each(calls)('%s says which plans include site crawls', async (endpoint, path, callIt) => {
    api().get(path).reply(403, fixture('error-plan-excluded'));
    const { client, retries } = testClient();
    const error = await rejectionOf(callIt(client));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      status: 403,
      code: 'plan_excluded',
      endpoint,
      message: `${endpoint}: 403 plan_excluded: site crawls are included only in the Pro and Agency plans`,
    });
    expect(retries).toEqual([]);
  });
});

describe('local validation', () => {
  const rejected: [string, (client: PageAnalysisClient) => Promise<unknown>][] = [
    ['limit 0', (client) => client.listSiteCrawls({ limit: 0 })],
    ['limit 101', (client) => client.listSiteCrawls({ limit: 101 })],
    ['crawl id 0', (client) => client.getSiteCrawl(0)],
    ['page limit 101', (client) => client.listCrawlPages(7, { limit: 101 })],
    ['page offset -2', (client) => client.listCrawlPages(7, { offset: -2 })],
    ['page id -1', (client) => client.getCrawlPage(7, -1)],
    ['findings of crawl 1.5', (client) => client.getCrawlFindings(1.5)],
  ];

  it.each(rejected)('rejects %s before any request', async (_name, callIt) => {
    const scope = api()
      .get(() => true)
      .reply(200, {});
    await expect(callIt(testClient().client)).rejects.toBeInstanceOf(InvalidRequestError);
    expect(scope.isDone()).toBe(false);
  });
});
