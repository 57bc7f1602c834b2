/**
 * What an undici failure means for the caller: which kind of failure it was, and whether the
 * request may have reached the server. `sent: false` only for failures that happen before a
 * connection exists (refused, unresolvable, connect timeout); every other failure may have hit a
 * request the server already read, which is what decides whether a POST may be repeated.
 *
 * The undici error itself is not kept as `cause`: its message and fields are outside our control,
 * so only its code and a masked message travel on.
 */
import { TransportError, type TransportFailure } from '../errors.js';

interface Meaning {
  failure: TransportFailure;
  sent: boolean;
  says: string;
}

const BEFORE_CONNECTION: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENETDOWN: 'network down',
  EADDRNOTAVAIL: 'address not available',
};

const MEANINGS: Record<string, Meaning> = {
  UND_ERR_CONNECT_TIMEOUT: { failure: 'timeout', sent: false, says: 'timed out connecting' },
  UND_ERR_HEADERS_TIMEOUT: { failure: 'timeout', sent: true, says: 'timed out waiting for the response headers' },
  UND_ERR_BODY_TIMEOUT: { failure: 'timeout', sent: true, says: 'timed out reading the response body' },
  ETIMEDOUT: { failure: 'timeout', sent: true, says: 'connection timed out' },
  ECONNRESET: { failure: 'reset', sent: true, says: 'connection reset' },
  EPIPE: { failure: 'reset', sent: true, says: 'connection closed while sending' },
  UND_ERR_SOCKET: { failure: 'reset', sent: true, says: 'connection closed by the other side' },
};

export function transportErrorFrom(
  error: unknown,
  endpoint: string,
  signal: AbortSignal | undefined,
  mask: (text: string) => string,
): TransportError {
  if (error instanceof TransportError) return error;
  const code = errorCode(error);
  const cause = Object.assign(new Error(mask(errorMessage(error))), { code });
  if (signal?.aborted)
    return new TransportError(`${endpoint}: aborted`, { endpoint, failure: 'abort', sent: true, cause });
  const meaning = meaningOf(code);
  return new TransportError(`${endpoint}: ${saying(meaning, code)}`, {
    endpoint,
    failure: meaning.failure,
    sent: meaning.sent,
    cause,
  });
}

/** What happened, in the words of a TransportError's message: `connection refused (ECONNREFUSED)`. */
export function failureText(error: unknown): string {
  const code = errorCode(error);
  return saying(meaningOf(code), code);
}

function saying(meaning: Meaning, code: string | undefined): string {
  return `${meaning.says}${code ? ` (${code})` : ''}`;
}

function meaningOf(code: string | undefined): Meaning {
  if (code === undefined) return { failure: 'network', sent: true, says: 'request failed' };
  const before = BEFORE_CONNECTION[code];
  if (before) return { failure: 'network', sent: false, says: before };
  return MEANINGS[code] ?? { failure: 'network', sent: true, says: 'request failed' };
}

/** Node puts the code on the error, or (happy eyeballs) on each error of an AggregateError. */
function errorCode(error: unknown): string | undefined {
  const candidates = [
    error,
    (error as { cause?: unknown } | null)?.cause,
    (error as { errors?: unknown[] } | null)?.errors?.[0],
  ];
  for (const candidate of candidates) {
    const code = (candidate as { code?: unknown } | null | undefined)?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
