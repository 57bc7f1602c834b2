/**
 * A crawl lists one page once: `/` and `/index.html` are one page when one redirects to the other or
 * both answer the same bytes, whichever the crawl met first. A canonical alone never makes a
 * duplicate: a template that names `/` on every page still crawls every page.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { CrawlPageList } from '../../src/model/resources.js';
import type { Analysis } from '../../src/service/analyzer/index.js';
import type { RunningService } from '../../src/service/index.js';
import { call, KEY, PATIENCE, startStubService, StubAnalyzer } from './service-fixture.js';

const SITE = 'https://site.example';
let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** A site as path -> what its analysis says (links and final URL as paths; `bytes`: what its body hashes to). */
async function crawlOf(
  site: Record<string, { links?: string[]; final?: string; bytes?: string }>,
  seed = '/',
): Promise<{ paths: string[]; crawl: Record<string, unknown> }> {
  const stub = new StubAnalyzer();
  for (const [path, page] of Object.entries(site)) {
    const analysis: Partial<Analysis> = { links: (page.links ?? []).map((link) => `${SITE}${link}`) };
    if (page.final) analysis.final_url = new URL(page.final, SITE).href;
    if (page.bytes) analysis.body_sha256 = page.bytes;
    stub.pages.set(`${SITE}${path}`, analysis);
  }
  service = await startStubService(stub, { workers: 2 });
  const api = service.url;
  const started = await call(new URL(api).origin, '/reference/site-crawls', {
    body: { url: `${SITE}${seed}` },
    key: KEY,
  });
  const id = (started.body.site_crawl as { id: number }).id;
  const crawl = await vi.waitFor(async () => {
    const now = (await call(api, `/site-crawls/${id}`)).body.site_crawl as Record<string, unknown>;
    if (now.state !== 'done' && now.state !== 'failed') throw new Error(`crawl ${id} is still ${String(now.state)}`);
    return now;
  }, PATIENCE);
  const pages = CrawlPageList.parse((await call(api, `/site-crawls/${id}/pages`)).body).pages;
  return { paths: pages.map((page) => new URL(page.url).pathname), crawl };
}

it('counts /index.html that redirects to / as / itself', async () => {
  const { paths, crawl } = await crawlOf({
    '/': { links: ['/index.html', '/about'] },
    '/index.html': { final: '/', links: ['/index.html', '/about'] },
    '/about': {},
  });
  expect(paths).toEqual(['/', '/about']);
  expect(crawl).toMatchObject({ state: 'done', pages_fetched: 2, pages_failed: 0 });
});

it('counts / and /index.html that answer the same bytes as one page', async () => {
  const { paths } = await crawlOf({
    '/': { links: ['/index.html', '/about'], bytes: 'home' },
    '/index.html': { links: ['/about'], bytes: 'home' },
    '/about': { bytes: 'about' },
  });
  expect(paths).toEqual(['/', '/about']);
});

it('keeps every page of a template that names / as every canonical: a canonical alone is no duplicate', async () => {
  const { paths, crawl } = await crawlOf({
    '/': { links: ['/guide/', '/blog/'] },
    '/guide/': {},
    '/blog/': {},
  });
  expect(paths).toEqual(['/', '/guide/', '/blog/']);
  expect(crawl).toMatchObject({ state: 'done', pages_fetched: 3 });
});

it('knows a seed that redirects by the URL it ended at, so the link to that URL is the same page', async () => {
  const { paths, crawl } = await crawlOf(
    {
      '/index.html': { final: '/', links: ['/', '/about'] },
      '/': { links: ['/', '/about'] },
      '/about': { links: ['/index.html'] },
    },
    '/index.html',
  );
  expect(paths).toEqual(['/', '/about']);
  expect(crawl).toMatchObject({ state: 'done', pages_fetched: 2 });
});

it('keeps a page that redirected to another origin as a page of its own, under its own URL', async () => {
  const { paths } = await crawlOf({
    '/': { links: ['/a', '/b'] },
    '/a': { final: 'https://other.example/' },
    '/b': { final: 'https://other.example/' },
  });
  expect(paths).toEqual(['/', '/a', '/b']);
});
