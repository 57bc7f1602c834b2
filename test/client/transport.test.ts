import { afterEach, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { TransportError } from '../../src/errors.js';
import { refusedBaseUrl, startLoopback, type Handler, type Loopback } from './loopback-server.js';
import { closeClients, KEY, rejectionOf, testClient } from './test-client.js';

let server: Loopback | undefined;
afterEach(async () => {
  await closeClients();
  await server?.close();
  server = undefined;
});

const page = 'https://example.com/pricing';
const never: Handler = () => undefined;
const json =
  (status: number, body: unknown): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

async function serve(handler: Handler): Promise<Loopback> {
  server = await startLoopback(handler);
  return server;
}

describe('against a real loopback server', () => {
  it('sends the key, the User-Agent and JSON headers, and content-type only with a body', async () => {
    const loopback = await serve(json(202, { status: 'queued', key: 'k', url: page, poll: 'x' }));
    const { client } = testClient({ baseUrl: loopback.baseUrl });
    await client.submitReport({ url: page, render: false });
    await client.getReport('k').catch(() => undefined);
    const [post, get] = loopback.seen;
    expect(post).toMatchObject({
      method: 'POST',
      path: '/api/v1/reports',
      body: JSON.stringify({ url: page, render: false }),
    });
    expect(post?.headers).toMatchObject({
      authorization: `Bearer ${KEY}`,
      'user-agent': `pagegate/${pkg.version}`,
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(get?.headers['content-type']).toBeUndefined();
  });

  it('keeps the connection alive between requests', async () => {
    const loopback = await serve(json(200, { reports: [] }));
    const { client } = testClient({ baseUrl: loopback.baseUrl });
    for (let i = 0; i < 3; i++) {
      await client.listReports();
      // undici hands the socket back to its pool a tick after the body ends.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(loopback.seen).toHaveLength(3);
    expect(loopback.connections).toBe(1);
  });

  it('turns a headers timeout into a TransportError timeout, and retries it', async () => {
    const loopback = await serve(never);
    const { client, retries } = testClient({
      baseUrl: loopback.baseUrl,
      timeouts: { headersMs: 150 },
      retry: { maxAttempts: 2 },
    });
    const error = await rejectionOf(client.listReports());
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({
      failure: 'timeout',
      sent: true,
      message: 'GET /reports: timed out waiting for the response headers (UND_ERR_HEADERS_TIMEOUT)',
    });
    expect(retries).toHaveLength(1);
    expect(loopback.seen).toHaveLength(2);
  });

  it('turns a stalled body into a TransportError timeout', async () => {
    const loopback = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"reports": [');
    });
    const { client } = testClient({ baseUrl: loopback.baseUrl, timeouts: { bodyMs: 150 }, retry: { maxAttempts: 1 } });
    await expect(client.listReports()).rejects.toMatchObject({
      failure: 'timeout',
      message: 'GET /reports: timed out reading the response body (UND_ERR_BODY_TIMEOUT)',
    });
  });

  it('turns the caller abort mid-request into a TransportError abort that is not retried', async () => {
    const controller = new AbortController();
    // Aborted once the server holds the request: mid-request, whatever the machine's speed.
    const loopback = await serve(() => controller.abort());
    const { client, retries } = testClient({ baseUrl: loopback.baseUrl });
    const error = await rejectionOf(client.getReport('r_1', { signal: controller.signal }));
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ failure: 'abort', message: 'GET /reports/{key}: aborted' });
    expect(retries).toEqual([]);
    expect(loopback.seen).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const loopback = await serve(never);
    const { client } = testClient({ baseUrl: loopback.baseUrl });
    await expect(client.submitReport({ url: page }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      failure: 'abort',
      sent: false,
    });
    expect(loopback.seen).toHaveLength(0);
  });

  it('consults the lookup after a reset once the POST was received, and does not resubmit', async () => {
    const loopback = await serve((request, response, raw) => {
      if (request.method === 'POST') {
        raw.socket.destroy();
        return;
      }
      json(200, { report: { key: 'r_new', url: page, score: 90, grade: 'A', last_run_at: new Date().toISOString() } })(
        request,
        response,
        raw,
      );
    });
    const { client } = testClient({ baseUrl: loopback.baseUrl });
    const result = await client.submitReport({ url: page });
    expect(result).toEqual({
      kind: 'queued',
      recovered: true,
      ack: { status: 'queued', key: 'r_new', url: page, poll: `${loopback.baseUrl}/reports/r_new` },
    });
    expect(loopback.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/reports',
      `GET /api/v1/reports/lookup?url=${encodeURIComponent(page)}`,
    ]);
  });

  it('retries a refused connection as nothing sent', async () => {
    const { client, retries } = testClient({ baseUrl: await refusedBaseUrl(), retry: { maxAttempts: 3 } });
    const error = await rejectionOf(client.submitReport({ url: page }));
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({
      failure: 'network',
      sent: false,
      message: 'POST /reports: connection refused (ECONNREFUSED)',
    });
    expect(retries.map((r) => r.endpoint)).toEqual(['POST /reports', 'POST /reports']);
  });

  it('does not follow a redirect with the key', async () => {
    const loopback = await serve((request, response, raw) => {
      if (request.path.startsWith('/elsewhere')) return json(200, { reports: [] })(request, response, raw);
      response.writeHead(302, { location: '/elsewhere' });
      response.end();
    });
    const { client } = testClient({ baseUrl: loopback.baseUrl });
    await expect(client.checkKey()).rejects.toMatchObject({ status: 302, message: 'GET /reports: 302' });
    expect(loopback.seen).toHaveLength(1);
  });

  it(
    'stops reading a body that never ends at the limit: one ' + 'TransportError naming the endpoint, not retried',
    async () => {
      let written = 0;
      const loopback = await serve((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(16 * 1024, 0x20);
        const pump = () => {
          while (!response.destroyed && response.write(chunk)) written += chunk.length;
          if (!response.destroyed) response.once('drain', pump);
        };
        response.on('close', () => response.removeAllListeners('drain'));
        pump();
      });
      const { client, retries } = testClient({ baseUrl: loopback.baseUrl, maxBodyBytes: 64 * 1024 });
      const error = await rejectionOf(client.listReports());
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({
        failure: 'oversize',
        sent: true,
        message: 'GET /reports: response body larger than 65536 bytes, the most the client reads',
      });
      expect(retries).toEqual([]);
      expect(written).toBeLessThan(64 * 1024 * 1024);
    },
  );

  it('refuses a body whose content-length is over the limit without reading it', async () => {
    const loopback = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(40 * 1024 * 1024) });
      response.write('{"reports":[');
    });
    const { client } = testClient({ baseUrl: loopback.baseUrl });
    await expect(client.listReports()).rejects.toMatchObject({
      failure: 'oversize',
      message: 'GET /reports: response body larger than 32 MiB, the most the client reads',
    });
  });

  it('reads a body of exactly the limit, without its byte order mark', async () => {
    const body = `\uFEFF${JSON.stringify({ reports: [] })}`;
    const loopback = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
    const { client } = testClient({ baseUrl: loopback.baseUrl, maxBodyBytes: Buffer.byteLength(body) });
    await expect(client.listReports()).resolves.toMatchObject({ reports: [] });
  });
});
