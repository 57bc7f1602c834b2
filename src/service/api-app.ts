/**
 * The v1 interface (and the reference-only crawl start) on fastify: each route of the table
 * (routes.ts) is registered with its zod schemas, so fastify validates its params, query and body
 * and the handler receives them parsed. Around the routes: the injected faults (only under
 * /api/v1), the key, 404 and 405 from the same table, one JSON error body, and one log line
 * without the key. Refusals (503, 429) happen before anything is handled; a reset happens after,
 * so a POST whose connection was reset has queued its job, and no fault ever queues two.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { issueText } from '../model/zod-issue.js';
import { describe } from '../text/describe.js';
import { ApiError, errorBody, PLAN_EXCLUDED_MESSAGE, type ApiErrorCode } from './api-error.js';
import { openApiDocument } from './contract/openapi.js';
import type { FaultInjector, RequestFaults } from './faults.js';
import { PLANS, workspaceId, type Workspace } from './plans.js';
import { parseJsonBody, readBody } from './request-body.js';
import type { Reply, Route, ServiceContext } from './route.js';
import { FAULTY_PREFIX, matchRoute, ROUTES } from './routes.js';
import type { ServiceLog } from './service-log.js';

interface AppOptions {
  service: ServiceContext;
  workspaces: ReadonlyMap<string, Workspace>;
  faults: FaultInjector;
  log: ServiceLog;
  /** Sees every answer sent whole, refusals included (tests check each against docs/openapi.json). */
  onReply?: (exchange: { method: string; path: string; reply: Reply }) => void;
  /** Where this service's /api/v1 is reached from outside, for absolute `poll` URLs. */
  apiBase: () => string;
  /** Aborts when the service stops: bodies stop being read, held reads are answered. */
  stopping: AbortSignal;
  /** Drops a request the stop cut short (its connection closes, unanswered). */
  drop: (request: IncomingMessage) => void;
  /** The node:http server fastify answers on (its caps, Host check and parser errors are server.ts's). */
  serverFactory: FastifyServerFactory;
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => void;
}

/** What one request has met on its way, for the faults that act on its answer and for the log. */
interface Exchange {
  started: number;
  path: string;
  faults: RequestFaults;
  note: string;
  workspace?: Workspace;
  /** The answer as sent: for `onReply`, unless a fault cut or dropped it. */
  body?: unknown;
  whole: boolean;
}

const NO_FAULTS: RequestFaults = { refuse: null, reset: false, malformed: false, unknownStatus: false };
/** The interface's own description needs no key: it is the same for every workspace. */
const OPENAPI_PATH = '/api/v1/openapi.json';
/** Report keys are short; a longer segment is still read (and not found) rather than cut off by the router. */
const MAX_PARAM_LENGTH = 2048;
let openApiCache: unknown;
const openApi = () => (openApiCache ??= openApiDocument());

export function createApiApp(options: AppOptions): FastifyInstance {
  const exchanges = new WeakMap<FastifyRequest, Exchange>();
  const exchangeOf = (request: FastifyRequest): Exchange => {
    const known = exchanges.get(request);
    if (known) return known;
    const started: Exchange = {
      started: performance.now(),
      path: new URL(request.raw.url ?? '/', 'http://service').pathname,
      faults: NO_FAULTS,
      note: '',
      whole: true,
    };
    exchanges.set(request, started);
    return started;
  };

  const app = Fastify({
    serverFactory: options.serverFactory,
    clientErrorHandler: options.clientErrorHandler,
    logger: false,
    exposeHeadRoutes: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, querystringParser: firstValues },
    // A request path fastify cannot decode gets the same JSON error body as every other answer.
    frameworkErrors: (_error, _request, reply) =>
      void (reply as FastifyReply).code(400).send(errorBody('invalid_request', 'the request URL is not valid')),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(({ schema, httpPart }) => validator(schema as z.ZodType, httpPart));
  app.removeAllContentTypeParsers();
  // Every body is read the one way (capped, stopped by a drain) whatever its Content-Type says.
  app.addContentTypeParser('*', async (request: FastifyRequest) =>
    parseJsonBody(await readBody(request.raw, options.stopping)),
  );

  app.addHook('onRequest', async (request, reply) => {
    const exchange = exchangeOf(request);
    if (!exchange.path.startsWith(FAULTY_PREFIX)) return;
    if (options.faults.latencyMs > 0) await sleep(options.faults.latencyMs, undefined, { signal: options.stopping });
    exchange.faults = options.faults.forRequest();
    const refuse = exchange.faults.refuse;
    if (refuse === null) return;
    exchange.note = ` fault=${refuse}`;
    if (refuse === 503)
      return reply.code(503).send(errorBody('unavailable', 'the service is unavailable (injected fault)'));
    return reply
      .code(429)
      .header('retry-after', String(options.faults.retryAfterSeconds))
      .send(errorBody('rate_limited', 'too many requests (injected fault)'));
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const exchange = exchangeOf(request);
    const shown =
      request.method === 'GET' && reply.statusCode === 202 && exchange.faults.unknownStatus
        ? ((exchange.note = ' fault=unknown-status'), { ...(payload as object), status: 'analyzing' })
        : payload;
    exchange.body = shown;
    return shown;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const exchange = exchangeOf(request);
    if (exchange.faults.reset) {
      // Nothing is sent, so fastify's onResponse never comes: the line is written here.
      exchange.whole = false;
      exchange.note = ' fault=reset';
      logRequest(options.log, request.method, exchange, reply.statusCode);
      request.raw.socket.destroy();
    } else if (request.method === 'GET' && reply.statusCode === 200 && exchange.faults.malformed) {
      exchange.whole = false;
      exchange.note = ' fault=malformed';
      const json = String(payload);
      return json.slice(0, Math.max(1, Math.floor(json.length / 2)));
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const exchange = exchangeOf(request);
    const { method } = request;
    if (exchange.whole)
      options.onReply?.({
        method,
        path: exchange.path,
        reply: { status: reply.statusCode, body: exchange.body, headers: headersOf(reply) },
      });
    logRequest(options.log, method, exchange, reply.statusCode);
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (options.stopping.aborted) {
      options.drop(request.raw);
      return reply;
    }
    const { status, code, message } = answerOf(error, options.log);
    // The rest of an oversized body is not read: the connection cannot be reused.
    if (status === 413) void reply.header('connection', 'close');
    return reply.code(status).send(errorBody(code, message));
  });
  app.setNotFoundHandler(async (request, reply) => {
    const match = matchRoute(ROUTES, request.method, exchangeOf(request).path);
    if (match.kind !== 'wrong-method') throw new ApiError('not_found', 'no such endpoint');
    const allow = match.allow.join(', ');
    return reply
      .code(405)
      .header('allow', allow)
      .send(errorBody('method_not_allowed', `${request.method} is not allowed here (allowed: ${allow})`));
  });

  app.get(OPENAPI_PATH, (_request, reply) => reply.send(openApi()));
  for (const route of ROUTES) register(app, route, options, exchangeOf);
  return app;
}

type App = ReturnType<typeof createApiApp>;

function register(
  app: App,
  route: Route,
  options: AppOptions,
  exchangeOf: (request: FastifyRequest) => Exchange,
): void {
  const { params, query, body } = route.schema;
  app.route({
    method: route.method,
    url: route.path.replace(/\{(\w+)\}/g, ':$1'),
    // Fastify warns of a part given as undefined: only the parts the route declares.
    schema: { ...(params && { params }), ...(query && { querystring: query }), ...(body && { body }) },
    onRequest: (request, _reply, done) => {
      try {
        const workspace = authenticate(options.workspaces, request.raw.headersDistinct.authorization);
        if (route.crawls && PLANS[workspace.plan].crawlPageCap === 0)
          throw new ApiError('plan_excluded', PLAN_EXCLUDED_MESSAGE);
        exchangeOf(request).workspace = workspace;
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    // A POST with no body at all reads as `{}`, like an empty one: the missing member is named.
    preValidation: (request, _reply, done) => {
      if (body && request.body === undefined) request.body = {};
      done();
    },
    handler: async (request, reply) => {
      const workspace = exchangeOf(request).workspace;
      if (!workspace) throw new Error('a route answered before its key was read');
      const answer = await route.handle({
        service: options.service,
        workspace,
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        apiBase: options.apiBase(),
        prefer: request.raw.headersDistinct.prefer?.join(', '),
        signal: AbortSignal.any([options.stopping, leaving(reply.raw)]),
      });
      return reply
        .code(answer.status)
        .headers(answer.headers ?? {})
        .send(answer.body);
    },
  });
}

/**
 * A rule of query-params.ts throws ApiError, whose message names the parameter; zod's own issues
 * (a body member of the wrong type) are named by their path, or say what the body must be.
 */
function validator(schema: z.ZodType, part: string | undefined) {
  return (data: unknown): { value: unknown } | { error: Error } => {
    try {
      const parsed = schema.safeParse(data);
      if (parsed.success) return { value: parsed.data };
      const named = part !== 'body' || (parsed.error.issues[0]?.path.length ?? 0) > 0;
      return {
        error: new ApiError(
          'invalid_parameter',
          named ? issueText(parsed.error) : 'the request body must be a JSON object',
        ),
      };
    } catch (error) {
      if (error instanceof ApiError) return { error };
      throw error;
    }
  };
}

/** The first of repeated query parameters counts, as URLSearchParams.get reads them. */
function firstValues(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) values[name] ??= value;
  return values;
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
    throw new ApiError('ambiguous_credentials', 'send one Authorization header, not several');
  const key = /^Bearer\s+(\S+)\s*$/i.exec(headers?.[0] ?? '')?.[1];
  if (!key) throw new ApiError('unauthorized', 'missing API key: send Authorization: Bearer <key>');
  const workspace = workspaces.get(workspaceId(key));
  if (!workspace) throw new ApiError('unauthorized', 'the API key was not recognised');
  return workspace;
}

/** Our own errors as they are; a request fastify itself refused is the client's; anything else is ours, logged. */
function answerOf(error: unknown, log: ServiceLog): { status: number; code: ApiErrorCode; message: string } {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status: 400, code: 'invalid_request', message: 'the request is not valid' };
  log(`internal error: ${describe(error)}`, { event: 'internal_error' });
  return { status: 500, code: 'internal_error', message: 'the service failed to answer this request' };
}

function headersOf(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = String(value);
  return headers;
}

function logRequest(log: ServiceLog, method: string, exchange: Exchange, status: number): void {
  const { path, note } = exchange;
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  const ms = Math.round(performance.now() - exchange.started);
  log(`${method} ${shown} ${status} ${ms}ms${note}`, {
    event: 'request',
    method,
    path: shown,
    status,
    ms,
    ...(note === '' ? {} : { fault: note.replace(' fault=', '') }),
  });
}
