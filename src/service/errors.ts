/**
 * The reference service's own error family, so that service/ stands on model/ and text/ alone
 * (the action's family lives in src/errors.ts). `message` is the one line a user sees;
 * `misconfigured` has the meaning it has in the action's family: the CLI exits 2 when it is true.
 */
export class ServeError extends Error {
  override name = 'ServeError';

  /** A getter, on the prototype: it is no field that serialising an error would carry along. */
  get misconfigured(): boolean {
    return false;
  }
}

/** A bad flag, option or file given to the service at start: `pagegate serve` exits 2. */
export class ServeConfigError extends ServeError {
  override name = 'ConfigError';

  override get misconfigured(): boolean {
    return true;
  }
}
