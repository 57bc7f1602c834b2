/**
 * The reference service's own error family, so that service/ stands on model/ and text/ alone
 * (the action's family lives in src/errors.ts; both stand on model/one-line-error.ts).
 */
import { OneLineError } from '../model/one-line-error.js';

export class ServeError extends OneLineError {
  override name = 'ServeError';
}

/** A bad flag, option or file given to the service at start: `pagegate serve` exits 2. */
export class ServeConfigError extends ServeError {
  override name = 'ServeConfigError';
  static override readonly misconfigured = true;
}

/**
 * The database cannot answer now (its connection was lost, it is restarting, a lock or an idle
 * transaction timed out): the operation in hand failed and may be tried again. The API answers it
 * 503 `unavailable` with `Retry-After`; a worker retries a completion while its lease holds.
 */
export class DatabaseUnavailable extends ServeError {
  override name = 'DatabaseUnavailable';
  readonly retryable = true;
}
