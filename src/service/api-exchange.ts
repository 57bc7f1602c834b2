/**
 * What one request has met on its way through the fastify app's hooks (api-app.ts): the faults
 * that act on its answer, its workspace once the key is read, and what the log line says.
 */
import type { FastifyRequest } from 'fastify';
import type { RequestFaults } from './faults.js';
import type { Workspace } from './plans.js';

export interface Exchange {
  started: number;
  path: string;
  faults: RequestFaults;
  note: string;
  workspace?: Workspace;
  /** The answer as sent: for `onReply`, unless a fault cut or dropped it. */
  body?: unknown;
  whole: boolean;
}

export type ExchangeOf = (request: FastifyRequest) => Exchange;

const NO_FAULTS: RequestFaults = { refuse: null, reset: false, malformed: false, unknownStatus: false };

/** One app's exchanges: each request's, made when a hook first asks for it. */
export function exchanges(): ExchangeOf {
  const known = new WeakMap<FastifyRequest, Exchange>();
  return (request) => {
    const exchange = known.get(request);
    if (exchange) return exchange;
    const started: Exchange = {
      started: performance.now(),
      path: new URL(request.raw.url ?? '/', 'http://service').pathname,
      faults: NO_FAULTS,
      note: '',
      whole: true,
    };
    known.set(request, started);
    return started;
  };
}
