/**
 * The endpoints an operator's tooling calls, outside /api/v1 and without a key: `GET /healthz`
 * (the process answers), `GET /readyz` (the database answers, the browser asked for is there, the
 * node is not draining) and `GET /metrics` (Prometheus text). They skip the faults and the log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceMetrics } from './metrics.js';

export interface Health {
  ready: () => Promise<{ database: boolean; browser: boolean }>;
}

interface Operations {
  health: Health;
  metrics: ServiceMetrics;
  stopping: AbortSignal;
}

/** Answers the request when it is one of the operations endpoints; false otherwise. */
export function answerOperations(request: IncomingMessage, response: ServerResponse, ops: Operations): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url ?? '').split('?')[0];
  if (path === '/healthz') sendJson(response, 200, { status: 'ok' });
  else if (path === '/readyz') void ready(response, ops);
  else if (path === '/metrics') void metrics(response, ops.metrics);
  else return false;
  return true;
}

async function ready(response: ServerResponse, ops: Operations): Promise<void> {
  const checks = await ops.health.ready();
  const draining = ops.stopping.aborted;
  const ok = checks.database && checks.browser && !draining;
  sendJson(response, ok ? 200 : 503, {
    status: ok ? 'ready' : 'not_ready',
    database: checks.database ? 'ok' : 'unreachable',
    browser: checks.browser ? 'ok' : 'not_found',
    draining,
  });
}

async function metrics(response: ServerResponse, registry: ServiceMetrics): Promise<void> {
  const text = await registry.registry.metrics().catch(() => null);
  if (text === null) return sendJson(response, 503, { status: 'metrics_unavailable' });
  response.writeHead(200, {
    'content-type': registry.registry.contentType,
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}
