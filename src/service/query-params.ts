/** Reading path and query parameters; a bad value is a 400 `invalid_parameter` naming it. */
import { normalizePageUrl } from './analyzer/page-url.js';
import { invalidParameter } from './api-error.js';

const MAX_URL_LENGTH = 2048;

export function limitParam(query: URLSearchParams): number {
  const raw = query.get('limit');
  if (raw === null) return 25;
  const limit = wholeNumber(raw);
  if (limit === null || limit < 1 || limit > 100)
    throw invalidParameter(`limit: "${cut(raw)}" is not a whole number from 1 to 100`);
  return limit;
}

export function offsetParam(query: URLSearchParams): number {
  const raw = query.get('offset');
  if (raw === null) return 0;
  const offset = wholeNumber(raw);
  if (offset === null)
    throw invalidParameter(`offset: "${cut(raw)}" is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`);
  return offset;
}

export function idParam(name: string, raw: string): number {
  const id = wholeNumber(raw);
  if (id === null || id < 1) throw invalidParameter(`${name}: "${cut(raw)}" is not a positive whole number`);
  return id;
}

/** A page URL: absolute http or https, in the one form the service stores, looks up and crawls (page-url.ts). */
export function pageUrl(name: string, raw: unknown): URL {
  if (typeof raw !== 'string' || raw === '') throw invalidParameter(`${name} is required`);
  if (raw.length > MAX_URL_LENGTH) throw invalidParameter(`${name}: longer than ${MAX_URL_LENGTH} characters`);
  const url = URL.parse(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw invalidParameter(`${name}: "${cut(raw)}" is not an absolute http or https URL`);
  return normalizePageUrl(url);
}

export function oneOfParam<T extends string>(name: string, raw: string | null, allowed: readonly T[]): T | null {
  if (raw === null) return null;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw invalidParameter(`${name}: "${cut(raw)}" is not one of ${allowed.join(', ')}`);
}

/** Digits only, up to Number.MAX_SAFE_INTEGER: past it, two different offsets would read as one number. */
function wholeNumber(raw: string): number | null {
  if (!/^\d{1,16}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** Echoed values are the caller's own, but a message stays one short line. */
function cut(raw: string): string {
  const line = raw.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}
