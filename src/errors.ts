/**
 * The error family. Every error's `message` is the one line a user sees; the edge (main.ts,
 * cli.ts) prints it through `describe`. Raw response bodies are kept non-enumerable so that
 * serialising an error (JSON.stringify, util.inspect of own keys, a test snapshot) never drags
 * page content or a secret along.
 */

import { OneLineError } from './model/one-line-error.js';

// `describe` lives in text/ so that the reference service, which has its own family, shares it.
export { describe } from './text/describe.js';

/** The action's errors; `misconfigured` (from OneLineError) is false unless a subclass says otherwise. */
export class PagegateError extends OneLineError {
  override name = 'PagegateError';
}

/** Bad input from the user: an input, a config key, a file. The CLI exits 2. */
export class ConfigError extends PagegateError {
  override name = 'ConfigError';
  static override readonly misconfigured = true;
}

/** A parameter of a client call that the service's interface does not allow, caught before sending. */
export class InvalidRequestError extends PagegateError {
  override name = 'InvalidRequestError';
  static override readonly misconfigured = true;
  readonly code = 'invalid_request';
}

interface ServiceErrorInit {
  status: number;
  code: string;
  endpoint: string;
  retryable?: boolean;
  body?: string;
  retryAfterMs?: number;
}

/** The service answered, but not with what we can use: an HTTP error or a body breaking its schema. */
export class ServiceError extends PagegateError {
  override name = 'ServiceError';
  readonly status: number;
  readonly code: string;
  readonly endpoint: string;
  readonly retryable: boolean;
  declare readonly body: string | undefined;
  declare readonly retryAfterMs: number | undefined;

  constructor(message: string, init: ServiceErrorInit) {
    super(message);
    this.status = init.status;
    this.code = init.code;
    this.endpoint = init.endpoint;
    this.retryable = init.retryable ?? false;
    Object.defineProperty(this, 'body', { value: init.body, enumerable: false });
    Object.defineProperty(this, 'retryAfterMs', { value: init.retryAfterMs, enumerable: false });
  }
}

/** `oversize`: the body passed the client's limit; asking again would only read it again. */
export type TransportFailure = 'reset' | 'timeout' | 'abort' | 'network' | 'oversize';

/** No HTTP answer at all: a reset, a timeout, an abort, a refused connection. */
export class TransportError extends PagegateError {
  override name = 'TransportError';
  readonly endpoint: string;
  readonly failure: TransportFailure;
  /** true when the request may have reached the server (matters for POST: see client/submit). */
  readonly sent: boolean;

  constructor(message: string, init: { endpoint: string; failure: TransportFailure; sent: boolean; cause?: unknown }) {
    super(message, { cause: init.cause });
    this.endpoint = init.endpoint;
    this.failure = init.failure;
    this.sent = init.sent;
  }
}

/**
 * A POST that may have queued an analysis (it spends allowance), when the lookup meant to tell
 * could not answer: not resubmitted, so as not to spend it twice.
 */
export class UnconfirmedSubmitError extends PagegateError {
  override name = 'UnconfirmedSubmitError';
  readonly code = 'submit_unconfirmed';
  readonly endpoint: string;

  constructor(message: string, init: { endpoint: string; cause?: unknown }) {
    super(message, { cause: init.cause });
    this.endpoint = init.endpoint;
  }
}

/** Why reading a file failed, in a few words: our own reason, or the errno code (`ENOENT`, `EISDIR`). */
export function readFailure(error: unknown): string {
  if (error instanceof PagegateError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unreadable';
}
