/**
 * Checks of call parameters made before any request is sent: a value the interface would reject
 * (or that would spend allowance on a page the service cannot analyse) fails here, without a
 * round trip and without a retry.
 */
import { ConfigError, InvalidRequestError } from '../errors.js';
import { isHttpUrl } from '../text/http-url.js';
import { oneLine } from '../text/one-line.js';
import { redactUrl } from '../text/redact.js';

/** `limit` of the list endpoints: "1 to 100" (docs/interface.md, Lists). */
export function checkLimit(name: string, value: number | undefined): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < 1 || value > 100) {
    throw new InvalidRequestError(`${name} must be an integer from 1 to 100, got ${String(value)}`);
  }
}

export function checkOffset(value: number | undefined): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < 0) {
    throw new InvalidRequestError(`offset must be an integer >= 0, got ${String(value)}`);
  }
}

export function checkId(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new InvalidRequestError(`${name} must be a positive integer, got ${String(value)}`);
  }
}

export function checkReportKey(key: string): void {
  if (typeof key !== 'string' || key.trim() === '')
    throw new InvalidRequestError('report key must be a non-empty string');
}

/** The page URL of a submit or lookup: the interface takes only absolute http or https URLs. */
export function checkPageUrl(url: string): void {
  if (!isHttpUrl(url))
    throw new InvalidRequestError(`page URL must be an absolute http(s) URL, got "${oneLine(String(url), 120)}"`);
}

/** The client's own settings come from the user's configuration: a mistake there is a ConfigError. */
export function checkServiceUrl(baseUrl: string): void {
  if (!isHttpUrl(baseUrl))
    throw new ConfigError(`service URL "${oneLine(redactUrl(String(baseUrl)), 120)}" is not an absolute http(s) URL`);
}

export function checkApiKey(apiKey: string): void {
  if (typeof apiKey !== 'string' || apiKey.trim() === '') throw new ConfigError('the API key is empty');
  // A key undici cannot put in a header would fail on every request; say so once, without the key.
  if (!/^[\x21-\x7e]+$/.test(apiKey))
    throw new ConfigError('the API key contains spaces or characters not allowed in an HTTP header');
}
