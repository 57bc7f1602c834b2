/**
 * The root of pagegate's two error families, the action's (src/errors.ts) and the reference
 * service's (service/errors.ts), so that the CLI reads one flag from either: `message` is the
 * one line a user sees; `misconfigured` is true when what the user gave is at fault (the CLI
 * exits 2), false when the analysis could not run (exit 3): a service's answer, a rejected key or
 * a spent allowance included, is about the service, not the input.
 */
export class OneLineError extends Error {
  override name = 'OneLineError';

  /** Set to true by each family's class for what the user gave (and inherited by its subclasses). */
  static readonly misconfigured: boolean = false;

  /** A getter, on the prototype: it is no field that serialising an error would carry along. */
  get misconfigured(): boolean {
    return (this.constructor as typeof OneLineError).misconfigured;
  }
}
