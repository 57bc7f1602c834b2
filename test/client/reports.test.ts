import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { InvalidRequestError, ServiceError } from '../../src/errors.js';
import { guardNetwork } from './nock-guard.js';
import { BASE, closeClients, fixture, KEY, ORIGIN, rejectionOf, testClient } from './test-client.js';

guardNetwork();
afterEach(closeClients);

const api = () => nock(ORIGIN);
const complete = fixture<{ report: { key: string } }>('report-complete');
const ack = fixture<{ key: string; url: string; status: string; poll: string }>('report-ack');
const summary = fixture('report-summary');
const page = 'https://example.com/pricing';

function summaries(count: number) {
  return Array.from({ length: count }, (_, i) => ({ ...summary, key: `r_${i}` }));
}

describe('POST /reports', () => {
  it('reads a cache hit in the {report} envelope', async () => {
    api().post('/api/v1/reports', { url: page }).reply(200, complete);
    await expect(testClient().client.submitReport({ url: page })).resolves.toEqual({
      kind: 'cached',
      report: complete.report,
    });
  });

  it('reads a cache hit as a bare report', async () => {
    api().post('/api/v1/reports').reply(200, complete.report);
    await expect(testClient().client.submitReport({ url: page })).resolves.toEqual({
      kind: 'cached',
      report: complete.report,
    });
  });

  it('reads the queued acknowledgement and sends the documented headers and body', async () => {
    const scope = nock(ORIGIN, {
      reqheaders: {
        authorization: `Bearer ${KEY}`,
        'user-agent': `pagegate/${pkg.version}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
    })
      .post('/api/v1/reports', { url: page, render: true })
      .reply(202, ack);
    await expect(testClient().client.submitReport({ url: page, render: true })).resolves.toEqual({
      kind: 'queued',
      ack,
    });
    expect(scope.isDone()).toBe(true);
  });

  it('sends a custom User-Agent', async () => {
    const scope = nock(ORIGIN, { reqheaders: { 'user-agent': 'pagegate-e2e/1' } })
      .post('/api/v1/reports')
      .reply(202, ack);
    await testClient({ userAgent: 'pagegate-e2e/1' }).client.submitReport({ url: page });
    expect(scope.isDone()).toBe(true);
  });

  it('names the endpoint and field of an acknowledgement without poll', async () => {
    api()
      .post('/api/v1/reports')
      .reply(202, { ...ack, poll: undefined });
    const error = await rejectionOf(testClient().client.submitReport({ url: page }));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      status: 202,
      code: 'invalid_response',
      message: 'POST /reports: invalid response: poll: expected a string, got no value',
    });
  });

  it.each(['ftp://example.com/', '/pricing', ''])('rejects the page URL %j before sending', async (url) => {
    const scope = api().post('/api/v1/reports').reply(202, ack);
    await expect(testClient().client.submitReport({ url })).rejects.toBeInstanceOf(InvalidRequestError);
    expect(scope.isDone()).toBe(false);
  });
});

describe('GET /reports/{key}', () => {
  it('follows a report from queued through running to complete', async () => {
    api()
      .get('/api/v1/reports/r_8f3k2-a')
      .reply(202, { status: 'queued' })
      .get('/api/v1/reports/r_8f3k2-a')
      .reply(202, { report: { status: 'running' } })
      .get('/api/v1/reports/r_8f3k2-a')
      .reply(200, complete);
    const { client } = testClient();
    expect(await client.pollReport(ack)).toEqual({ kind: 'pending', status: 'queued' });
    expect(await client.pollReport(ack)).toEqual({ kind: 'pending', status: 'running' });
    expect(await client.pollReport(ack)).toEqual({ kind: 'complete', report: complete.report });
  });

  it('prefers a top-level status on 202 over a report member', async () => {
    api()
      .get('/api/v1/reports/r_8f3k2-a')
      .reply(202, { status: 'running', report: { key: 'r_8f3k2-a' } });
    await expect(testClient().client.getReport('r_8f3k2-a')).resolves.toEqual({ kind: 'pending', status: 'running' });
  });

  it('keeps an unknown status on 202 pending', async () => {
    api().get('/api/v1/reports/r_8f3k2-a').reply(202, { status: 'warming_up', eta_seconds: 4 });
    await expect(testClient().client.getReport('r_8f3k2-a')).resolves.toEqual({
      kind: 'pending',
      status: 'warming_up',
    });
  });

  it.each([
    ['seconds', '7', 7000],
    ['garbled, so ignored', 'soon', undefined],
  ])('reads a Retry-After on 202 (%s) as when to poll again', async (_, header, retryAfterMs) => {
    api().get('/api/v1/reports/r_8f3k2-a').reply(202, { status: 'running' }, { 'Retry-After': header });
    await expect(testClient().client.getReport('r_8f3k2-a')).resolves.toEqual({
      kind: 'pending',
      status: 'running',
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  });

  it('keeps fields after findings, grade A+ and result info', async () => {
    const extra = fixture<{ report: Record<string, unknown> }>('report-extra-fields');
    api().get('/api/v1/reports/r_q9Zt').reply(200, extra);
    const read = await testClient().client.getReport('r_q9Zt');
    expect(read).toEqual({ kind: 'complete', report: extra.report });
    if (read.kind !== 'complete') throw new Error('not complete');
    expect(read.report.grade).toBe('A+');
    expect(read.report.findings[0]?.result).toBe('info');
    expect(read.report.findings[0]?.category).toBe('content');
    expect(read.report.score_breakdown).toEqual({ content: 100, media: 100 });
  });

  it('reads a failed report', async () => {
    api().get('/api/v1/reports/r_8f3k2-a').reply(200, fixture('report-failed'));
    await expect(testClient().client.getReport('r_8f3k2-a')).resolves.toEqual({
      kind: 'failed',
      status: 'failed',
      error: { code: 'fetch_failed', message: 'the page answered 503' },
    });
  });

  it('encodes the key into the path', async () => {
    const scope = api().get('/api/v1/reports/a%2Fb%3Fc').reply(200, complete);
    await testClient().client.getReport('a/b?c');
    expect(scope.isDone()).toBe(true);
  });

  it.each([
    [
      'a fractional score',
      200,
      { report: { ...complete.report, score: 82.5 } },
      'report.score: expected an integer, got a number',
    ],
    [
      'findings that are not a list',
      200,
      { report: { ...complete.report, findings: 'none' } },
      'report.findings: expected an array, got a string',
    ],
    ['a 202 without a status', 202, { state: 'queued' }, 'status: expected a string, got no value'],
    ['a body that is not JSON', 200, '<html>Bad Gateway</html>', 'the body is not JSON'],
  ])('names the endpoint and field of %s, never the key', async (_name, status, body, detail) => {
    api().get('/api/v1/reports/r_8f3k2-a').reply(status, body);
    const error = await rejectionOf(testClient().client.getReport('r_8f3k2-a'));
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe('invalid_response');
    expect((error as ServiceError).message).toBe(`GET /reports/{key}: invalid response: ${detail}`);
  });

  it('polls the ack URL when it is on the base origin', async () => {
    const scope = api().get('/api/v1/reports/r_8f3k2-a').query({ t: '1' }).reply(200, complete);
    await testClient().client.pollReport({ ...ack, poll: `${BASE}/reports/r_8f3k2-a?t=1` });
    expect(scope.isDone()).toBe(true);
  });

  it.each([
    'https://evil.test/api/v1/reports/r_8f3k2-a',
    'https://api.test/api/v1/reports/r_8f3k2-a',
    'http://api.test:8080/x',
    'not a url',
  ])('does not follow a poll URL on another origin (%s) with the key', async (poll) => {
    const elsewhere = nock(/evil\.test|api\.test:(443|8080)/)
      .get(() => true)
      .reply(200, complete);
    const home = api().get('/api/v1/reports/r_8f3k2-a').reply(200, complete);
    await expect(testClient().client.pollReport({ ...ack, poll })).resolves.toMatchObject({ kind: 'complete' });
    expect(home.isDone()).toBe(true);
    expect(elsewhere.isDone()).toBe(false);
  });

  it.each(['', ' '])('rejects the key %j before sending', async (key) => {
    await expect(testClient().client.getReport(key)).rejects.toBeInstanceOf(InvalidRequestError);
  });
});

describe('GET /reports', () => {
  it('passes limit, offset and host and keeps the envelope', async () => {
    const body = { reports: summaries(2), total: 9 };
    api().get('/api/v1/reports').query({ limit: '2', offset: '4', host: 'example.com' }).reply(200, body);
    await expect(testClient().client.listReports({ limit: 2, offset: 4, host: 'example.com' })).resolves.toEqual(body);
  });

  it.each([0, 101, 2.5])('rejects limit %s before any request', async (limit) => {
    const scope = api()
      .get(() => true)
      .reply(200, { reports: [] });
    const error = await rejectionOf(testClient().client.listReports({ limit }));
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toBe(`limit must be an integer from 1 to 100, got ${limit}`);
    expect(scope.isDone()).toBe(false);
  });

  it('rejects a negative offset before any request', async () => {
    const scope = api()
      .get(() => true)
      .reply(200, { reports: [] });
    await expect(testClient().client.listReports({ offset: -1 })).rejects.toBeInstanceOf(InvalidRequestError);
    expect(scope.isDone()).toBe(false);
  });

  it('walks every page exactly once', async () => {
    const all = summaries(5);
    api()
      .get('/api/v1/reports')
      .query({ limit: '2', offset: '0', host: 'example.com' })
      .reply(200, { reports: all.slice(0, 2) })
      .get('/api/v1/reports')
      .query({ limit: '2', offset: '2', host: 'example.com' })
      .reply(200, { reports: all.slice(2, 4) })
      .get('/api/v1/reports')
      .query({ limit: '2', offset: '4', host: 'example.com' })
      .reply(200, { reports: all.slice(4) });
    const keys: string[] = [];
    for await (const report of testClient().client.reports({ host: 'example.com', pageSize: 2 })) keys.push(report.key);
    expect(keys).toEqual(['r_0', 'r_1', 'r_2', 'r_3', 'r_4']);
    expect(nock.isDone()).toBe(true);
  });

  it('pages by 100 unless told', async () => {
    api()
      .get('/api/v1/reports')
      .query({ limit: '100', offset: '0' })
      .reply(200, { reports: summaries(3) });
    const keys: string[] = [];
    for await (const report of testClient().client.reports()) keys.push(report.key);
    expect(keys).toHaveLength(3);
  });

  it('rejects a page size out of range when the iterator is made', () => {
    expect(() => testClient().client.reports({ pageSize: 101 })).toThrow(InvalidRequestError);
  });

  it('says a rejected key is missing or rejected, without retrying', async () => {
    const scope = api()
      .get('/api/v1/reports')
      .query({ limit: '1' })
      .reply(401, { error: { code: 'unauthorized', message: 'bad token' } });
    const { client, retries } = testClient();
    const error = await rejectionOf(client.checkKey());
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      status: 401,
      message: 'GET /reports: 401: the API key is missing or was rejected by the service',
    });
    expect(retries).toEqual([]);
    expect(scope.isDone()).toBe(true);
  });

  it('checks the key with one cheap call', async () => {
    const scope = nock(ORIGIN, { reqheaders: { authorization: `Bearer ${KEY}` } })
      .get('/api/v1/reports')
      .query({ limit: '1' })
      .reply(200, { reports: summaries(1) });
    await expect(testClient().client.checkKey()).resolves.toBeUndefined();
    expect(scope.isDone()).toBe(true);
  });

  it('tolerates a trailing slash on the base URL', async () => {
    const scope = api().get('/api/v1/reports').query({ limit: '1' }).reply(200, { reports: [] });
    await testClient({ baseUrl: `${BASE}/` }).client.checkKey();
    expect(scope.isDone()).toBe(true);
  });

  it('retries a 503 and then succeeds', async () => {
    api().get('/api/v1/reports').reply(503, 'Service Unavailable').get('/api/v1/reports').reply(200, { reports: [] });
    const { client, delays, retries } = testClient();
    await expect(client.listReports()).resolves.toEqual({ reports: [] });
    expect(delays).toEqual([500]);
    expect(retries).toEqual([
      { endpoint: 'GET /reports', attempt: 2, delayMs: 500, reason: 'GET /reports: 503: Service Unavailable' },
    ]);
  });
});

describe('GET /reports/lookup', () => {
  it('finds a report by its exact URL', async () => {
    const scope = api().get('/api/v1/reports/lookup').query({ url: page }).reply(200, fixture('lookup'));
    await expect(testClient().client.lookupReport(page)).resolves.toEqual(
      fixture<{ report: unknown }>('lookup').report,
    );
    expect(scope.isDone()).toBe(true);
  });

  it('answers null for a URL never analysed', async () => {
    api()
      .get('/api/v1/reports/lookup')
      .query(true)
      .reply(404, { error: { code: 'not_found', message: 'never analysed' } });
    await expect(testClient().client.lookupReport(page)).resolves.toBeNull();
  });

  it('names the field of a broken lookup', async () => {
    api()
      .get('/api/v1/reports/lookup')
      .query(true)
      .reply(200, { report: { key: 'k', url: page, score: 1, grade: 'F' } });
    await expect(testClient().client.lookupReport(page)).rejects.toThrow(
      'GET /reports/lookup: invalid response: report.last_run_at: expected a string, got no value',
    );
  });

  it('rejects a relative URL before any request', async () => {
    await expect(testClient().client.lookupReport('/pricing')).rejects.toBeInstanceOf(InvalidRequestError);
  });
});
