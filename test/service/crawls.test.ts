import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CrawlFindingList,
  CrawlPageEnvelope,
  CrawlPageList,
  SiteCrawl,
  SiteCrawlEnvelope,
  SiteCrawlList,
} from '../../src/model/resources.js';
import { AnalysisFailure } from '../../src/service/analyzer/index.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { call, finding, KEY, PATIENCE, startStubService, StubAnalyzer, type Answer } from './service-fixture.js';

const SITE = 'https://site.example';
let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** A site as a map of path -> linked paths; analyses follow it in order. */
function siteStub(links: Record<string, string[]>): StubAnalyzer {
  const stub = new StubAnalyzer();
  for (const [path, targets] of Object.entries(links))
    stub.pages.set(`${SITE}${path}`, { links: targets.map((target) => `${SITE}${target}`) });
  return stub;
}

async function startCrawl(api: string, body: Record<string, unknown>, key = KEY): Promise<Answer> {
  return call(new URL(api).origin, '/reference/site-crawls', { body, key });
}

async function finished(api: string, id: number): Promise<Answer['body']> {
  return vi.waitFor(async () => {
    const crawl = (await call(api, `/site-crawls/${id}`)).body.site_crawl;
    if (crawl.state !== 'done' && crawl.state !== 'failed') throw new Error(`crawl ${id} is still ${crawl.state}`);
    return crawl;
  }, PATIENCE);
}

async function pagePaths(api: string, id: number): Promise<string[]> {
  const pages = CrawlPageList.parse((await call(api, `/site-crawls/${id}/pages`)).body).pages;
  return pages.map((page) => new URL(page.url).pathname);
}

/** Waits for a condition the service reaches on its own (a worker took a page, a page finished). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  await vi.waitFor(async () => {
    if (!(await condition())) throw new Error('the service never got there');
  }, PATIENCE);
}

describe('site crawls', () => {
  it('goes breadth first over same-origin links and fills every crawl field', async () => {
    const stub = siteStub({ '/': ['/a', '/b', '/a'], '/a': ['/', '/a1', '/b'], '/b': ['/b1'], '/a1': ['/deep'] });
    stub.pages.set('https://other.example/x', {});
    stub.pages.set(`${SITE}/b`, {
      links: [`${SITE}/b1`, 'https://other.example/x'],
      score: 60,
      grade: 'D',
      findings: [finding('headings.h1', 'critical'), finding('meta.description', 'recommended')],
    });
    service = await startStubService(stub, { workers: 1 });
    const started = await startCrawl(service.url, { url: `${SITE}/`, max_depth: 2, label: 'nightly' });
    expect(started.status).toBe(202);
    const created = SiteCrawl.parse(started.body.site_crawl);
    expect(created).toMatchObject({
      host: 'site.example',
      label: 'nightly',
      seed_url: `${SITE}/`,
      max_pages: 500,
      max_depth: 2,
      finished_at: null,
      error: null,
    });
    const crawl = await finished(service.url, created.id);
    expect(stub.calls).toEqual([`${SITE}/`, `${SITE}/a`, `${SITE}/b`, `${SITE}/a1`, `${SITE}/b1`]);
    expect(SiteCrawlEnvelope.parse({ site_crawl: crawl }).site_crawl).toMatchObject({
      id: created.id,
      state: 'done',
      pages_found: 5,
      pages_fetched: 5,
      pages_failed: 0,
      average_score: Math.round((88 * 4 + 60) / 5),
      critical_pages: 1,
      score_distribution: { A: 0, B: 4, C: 0, D: 1, F: 0 },
    });
    expect(Date.parse(crawl.started_at)).toBeLessThanOrEqual(Date.parse(crawl.finished_at));

    const pages = CrawlPageList.parse((await call(service.url, '/site-crawls/' + created.id + '/pages')).body);
    expect(pages.total).toBe(5);
    expect(pages.pages.map((p) => [p.id, new URL(p.url).pathname, p.depth, p.status])).toEqual([
      [1, '/', 0, 200],
      [2, '/a', 1, 200],
      [3, '/b', 1, 200],
      [4, '/a1', 2, 200],
      [5, '/b1', 2, 200],
    ]);
    expect(pages.pages[2]).toMatchObject({ score: 60, critical_count: 1 });

    const page = CrawlPageEnvelope.parse((await call(service.url, `/site-crawls/${created.id}/pages/2`)).body).page;
    expect(page).toMatchObject({
      id: 2,
      url: `${SITE}/a`,
      title: 'Title of /a',
      score: 88,
      word_count: 321,
      internal_links: 3,
    });
    expect(page.findings).toEqual([finding('meta.description', 'recommended')]);

    const findings = CrawlFindingList.parse(
      (await call(service.url, `/site-crawls/${created.id}/findings`)).body,
    ).findings;
    expect(findings).toEqual([
      { check: 'meta.description', severity: 'recommended', pages: 5, message: 'meta.description message' },
      { check: 'headings.h1', severity: 'critical', pages: 1, message: 'headings.h1 message' },
    ]);
    expect((await call(service.url, '/reports')).body.total).toBe(0);
  });

  it('stops fetching at max_pages but counts every URL found, and caps max_pages at the plan', async () => {
    const stub = siteStub({ '/': ['/1', '/2', '/3', '/4', '/5'], '/1': ['/6'] });
    service = await startStubService(stub, { workers: 1 });
    const id = (await startCrawl(service.url, { url: `${SITE}/`, max_pages: 3 })).body.site_crawl.id;
    expect(await finished(service.url, id)).toMatchObject({
      state: 'done',
      max_pages: 3,
      pages_fetched: 3,
      pages_found: 7,
      pages_failed: 0,
    });
    expect(stub.calls).toEqual([`${SITE}/`, `${SITE}/1`, `${SITE}/2`]);
    const capped = await startCrawl(service.url, { url: `${SITE}/other`, max_pages: 100000 });
    expect(capped.body.site_crawl.max_pages).toBe(500);
  });

  it.each([
    ['/b before /a', ['/b', '/a']],
    ['/a before /b', ['/a', '/b']],
    ['/a and /b at once', []],
  ])('chooses the same pages under the cap whichever level-1 page finishes first (%s)', async (_, order) => {
    const stub = siteStub({ '/': ['/a', '/b'], '/a': ['/a1', '/a2'], '/b': ['/b1', '/b2'] });
    const held = new Map(['/a', '/b'].map((path) => [`${SITE}${path}`, Promise.withResolvers<void>()]));
    const analyze: typeof stub.analyze = async (url, options) => {
      const answer = stub.analyze(url, options);
      await held.get(url)?.promise;
      return answer;
    };
    service = await startService({ port: 0, keys: { [KEY]: 'pro' }, analyze, chromium: false, workers: 2 });
    const id = (await startCrawl(service.url, { url: `${SITE}/`, max_pages: 4 })).body.site_crawl.id;
    await stub.called(3);
    for (const path of order) {
      held.get(`${SITE}${path}`)!.resolve();
      await until(async () => (await pagePaths(service!.url, id)).includes(path));
    }
    for (const gate of held.values()) gate.resolve();
    expect(await finished(service.url, id)).toMatchObject({ state: 'done', pages_fetched: 4, pages_found: 7 });
    expect(await pagePaths(service.url, id)).toEqual(['/', '/a', '/b', '/a1']);
  });

  it('does not follow links past max_depth', async () => {
    const stub = siteStub({ '/': ['/a'], '/a': ['/b'] });
    service = await startStubService(stub, { workers: 1 });
    const id = (await startCrawl(service.url, { url: `${SITE}/`, max_depth: 0 })).body.site_crawl.id;
    expect(await finished(service.url, id)).toMatchObject({ state: 'done', pages_fetched: 1, pages_found: 1 });
  });

  it('counts a failed page in pages_failed and lists it with its error', async () => {
    const stub = siteStub({ '/': ['/file.pdf', '/ok'] });
    stub.pages.set(`${SITE}/file.pdf`, new AnalysisFailure('not_html', 'not an HTML page (application/pdf)'));
    service = await startStubService(stub, { workers: 1 });
    const id = (await startCrawl(service.url, { url: `${SITE}/` })).body.site_crawl.id;
    expect(await finished(service.url, id)).toMatchObject({
      state: 'done',
      pages_fetched: 3,
      pages_failed: 1,
      average_score: 88,
      error: null,
    });
    const failed = (await call(service.url, `/site-crawls/${id}/pages/2`)).body.page;
    expect(failed).toMatchObject({ url: `${SITE}/file.pdf`, score: 0, findings: [], error: { code: 'not_html' } });
  });

  it('fails the crawl when its seed page fails', async () => {
    const stub = new StubAnalyzer();
    stub.pages.set(`${SITE}/`, new AnalysisFailure('unreachable', 'connection refused'));
    service = await startStubService(stub);
    const id = (await startCrawl(service.url, { url: `${SITE}/` })).body.site_crawl.id;
    const crawl = await finished(service.url, id);
    expect(crawl).toMatchObject({
      state: 'failed',
      pages_fetched: 1,
      pages_failed: 1,
      error: 'seed page: connection refused',
    });
    expect(crawl.finished_at).not.toBeNull();
  });

  it('is queued with no start time until a worker takes its seed', async () => {
    const stub = new StubAnalyzer();
    service = await startStubService(stub, { workers: 1 });
    stub.hold();
    await call(service.url, '/reports', { body: { url: 'https://example.com/first' } });
    const crawl = (await startCrawl(service.url, { url: `${SITE}/` })).body.site_crawl;
    expect(crawl).toMatchObject({ state: 'queued', started_at: null, pages_found: 1, pages_fetched: 0 });
    stub.release();
    expect((await finished(service.url, crawl.id)).state).toBe('done');
  });

  it('lists crawls newest first, filters by state, and limits', async () => {
    const stub = siteStub({});
    service = await startStubService(stub, { workers: 1 });
    const ids: number[] = [];
    for (const path of ['/one', '/two', '/three']) {
      ids.push((await startCrawl(service.url, { url: `${SITE}${path}` })).body.site_crawl.id);
      await finished(service.url, ids.at(-1)!);
    }
    const all = SiteCrawlList.parse((await call(service.url, '/site-crawls')).body).site_crawls;
    expect(all.map((c) => c.id)).toEqual([...ids].reverse());
    expect((await call(service.url, '/site-crawls?limit=2')).body.site_crawls).toHaveLength(2);
    expect((await call(service.url, '/site-crawls?state=done')).body.site_crawls).toHaveLength(3);
    expect((await call(service.url, '/site-crawls?state=running')).body.site_crawls).toEqual([]);
  });

  it.each([
    ['/site-crawls?state=paused', 400, 'invalid_parameter'],
    ['/site-crawls?limit=0', 400, 'invalid_parameter'],
    ['/site-crawls/abc', 400, 'invalid_parameter'],
    ['/site-crawls/0', 400, 'invalid_parameter'],
    ['/site-crawls/999', 404, 'not_found'],
    ['/site-crawls/999/pages', 404, 'not_found'],
    ['/site-crawls/999/findings', 404, 'not_found'],
    ['/site-crawls/1/pages/999', 404, 'not_found'],
    ['/site-crawls/1/pages?offset=-2', 400, 'invalid_parameter'],
  ])('GET %s answers %i %s', async (path, status, code) => {
    service = await startStubService(siteStub({}));
    await finished(service.url, (await startCrawl(service.url, { url: `${SITE}/` })).body.site_crawl.id);
    const answer = await call(service.url, path);
    expect([answer.status, answer.body.error.code]).toEqual([status, code]);
  });

  it('keeps crawls private to their workspace', async () => {
    service = await startStubService(siteStub({}), { keys: { [KEY]: 'pro', other: 'agency' } });
    const id = (await startCrawl(service.url, { url: `${SITE}/` })).body.site_crawl.id;
    expect((await call(service.url, `/site-crawls/${id}`, { key: 'other' })).status).toBe(404);
    expect((await call(service.url, '/site-crawls', { key: 'other' })).body.site_crawls).toEqual([]);
  });

  it.each([
    [{}, 'url is required'],
    [{ url: 'mailto:me@example.com' }, 'url: '],
    [{ url: `${SITE}/`, max_pages: 0 }, 'max_pages: must be at least 1'],
    [{ url: `${SITE}/`, max_depth: 11 }, 'max_depth: must be at most 10'],
    [{ url: `${SITE}/`, max_depth: 1.5 }, 'max_depth: must be a whole number'],
  ])('refuses to start a crawl from %j', async (body, message) => {
    service = await startStubService(new StubAnalyzer());
    const answer = await startCrawl(service.url, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(message);
  });
});

describe('plan_excluded', () => {
  const endpoints = [
    '/site-crawls',
    '/site-crawls/1',
    '/site-crawls/1/pages',
    '/site-crawls/1/pages/1',
    '/site-crawls/1/findings',
    '/site-crawls/abc',
  ];
  it.each(['free', 'basic'] as const)('answers 403 plan_excluded on every crawl endpoint for %s', async (plan) => {
    service = await startStubService(new StubAnalyzer(), { keys: { [KEY]: plan } });
    const answers = await Promise.all(endpoints.map((path) => call(service!.url, path)));
    answers.push(await startCrawl(service.url, { url: `${SITE}/` }));
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toEqual({
        code: 'plan_excluded',
        message: 'site crawls are included in the Pro and Agency plans',
      });
    }
  });
});

describe('a crawl of a real site on loopback with the real analyzer', () => {
  let site: Server | undefined;
  afterEach(async () => {
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('analyses the pages it links to, breadth first', async () => {
    const html = (title: string, links: string[]) =>
      `<!doctype html><html lang="en"><head><meta ` +
      `charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>` +
      links.map((href) => `<a href="${href}">${href} page</a>`).join(' ') +
      '<p>Words enough to read about this page and what it holds for the visitor today.</p></body></html>';
    const pages: Record<string, string> = {
      '/': html('Home of the loopback site', ['/docs', '/blog', 'https://elsewhere.example/']),
      '/docs': html('Docs', ['/docs/start', '/']),
      '/blog': html('Blog', ['/blog#top']),
      '/docs/start': html('Start', []),
    };
    site = createServer((request, response) => {
      const body = pages[request.url ?? ''];
      if (body) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      else response.writeHead(404, { 'content-type': 'text/html' }).end('<html><title>nope</title></html>');
    });
    await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const { startService } = await import('../../src/service/index.js');
    service = await startService({ port: 0, keys: { [KEY]: 'agency' }, allowPrivate: true });
    const id = (await startCrawl(service.url, { url: `${origin}/` })).body.site_crawl.id;
    expect(await finished(service.url, id)).toMatchObject({
      state: 'done',
      pages_found: 4,
      pages_fetched: 4,
      pages_failed: 0,
    });
    const listed = (await call(service.url, `/site-crawls/${id}/pages`)).body.pages;
    expect(listed.map((p: { url: string; depth: number }) => [p.url.replace(origin, ''), p.depth])).toEqual([
      ['/', 0],
      ['/docs', 1],
      ['/blog', 1],
      ['/docs/start', 2],
    ]);
    expect((await call(service.url, `/site-crawls/${id}/pages/2`)).body.page).toMatchObject({
      title: 'Docs',
      internal_links: 2,
    });
  });
});
