/**
 * The connections the service holds: a request without Host gets the JSON error body, one address
 * cannot take every connection, slow headers and bodies time out and their connections end even
 * when the client never reads or closes, and /healthz keeps answering under a flood of slow
 * partial-header connections.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientError } from '../../src/service/client-error.js';
import { checkingIntervalMs, limitConnections, type ConnectionLimits } from '../../src/service/connection-limits.js';
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
    const text = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'invalid_request', message: 'the request did not arrive in time' },
    });
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

/**
 * A node:http server with the service's caps and its answer to a request past its time, wired as
 * server.ts wires them; `closed(n)` resolves once the n-th connection it accepted has closed on
 * the server's side, which a client that never reads cannot see.
 */
async function limitedServer(
  limits: ConnectionLimits,
): Promise<{ server: Server; closed: (n: number) => Promise<void> }> {
  const server = createServer({ connectionsCheckingInterval: checkingIntervalMs(limits) }, (request, response) => {
    request.resume();
    request.once('end', () => response.end('ok'));
  });
  limitConnections(server, limits);
  server.on('clientError', answerClientError);
  const sockets: Promise<void>[] = [];
  server.on('connection', (socket: Socket) => sockets.push(new Promise((resolve) => socket.once('close', resolve))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { server, closed: (n) => sockets[n] ?? Promise.reject(new Error(`no connection ${n}`)) };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A client that sends `text` and then neither reads nor closes: its socket stays paused. */
async function silent(server: Server, text: string, localAddress = '127.0.0.1'): Promise<Socket> {
  const { port } = server.address() as AddressInfo;
  const socket = await new Promise<Socket>((resolve, reject) => {
    const opened = connect({ host: '127.0.0.1', port, localAddress, allowHalfOpen: true }, () => resolve(opened));
    opened.once('error', reject);
  });
  socket.pause();
  socket.on('error', () => undefined);
  socket.write(text);
  return socket;
}

describe('connections past their time, from clients that never read', () => {
  const limits: ConnectionLimits = { total: 4, perAddress: 2, headersTimeoutMs: 50, requestTimeoutMs: 100 };
  const clients: Socket[] = [];
  afterEach(() => {
    for (const socket of clients.splice(0)) socket.destroy();
  });

  it.each([
    ['its headers never arrive', 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: '],
    ['its body never completes', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc'],
  ])('destroys a connection when %s', async (_, text) => {
    const { server, closed } = await limitedServer(limits);
    clients.push(await silent(server, text));
    await closed(0);
  });

  it('gives their places under both caps back: a fifth address is answered after four filled them', async () => {
    const { server, closed } = await limitedServer(limits);
    for (const address of ['127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.3'])
      clients.push(await silent(server, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ', address));
    await Promise.all([0, 1, 2, 3].map(closed));
    const { port } = server.address() as AddressInfo;
    const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.4' });
    const reply = answer(socket);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await reply).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the total, filled by few addresses', () => {
  const clients: Socket[] = [];
  afterEach(() => {
    for (const socket of clients.splice(0)) socket.destroy();
  });

  it('gives a newcomer from another address the oldest place of the address holding the most', async () => {
    const { server, closed } = await limitedServer({
      total: 4,
      perAddress: 4,
      headersTimeoutMs: 60_000,
      requestTimeoutMs: 60_000,
    });
    for (let i = 0; i < 4; i++)
      clients.push(await silent(server, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ', '127.0.0.2'));
    const { port } = server.address() as AddressInfo;
    const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.3' });
    const reply = answer(socket);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await reply).toMatch(/^HTTP\/1\.1 200 /);
    await closed(0);
  });
});
