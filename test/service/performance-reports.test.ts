/**
 * POST /reports and crawls with `performance`: the job measures the rendered page, the report (or
 * the crawled page's view) carries `metrics`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summariseRuns, type MetricsRun } from '../../src/model/metrics.js';
import { CrawlPageEnvelope, CrawlPageList, ReportEnvelope } from '../../src/model/resources.js';
import type { RunningService, ServiceOptions } from '../../src/service/index.js';
import { analysed, call, KEY, PATIENCE, settled, startStubService, StubAnalyzer } from './service-fixture.js';

let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const RUN: MetricsRun = {
  lcp_ms: 900,
  cls: 0.02,
  tbt_ms: 0,
  fcp_ms: 400,
  ttfb_ms: 20,
  transfer_bytes: 51_200,
  requests: 4,
  render_blocking: ['https://example.com/app.css'],
};

/** A service whose browser measurement is a stub that records what it was asked. */
async function started(options: ServiceOptions = {}) {
  const stub = new StubAnalyzer();
  const measured: { url: string; runs: number }[] = [];
  service = await startStubService(stub, {
    // Named only so that render is offered; the stubs stand in for it.
    chromium: process.execPath,
    measure: async (url, runs) => {
      measured.push({ url, runs });
      return summariseRuns(Array.from({ length: runs }, (_, i) => ({ ...RUN, lcp_ms: 900 + i * 100 })));
    },
    ...options,
  });
  return { stub, measured, api: service.url };
}

async function submitted(api: string, body: Record<string, unknown>) {
  const posted = await call(api, '/reports', { body: { url: 'https://example.com/app', ...body } });
  return posted.status === 200 ? posted : settled(api, posted.body.key);
}

describe('POST /reports with performance', () => {
  it('renders the page, measures it over 3 loads by default, and reports the medians with their spread', async () => {
    const { stub, measured, api } = await started();
    const done = await submitted(api, { performance: true });
    const report = ReportEnvelope.parse(done.body).report;
    expect(report).toMatchObject({ status: 'complete', render: true });
    expect(report.metrics).toMatchObject({
      runs: 3,
      lcp_ms: { median: 1_000, min: 900, max: 1_100 },
      requests: { median: 4, min: 4, max: 4 },
      render_blocking: ['https://example.com/app.css'],
    });
    expect(stub.rendered).toEqual(['https://example.com/app']);
    expect(measured).toEqual([{ url: 'https://example.com/app', runs: 3 }]);
  });

  it('measures performance_runs loads, and sends no metrics when performance was not asked', async () => {
    const { measured, api } = await started();
    const measuredReport = await submitted(api, { performance: true, performance_runs: 5 });
    expect(measuredReport.body.report.metrics.runs).toBe(5);
    const plain = await analysed(api, 'https://example.com/plain', KEY, { render: true });
    expect(plain.body.report).not.toHaveProperty('metrics');
    expect(measured).toEqual([{ url: 'https://example.com/app', runs: 5 }]);
  });

  it('caches a measured report apart from the unmeasured one and from other run counts', async () => {
    const { measured, api } = await started();
    const rendered = await submitted(api, { render: true });
    const three = await submitted(api, { performance: true });
    const again = await call(api, '/reports', { body: { url: 'https://example.com/app', performance: true } });
    const five = await submitted(api, { performance: true, performance_runs: 5 });
    expect(again.status).toBe(200);
    expect(again.body.report.key).toBe(three.body.report.key);
    expect(new Set([rendered, three, five].map((answer) => answer.body.report.key)).size).toBe(3);
    expect(measured.map((asked) => asked.runs)).toEqual([3, 5]);
  });

  it.each([0, 11, 2.5, '3'])('refuses performance_runs %j with 400 and queues nothing', async (runs) => {
    const { stub, api } = await started();
    const answer = await call(api, '/reports', {
      body: { url: 'https://example.com/app', performance: true, performance_runs: runs },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'invalid_parameter',
      message: expect.stringContaining('performance_runs: must be a whole number from 1 to 10'),
    });
    expect(stub.calls).toEqual([]);
  });

  it('refuses performance on a service without a browser, as it refuses render', async () => {
    const { api } = await started({ chromium: false });
    const answer = await call(api, '/reports', { body: { url: 'https://example.com/app', performance: true } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('render_unavailable');
  });
});

describe('crawls with performance', () => {
  const SITE = 'https://site.example';

  /** A crawl of / linking /a, started with `body`, followed to its end; its pages' views by path. */
  async function crawled(body: Record<string, unknown>) {
    const { stub, measured, api } = await started();
    stub.pages.set(`${SITE}/`, { links: [`${SITE}/a`] });
    const start = await call(new URL(api).origin, '/reference/site-crawls', { body: { url: `${SITE}/`, ...body } });
    expect(start.status).toBe(202);
    const id = start.body.site_crawl.id as number;
    await vi.waitFor(async () => {
      const state = (await call(api, `/site-crawls/${id}`)).body.site_crawl.state;
      if (state !== 'done') throw new Error(`crawl ${id} is ${state}`);
    }, PATIENCE);
    const list = await call(api, `/site-crawls/${id}/pages`);
    const pages = CrawlPageList.parse(list.body).pages;
    const views = await Promise.all(
      pages.map(async (page) => CrawlPageEnvelope.parse((await call(api, `/site-crawls/${id}/pages/${page.id}`)).body)),
    );
    return { stub, measured, list: list.body.pages as unknown[], views: views.map((view) => view.page) };
  }

  it('renders and measures every page over performance_runs loads; each page view carries its metrics', async () => {
    const { stub, measured, list, views } = await crawled({ performance: true, performance_runs: 2 });
    expect(views.map((page) => [new URL(page.url).pathname, page.metrics?.runs])).toEqual([
      ['/', 2],
      ['/a', 2],
    ]);
    expect(views[0]?.metrics).toMatchObject({ lcp_ms: { median: 950, min: 900, max: 1_000 } });
    expect(measured).toEqual([
      { url: `${SITE}/`, runs: 2 },
      { url: `${SITE}/a`, runs: 2 },
    ]);
    expect(stub.rendered).toEqual([`${SITE}/`, `${SITE}/a`]);
    // The lists stay as the interface shows them: metrics are on the page's own view.
    for (const page of list) expect(page).not.toHaveProperty('metrics');
  });

  it('measures nothing and sends no metrics when the crawl did not ask', async () => {
    const { measured, views } = await crawled({ render: true });
    expect(views).toHaveLength(2);
    for (const page of views) expect(page).not.toHaveProperty('metrics');
    expect(measured).toEqual([]);
  });

  it('refuses performance on a service without a browser, as it refuses render', async () => {
    const { api } = await started({ chromium: false });
    const answer = await call(new URL(api).origin, '/reference/site-crawls', {
      body: { url: `${SITE}/`, performance: true },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('render_unavailable');
  });
});
