/**
 * Reading path, query and body parameters; a bad value is a 400 `invalid_parameter` naming it.
 * Each rule is also a zod field (the end of this file) that a route declares, so its validation
 * and its OpenAPI description come from the same line.
 */
import * as z from 'zod';
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

/**
 * The rules as zod fields: what the OpenAPI document shows (`shape`, since a rule reads raw text
 * zod cannot describe) and the rule that reads the value. A rule throws ApiError, whose message
 * already names the parameter; the route validator (server.ts) answers it as it stands.
 */
type Shape = Record<string, unknown>;
const described = <T extends z.ZodType>(schema: T, shape: Shape) => schema.meta({ override: shape });

/** limit and offset read like the query they came in (the rules above take the query). */
const fromQuery =
  <T>(name: string, rule: (query: URLSearchParams) => T) =>
  (raw: string | undefined) =>
    rule(new URLSearchParams(raw === undefined ? [] : [[name, raw]]));

export const LimitField = described(z.string().optional().transform(fromQuery('limit', limitParam)), {
  type: 'integer',
  minimum: 1,
  maximum: 100,
  default: 25,
  description: '1 to 100.',
});

export const OffsetField = described(z.string().optional().transform(fromQuery('offset', offsetParam)), {
  type: 'integer',
  minimum: 0,
  default: 0,
  description: 'Items to skip.',
});

export const idField = (name: string, description: string) =>
  described(
    z.string().transform((raw) => idParam(name, raw)),
    { type: 'integer', minimum: 1, description },
  );

/** In a body the value may be anything JSON holds: the rule names what is wrong with it. */
export const pageUrlField = (name: string, description: string) =>
  described(
    z.unknown().transform((raw) => pageUrl(name, raw)),
    { type: 'string', format: 'uri', maxLength: MAX_URL_LENGTH, description },
  );

export const oneOfField = <T extends string>(name: string, allowed: readonly T[]) =>
  described(
    z
      .string()
      .optional()
      .transform((raw) => oneOfParam(name, raw ?? null, allowed)),
    { type: 'string', enum: [...allowed] },
  );
