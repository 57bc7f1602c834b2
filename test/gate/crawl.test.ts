import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageAnalysisClient } from '../../src/client/client.js';
import { ServiceTarget } from '../../src/model/service-target.js';
import { startService, type RunningService } from '../../src/service/index.js';
import type { CrawlPage, SiteCrawl, SiteCrawlDetail } from '../../src/model/resources.js';
import { PagegateError } from '../../src/errors.js';
import { observeCrawl } from '../../src/gate/crawl.js';
import { fixture } from '../client/test-client.js';
import { finding } from '../report/fixtures.js';
import { fakeClient } from './fake-client.js';
import type { PageMetrics } from '../../src/model/metrics.js';
import { at, fastMetrics } from '../model/metrics-fixture.js';
import { analysisConfig } from './configs.js';
import { yamlFile } from '../config/yaml-file.js';

function crawl(id: number, host: string): SiteCrawl {
  return {
    ...fixture<{ site_crawls: SiteCrawl[] }>('site-crawls').site_crawls[0]!,
    id,
    host,
    seed_url: `https://${host}/`,
  };
}

function page(id: number, path: string, overrides: Partial<CrawlPage> = {}): CrawlPage {
  return { ...fixture<CrawlPage>('crawl-page-summary'), id, url: `https://example.com${path}`, ...overrides };
}

const imageAlt = finding({ check: 'images.alt', severity: 'critical', evidence: '<img src="/plans.png">' });
const description = finding();

interface Site {
  /** Newest first, as GET /site-crawls?state=done answers. */
  done: SiteCrawl[];
  /** Crawls newer than every finished one (queued, running, failed), newest first. */
  newer?: SiteCrawl[];
  /** The states GET /site-crawls/{id} answers in turn; the last one repeats; default done. */
  reads?: Record<number, string[]>;
  pages: Record<number, CrawlPage[]>;
  /** Raw findings of each crawl page, by `${crawlId}/${pageId}`. */
  findings: Record<string, unknown[]>;
  /** Metrics of the crawl pages the service measured, by `${crawlId}/${pageId}`. */
  metrics?: Record<string, PageMetrics>;
  /** The crawls' `performance_runs`, as GET /site-crawls/{id} shows it for a measured crawl. */
  performanceRuns?: number;
}

/** A client over `site`, recording which crawls' pages were listed. */
function crawlService(site: Site) {
  const listed: number[] = [];
  const client = fakeClient({
    listSiteCrawls: async (query) => {
      expect(query?.limit).toBe(100);
      return query?.state === 'done' ? site.done : [...(site.newer ?? []), ...site.done];
    },
    getSiteCrawl: async (id): Promise<SiteCrawlDetail> => {
      const known = [...(site.newer ?? []), ...site.done].find((c) => c.id === id);
      const reads = site.reads?.[id] ?? [];
      const state = (reads.length > 1 ? reads.shift() : reads[0]) ?? 'done';
      return {
        ...fixture<{ site_crawl: SiteCrawlDetail }>('site-crawl').site_crawl,
        id,
        host: known?.host ?? 'example.com',
        state,
        ...(state === 'failed' ? { error: 'seed page: connection refused' } : {}),
        ...(site.performanceRuns ? { performance_runs: site.performanceRuns } : {}),
        ...(known?.render === undefined ? {} : { render: known.render }),
      };
    },
    getCrawlFindings: async (id) => [
      { check: 'images.alt', severity: 'critical', pages: id, message: 'Image has no alt text' },
    ],
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
      metrics: site.metrics?.[`${id}/${pageId}`],
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
    '12/1': [
      imageAlt,
      { check: 'content.meta_description', severity: 'critical', message: 'shape not shown by the interface' },
      'text',
      null,
    ],
    '12/2': [description],
    '9/5': [description],
  },
};

const signal = () => new AbortController().signal;
const waits: number[] = [];
/** The input every test shares: a fake clock that records waits, and the info lines said. */
const said: string[] = [];
const common = () => ({
  render: false,
  pollIntervalMs: 3000,
  signal: signal(),
  info: (line: string) => void said.push(line),
  sleep: async (ms: number) => void waits.push(ms),
});
beforeEach(() => {
  said.length = 0;
  waits.length = 0;
});

describe('observeCrawl', () => {
  it(
    'gates on the newest finished crawl, with baselines from ' + 'the previous finished crawl of the same host',
    async () => {
      const { client, listed } = crawlService(HISTORY);
      const { crawlId, host, observations, findings } = await observeCrawl({
        crawl: 'latest',
        client,
        concurrency: 2,
        useBaseline: true,
        ...common(),
      });
      expect(crawlId).toBe(12);
      expect(host).toBe('example.com');
      expect(findings).toEqual([
        { check: 'images.alt', severity: 'critical', pages: 12, message: 'Image has no alt text' },
      ]);
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
          render: false,
        },
        expect.objectContaining({
          url: 'https://example.com/pricing',
          key: 'crawl-12-page-2',
          baseline: null,
          baselineFrom: { kind: 'none', why: 'not-in-crawl' },
          crawl: { id: 12, depth: 2, status: 404 },
          error: { code: 'http_status', message: 'answered HTTP 404', origin: 'page' },
          findings: [description],
        }),
      ]);
    },
  );

  describe('with performance', () => {
    const rules = analysisConfig({
      inputs: { 'api-url': 'https://pa.example/api/v1', 'api-key': 'k', crawl: 'latest', performance: 'true' },
      configFile: yamlFile('pages:\n  - pattern: /pricing\n    budgets: { lcp-ms: 1000 }'),
    });
    const measured: Site = {
      ...HISTORY,
      pages: { ...HISTORY.pages, 12: [page(1, '/'), page(2, '/pricing'), page(3, '/about')] },
      metrics: {
        '12/1': fastMetrics({ lcp_ms: at(3_000, 2_900, 3_200) }),
        '12/2': fastMetrics({ lcp_ms: at(1_500) }),
        '9/5': fastMetrics(),
      },
    };
    const perf = (o: { findings?: { check: string; severity: string; evidence: string }[] }) =>
      (o.findings ?? []).filter((f) => f.check.startsWith('perf.')).map((f) => [f.severity, f.evidence]);

    it("turns each page's metrics into perf findings: its URL's budgets, the previous crawl's medians", async () => {
      const { client } = crawlService(measured);
      const { observations } = await observeCrawl({
        crawl: 'latest',
        client,
        concurrency: 2,
        useBaseline: true,
        performance: { rules },
        ...common(),
      });
      expect(observations.map((o) => [new URL(o.url).pathname, o.metrics?.lcp_ms?.median ?? o.metrics])).toEqual([
        ['/', 3_000],
        ['/pricing', 1_500],
        // null, not absent: the service sent no metrics for the page, and the page says so.
        ['/about', null],
      ]);
      expect(observations.map(perf)).toEqual([
        [
          ['optional', 'LCP over the "good" bound 2,500 ms'],
          ['recommended', 'LCP 3,000 ms (2,900-3,200) vs accepted 140 ms (120-190)'],
        ],
        [['recommended', 'LCP over the budget of 1,000 ms']],
        [],
      ]);
      expect(observations[0]?.baseline?.metrics).toEqual(fastMetrics());
    });

    it("returns the crawl's performance_runs when the service shows it, and none when it does not", async () => {
      const observe = (site: Site) =>
        observeCrawl({ crawl: 12, client: crawlService(site).client, concurrency: 1, useBaseline: false, ...common() });
      expect(await observe({ ...measured, performanceRuns: 3 })).toMatchObject({ crawlId: 12, performanceRuns: 3 });
      expect(await observe(measured)).not.toHaveProperty('performanceRuns');
    });

    it('leaves metrics out when performance is off, as before', async () => {
      const { client } = crawlService(measured);
      const { observations } = await observeCrawl({
        crawl: 12,
        client,
        concurrency: 1,
        useBaseline: false,
        ...common(),
      });
      for (const o of observations) {
        expect(o).not.toHaveProperty('metrics');
        expect(perf(o)).toEqual([]);
      }
    });
  });

  it("takes each crawled page's grade, and its baseline's, from the page as the service gives it", async () => {
    const { client } = crawlService(HISTORY);
    const graded = {
      ...client,
      getCrawlPage: async (id: number, pageId: number, options?: { signal?: AbortSignal }) => ({
        ...(await client.getCrawlPage(id, pageId, options)),
        grade: `${id}/${pageId}` === '9/5' ? 'A' : 'C',
      }),
    } as typeof client;
    const { observations } = await observeCrawl({
      crawl: 12,
      client: graded,
      concurrency: 1,
      useBaseline: true,
      ...common(),
    });
    expect(observations[0]).toMatchObject({ grade: 'C', baseline: { grade: 'A' } });
  });

  it('makes a crawled page that could not be analysed an error, as the service names it', async () => {
    const failed = {
      ...page(3, '/notes.txt', { status: 0 }),
      error: { code: 'not_html', message: 'the page is text/plain, not HTML', origin: 'page' },
    };
    const { client } = crawlService({ ...HISTORY, pages: { ...HISTORY.pages, 12: [page(1, '/'), failed] } });
    const { observations } = await observeCrawl({ crawl: 12, client, concurrency: 1, useBaseline: false, ...common() });
    expect(observations.map((o) => o.error)).toEqual([
      null,
      { code: 'not_html', message: 'the page is text/plain, not HTML', origin: 'page' },
    ]);
  });

  it('takes a crawl by id, and its baseline from an older crawl of its host', async () => {
    const { client, listed } = crawlService(HISTORY);
    const { crawlId, observations } = await observeCrawl({
      crawl: 9,
      client,
      concurrency: 1,
      useBaseline: true,
      ...common(),
    });
    expect(crawlId).toBe(9);
    expect(listed.sort()).toEqual([4, 9]);
    expect(observations.map((o) => [o.url, o.baseline])).toEqual([['https://example.com/', null]]);
    expect(observations[0]).toMatchObject({
      crawl: { id: 9, depth: 1, status: 200 },
      baselineFrom: { kind: 'none', why: 'not-in-crawl' },
    });
  });

  describe("in the crawl's mode", () => {
    /** Crawl 12 (and crawl 9 before it) of example.com, each rendered or fetched as given; undefined: not said. */
    const modes = (latest: boolean | undefined, previous: boolean | undefined): Site => ({
      ...HISTORY,
      done: [
        { ...crawl(12, 'example.com'), render: latest },
        { ...crawl(9, 'example.com'), render: previous },
      ],
    });
    const home = <T extends { url: string }>(observations: T[]) =>
      observations.find((o) => o.url === 'https://example.com/');

    it.each([
      [true, false, { kind: 'none', why: 'mode-changed' }],
      [false, true, { kind: 'none', why: 'mode-changed' }],
      [true, true, { kind: 'crawl' }],
      [true, undefined, { kind: 'crawl' }],
    ])(
      'a crawl rendered %s compares with a previous crawl rendered %s as list mode would: %j',
      async (latest, previous, from) => {
        const { client } = crawlService(modes(latest, previous));
        const { observations } = await observeCrawl({
          crawl: 12,
          client,
          concurrency: 1,
          useBaseline: true,
          ...common(),
        });
        expect(home(observations)).toMatchObject({ render: latest, baselineFrom: from });
        if (from.kind === 'none') expect(home(observations)?.baseline).toBeNull();
      },
    );

    const acceptedFetched = new Map([
      [
        'https://example.com/',
        { fetched: { key: 'k', score: 90, grade: 'A', issues: null, findings: [], render: false } },
      ],
    ]);

    it("takes the crawl's mode from the service over the run's, against the accepted state", async () => {
      const { client } = crawlService(modes(true, undefined));
      const { observations } = await observeCrawl({
        crawl: 'latest',
        client,
        concurrency: 1,
        useBaseline: true,
        accepted: acceptedFetched,
        ...common(),
        render: false,
      });
      expect(home(observations)).toMatchObject({
        render: true,
        baseline: { render: false, score: null },
        baselineFrom: { kind: 'none', why: 'mode-changed' },
      });
    });

    it("takes the run's mode when the service does not say the crawl's", async () => {
      const observe = async (render: boolean) => {
        const { client } = crawlService(modes(undefined, undefined));
        const observed = await observeCrawl({
          crawl: 12,
          client,
          concurrency: 1,
          useBaseline: true,
          accepted: acceptedFetched,
          ...common(),
          render,
        });
        return home(observed.observations);
      };
      expect(await observe(false)).toMatchObject({ render: false, baselineFrom: { kind: 'accepted' } });
      expect(await observe(true)).toMatchObject({ render: true, baselineFrom: { kind: 'none', why: 'mode-changed' } });
    });
  });

  it.each([
    [true, 'no-earlier-crawl'],
    [false, 'setting'],
  ])('says why there is no baseline when comparing is %s and there is no earlier crawl', async (useBaseline, why) => {
    const { client, listed } = crawlService({ ...HISTORY, done: [crawl(4, 'example.com')] });
    const { observations } = await observeCrawl({ crawl: 'latest', client, concurrency: 2, useBaseline, ...common() });
    expect(listed).toEqual([4]);
    expect(observations.map((o) => o.baselineFrom)).toEqual([{ kind: 'none', why }]);
  });

  it('reads no earlier crawl when no baseline is wanted', async () => {
    const { client, listed } = crawlService(HISTORY);
    const { observations } = await observeCrawl({
      crawl: 'latest',
      client,
      concurrency: 2,
      useBaseline: false,
      ...common(),
    });
    expect(listed).toEqual([12]);
    expect(observations.map((o) => o.baseline)).toEqual([null, null]);
    expect(observations[0]?.baselineFrom).toEqual({ kind: 'none', why: 'setting' });
  });

  it('waits for the newest crawl while it runs, instead of gating on an older finished one, and says so', async () => {
    const { client, listed } = crawlService({
      ...HISTORY,
      newer: [{ ...crawl(13, 'example.com'), state: 'running' }],
      reads: { 13: ['queued', 'running', 'running', 'done'] },
      pages: { ...HISTORY.pages, 13: [page(20, '/')] },
    });
    const { crawlId, observations } = await observeCrawl({
      crawl: 'latest',
      client,
      concurrency: 2,
      useBaseline: true,
      ...common(),
    });
    expect(crawlId).toBe(13);
    expect(said).toEqual(['crawl 13 queued: 100 of 140 pages fetched: waiting for it to finish (within timeout)']);
    expect(waits).toEqual([1000, 2000, 3000]);
    expect(listed.sort()).toEqual([12, 13]);
    expect(observations[0]?.baseline?.key).toBe('crawl-12-page-1');
  });

  it('skips a newer crawl that failed, and says so', async () => {
    const { client } = crawlService({ ...HISTORY, newer: [{ ...crawl(14, 'example.com'), state: 'failed' }] });
    const { crawlId } = await observeCrawl({
      crawl: 'latest',
      client,
      concurrency: 2,
      useBaseline: false,
      ...common(),
    });
    expect(crawlId).toBe(12);
    expect(said).toEqual(['crawl latest: skipped failed crawl 14']);
  });

  it.each([
    [
      'still runs when the timeout runs out',
      ['running'],
      'crawl 13 running: 100 of 140 pages fetched when the timeout ran out: gate on it once it has finished, ' +
        'or raise timeout',
    ],
    ['failed', ['running', 'failed'], 'crawl 13 failed: seed page: connection refused; start a new one'],
  ])('refuses a crawl that %s, in one line', async (_, reads, message) => {
    const { client } = crawlService({ ...HISTORY, reads: { 13: reads } });
    const deadline = new AbortController();
    // The deadline passes during the second wait, so a crawl that fails is read failing first.
    let slept = 0;
    const sleep = async (_ms: number, signal: AbortSignal) => {
      if (++slept === 2) deadline.abort(new Error('timeout'));
      signal.throwIfAborted();
    };
    await expect(
      observeCrawl({
        crawl: 13,
        client,
        concurrency: 2,
        useBaseline: true,
        ...common(),
        signal: deadline.signal,
        sleep,
      }),
    ).rejects.toThrow(new PagegateError(message));
  });

  it('says so when there is no crawl at all', async () => {
    const { client } = crawlService({ done: [], pages: {}, findings: {} });
    await expect(
      observeCrawl({ crawl: 'latest', client, concurrency: 2, useBaseline: true, ...common() }),
    ).rejects.toThrow(new PagegateError('crawl: latest found no site crawl in this workspace that has not failed'));
  });
});

describe('a crawl of a site with broken links, through the reference service', () => {
  let site: Server | undefined;
  let service: RunningService | undefined;
  afterEach(async () => {
    await service?.close();
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('fails the pages its links reach that answer 404, as HTML or not', async () => {
    const page = (links: string[]) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Home</title></head><body><h1>Home</h1>` +
      links.map((href) => `<a href="${href}">${href}</a>`).join(' ') +
      '</body></html>';
    site = createServer((request, response) => {
      if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html' }).end(page(['/typo', '/gone']));
      else if (request.url === '/typo') response.writeHead(404, { 'content-type': 'text/html' }).end(page([]));
      else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    });
    await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    service = await startService({ port: 0, keys: { 'crawl-key': 'pro' }, allowPrivate: true, chromium: false });
    const client = new PageAnalysisClient({ service: new ServiceTarget(service.url, 'crawl-key') });
    try {
      const started = await client.startReferenceCrawl({ url: `${origin}/` });
      const { observations } = await observeCrawl({
        crawl: started.id,
        client,
        concurrency: 2,
        useBaseline: false,
        render: false,
        pollIntervalMs: 10,
        signal: signal(),
        info: () => {},
      });
      expect(observations.map((o) => [new URL(o.url).pathname, o.error?.code ?? null])).toEqual([
        ['/', null],
        ['/typo', 'http_status'],
        ['/gone', 'not_html'],
      ]);
      expect(observations[1]?.error?.message).toBe('answered HTTP 404');
    } finally {
      await client.close();
    }
  });
});
