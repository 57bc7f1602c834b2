/**
 * The injected faults (`--faults`), only under /api/v1: latency and refusals (503, 429) before
 * anything is handled; an unknown status, a malformed body or a reset on the answer. A reset
 * happens after the handler, so a POST whose connection was reset has queued its job, and no
 * fault ever queues two.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './api-error.js';
import type { ExchangeOf } from './api-exchange.js';
import { logRequest } from './api-log.js';
import type { FaultInjector } from './faults.js';
import { FAULTY_PREFIX } from './routes.js';
import type { ServiceLog } from './service-log.js';

export function addFaults(
  app: FastifyInstance,
  options: { faults: FaultInjector; stopping: AbortSignal; log: ServiceLog },
  exchangeOf: ExchangeOf,
): void {
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
}
