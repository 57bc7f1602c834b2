/**
 * A real HTTP server on 127.0.0.1 for what nock cannot fake faithfully: timeouts, aborts, resets,
 * refused connections and keep-alive.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Loopback {
  baseUrl: string;
  seen: Seen[];
  connections: number;
  close(): Promise<void>;
}

export type Handler = (request: Seen, response: ServerResponse, raw: IncomingMessage) => void;

export async function startLoopback(handler: Handler): Promise<Loopback> {
  const seen: Seen[] = [];
  const state = { connections: 0 };
  const server = createServer((raw, response) => {
    let body = '';
    raw.setEncoding('utf8');
    raw.on('data', (chunk: string) => (body += chunk));
    raw.on('end', () => {
      const request = { method: raw.method ?? '', path: raw.url ?? '', headers: raw.headers, body };
      seen.push(request);
      handler(request, response, raw);
    });
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    seen,
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL nothing listens on: a port the OS just handed out and took back. */
export async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api/v1`;
}
