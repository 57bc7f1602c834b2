/**
 * The browser's only way out. Chromium is started with this proxy for every scheme and with
 * loopback no longer bypassing it, so every connection it makes (documents, subresources,
 * fetch/XHR, websockets, workers, prefetch) is dialled here, through the same address guard as a
 * plain fetch and at connect time, so a DNS answer cannot change between the check and the
 * connect. Request interception (render-page.ts) refuses earlier and records why; this is the
 * layer nothing in a page can step around.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { describe } from '../../text/describe.js';
import { assertAllowedHost, guardedLookup, portOf, unbracketed, type PrivateAllowance } from '../analyzer/address.js';

export interface GuardProxy {
  /** `http://127.0.0.1:PORT`, for `--proxy-server`. */
  url: string;
  close(): Promise<void>;
}

export async function startGuardProxy(allowance: PrivateAllowance): Promise<GuardProxy> {
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    // A kept-alive upstream socket is handed out again for later requests.
    if (sockets.has(socket)) return;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = createServer((incoming, response) => forward(incoming, response, allowance, track));
  server.on('connection', track);
  server.on('connect', (incoming: IncomingMessage, socket: Duplex, head: Buffer) =>
    tunnel(incoming, socket, head, allowance, track),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** Where the browser asks to go, checked; null (and the browser told why) when refused. */
function target(
  raw: string,
  allowance: PrivateAllowance,
  refuse: (message: string) => void,
): { url: URL; port: number } | null {
  const url = URL.parse(raw);
  if (url === null || url.hostname === '') {
    refuse(`not a proxy target: ${raw.slice(0, 120)}`);
    return null;
  }
  try {
    assertAllowedHost(url.hostname, portOf(url), allowance);
  } catch (error) {
    refuse(describe(error));
    return null;
  }
  return { url, port: portOf(url) };
}

/** Plain http: the browser sends the absolute URL; the proxy makes the request itself. */
function forward(
  incoming: IncomingMessage,
  response: ServerResponse,
  allowance: PrivateAllowance,
  track: (socket: Duplex) => void,
): void {
  const refuse = (message: string) => response.writeHead(403, { 'content-type': 'text/plain' }).end(message);
  const found = target(incoming.url ?? '', allowance, refuse);
  if (!found) return;
  const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !name.startsWith('proxy-')));
  const upstream = request({
    host: unbracketed(found.url.hostname),
    port: found.port,
    method: incoming.method,
    path: `${found.url.pathname}${found.url.search}`,
    headers,
    lookup: guardedLookup(found.port, allowance),
  });
  upstream.on('socket', track);
  upstream.on('response', (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => (response.headersSent ? response.destroy() : refuse(describe(error))));
  incoming.pipe(upstream);
}

/** https and websockets: CONNECT host:port, then bytes both ways. */
function tunnel(
  incoming: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  allowance: PrivateAllowance,
  track: (socket: Duplex) => void,
): void {
  const refuse = (message: string) =>
    socket.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\n${message}`);
  const found = target(`http://${incoming.url ?? ''}`, allowance, refuse);
  if (!found) return;
  const upstream: Socket = connect({
    host: unbracketed(found.url.hostname),
    port: found.port,
    lookup: guardedLookup(found.port, allowance),
  });
  track(upstream);
  let connected = false;
  upstream.once('connect', () => {
    connected = true;
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', (error) => (connected ? socket.destroy() : refuse(describe(error))));
  socket.on('error', () => upstream.destroy());
}
