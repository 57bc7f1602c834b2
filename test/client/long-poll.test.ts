/** The client's side of `Prefer: wait` (RFC 7240) on report reads, against a real loopback server. */
import { afterEach, describe, expect, it } from 'vitest';
import { startLoopback, type Loopback } from './loopback-server.js';
import { closeClients, testClient } from './test-client.js';

let server: Loopback | undefined;
afterEach(async () => {
  await closeClients();
  await server?.close();
  server = undefined;
});

const pending = JSON.stringify({ status: 'running', key: 'k1', url: 'https://example.com/' });

describe('pollReport with waitSeconds', () => {
  it.each([
    [5, 'wait=5'],
    [29.7, 'wait=29'],
    [600, 'wait=30'],
  ])('asks Prefer: wait for %s s as %s', async (waitSeconds, prefer) => {
    server = await startLoopback((_request, response) => {
      response.writeHead(202, { 'content-type': 'application/json', 'preference-applied': prefer });
      response.end(pending);
    });
    const { client } = testClient({ baseUrl: server.baseUrl });
    const read = await client.getReport('k1', { waitSeconds });
    expect(server.seen[0]?.headers.prefer).toBe(prefer);
    expect(read).toEqual({ kind: 'pending', status: 'running', held: true });
  });

  it('sends no Prefer without waitSeconds (or with less than a second)', async () => {
    server = await startLoopback((_request, response) => {
      response.writeHead(202, { 'content-type': 'application/json' });
      response.end(pending);
    });
    const { client } = testClient({ baseUrl: server.baseUrl });
    await client.getReport('k1');
    await client.getReport('k1', { waitSeconds: 0.5 });
    expect(server.seen.map((seen) => seen.headers.prefer)).toEqual([undefined, undefined]);
  });

  it('reads a service that ignores the preference as not held, keeping its Retry-After', async () => {
    server = await startLoopback((_request, response) => {
      response.writeHead(202, { 'content-type': 'application/json', 'retry-after': '2' });
      response.end(pending);
    });
    const { client } = testClient({ baseUrl: server.baseUrl });
    await expect(client.getReport('k1', { waitSeconds: 10 })).resolves.toEqual({
      kind: 'pending',
      status: 'running',
      retryAfterMs: 2000,
    });
  });

  it('lets a held read outlast the headers timeout by the wait it asked for', async () => {
    const answered = Promise.withResolvers<void>();
    server = await startLoopback((request, response) => {
      const hold = request.headers.prefer === undefined ? 0 : 400;
      setTimeout(() => {
        response.writeHead(202, { 'content-type': 'application/json' });
        response.end(pending, () => answered.resolve());
      }, hold);
    });
    const { client } = testClient({ baseUrl: server.baseUrl, timeouts: { headersMs: 100 }, retry: { maxAttempts: 1 } });
    await expect(client.getReport('k1', { waitSeconds: 1 })).resolves.toMatchObject({ kind: 'pending' });
    await answered.promise;
  });
});
