/**
 * The v1 interface (and the reference-only crawl start) on fastify: each route of the table
 * (routes.ts) is registered with its zod schemas, so fastify validates its params, query and body
 * and the handler receives them parsed. Around the routes, each in a file of its own: the injected
 * faults (api-faults.ts), the key (api-key.ts), 404, 405 and one JSON error body
 * (api-error-answers.ts), and one log line without the key (api-log.ts); every body is read the
 * one capped way (request-body.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { issueText } from '../model/zod-issue.js';
import { ApiError, errorBody, PLAN_EXCLUDED_MESSAGE } from './api-error.js';
import { addErrorAnswers } from './api-error-answers.js';
import { exchanges, type ExchangeOf } from './api-exchange.js';
import { addFaults } from './api-faults.js';
import { authenticate } from './api-key.js';
import { addRequestLog, type OnReply } from './api-log.js';
import { openApiDocument } from './contract/openapi.js';
import type { FaultInjector } from './faults.js';
import { PLANS, type Workspace } from './plans.js';
import { parseJsonBody, readBody } from './request-body.js';
import type { Route, ServiceContext } from './route.js';
import { ROUTES } from './routes.js';
import type { ServiceLog } from './service-log.js';

interface AppOptions {
  service: ServiceContext;
  workspaces: ReadonlyMap<string, Workspace>;
  faults: FaultInjector;
  log: ServiceLog;
  /** Sees every answer sent whole, refusals included (tests check each against docs/openapi.json). */
  onReply?: OnReply;
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

/** The interface's own description needs no key: it is the same for every workspace. */
const OPENAPI_PATH = '/api/v1/openapi.json';
/** Report keys are short; a longer segment is still read (and not found) rather than cut off by the router. */
const MAX_PARAM_LENGTH = 2048;
let openApiCache: unknown;
const openApi = () => (openApiCache ??= openApiDocument());

export function createApiApp(options: AppOptions): FastifyInstance {
  const exchangeOf = exchanges();

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

  addFaults(app, options, exchangeOf);
  addRequestLog(app, options, exchangeOf);
  addErrorAnswers(app, options, exchangeOf);

  app.get(OPENAPI_PATH, (_request, reply) => reply.send(openApi()));
  for (const route of ROUTES) register(app, route, options, exchangeOf);
  return app;
}

type App = ReturnType<typeof createApiApp>;

function register(app: App, route: Route, options: AppOptions, exchangeOf: ExchangeOf): void {
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
    const nul = nulAt(data, '');
    if (nul !== null)
      return { error: new ApiError('invalid_parameter', `${nul || (part ?? 'request')}: contains a NUL character`) };
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

/**
 * Where a string of the request holds U+0000, or null: PostgreSQL's text refuses it (SQLite would
 * store it), so every store refuses it alike, as the client's mistake rather than a failure.
 */
function nulAt(data: unknown, path: string): string | null {
  if (typeof data === 'string') return data.includes('\u0000') ? path : null;
  if (typeof data !== 'object' || data === null) return null;
  for (const [key, value] of Object.entries(data)) {
    if (key.includes('\u0000')) return path;
    const found = nulAt(value, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
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
