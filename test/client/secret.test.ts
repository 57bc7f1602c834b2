/**
 * The API key must not leak through anything the client throws or logs, on every error path,
 * even when the service echoes the Authorization header back in its bodies.
 */
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageAnalysisClient, type ClientOptions } from '../../src/client/client.js';
import { refusedBaseUrl, startLoopback, type Loopback, type Seen } from './loopback-server.js';
import { closeClients, KEY, rejectionOf, testClient, type TestClient } from './test-client.js';

const page = 'https://example.com/pricing';
type Mode = 'unauthorized' | 'plan' | 'server' | 'throttled' | 'garbage' | 'text' | 'reset' | 'hang' | 'redirect' | 'reset-then-lookup-fails';
let mode: Mode = 'unauthorized';
let server: Loopback;

function echo(request: Seen): string {
  return `you sent ${request.headers.authorization ?? ''} and key=${KEY}`;
}

beforeAll(async () => {
  server = await startLoopback((request, response, raw) => {
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'x-echo': KEY, ...headers });
      response.end(body);
    };
    const said = echo(request);
    if (mode === 'unauthorized') return send(401, JSON.stringify({ error: { code: 'unauthorized', message: said } }));
    if (mode === 'plan') return send(403, JSON.stringify({ error: { code: 'plan_excluded', message: said } }));
    if (mode === 'server') return send(500, JSON.stringify({ code: KEY, message: said }));
    if (mode === 'throttled') return send(429, JSON.stringify({ error: said }), { 'retry-after': '0' });
    if (mode === 'garbage') return send(200, JSON.stringify({ report: { status: 'complete', key: KEY, score: said } }));
    if (mode === 'text') return send(200, said);
    if (mode === 'redirect') return send(302, '', { location: `/elsewhere?key=${KEY}` });
    if (mode === 'hang') return;
    if (mode === 'reset' || request.method === 'POST') return raw.socket.destroy();
    return send(503, said);
  });
});

afterAll(async () => {
  await closeClients();
  await server.close();
});

const caught: unknown[] = [];
const logged: unknown[] = [];

function client(overrides: Partial<ClientOptions> = {}): TestClient {
  const made = testClient({ baseUrl: server.baseUrl, retry: { maxAttempts: 2 }, timeouts: { headersMs: 150 }, ...overrides });
  return made;
}

async function capture(run: (made: TestClient) => Promise<unknown>, overrides: Partial<ClientOptions> = {}): Promise<unknown> {
  const made = client(overrides);
  const error = await rejectionOf(run(made));
  caught.push(error);
  logged.push(...made.retries);
  return error;
}

const paths: [Mode, (made: TestClient) => Promise<unknown>, string][] = [
  ['unauthorized', ({ client }) => client.checkKey(), 'ServiceError'],
  ['plan', ({ client }) => client.listSiteCrawls(), 'ServiceError'],
  ['server', ({ client }) => client.getReport('r_1'), 'ServiceError'],
  ['throttled', ({ client }) => client.submitReport({ url: page }), 'ServiceError'],
  ['garbage', ({ client }) => client.getReport('r_1'), 'ServiceError'],
  ['text', ({ client }) => client.listReports(), 'ServiceError'],
  ['redirect', ({ client }) => client.lookupReport(page), 'ServiceError'],
  ['reset', ({ client }) => client.listCrawlPages(7), 'TransportError'],
  ['hang', ({ client }) => client.getCrawlFindings(7), 'TransportError'],
  ['reset-then-lookup-fails', ({ client }) => client.submitReport({ url: page }), 'UnconfirmedSubmitError'],
];

function everyTextOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (value === null || value === undefined || seen.has(value)) return [];
  seen.add(value);
  const texts = [inspect(value, { showHidden: true, depth: null, getters: true })];
  try {
    texts.push(JSON.stringify(value) ?? '');
  } catch {
    texts.push('');
  }
  if (value instanceof Error) {
    texts.push(value.message, value.stack ?? '');
    texts.push(...everyTextOf(value.cause, seen));
    for (const name of Object.getOwnPropertyNames(value)) texts.push(String((value as unknown as Record<string, unknown>)[name]));
  }
  return texts;
}

describe('the API key appears in nothing thrown or logged', () => {
  it.each(paths)('%s', async (which, run, name) => {
    mode = which;
    const error = await capture(run);
    expect((error as Error).name).toBe(name);
    for (const text of everyTextOf(error)) expect(text).not.toContain(KEY);
  });

  it('the caller abort', async () => {
    mode = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await capture(({ client }) => client.getReport('r_1', { signal: controller.signal }), { timeouts: { headersMs: 5000 } });
    for (const text of everyTextOf(error)) expect(text).not.toContain(KEY);
  });

  it('a refused connection', async () => {
    const error = await capture(({ client }) => client.checkKey(), { baseUrl: await refusedBaseUrl() });
    for (const text of everyTextOf(error)) expect(text).not.toContain(KEY);
  });

  it('a parameter rejected locally', async () => {
    const error = await capture(({ client }) => client.listReports({ limit: 0 }));
    for (const text of everyTextOf(error)) expect(text).not.toContain(KEY);
  });

  it('a key that cannot go in a header', () => {
    const bad = `${KEY} x`;
    const error = (() => {
      try {
        return new PageAnalysisClient({ baseUrl: server.baseUrl, apiKey: bad });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(Error);
    for (const text of everyTextOf(error)) expect(text).not.toContain(KEY);
  });

  it('every retry that was logged', () => {
    expect(logged.length).toBeGreaterThan(0);
    for (const text of everyTextOf(logged)) expect(text).not.toContain(KEY);
  });

  it('the client object itself', () => {
    const { client: made } = client();
    expect(inspect(made, { showHidden: true, depth: null })).not.toContain(KEY);
    expect(JSON.stringify(made)).not.toContain(KEY);
  });

  it('the service really echoed the key, so the scan above had something to find', () => {
    expect(caught.length).toBe(paths.length + 3);
    const echoed = caught.filter((error) => (error as { body?: string }).body?.includes('[redacted]'));
    expect(echoed.length).toBeGreaterThanOrEqual(5);
  });
});
