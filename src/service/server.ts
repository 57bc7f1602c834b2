/**
 * The HTTP server: node:http with the caps on connections (connection-limits.ts), the Host check,
 * a JSON body for what Node's parser refuses, the operations endpoints, and a drain; every other
 * request goes to the v1 interface on fastify (api-app.ts), which answers on this server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody } from './api-error.js';
import { createApiApp } from './api-app.js';
import { answerClientError } from './client-error.js';
import type { FaultInjector } from './faults.js';
import type { Workspace } from './plans.js';
import {
  checkingIntervalMs,
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  type ConnectionLimits,
} from './connection-limits.js';
import type { ServiceLog } from './service-log.js';
import { answerOperations, type Health } from './operations.js';
import type { Reply, ServiceContext } from './route.js';

export interface ServerOptions {
  service: ServiceContext;
  workspaces: ReadonlyMap<string, Workspace>;
  faults: FaultInjector;
  /**
   * Public root for `poll` URLs; otherwise the address the server listens on. Never the request's
   * Host header: a client that forges it would make `poll` send the next client elsewhere.
   */
  publicUrl: string | undefined;
  log: ServiceLog;
  /** What /readyz checks. */
  health: Health;
  connections: Partial<ConnectionLimits>;
  /** Sees every answer sent whole, refusals included (tests check each against docs/openapi.json). */
  onReply?: (exchange: { method: string; path: string; reply: Reply }) => void;
}

interface ApiServer {
  server: Server;
  /** Resolves once the routes are registered: the server answers only after it. */
  ready: Promise<void>;
  /**
   * Stops answering: later requests lose their connection, and so do requests still reading
   * their body; resolves when none is in flight, or after DRAIN_SECONDS at most.
   */
  drain(): Promise<void>;
}

/**
 * How long a stop waits for requests still being answered before their connections are closed.
 * Answering is quick once bodies stop being read: the only handler that waits (a held report read)
 * is answered as soon as the stop begins. This bounds what a future slow step would make unbounded.
 */
export const DRAIN_SECONDS = 5;

export function createApiServer(options: ServerOptions): ApiServer {
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();
  // How each request in flight is marked done: when its answer is sent, or when the stop drops it.
  const done = new WeakMap<IncomingMessage, () => void>();
  let apiBase: string | undefined;
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections };
  let server: Server | undefined;
  const app = createApiApp({
    ...options,
    apiBase: () => (apiBase ??= `${options.publicUrl ?? listeningOrigin(server as Server)}/api/v1`),
    stopping: stopping.signal,
    drop: (request) => {
      request.socket.destroy();
      done.get(request)?.();
    },
    clientErrorHandler: answerClientError,
    serverFactory: (answer) => {
      // The Host check is ours (hostless), so a request without one gets the JSON error body, not Node's bare 400.
      server = createServer(
        { requireHostHeader: false, connectionsCheckingInterval: checkingIntervalMs(limits) },
        (request, response) => {
          if (hostless(request))
            return sendJson(response, 400, errorBody('invalid_request', 'an HTTP/1.1 request needs a Host header'), {
              connection: 'close',
            });
          const operations = { health: options.health, metrics: options.service.metrics, stopping: stopping.signal };
          if (answerOperations(request, response, operations)) return;
          if (stopping.signal.aborted) return void request.socket.destroy();
          const answered = new Promise<void>((resolve) => {
            done.set(request, resolve);
            response.once('close', resolve);
          });
          inFlight.add(answered);
          void answered.finally(() => inFlight.delete(answered));
          answer(request, response);
        },
      );
      limitConnections(server, limits);
      return server;
    },
  });
  const ready = (async () => void (await app.ready()))();
  return {
    server: app.server,
    ready,
    drain: async () => {
      stopping.abort();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_SECONDS * 1000)));
      try {
        await Promise.race([Promise.all(inFlight), grace]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** `http://host:port` of the address the server listens on (IPv6 in brackets). */
export function listeningOrigin(server: Server): string {
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** HTTP/1.1 requires Host (RFC 9112, 3.2); HTTP/1.0 may omit it. */
function hostless(request: IncomingMessage): boolean {
  return request.httpVersion === '1.1' && request.headers.host === undefined;
}
