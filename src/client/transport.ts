/**
 * The client's one door to the network: one undici Agent per client (keep-alive with connect,
 * headers and body timeouts), the headers every request carries, and the whole body read as
 * text. Any HTTP answer is returned as is; only "no answer" throws (TransportError). Redirects
 * are not followed, so the Authorization header never travels to a host the user did not
 * configure: a 3xx reaches the caller as an unexpected status.
 *
 * A body is read up to `maxBodyBytes` (default 32 MiB, far above the largest page of 100
 * reports) and the read stops there: a service that streams without end cannot fill the memory.
 *
 * The key lives in a private field (not enumerable, not shown by util.inspect). A service may
 * echo it, in any spelling: the body kept for an error is scrubbed as text, and the data read
 * from a body is scrubbed after decoding (`answer.scrub`).
 */
import { request, type Agent, type Dispatcher } from 'undici';
import { TransportError } from '../errors.js';
import { secretScrubber, urlCredentials, type SecretScrubber } from '../text/secrets.js';
import { agentWith, type Timeouts } from '../http/agent.js';
import { readCapped, sizeText } from '../http/capped-body.js';
import { transportErrorFrom } from '../http/transport-failure.js';

export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

export interface HttpRequest {
  method: 'GET' | 'POST';
  /**
   * For messages, e.g. `GET /reports/{key}`: never a report key or query values. A crawl's
   * numeric id is shown (`GET /site-crawls/99`): the user typed it and needs to see which one.
   */
  endpoint: string;
  target: URL;
  json?: unknown;
  signal?: AbortSignal | undefined;
  /**
   * Asks the service to hold the answer up to this many seconds (`Prefer: wait=N`, RFC 7240); the
   * wait for the answer's headers is lengthened by as much, so a held read is not cut short.
   */
  waitSeconds?: number | undefined;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came: parse it, then pass the result through `scrub.value`. */
  text: string;
  /** `text` with the API key masked in every spelling: the only form of a body that is kept on an error. */
  safeText: string;
  scrub: SecretScrubber;
}

export type Query = Record<string, string | number | undefined>;

export class Transport {
  /** The configured base URL without trailing slashes, e.g. `http://127.0.0.1:8787/api/v1`. */
  readonly baseUrl: string;
  readonly #agent: Agent;
  readonly #apiKey: string;
  readonly #scrub: SecretScrubber;
  readonly #userAgent: string;
  readonly #maxBodyBytes: number;
  readonly #headersMs: number;

  constructor(options: {
    baseUrl: string;
    apiKey: string;
    userAgent: string;
    timeouts: Timeouts;
    maxBodyBytes: number;
  }) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#scrub = secretScrubber([options.apiKey, ...urlCredentials(options.baseUrl)]);
    this.#userAgent = options.userAgent;
    this.#maxBodyBytes = options.maxBodyBytes;
    this.#headersMs = options.timeouts.headersMs;
    this.#agent = agentWith(options.timeouts);
  }

  /** `path` starts with `/` and is relative to the base URL; undefined query values are left out. */
  url(path: string, query: Query = {}): URL {
    const target = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) target.searchParams.set(name, String(value));
    }
    return target;
  }

  sameOrigin(target: URL): boolean {
    return target.origin === new URL(this.baseUrl).origin;
  }

  mask(text: string): string {
    return this.#scrub.text(text);
  }

  async send(call: HttpRequest): Promise<HttpAnswer> {
    if (call.signal?.aborted) {
      throw new TransportError(`${call.endpoint}: aborted before sending`, {
        endpoint: call.endpoint,
        failure: 'abort',
        sent: false,
      });
    }
    try {
      const response = await request(call.target, {
        method: call.method,
        headers: this.#headers(call),
        body: call.json === undefined ? null : JSON.stringify(call.json),
        signal: call.signal,
        dispatcher: this.#agent,
        ...(call.waitSeconds ? { headersTimeout: this.#headersMs + call.waitSeconds * 1000 } : {}),
      });
      const text = await this.#readBody(response, call.endpoint);
      return {
        status: response.statusCode,
        headers: response.headers,
        text,
        safeText: this.mask(text),
        scrub: this.#scrub,
      };
    } catch (error) {
      throw transportErrorFrom(error, call.endpoint, call.signal, (text) => this.mask(text));
    }
  }

  /** Stops at the limit, checked against content-length first and then against every chunk as it arrives. */
  async #readBody(response: Dispatcher.ResponseData, endpoint: string): Promise<string> {
    const tooLarge = () => {
      response.body.destroy();
      return new TransportError(
        `${endpoint}: response body larger than ${sizeText(this.#maxBodyBytes)}, the most the client reads`,
        { endpoint, failure: 'oversize', sent: true },
      );
    };
    if (Number(response.headers['content-length']) > this.#maxBodyBytes) throw tooLarge();
    const bytes = await readCapped(response.body as AsyncIterable<Buffer>, this.#maxBodyBytes, tooLarge);
    // TextDecoder drops a leading BOM, as undici's body.text() did.
    return new TextDecoder().decode(bytes);
  }

  close(): Promise<void> {
    return this.#agent.close();
  }

  #headers(call: HttpRequest): Record<string, string> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#apiKey}`,
      'user-agent': this.#userAgent,
      accept: 'application/json',
    };
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    if (call.waitSeconds) headers.prefer = `wait=${call.waitSeconds}`;
    return headers;
  }
}
