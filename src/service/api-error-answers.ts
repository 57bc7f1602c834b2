/**
 * One JSON error body for every refusal: our own errors as they are, 404 and 405 from the route
 * table, a request fastify refused as the client's, and anything else as ours (logged). A request
 * the stop cut short is dropped, unanswered.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { describe } from '../text/describe.js';
import { ApiError, errorBody, type ApiErrorCode } from './api-error.js';
import { DatabaseUnavailable } from './errors.js';
import type { ExchangeOf } from './api-exchange.js';
import { matchRoute, ROUTES } from './routes.js';
import type { ServiceLog } from './service-log.js';

export function addErrorAnswers(
  app: FastifyInstance,
  options: { log: ServiceLog; stopping: AbortSignal; drop: (request: IncomingMessage) => void },
  exchangeOf: ExchangeOf,
): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (options.stopping.aborted) {
      options.drop(request.raw);
      return reply;
    }
    const { status, code, message } = answerOf(error, options.log);
    // The rest of an oversized body is not read: the connection cannot be reused.
    if (status === 413) void reply.header('connection', 'close');
    if (code === 'unavailable') void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
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
}

/**
 * A database that cannot answer is mostly back within seconds (a restart, a failover, a terminated
 * connection the pool replaces): the client's own backoff may wait longer.
 */
const OUTAGE_RETRY_AFTER_SECONDS = 2;

/**
 * Our own errors as they are; a database outage is `unavailable`, logged; a request fastify itself
 * refused is the client's; anything else is ours, logged.
 */
function answerOf(error: unknown, log: ServiceLog): { status: number; code: ApiErrorCode; message: string } {
  if (error instanceof ApiError) return error;
  if (error instanceof DatabaseUnavailable) {
    log(`database unavailable: ${describe(error)}`, { event: 'database_unavailable' });
    return { status: 503, code: 'unavailable', message: 'the database is unavailable; try again' };
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status: 400, code: 'invalid_request', message: 'the request is not valid' };
  log(`internal error: ${describe(error)}`, { event: 'internal_error' });
  return { status: 500, code: 'internal_error', message: 'the service failed to answer this request' };
}
