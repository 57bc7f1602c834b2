/**
 * Which failures of a PostgreSQL statement mean the database cannot answer now rather than that the
 * statement is wrong: they become DatabaseUnavailable, which callers retry and the API answers 503.
 */
import { DatabaseUnavailable } from './errors.js';

/**
 * SQLSTATE classes and codes of an outage: 08 connection exception, 53 insufficient resources
 * (too many connections), 57P01-57P03 (terminated by an administrator, a crash, starting up),
 * 55P03 lock_not_available (lock_timeout) and 25P03 idle_in_transaction_session_timeout.
 */
const OUTAGE_CLASSES = ['08', '53'];
const OUTAGE_CODES = ['57P01', '57P02', '57P03', '55P03', '25P03'];

/** Socket errors of a connection that went away or never came. */
const SOCKET_CODES = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'];

/**
 * pg's own errors for a lost connection carry no code, only these messages (pg/lib/client.js),
 * and a pool whose connect timed out says so in words too (pg-pool).
 */
const PG_LOST = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

export function isOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseUnavailable) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (OUTAGE_CODES.includes(code) || SOCKET_CODES.includes(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return OUTAGE_CLASSES.includes(code.slice(0, 2));
  }
  return PG_LOST.some((message) => error.message.startsWith(message));
}

/** `error` as DatabaseUnavailable when it is an outage (its cause kept), else unchanged. */
export function asOutage(error: unknown): unknown {
  if (!isOutage(error) || error instanceof DatabaseUnavailable) return error;
  return new DatabaseUnavailable(`the database is unavailable: ${(error as Error).message}`, { cause: error });
}
