import { describe, expect, it } from 'vitest';
import type { CrawlPage, SiteCrawl, SiteCrawlDetail } from '../../src/model/resources.js';
import { PagegateError } from '../../src/errors.js';
import { observeCrawl } from '../../src/gate/crawl.js';
import { fixture } from '../client/test-client.js';
import { finding } from '../report/fixtures.js';
import { fakeClient } from './fake-client.js';

function crawl(id: number, host: string): SiteCrawl {
  return { ...fixture<{ site_crawls: SiteCrawl[] }>('site-crawls').site_crawls[0]!, id, host, seed_url: `https://${host}/` };
}

function page(id: number, path: string, overrides: Partial<CrawlPage> = {}): CrawlPage {
  return { ...fixture<CrawlPage>('crawl-page-summary'), id, url: `https://example.com${path}`, ...overrides };
}

const imageAlt = finding({ check: 'images.alt', severity: 'critical', evidence: '<img src="/plans.png">' });
const description = finding();

interface Site {
  /** Newest first, as GET /site-crawls?state=done answers. */
  done: SiteCrawl[];
  states?: Record<number, string>;
  pages: Record<number, CrawlPage[]>;
  /** Raw findings of each crawl page, by `${crawlId}/${pageId}`. */
  findings: Record<string, unknown[]>;
}

/** A client over `site`, recording which crawls' pages were listed. */
function crawlService(site: Site) {
  const listed: number[] = [];
  const client = fakeClient({
    listSiteCrawls: async (query) => {
      expect(query).toEqual({ limit: 100, state: 'done' });
      return site.done;
    },
    getSiteCrawl: async (id): Promise<SiteCrawlDetail> => {
      const known = site.done.find((c) => c.id === id);
      return { ...fixture<{ site_crawl: SiteCrawlDetail }>('site-crawl').site_crawl, id, host: known?.host ?? 'example.com', state: site.states?.[id] ?? 'done' };
    },
    crawlPages: (id) => {
      listed.push(id);
      return (async function* () {
        yield* site.pages[id] ?? [];
      })();
    },
    getCrawlPage: async (id, pageId) => ({
      ...fixture<{ page: { title: string; word_count: number; internal_links: number } }>('crawl-page').page,
      id: pageId,
      url: site.pages[id]?.find((p) => p.id === pageId)?.url ?? '',
      score: 80,
      findings: site.findings[`${id}/${pageId}`] ?? [],
    }),
  });
  return { client, listed };
}

const HISTORY: Site = {
  done: [crawl(12, 'example.com'), crawl(11, 'other.example'), crawl(9, 'example.com'), crawl(4, 'example.com')],
  pages: {
    12: [page(1, '/', { score: 70, critical_count: 1 }), page(2, '/pricing', { depth: 2, status: 404 })],
    9: [page(5, '/', { score: 90, critical_count: 0 })],
    4: [page(8, '/pricing', { score: 99 })],
  },
  findings: {
    '12/1': [imageAlt, { check: 'content.meta_description', severity: 'critical', message: 'shape not shown by the interface' }, 'text', null],
    '12/2': [description],
    '9/5': [description],
  },
};

const signal = () => new AbortController().signal;

describe('observeCrawl', () => {
  it('gates on the newest finished crawl, with baselines from the previous finished crawl of the same host', async () => {
    const { client, listed } = crawlService(HISTORY);
    const { crawlId, observations } = await observeCrawl({ crawl: 'latest', client, concurrency: 2, useBaseline: true, signal: signal() });
    expect(crawlId).toBe(12);
    expect(listed.sort()).toEqual([12, 9]);
    expect(observations).toEqual([
      {
        url: 'https://example.com/',
        key: 'crawl-12-page-1',
        score: 70,
        grade: null,
        title: null,
        issues: { critical: 1 },
        cached: false,
        baseline: { key: 'crawl-9-page-5', score: 90, grade: null, issues: { critical: 0 }, findings: [description] },
        error: null,
        baselineFrom: { kind: 'crawl' },
        crawl: { id: 12, depth: 1, status: 200 },
        findings: [imageAlt],
      },
      expect.objectContaining({
        url: 'https://example.com/pricing',
        key: 'crawl-12-page-2',
        baseline: null,
        baselineFrom: { kind: 'none', why: 'not-in-crawl' },
        crawl: { id: 12, depth: 2, status: 404 },
        findings: [description],
      }),
    ]);
  });

  it('takes a crawl by id, and its baseline from an older crawl of its host', async () => {
    const { client, listed } = crawlService(HISTORY);
    const { crawlId, observations } = await observeCrawl({ crawl: 9, client, concurrency: 1, useBaseline: true, signal: signal() });
    expect(crawlId).toBe(9);
    expect(listed.sort()).toEqual([4, 9]);
    expect(observations.map((o) => [o.url, o.baseline])).toEqual([['https://example.com/', null]]);
    expect(observations[0]).toMatchObject({ crawl: { id: 9, depth: 1, status: 200 }, baselineFrom: { kind: 'none', why: 'not-in-crawl' } });
  });

  it.each([
    [true, 'no-earlier-crawl'],
    [false, 'setting'],
  ])('says why there is no baseline when comparing is %s and there is no earlier crawl', async (useBaseline, why) => {
    const { client, listed } = crawlService({ ...HISTORY, done: [crawl(4, 'example.com')] });
    const { observations } = await observeCrawl({ crawl: 'latest', client, concurrency: 2, useBaseline, signal: signal() });
    expect(listed).toEqual([4]);
    expect(observations.map((o) => o.baselineFrom)).toEqual([{ kind: 'none', why }]);
  });

  it('reads no earlier crawl when no baseline is wanted', async () => {
    const { client, listed } = crawlService(HISTORY);
    const { observations } = await observeCrawl({ crawl: 'latest', client, concurrency: 2, useBaseline: false, signal: signal() });
    expect(listed).toEqual([12]);
    expect(observations.map((o) => o.baseline)).toEqual([null, null]);
    expect(observations[0]?.baselineFrom).toEqual({ kind: 'none', why: 'setting' });
  });

  it('refuses a crawl that has not finished, in one line', async () => {
    const { client } = crawlService({ ...HISTORY, states: { 13: 'running' } });
    await expect(observeCrawl({ crawl: 13, client, concurrency: 2, useBaseline: true, signal: signal() })).rejects.toThrow(
      new PagegateError('crawl 13 is running, not done: gate on it once it has finished'),
    );
  });

  it('says so when there is no finished crawl at all', async () => {
    const { client } = crawlService({ done: [], pages: {}, findings: {} });
    await expect(observeCrawl({ crawl: 'latest', client, concurrency: 2, useBaseline: true, signal: signal() })).rejects.toThrow(
      new PagegateError('crawl: latest found no finished site crawl in this workspace'),
    );
  });
});
