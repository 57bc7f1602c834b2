/**
 * One log line per request, without the key, and each answer sent whole shown to `onReply` (the
 * tests check each against docs/openapi.json).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Exchange, ExchangeOf } from './api-exchange.js';
import type { Reply } from './route.js';
import type { ServiceLog } from './service-log.js';

/** Sees an answer sent whole, refusals included. */
export type OnReply = (exchange: { method: string; path: string; reply: Reply }) => void;

export function addRequestLog(
  app: FastifyInstance,
  options: { log: ServiceLog; onReply?: OnReply | undefined },
  exchangeOf: ExchangeOf,
): void {
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
}

function headersOf(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = String(value);
  return headers;
}

export function logRequest(log: ServiceLog, method: string, exchange: Exchange, status: number): void {
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
