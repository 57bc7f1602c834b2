/**
 * The API key must not leak through anything the client throws or logs, on every error path,
 * even when the service echoes the Authorization header back in its bodies.
 */
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageAnalysisClient } from '../../src/client/client.js';
import { ServiceTarget } from '../../src/model/service-target.js';
import { refusedBaseUrl, startLoopback, type Loopback, type Seen } from './loopback-server.js';
import {
  closeClients,
  fixture,
  KEY,
  rejectionOf,
  testClient,
  type TestClient,
  type TestClientOptions,
} from './test-client.js';

const page = 'https://example.com/pricing';
type Mode =
  | 'unauthorized'
  | 'plan'
  | 'server'
  | 'throttled'
  | 'garbage'
  | 'text'
  | 'reset'
  | 'hang'
  | 'redirect'
  | 'reset-then-lookup-fails';
let mode: Mode = 'unauthorized';
/** The caller's abort of the `hang` case, fired when the server has the request. */
let hanging: AbortController | undefined;
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
    if (mode === 'hang') return hanging?.abort();
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

function client(overrides: TestClientOptions = {}): TestClient {
  const made = testClient({
    baseUrl: server.baseUrl,
    retry: { maxAttempts: 2 },
    timeouts: { headersMs: 150 },
    ...overrides,
  });
  return made;
}

async function capture(
  run: (made: TestClient) => Promise<unknown>,
  overrides: TestClientOptions = {},
): Promise<unknown> {
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
    for (const name of Object.getOwnPropertyNames(value))
      texts.push(String((value as unknown as Record<string, unknown>)[name]));
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
    hanging = controller; // aborted once the server holds the request
    const error = await capture(({ client }) => client.getReport('r_1', { signal: controller.signal }), {
      timeouts: { headersMs: 5000 },
    });
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
        return new PageAnalysisClient({ service: new ServiceTarget(server.baseUrl, bad) });
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

describe('the API key in another spelling is masked after decoding', () => {
  const SLASHED = 'pk/live/Zq7S3cr3t+K3y';
  const unicode = (text: string) =>
    [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  const percent = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
  /** Every decoding a reader might apply to what we show. */
  const decodings = (text: string) => [
    text,
    text
      .replace(/\\u([0-9a-f]{4})/gi, (_m, code: string) => String.fromCharCode(parseInt(code, 16)))
      .replaceAll('\\/', '/'),
    (() => {
      try {
        return decodeURIComponent(text);
      } catch {
        return text;
      }
    })(),
  ];
  let spelled: Loopback;
  let body = '';
  let status = 500;

  beforeAll(async () => {
    spelled = await startLoopback((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  afterAll(() => spelled.close());

  const report = (evidence: string) => {
    const envelope = fixture<{ report: { findings: { evidence: string }[]; title: string } }>('report-complete');
    envelope.report.findings[0]!.evidence = evidence;
    envelope.report.title = evidence;
    return envelope;
  };

  it.each([
    [
      '\\uXXXX in an error message (PHP json_encode)',
      500,
      (key: string) => `{"error":{"code":"boom","message":"bad key ${unicode(key)}"}}`,
    ],
    [
      '\\/ in an error message',
      400,
      (key: string) => JSON.stringify({ error: { code: 'bad', message: `key ${key}` } }).replaceAll('/', '\\/'),
    ],
    [
      'percent-encoded in an error message',
      400,
      (key: string) => JSON.stringify({ error: `see https://x.test/?k=${percent(key)}` }),
    ],
    ['mixed spellings in plain text', 502, (key: string) => `upstream said ${unicode(key.slice(0, 5))}${key.slice(5)}`],
  ])('%s', async (_name, answer, make) => {
    for (const key of [KEY, SLASHED]) {
      status = answer;
      body = make(key);
      const { client } = testClient({ baseUrl: spelled.baseUrl, apiKey: key, retry: { maxAttempts: 1 } });
      const error = await rejectionOf(client.getReport('r_1'));
      for (const text of everyTextOf(error).flatMap(decodings)) expect(text).not.toContain(key);
    }
  });

  it('inside a 200 report body: as is, JSON-escaped, percent-encoded', async () => {
    for (const key of [KEY, SLASHED]) {
      status = 200;
      body = JSON.stringify(report(`a ${key} b ${percent(key)} c`)).replace('"title":"a ', `"title":"${unicode(key)} `);
      const { client } = testClient({ baseUrl: spelled.baseUrl, apiKey: key });
      const read = await client.getReport('r_1');
      for (const text of decodings(JSON.stringify(read))) expect(text).not.toContain(key);
      expect(JSON.stringify(read)).toContain('[redacted]');
    }
  });
});
