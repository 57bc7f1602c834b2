/** The typed client (src/client) against the running reference service, endpoint by endpoint. */
import { afterEach, describe, expect, it } from 'vitest';
import { PageAnalysisClient } from '../../src/client/client.js';
import { ServiceTarget } from '../../src/model/service-target.js';
import { ServiceError } from '../../src/errors.js';
import { AnalysisFailure } from '../../src/service/analyzer/index.js';
import type { RunningService, ServiceOptions } from '../../src/service/index.js';
import { finding, KEY, startStubService, StubAnalyzer } from './service-fixture.js';

const SITE = 'https://site.example';
let service: RunningService | undefined;
let client: PageAnalysisClient | undefined;
afterEach(async () => {
  await client?.close();
  await service?.close();
  client = service = undefined;
});

async function connected(
  stub = new StubAnalyzer(),
  options: ServiceOptions = {},
  apiKey = KEY,
): Promise<PageAnalysisClient> {
  service = await startStubService(stub, options);
  client = new PageAnalysisClient({
    service: new ServiceTarget(service.url, apiKey),
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  });
  return client;
}

async function complete(api: PageAnalysisClient, url: string) {
  const submitted = await api.submitReport({ url });
  if (submitted.kind === 'cached') return submitted.report;
  for (;;) {
    // A long poll: the service answers when the analysis ends, so no timer paces the loop.
    const read = await api.pollReport(submitted.ack, { waitSeconds: 30 });
    if (read.kind === 'complete') return read.report;
    if (read.kind === 'failed') throw new Error(`failed: ${read.error.code}`);
  }
}

async function errorOf(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('the client against the reference service', () => {
  it('submits, polls, reads, hits the cache, lists, pages and looks up reports', async () => {
    const stub = new StubAnalyzer();
    const api = await connected(stub);
    stub.hold();
    const submitted = await api.submitReport({ url: 'https://a.example.com/' });
    expect(submitted).toMatchObject({ kind: 'queued', ack: { status: 'queued', url: 'https://a.example.com/' } });
    if (submitted.kind !== 'queued') return;
    expect(await api.pollReport(submitted.ack)).toEqual({
      kind: 'pending',
      status: expect.stringMatching(/queued|running/),
    });
    expect(await api.lookupReport('https://a.example.com/')).toMatchObject({
      key: submitted.ack.key,
      score: 0,
      grade: '-',
    });
    stub.release();
    const report = await complete(api, 'https://a.example.com/');
    expect(report).toMatchObject({ key: submitted.ack.key, status: 'complete', score: 88, grade: 'B', render: false });
    expect(await api.getReport(report.key)).toEqual({ kind: 'complete', report });
    expect(await api.submitReport({ url: 'https://a.example.com/' })).toEqual({ kind: 'cached', report });

    for (const url of ['https://a.example.com/2', 'https://b.example.com/', 'https://a.example.com/3'])
      await complete(api, url);
    const listed = await api.listReports({ limit: 2 });
    expect(listed.reports.map((r) => r.url)).toEqual(['https://a.example.com/3', 'https://b.example.com/']);
    const walked: string[] = [];
    for await (const summary of api.reports({ host: 'a.example.com', pageSize: 1 })) walked.push(summary.url);
    expect(walked).toEqual(['https://a.example.com/3', 'https://a.example.com/2', 'https://a.example.com/']);
    expect(await api.lookupReport('https://a.example.com/')).toMatchObject({ key: report.key, score: 88, grade: 'B' });
    expect(await api.lookupReport('https://never.example.com/')).toBeNull();
    await api.checkKey();
  });

  it('reads a failed analysis as failed with its code', async () => {
    const stub = new StubAnalyzer();
    stub.pages.set('https://example.com/gone', new AnalysisFailure('timeout', 'the page took longer than 15 s'));
    const api = await connected(stub);
    const submitted = await api.submitReport({ url: 'https://example.com/gone' });
    if (submitted.kind !== 'queued') throw new Error('expected a queued analysis');
    let read = await api.pollReport(submitted.ack);
    while (read.kind === 'pending') read = await api.pollReport(submitted.ack);
    expect(read).toEqual({
      kind: 'failed',
      status: 'failed',
      error: { code: 'timeout', message: 'the page took longer than 15 s' },
    });
  });

  it('surfaces the service errors it documents', async () => {
    const api = await connected(new StubAnalyzer(), { keys: { [KEY]: 'free' } });
    expect(await errorOf(api.getReport('unknownkey'))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await errorOf(api.submitReport({ url: 'https://example.com/', render: true }))).toMatchObject({
      status: 422,
      code: 'render_unavailable',
    });
    const excluded = await errorOf(api.listSiteCrawls());
    expect(excluded).toMatchObject({ status: 403, code: 'plan_excluded' });
    expect(excluded.message).toMatch(/Pro and Agency/);
    for (let i = 0; i < 50; i++) await api.submitReport({ url: `https://example.com/${i}` });
    expect(await errorOf(api.submitReport({ url: 'https://example.com/51' }))).toMatchObject({
      status: 402,
      code: 'allowance_exhausted',
    });
  });

  it('is told a rejected key without the key', async () => {
    const api = await connected(new StubAnalyzer(), {}, 'not-a-known-key-81');
    const rejected = await errorOf(api.checkKey());
    expect(rejected).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(rejected.message).not.toContain('not-a-known-key-81');
  });

  it('starts a crawl and reads every crawl endpoint', async () => {
    const stub = new StubAnalyzer();
    stub.pages.set(`${SITE}/`, { links: [`${SITE}/a`, `${SITE}/b`, `${SITE}/c`] });
    stub.pages.set(`${SITE}/a`, { findings: [finding('images.alt', 'critical')] });
    const api = await connected(stub, { workers: 1 });
    const started = await api.startReferenceCrawl({ url: `${SITE}/`, max_pages: 3 });
    expect(started).toMatchObject({ host: 'site.example', max_pages: 3, max_depth: 3 });
    let detail = await api.getSiteCrawl(started.id);
    while (detail.state !== 'done') detail = await api.getSiteCrawl(started.id);
    expect(detail).toMatchObject({ pages_fetched: 3, pages_found: 4, critical_pages: 1, average_score: 88 });
    expect(await api.listSiteCrawls({ state: 'done', limit: 5 })).toMatchObject([{ id: started.id, state: 'done' }]);
    expect((await api.listCrawlPages(started.id, { limit: 2, offset: 1 })).pages.map((p) => p.id)).toEqual([2, 3]);
    const pages: number[] = [];
    for await (const page of api.crawlPages(started.id, { pageSize: 2 })) pages.push(page.id);
    expect(pages).toEqual([1, 2, 3]);
    expect(await api.getCrawlPage(started.id, 2)).toMatchObject({
      id: 2,
      url: `${SITE}/a`,
      findings: [finding('images.alt', 'critical')],
    });
    expect(await api.getCrawlFindings(started.id)).toEqual([
      { check: 'meta.description', severity: 'recommended', pages: 2, message: 'meta.description message' },
      { check: 'images.alt', severity: 'critical', pages: 1, message: 'images.alt message' },
    ]);
    expect(await errorOf(api.getSiteCrawl(999))).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('gets every report through injected faults with one analysis per page', async () => {
    const stub = new StubAnalyzer();
    const lines: string[] = [];
    const api = await connected(stub, {
      faults: {
        seed: 11,
        rate503: 0.15,
        rate429: 0.1,
        retryAfterSeconds: 0,
        rateReset: 0.1,
        rateUnknownStatus: 0.3,
        rateMalformed: 0.05,
      },
      log: (line) => lines.push(line),
    });
    const urls = Array.from({ length: 8 }, (_, i) => `https://example.com/page-${i}`);
    const reports = await Promise.all(urls.map((url) => complete(api, url).catch(() => complete(api, url))));
    expect(reports.map((r) => r.url)).toEqual(urls);
    expect([...stub.calls].sort()).toEqual([...urls].sort());
    expect(lines.some((line) => line.includes('fault='))).toBe(true);
  });
});
