/**
 * The HTTP side on node:http: one handler per request that applies the injected faults (only
 * under /api/v1), authenticates, finds the route, answers JSON, and logs one line without the
 * key. Refusals (503, 429) happen before anything is handled; a reset happens after, so a POST
 * whose connection was reset has queued its job, and no fault ever queues two.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe } from '../text/describe.js';
import { ApiError, PLAN_EXCLUDED_MESSAGE } from './api-error.js';
import { openApiDocument } from './contract/openapi.js';
import type { FaultInjector, RequestFaults } from './faults.js';
import { PLANS, workspaceId, type Workspace } from './plans.js';
import {
  checkingIntervalMs,
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  type ConnectionLimits,
} from './connection-limits.js';
import type { ServiceLog } from './service-log.js';
import { answerOperations, type Health } from './operations.js';
import { readBody } from './request-body.js';
import type { Reply, ServiceContext } from './route.js';
import { matchRoute, ROUTES } from './routes.js';

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

export interface ApiServer {
  server: Server;
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

const NO_FAULTS: RequestFaults = { refuse: null, reset: false, malformed: false, unknownStatus: false };
const FAULTY_PREFIX = '/api/v1/';
/** The interface's own description needs no key: it is the same for every workspace. */
const OPENAPI_PATH = '/api/v1/openapi.json';
let openApiCache: unknown;
const openApi = () => (openApiCache ??= openApiDocument());

export function createApiServer(options: ServerOptions): ApiServer {
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let apiBase: string | undefined;
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections };
  // The Host check is ours (hostless), so a request without one gets the JSON error body, not Node's bare 400.
  const server = createServer(
    { requireHostHeader: false, connectionsCheckingInterval: checkingIntervalMs(limits) },
    (request, response) => {
      if (hostless(request))
        return void send(response, {
          status: 400,
          headers: { connection: 'close' },
          body: errorBody('invalid_request', 'an HTTP/1.1 request needs a Host header'),
        });
      if (
        answerOperations(request, response, {
          health: options.health,
          metrics: options.service.metrics,
          stopping: stopping.signal,
        })
      )
        return;
      if (stopping.signal.aborted) return void request.socket.destroy();
      apiBase ??= `${options.publicUrl ?? listeningOrigin(server)}/api/v1`;
      const handled = handle({ ...options, apiBase, stopping: stopping.signal }, request, response);
      inFlight.add(handled);
      void handled.finally(() => inFlight.delete(handled));
    },
  );
  server.on('clientError', answerClientError);
  limitConnections(server, limits);
  return {
    server,
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

/** What one request is answered with: the server's options, where its /api/v1 is reached, and the stop signal. */
interface RequestContext extends ServerOptions {
  apiBase: string;
  stopping: AbortSignal;
}

/** `http://host:port` of the address the server listens on (IPv6 in brackets). */
export function listeningOrigin(server: Server): string {
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

async function handle(options: RequestContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { stopping } = options;
  const started = performance.now();
  const method = request.method ?? 'GET';
  const path = new URL(request.url ?? '/', 'http://service').pathname;
  const faulty = path.startsWith(FAULTY_PREFIX);
  let reply: Reply;
  let note = '';
  try {
    if (faulty && options.faults.latencyMs > 0) await sleep(options.faults.latencyMs, undefined, { signal: stopping });
    const faults = faulty ? options.faults.forRequest() : NO_FAULTS;
    reply = faults.refuse
      ? refusal(faults.refuse, options.faults.retryAfterSeconds)
      : await answer(options, request, response, method, path);
    if (faults.refuse) note = ` fault=${faults.refuse}`;
    if (faults.reset) {
      request.socket.destroy();
      log(options, method, path, reply.status, started, ' fault=reset');
      return;
    }
    if (method === 'GET' && reply.status === 202 && faults.unknownStatus) {
      reply = { ...reply, body: { ...(reply.body as object), status: 'analyzing' } };
      note = ' fault=unknown-status';
    }
    if (method === 'GET' && reply.status === 200 && faults.malformed) {
      send(response, reply, (json) => json.slice(0, Math.max(1, Math.floor(json.length / 2))));
      log(options, method, path, reply.status, started, ' fault=malformed');
      return;
    }
  } catch (error) {
    if (stopping.aborted) return void request.socket.destroy();
    reply = errorReply(error, options.log);
  }
  send(response, reply);
  options.onReply?.({ method, path, reply });
  log(options, method, path, reply.status, started, note);
}

async function answer(
  options: RequestContext,
  request: IncomingMessage,
  response: ServerResponse,
  method: string,
  path: string,
): Promise<Reply> {
  if (method === 'GET' && path === OPENAPI_PATH) return { status: 200, body: openApi() };
  const match = matchRoute(ROUTES, method, path);
  if (match.kind === 'none') throw new ApiError(404, 'not_found', 'no such endpoint');
  if (match.kind === 'wrong-method') {
    const allow = match.allow.join(', ');
    return {
      status: 405,
      headers: { allow },
      body: errorBody('method_not_allowed', `${method} is not allowed here (allowed: ${allow})`),
    };
  }
  const workspace = authenticate(options.workspaces, request.headersDistinct.authorization);
  if (match.route.crawls && PLANS[workspace.plan].crawlPageCap === 0)
    throw new ApiError(403, 'plan_excluded', PLAN_EXCLUDED_MESSAGE);
  const body = method === 'POST' ? await readBody(request, options.stopping) : '';
  return match.route.handle({
    service: options.service,
    workspace,
    params: match.params,
    query: new URL(request.url ?? '/', 'http://service').searchParams,
    body,
    apiBase: options.apiBase,
    prefer: request.headersDistinct.prefer?.join(', '),
    signal: AbortSignal.any([options.stopping, leaving(response)]),
  });
}

/** Aborts when the connection closes before the answer is sent: nobody is waiting for it any more. */
function leaving(response: ServerResponse): AbortSignal {
  const left = new AbortController();
  response.once('close', () => left.abort());
  return left.signal;
}

/**
 * Neither message repeats what was sent: it may be a real key sent to the wrong service. Node keeps
 * only the first of several Authorization headers; a proxy in front may keep the last, so two are
 * refused rather than read one way here and another way there.
 */
function authenticate(workspaces: ReadonlyMap<string, Workspace>, headers: string[] | undefined): Workspace {
  if (headers && headers.length > 1)
    throw new ApiError(400, 'ambiguous_credentials', 'send one Authorization header, not several');
  const key = /^Bearer\s+(\S+)\s*$/i.exec(headers?.[0] ?? '')?.[1];
  if (!key) throw new ApiError(401, 'unauthorized', 'missing API key: send Authorization: Bearer <key>');
  const workspace = workspaces.get(workspaceId(key));
  if (!workspace) throw new ApiError(401, 'unauthorized', 'the API key was not recognised');
  return workspace;
}

function refusal(status: 503 | 429, retryAfterSeconds: number): Reply {
  if (status === 503) return { status, body: errorBody('unavailable', 'the service is unavailable (injected fault)') };
  return {
    status,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: errorBody('rate_limited', 'too many requests (injected fault)'),
  };
}

function errorReply(error: unknown, log: ServiceLog): Reply {
  if (error instanceof ApiError) {
    // The rest of an oversized body is not read: the connection cannot be reused.
    const headers: Record<string, string> = error.status === 413 ? { connection: 'close' } : {};
    return { status: error.status, headers, body: errorBody(error.code, error.message) };
  }
  log(`internal error: ${describe(error)}`, { event: 'internal_error' });
  return { status: 500, body: errorBody('internal_error', 'the service failed to answer this request') };
}

/**
 * A request Node's parser refused before any handler saw it (a request line or headers over the
 * limit, a bad method, Content-Length with Transfer-Encoding) gets the same JSON error body as
 * every other answer, not Node's bare status line.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
  const [status, reason, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large', 'the request line or headers are too large']
      : [400, 'Bad Request', 'invalid_request', 'the request is not valid HTTP/1.1'];
  const text = JSON.stringify(errorBody(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}

function errorBody(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}

function send(response: ServerResponse, reply: Reply, shape: (json: string) => string = (json) => json): void {
  const text = shape(JSON.stringify(reply.body));
  response.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...reply.headers,
  });
  response.end(text);
}

function log(
  options: ServerOptions,
  method: string,
  path: string,
  status: number,
  started: number,
  note: string,
): void {
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  const ms = Math.round(performance.now() - started);
  options.log(`${method} ${shown} ${status} ${ms}ms${note}`, {
    event: 'request',
    method,
    path: shown,
    status,
    ms,
    ...(note === '' ? {} : { fault: note.replace(' fault=', '') }),
  });
}

/** HTTP/1.1 requires Host (RFC 9112, 3.2); HTTP/1.0 may omit it. */
function hostless(request: IncomingMessage): boolean {
  return request.httpVersion === '1.1' && request.headers.host === undefined;
}
