import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = (request: IncomingMessage, response: ServerResponse) => void;

export interface PageServer {
  url(path: string): string;
  port: number;
  close(): Promise<void>;
}

/** A node:http server on 127.0.0.1 serving `routes` by path; 404 for anything else. */
export async function startPageServer(routes: Record<string, Route>): Promise<PageServer> {
  const server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (route) route(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function html(body: string | Buffer, headers: Record<string, string> = {}, status = 200): Route {
  return (_, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  };
}

export function redirect(location: string, status = 302): Route {
  return (_, response) => {
    response.writeHead(status, { location }).end();
  };
}
