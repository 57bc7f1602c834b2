import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FailedReport, LookupEnvelope, ReportAck, ReportEnvelope, ReportList } from '../../src/model/resources.js';
import { AnalysisFailure } from '../../src/service/analyzer/index.js';
import type { RunningService } from '../../src/service/index.js';
import { postgresSuite } from './postgres-suite.js';
import { analysed, call, KEY, settled, startStubService, StubAnalyzer } from './service-fixture.js';

let service: RunningService | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await service?.close();
  service = undefined;
});

/** The service's clock (Date alone: timers stay real) at a fixed instant plus `seconds`. */
function clockAt(seconds: number): Date {
  const at = new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  return at;
}

async function started(stub = new StubAnalyzer(), options = {}) {
  service = await startStubService(stub, options);
  return { stub, api: service.url };
}

/** fetch() will not send a Host header of our choosing; node:http will. */
function postWithHost(api: string, host: string, body: unknown): Promise<{ key: string; poll: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${api}/reports`,
      { method: 'POST', headers: { host, authorization: `Bearer ${KEY}`, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

describe('POST /reports and GET /reports/{key}', () => {
  it('queues a new analysis with an absolute poll URL, answers 202 while queued, 200 when complete', async () => {
    const { stub, api } = await started();
    stub.hold();
    const posted = await call(api, '/reports', { body: { url: 'https://example.com/a' } });
    expect(posted.status).toBe(202);
    const ack = ReportAck.parse(posted.body);
    expect(ack).toEqual({
      status: 'queued',
      key: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      url: 'https://example.com/a',
      poll: `${api}/reports/${ack.key}`,
    });
    const pending = await call(api, `/reports/${ack.key}`);
    expect(pending.status).toBe(202);
    expect(['queued', 'running']).toContain(pending.body.status);
    expect(pending.body).toMatchObject({ key: ack.key, url: 'https://example.com/a' });
    stub.release();
    const done = await settled(api, ack.key);
    expect(done.status).toBe(200);
    const report = ReportEnvelope.parse(done.body).report;
    expect(report).toMatchObject({
      status: 'complete',
      key: ack.key,
      url: 'https://example.com/a',
      title: 'Title of /a',
      score: 88,
      grade: 'B',
      word_count: 321,
      render: false,
    });
    expect(report.issues).toEqual({ critical: 0, recommended: 1, optional: 0, passed: 14 });
    expect(report.findings).toHaveLength(1);
    expect(Date.parse(String(report.completed_at))).toBeGreaterThanOrEqual(Date.parse(String(report.created_at)));
  });

  it('takes the poll origin from the public URL when set, path prefix included', async () => {
    const { api } = await started(new StubAnalyzer(), { publicUrl: 'https://pages.example.net/analysis/' });
    const posted = await postWithHost(api, 'evil.example', { url: 'https://example.com/' });
    expect(posted.poll).toBe(`https://pages.example.net/analysis/api/v1/reports/${posted.key}`);
  });

  it('builds poll from the address it listens on, never from a forged Host header', async () => {
    const { api } = await started();
    const posted = await postWithHost(api, 'evil.example:8080', { url: 'https://example.com/' });
    expect(posted.poll).toBe(`${api}/reports/${posted.key}`);
  });

  it.each([
    'ftp://pages.example.net',
    'pages.example.net',
    'https://pages.example.net/?x=1',
    'https://pages.example.net/#a',
  ])('refuses the public URL %s with one line', async (publicUrl) => {
    await expect(startStubService(new StubAnalyzer(), { publicUrl })).rejects.toThrow(
      /^public URL ".*" is not an absolute http\(s\) URL without query or fragment$/,
    );
  });

  it(
    'stores a URL without its fragment and with unreserved characters decoded, so spellings of one page spend ' +
      'one report',
    async () => {
      const { stub, api } = await started(new StubAnalyzer(), { keys: { [KEY]: 'free' } });
      const first = await analysed(api, 'https://example.com/page#intro');
      expect(first.body.report.url).toBe('https://example.com/page');
      for (const spelling of [
        'https://example.com/%70age',
        'https://example.com/p%61ge#a',
        'https://example.com/page',
      ]) {
        const again = await call(api, '/reports', { body: { url: spelling } });
        expect([again.status, again.body.report.key]).toEqual([200, first.body.report.key]);
      }
      const looked = await call(api, `/reports/lookup?url=${encodeURIComponent('https://example.com/%70age#x')}`);
      expect(looked.body.report.key).toBe(first.body.report.key);
      expect(stub.calls).toEqual(['https://example.com/page']);
    },
  );

  it('answers a fresh analysis from the cache with the full report and spends nothing', async () => {
    const { stub, api } = await started(new StubAnalyzer(), { keys: { [KEY]: 'free' } });
    const first = await analysed(api, 'https://example.com/');
    const again = await call(api, '/reports', { body: { url: 'https://example.com/' } });
    expect(again.status).toBe(200);
    expect(ReportEnvelope.parse(again.body).report.key).toBe(first.body.report.key);
    expect(stub.calls).toEqual(['https://example.com/']);
  });

  it('queues a new analysis with a new key when the cache is off', async () => {
    const { stub, api } = await started(new StubAnalyzer(), { cacheTtlSeconds: 0 });
    const first = await analysed(api, 'https://example.com/');
    const second = await analysed(api, 'https://example.com/');
    expect(second.body.report.key).not.toBe(first.body.report.key);
    expect(stub.calls).toHaveLength(2);
  });

  it('answers a POST of a URL still in flight with the same key, spending nothing', async () => {
    const { stub, api } = await started(new StubAnalyzer(), { keys: { [KEY]: 'free' } });
    stub.hold();
    const first = await call(api, '/reports', { body: { url: 'https://example.com/x' } });
    const second = await call(api, '/reports', { body: { url: 'https://example.com/x' } });
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.key).toBe(first.body.key);
    stub.release();
    await settled(api, first.body.key);
    expect(stub.calls).toHaveLength(1);
    // 1 of the free plan's 50 was spent: 49 more distinct URLs fit, the 50th more does not.
    for (let i = 0; i < 49; i++)
      expect((await call(api, '/reports', { body: { url: `https://example.com/p${i}` } })).status).toBe(202);
    expect((await call(api, '/reports', { body: { url: 'https://example.com/one-too-many' } })).status).toBe(402);
  });

  it('answers 402 allowance_exhausted once the plan allowance is spent, while cache hits still answer', async () => {
    const { api } = await started(new StubAnalyzer(), { keys: { [KEY]: 'free' } });
    await analysed(api, 'https://example.com/cached');
    for (let i = 1; i < 50; i++)
      expect((await call(api, '/reports', { body: { url: `https://example.com/${i}` } })).status).toBe(202);
    const refused = await call(api, '/reports', { body: { url: 'https://example.com/51' } });
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('allowance_exhausted');
    expect(refused.body.error.message).toContain('50');
    expect((await call(api, '/reports', { body: { url: 'https://example.com/cached' } })).status).toBe(200);
  });

  it('completes a failed analysis with status failed and the analyzer code', async () => {
    const stub = new StubAnalyzer();
    stub.pages.set('https://example.com/gone', new AnalysisFailure('unreachable', 'connection refused by example.com'));
    const { api } = await started(stub);
    const posted = await call(api, '/reports', { body: { url: 'https://example.com/gone' } });
    const done = await settled(api, posted.body.key);
    expect(done.status).toBe(200);
    const report = FailedReport.parse(done.body.report);
    expect(report).toMatchObject({
      status: 'failed',
      key: posted.body.key,
      error: { code: 'unreachable', message: 'connection refused by example.com' },
    });
  });

  it.each([
    [
      'render without a browser',
      { url: 'https://example.com/', render: true },
      422,
      'render_unavailable',
      'found no Chromium to render with: install one (Debian/Ubuntu: apt-get install chromium-headless-shell) ' +
        'or name it with --chromium PATH or PAGEGATE_CHROMIUM',
    ],
    ['missing url', {}, 400, 'invalid_parameter', 'url is required'],
    ['url not a string', { url: 42 }, 400, 'invalid_parameter', 'url is required'],
    [
      'non-http url',
      { url: 'ftp://example.com/' },
      400,
      'invalid_parameter',
      'url: "ftp://example.com/" is not an absolute http or https URL',
    ],
    ['relative url', { url: '/pricing' }, 400, 'invalid_parameter', 'is not an absolute http or https URL'],
    [
      'render not boolean',
      { url: 'https://example.com/', render: 'yes' },
      400,
      'invalid_parameter',
      'render: must be true or false',
    ],
    ['bad JSON', '{"url":', 400, 'invalid_json', 'not valid JSON'],
    ['a JSON array', '[]', 400, 'invalid_parameter', 'must be a JSON object'],
    [
      'a body over 64 KiB',
      { url: `https://example.com/${'a'.repeat(70_000)}` },
      413,
      'payload_too_large',
      '65536 bytes',
    ],
  ])('refuses %s with %i %s and queues nothing', async (_, body, status, code, message) => {
    const { stub, api } = await started(new StubAnalyzer(), { workers: 1 });
    const answer = await call(api, '/reports', { method: 'POST', body });
    expect(answer.status).toBe(status);
    expect(answer.body.error).toEqual({ code, message: expect.stringContaining(message) });
    expect(answer.body.error.message).not.toMatch(/\n/);
    // One worker takes jobs first in, first out: a job the refusal had queued would run first.
    await analysed(api, 'https://example.com/after');
    expect(stub.calls).toEqual(['https://example.com/after']);
  });

  it('spends no allowance on a refused render', async () => {
    const { api } = await started(new StubAnalyzer(), { keys: { [KEY]: 'free' } });
    for (let i = 0; i < 3; i++) await call(api, '/reports', { body: { url: 'https://example.com/', render: true } });
    for (let i = 0; i < 50; i++)
      expect((await call(api, '/reports', { body: { url: `https://example.com/${i}` } })).status).toBe(202);
  });

  it(
    'queues render: true for the browser, says so in the ' + 'report, and caches it apart from the fetched analysis',
    async () => {
      // The stub analyses; the browser is named only so that render is offered (it is never started).
      const { stub, api } = await started(new StubAnalyzer(), { chromium: process.execPath });
      const rendered = await analysed(api, 'https://example.com/app', KEY, { render: true });
      expect(rendered.body.report).toMatchObject({ status: 'complete', render: true });
      const fetched = await analysed(api, 'https://example.com/app');
      expect(fetched.body.report).toMatchObject({ status: 'complete', render: false });
      expect(fetched.body.report.key).not.toBe(rendered.body.report.key);
      expect(
        (await call(api, '/reports', { body: { url: 'https://example.com/app', render: true } })).body.report.key,
      ).toBe(rendered.body.report.key);
      expect(stub.rendered).toEqual(['https://example.com/app']);
      expect(stub.calls).toEqual(['https://example.com/app', 'https://example.com/app']);
    },
  );

  it('runs another workspace’s report after one of a busy workspace’s, not after its whole backlog', async () => {
    const { api, stub } = await started(new StubAnalyzer(), { workers: 1, keys: { [KEY]: 'pro', other: 'pro' } });
    stub.hold();
    const busy = [1, 2, 3, 4, 5, 6].map((n) => `https://busy.example/${n}`);
    const keys: string[] = [];
    for (const url of busy) keys.push((await call(api, '/reports', { body: { url } })).body.key);
    await stub.called(1);
    const victim = await call(api, '/reports', { key: 'other', body: { url: 'https://victim.example/' } });
    stub.release();
    await settled(api, victim.body.key, 'other');
    for (const key of keys) await settled(api, key);
    expect(stub.calls).toEqual([busy[0], 'https://victim.example/', ...busy.slice(1)]);
  });

  it('answers 404 not_found for an unknown report key and for another workspace’s key', async () => {
    const { api } = await started(new StubAnalyzer(), { keys: { [KEY]: 'pro', other: 'pro' } });
    const mine = await analysed(api, 'https://example.com/');
    expect((await call(api, '/reports/nope123')).body.error.code).toBe('not_found');
    const theirs = await call(api, `/reports/${mine.body.report.key}`, { key: 'other' });
    expect(theirs.status).toBe(404);
  });
});

describe('authentication and routing', () => {
  it.each([
    ['no header', null],
    ['an unknown key', 'wrong-key-zz9'],
  ])('answers 401 unauthorized for %s without echoing the key', async (_, key) => {
    const { api } = await started();
    for (const [method, path] of [
      ['GET', '/reports'],
      ['POST', '/reports'],
      ['GET', '/site-crawls'],
    ] as const) {
      const answer = await call(api, path, {
        method,
        key,
        ...(method === 'POST' ? { body: { url: 'https://example.com/' } } : {}),
      });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
      expect(JSON.stringify(answer.body)).not.toContain('wrong-key-zz9');
    }
  });

  it('answers 404 for an unknown endpoint and 405 with Allow for a wrong method', async () => {
    const { api } = await started();
    const missing = await call(api, '/nothing-here');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    const wrong = await call(api, '/reports', { method: 'DELETE' });
    expect([wrong.status, wrong.body.error.code, wrong.headers.get('allow')]).toEqual([
      405,
      'method_not_allowed',
      'POST, GET',
    ]);
  });

  it('logs one line per request without the key', async () => {
    const lines: string[] = [];
    const { api } = await started(new StubAnalyzer(), { log: (line: string) => lines.push(line) });
    await call(api, '/reports', { body: { url: 'https://example.com/' } });
    await call(api, '/reports?limit=0');
    expect(lines).toEqual([
      expect.stringMatching(/^POST \/api\/v1\/reports 202 \d+ms$/),
      expect.stringMatching(/^GET \/api\/v1\/reports 400 \d+ms$/),
    ]);
    expect(lines.join('\n')).not.toContain(KEY);
  });
});

describe('GET /reports', () => {
  async function seeded() {
    const context = await started(new StubAnalyzer(), { cacheTtlSeconds: 0 });
    context.stub.pages.set('https://b.example.org/', { score: 40, grade: 'F' });
    const urls = [
      'https://a.example.com/one',
      'https://a.example.com/two',
      'https://b.example.org/',
      'https://a.example.com/one',
    ];
    for (const [second, url] of urls.entries()) {
      clockAt(second); // each analysis completes a second after the one before
      await analysed(context.api, url);
    }
    return context;
  }

  it('lists one row per URL, newest first, with run_count, first and last run', async () => {
    const { api } = await seeded();
    const listed = await call(api, '/reports');
    const body = ReportList.parse(listed.body);
    expect(body.reports.map((r) => [r.url, r.run_count])).toEqual([
      ['https://a.example.com/one', 2],
      ['https://b.example.org/', 1],
      ['https://a.example.com/two', 1],
    ]);
    expect(listed.body).toMatchObject({ total: 3, limit: 25, offset: 0 });
    const one = body.reports[0]!;
    expect(one.first_run_at < one.last_run_at).toBe(true);
    expect(one.last_run_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.reports[1]).toMatchObject({
      host: 'b.example.org',
      score: 40,
      grade: 'F',
      issues: { critical: 0, recommended: 1, optional: 0 },
    });
  });

  it('filters by exact hostname and pages with limit and offset', async () => {
    const { api } = await seeded();
    const hostA = await call(api, '/reports?host=a.example.com');
    expect(hostA.body.reports.map((r: { url: string }) => r.url)).toEqual([
      'https://a.example.com/one',
      'https://a.example.com/two',
    ]);
    expect(hostA.body.total).toBe(2);
    expect((await call(api, '/reports?host=example.com')).body.reports).toEqual([]);
    const second = await call(api, '/reports?limit=1&offset=1');
    expect(second.body.reports.map((r: { url: string }) => r.url)).toEqual(['https://b.example.org/']);
    expect(second.body).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect((await call(api, '/reports?offset=3')).body.reports).toEqual([]);
  });

  it.each(['1000000000', String(Number.MAX_SAFE_INTEGER)])(
    'pages past the end at offset=%s with an empty list',
    async (offset) => {
      const { api } = await seeded();
      const answer = await call(api, `/reports?offset=${offset}`);
      expect([answer.status, answer.body]).toEqual([200, { reports: [], total: 3, limit: 25, offset: Number(offset) }]);
    },
  );

  it('leaves out reports that are not complete', async () => {
    const { stub, api } = await started();
    stub.pages.set('https://example.com/bad', new AnalysisFailure('not_html', 'not HTML'));
    await analysed(api, 'https://example.com/bad');
    stub.hold();
    await call(api, '/reports', { body: { url: 'https://example.com/slow' } });
    expect((await call(api, '/reports')).body).toMatchObject({ reports: [], total: 0 });
    stub.release();
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'limit=1.5', 'offset=-1', 'offset=x'])(
    'answers 400 invalid_parameter for %s',
    async (query) => {
      const { api } = await started();
      const answer = await call(api, `/reports?${query}`);
      expect([answer.status, answer.body.error.code]).toEqual([400, 'invalid_parameter']);
    },
  );
});

describe('GET /reports/lookup', () => {
  it('answers 404 for a URL never analysed and 400 without a url', async () => {
    const { api } = await started();
    const missing = await call(api, `/reports/lookup?url=${encodeURIComponent('https://example.com/never')}`);
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    expect((await call(api, '/reports/lookup')).status).toBe(400);
  });

  it('returns the latest complete report of the exact URL', async () => {
    const { api } = await started(new StubAnalyzer(), { cacheTtlSeconds: 0 });
    await analysed(api, 'https://example.com/p');
    const latest = await analysed(api, 'https://example.com/p');
    await analysed(api, 'https://example.com/p?x=1');
    const found = await call(api, `/reports/lookup?url=${encodeURIComponent('https://example.com/p')}`);
    expect(LookupEnvelope.parse(found.body).report).toEqual({
      key: latest.body.report.key,
      url: 'https://example.com/p',
      score: 88,
      grade: 'B',
      last_run_at: latest.body.report.completed_at,
    });
  });

  it('shows a report still in flight with its status, the previous score, and when it was submitted', async () => {
    const { stub, api } = await started(new StubAnalyzer(), { cacheTtlSeconds: 0 });
    const url = 'https://example.com/p';
    const lookup = async () => (await call(api, `/reports/lookup?url=${encodeURIComponent(url)}`)).body.report;
    stub.hold();
    const submittedAt = clockAt(0);
    const first = await call(api, '/reports', { body: { url } });
    clockAt(1);
    const pending = await lookup();
    expect(pending).toMatchObject({ key: first.body.key, url, score: 0, grade: '-' });
    expect(['queued', 'running']).toContain(pending.status);
    expect(pending.last_run_at).toBe(submittedAt.toISOString());
    stub.release();
    await settled(api, first.body.key);
    stub.pages.set(url, { score: 71, grade: 'C' });
    const complete = await lookup();
    expect(complete.status).toBeUndefined();
    stub.hold();
    const second = await call(api, '/reports', { body: { url } });
    expect(await lookup()).toMatchObject({
      key: second.body.key,
      score: 88,
      grade: 'B',
      status: expect.stringMatching(/queued|running/),
    });
    stub.release();
  });
});

const postgres = postgresSuite();

describe.skipIf(postgres.missing !== null)('POST /reports on two nodes over PostgreSQL', () => {
  it('queues a URL submitted on both at once once, spending one report of the allowance', async () => {
    const db = await postgres.createDatabase();
    const stub = new StubAnalyzer();
    stub.hold();
    const options = { db, keys: { [KEY]: 'free' as const } };
    const nodes = [await startStubService(stub, options), await startStubService(stub, options)];
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call(nodes[i % 2]!.url, '/reports', { body: { url: 'https://e.com/x' } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202));
      expect(new Set(answers.map((answer) => answer.body.key)).size).toBe(1);
      // One of the free plan's 50 was spent: 49 more distinct URLs fit, the 50th more does not.
      for (let i = 0; i < 49; i++)
        expect((await call(nodes[i % 2]!.url, '/reports', { body: { url: `https://e.com/p${i}` } })).status).toBe(202);
      expect((await call(nodes[0]!.url, '/reports', { body: { url: 'https://e.com/one-too-many' } })).status).toBe(402);
    } finally {
      stub.release();
      await Promise.all(nodes.map((node) => node.close()));
    }
  }, 60_000);
});
