/**
 * A hosted Page Analysis Service: its base URL (api-url) and the workspace key it takes. The key
 * is a private field that only the client reads, through `revealKey` (test/architecture.test.ts holds
 * every other file to that): a config, a result or an error that holds a target never shows the
 * key, however it is spread, logged or serialised. openai-node likewise keeps the key in its client.
 */
export class ServiceTarget {
  readonly kind = 'service';
  readonly #key: string;

  constructor(
    /** Includes the version prefix, e.g. `http://127.0.0.1:8787/api/v1`. */
    readonly url: string,
    key: string,
  ) {
    this.#key = key;
  }

  /** For the client alone, which sends it as the bearer token. */
  static revealKey(target: ServiceTarget): string {
    return target.#key;
  }
}
