import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayHaveQueued, queuedSince } from '../../src/client/submit.js';
import { ServiceError, TransportError, UnconfirmedSubmitError } from '../../src/errors.js';
import { guardNetwork } from './nock-guard.js';
import { BASE, closeClients, fixture, ORIGIN, rejectionOf, testClient } from './test-client.js';

guardNetwork();
afterEach(async () => {
  vi.useRealTimers();
  await closeClients();
});

/** The client's clock (Date alone: timers stay real), fixed at a whole second. */
function clockAt(ms: number): number {
  vi.useFakeTimers({ toFake: ['Date'], now: ms });
  return ms;
}
const NOW = Date.UTC(2026, 0, 1, 12);

const page = 'https://example.com/pricing';
const ack = fixture<Record<string, string>>('report-ack');
const lookupBody = (lastRunAt: string) => ({
  report: { key: 'r_found', url: page, score: 80, grade: 'B', last_run_at: lastRunAt },
});
const recoveredAck = { status: 'queued', key: 'r_found', url: page, poll: `${BASE}/reports/r_found` };
const socketError = (code: string) => Object.assign(new Error(`socket failure ${code}`), { code });

/** Scopes for one POST outcome, a lookup answer, and an optional resubmit that queues. */
function scenario(first: (scope: nock.Interceptor) => nock.Scope, lookup: [number, unknown] | null, resubmit: boolean) {
  const post = first(nock(ORIGIN).post('/api/v1/reports', { url: page }));
  const lookups = lookup
    ? nock(ORIGIN)
        .get('/api/v1/reports/lookup')
        .query({ url: page })
        .reply(...lookup)
    : null;
  const again = resubmit ? nock(ORIGIN).post('/api/v1/reports').reply(202, ack) : null;
  return { post, lookups, again };
}

describe('POST /reports is never repeated blindly', () => {
  it('waits Retry-After seconds on 429 and resubmits without a lookup', async () => {
    const { again } = scenario((i) => i.reply(429, { error: 'slow down' }, { 'Retry-After': '3' }), null, true);
    const { client, delays } = testClient();
    await expect(client.submitReport({ url: page })).resolves.toEqual({ kind: 'queued', ack });
    expect(delays).toEqual([3000]);
    expect(again?.isDone()).toBe(true);
  });

  it('waits until a Retry-After HTTP date on 429', async () => {
    const at = new Date(clockAt(NOW) + 5000);
    scenario((i) => i.reply(429, '', { 'Retry-After': at.toUTCString() }), null, true);
    const { client, delays } = testClient();
    await client.submitReport({ url: page });
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(3000);
    expect(delays[0]).toBeLessThanOrEqual(5000);
  });

  it('uses its own backoff when Retry-After is over the cap', async () => {
    scenario((i) => i.reply(429, '', { 'Retry-After': '3600' }), null, true);
    const { client, delays } = testClient();
    await client.submitReport({ url: page });
    expect(delays).toEqual([500]);
  });

  it('after a 503, recovers a report the lookup shows was queued since the submit began', async () => {
    const { lookups } = scenario((i) => i.reply(503, 'busy'), [200, lookupBody(new Date().toISOString())], false);
    const { client, retries } = testClient();
    await expect(client.submitReport({ url: page })).resolves.toEqual({
      kind: 'queued',
      recovered: true,
      ack: recoveredAck,
    });
    expect(lookups?.isDone()).toBe(true);
    expect(retries).toEqual([]);
  });

  it('after a 503 with nothing queued, resubmits once', async () => {
    const { lookups, again } = scenario((i) => i.reply(503, 'busy'), [404, ''], true);
    const { client, retries } = testClient();
    await expect(client.submitReport({ url: page })).resolves.toEqual({ kind: 'queued', ack });
    expect(lookups?.isDone()).toBe(true);
    expect(again?.isDone()).toBe(true);
    expect(retries.map((r) => r.endpoint)).toEqual(['POST /reports']);
  });

  it('after a reset once sent, recovers instead of resubmitting', async () => {
    const { post, lookups } = scenario(
      (i) => i.replyWithError(socketError('ECONNRESET')),
      [200, lookupBody(new Date().toISOString())],
      false,
    );
    await expect(testClient().client.submitReport({ url: page })).resolves.toEqual({
      kind: 'queued',
      recovered: true,
      ack: recoveredAck,
    });
    expect(post.isDone()).toBe(true);
    expect(lookups?.isDone()).toBe(true);
  });

  it('after a reset with an older report only, resubmits once', async () => {
    const hourAgo = new Date(clockAt(NOW) - 3_600_000).toISOString();
    const { lookups, again } = scenario(
      (i) => i.replyWithError(socketError('ECONNRESET')),
      [200, lookupBody(hourAgo)],
      true,
    );
    await expect(testClient().client.submitReport({ url: page })).resolves.toEqual({ kind: 'queued', ack });
    expect(lookups?.isDone()).toBe(true);
    expect(again?.isDone()).toBe(true);
  });

  it('retries a refused connection without a lookup: nothing was sent', async () => {
    const { again } = scenario((i) => i.replyWithError(socketError('ECONNREFUSED')), null, true);
    await expect(testClient().client.submitReport({ url: page })).resolves.toEqual({ kind: 'queued', ack });
    expect(again?.isDone()).toBe(true);
  });

  it('compares with the last_run_at the caller knew', async () => {
    scenario((i) => i.reply(502, ''), [200, lookupBody('2025-11-20T09:15:00+00:00')], true);
    const result = await testClient().client.submitReport(
      { url: page },
      { knownLastRunAt: '2025-11-20T09:15:00+00:00' },
    );
    expect(result).toEqual({ kind: 'queued', ack });
  });

  it('does not resubmit when the lookup cannot answer', async () => {
    const post = nock(ORIGIN).post('/api/v1/reports').reply(503, 'busy');
    nock(ORIGIN).get('/api/v1/reports/lookup').query(true).times(2).reply(500, 'down');
    const { client } = testClient({ retry: { maxAttempts: 2 } });
    const error = await rejectionOf(client.submitReport({ url: page }));
    expect(error).toBeInstanceOf(UnconfirmedSubmitError);
    expect((error as Error).message).toBe(
      'POST /reports: not resubmitted: the service may have queued it (POST /reports: 503: busy) and the ' +
        'lookup could not tell (GET /reports/lookup: 500: down)',
    );
    expect(post.isDone()).toBe(true);
    expect(nock.isDone()).toBe(true);
  });

  it('gives up after the retry budget with the last error', async () => {
    nock(ORIGIN).post('/api/v1/reports').times(3).reply(503, 'busy');
    nock(ORIGIN).get('/api/v1/reports/lookup').query(true).times(3).reply(404, '');
    const { client, delays } = testClient({ retry: { maxAttempts: 3 } });
    const error = await rejectionOf(client.submitReport({ url: page }));
    expect(error).toMatchObject({ status: 503, message: 'POST /reports: 503: busy' });
    expect(delays).toEqual([500, 1000]);
    expect(nock.isDone()).toBe(true);
  });

  it('neither retries nor looks up after a 400', async () => {
    nock(ORIGIN).post('/api/v1/reports').reply(400, { code: 'invalid_url', message: 'not public' });
    const { client, retries } = testClient();
    await expect(client.submitReport({ url: page })).rejects.toThrow('POST /reports: 400 invalid_url: not public');
    expect(retries).toEqual([]);
  });
});

describe('queuedSince', () => {
  const started = Date.parse('2025-11-20T10:00:00Z');
  const found = (last_run_at: string) => ({ key: 'k', url: page, score: 1, grade: 'F', last_run_at });

  it.each([
    ['the same run the caller knew', '2025-11-20T09:00:00Z', '2025-11-20T09:00:00Z', false],
    ['a different run than the caller knew', '2025-11-20T09:59:59Z', '2025-11-20T09:00:00Z', true],
    ['any run when the caller knew none', '2020-01-01T00:00:00Z', null, true],
    ['a run since the start', '2025-11-20T10:00:01Z', undefined, true],
    ['a run within the clock skew', '2025-11-20T09:58:30Z', undefined, true],
    ['a run before the clock skew', '2025-11-20T09:57:59Z', undefined, false],
    ['a run at an unreadable time', 'yesterday-ish', undefined, false],
  ])('%s -> %s', (_name, lastRunAt, known, expected) => {
    expect(queuedSince(found(lastRunAt), known, started)).toBe(expected);
  });
});

describe('mayHaveQueued', () => {
  const endpoint = 'POST /reports';
  const service = (status: number) =>
    new ServiceError('x', { status, code: 'c', endpoint, retryable: status === 429 || status >= 500 });
  const transport = (failure: 'reset' | 'timeout' | 'abort' | 'network', sent: boolean) =>
    new TransportError('x', { endpoint, failure, sent });

  it.each([
    ['a reset once sent', transport('reset', true), true],
    ['a headers timeout', transport('timeout', true), true],
    ['a connect timeout', transport('timeout', false), false],
    ['a refused connection', transport('network', false), false],
    ['the caller abort', transport('abort', true), false],
    ['a 500', service(500), true],
    ['a 429', service(429), false],
    ['a 400', service(400), false],
  ])('%s -> %s', (_name, error, expected) => {
    expect(mayHaveQueued(error)).toBe(expected);
  });
});
