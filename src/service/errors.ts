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
