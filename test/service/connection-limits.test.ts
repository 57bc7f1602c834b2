/**
 * The connections the service holds: a request without Host gets the JSON error body, one address
 * cannot take every connection, slow headers time out, and /healthz keeps answering under a flood
 * of slow partial-header connections.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/index.js';
import { startStubService, StubAnalyzer } from './service-fixture.js';

let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

function open(origin: string, localAddress = '127.0.0.1'): Promise<Socket> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection. */
function answer(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(text));
  });
}

describe('connections', () => {
  it('answers an HTTP/1.1 request without Host with the JSON error body', async () => {
    service = await startStubService(new StubAnalyzer());
    const socket = await open(service.origin);
    const reply = answer(socket);
    socket.write('GET /api/v1/reports HTTP/1.1\r\n\r\n');
    const text = await reply;
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'invalid_request', message: 'an HTTP/1.1 request needs a Host header' },
    });
  });

  it('closes a connection whose headers do not arrive in time', async () => {
    service = await startStubService(new StubAnalyzer(), { connections: { headersTimeoutMs: 100 } });
    const socket = await open(service.origin);
    const closed = answer(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    expect(await closed).not.toContain('200 OK');
  });

  it('keeps answering /healthz while one address holds slow partial-header connections past its cap', async () => {
    const limits = { total: 20, perAddress: 5, headersTimeoutMs: 60_000 };
    service = await startStubService(new StubAnalyzer(), { connections: limits });
    const flood = await Promise.all(Array.from({ length: 30 }, () => open(service!.origin, '127.0.0.2')));
    const cut = Promise.withResolvers<void>();
    let closed = 0;
    for (const socket of flood) {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      void answer(socket).then(() => ++closed === 25 && cut.resolve());
    }
    // Past its cap, every further connection of the flooding address is closed at once; five stay open.
    await cut.promise;
    expect(flood.filter((socket) => !socket.destroyed)).toHaveLength(5);
    const probe = await fetch(`${service.origin}/healthz`);
    expect(probe.status).toBe(200);
    expect(await probe.json()).toEqual({ status: 'ok' });
    for (const socket of flood) socket.destroy();
  });
});
