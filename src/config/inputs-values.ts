/**
 * Readers of one raw value each, shared by workflow inputs and config-file keys. `label` names
 * where the value came from (`min-score`, `config-file x.yml: pages[0].min-score`); every error
 * is one line with the label, the value given and what is allowed.
 */
import { oneLine } from '../text/one-line.js';
import { isHttpUrl } from '../text/http-url.js';
import { redactUrl } from '../text/redact.js';
import { ConfigError } from '../errors.js';
import { INPUT_RANGES, type RangedInput } from '../model/input-ranges.js';

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

/**
 * The value as the user wrote it, cut and on one line so a pasted blob cannot flood the message,
 * with the credentials of a URL masked (a mistyped api-url still holds its password).
 */
export function quote(raw: string): string {
  return JSON.stringify(oneLine(redactUrl(raw), 80));
}

/** A config-file value as text: YAML and JSON give numbers and booleans, inputs give strings. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** `core.getBooleanInput` semantics: exactly these six spellings. */
export function readBoolean(label: string, raw: string): boolean {
  if (TRUE.includes(raw)) return true;
  if (FALSE.includes(raw)) return false;
  throw new ConfigError(`${label}: ${quote(raw)} is not a boolean (allowed: ${[...TRUE, ...FALSE].join(', ')})`);
}

export function readInteger(label: string, raw: string, min: number, max: number | null): number {
  const value = /^[+-]?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isSafeInteger(value) && value >= min && (max === null || value <= max)) return value;
  const allowed = max === null ? `>= ${min}` : `from ${min} to ${max}`;
  throw new ConfigError(`${label}: ${quote(raw)} is not an integer ${allowed}`);
}

/** A numeric input read within its one range (model/input-ranges.ts); a time comes back in milliseconds. */
export function readRanged(name: RangedInput, raw: string): number {
  const { min, max, unit, integer } = INPUT_RANGES[name];
  const value = integer ? readInteger(name, raw, min, max) : readSeconds(name, raw, min, max);
  return unit === 'seconds' ? Math.round(value * 1000) : value;
}

export function readSeconds(label: string, raw: string, min: number, max: number): number {
  const value = /^\d+(\.\d+)?$|^\.\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (value >= min && value <= max) return value;
  throw new ConfigError(`${label}: ${quote(raw)} is not a number of seconds from ${min} to ${max}`);
}

export function oneOf<T extends string>(label: string, raw: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${label}: ${quote(raw)} is not one of ${allowed.join(', ')}`);
}

export function readHttpUrl(label: string, raw: string): string {
  if (isHttpUrl(raw)) return raw;
  throw new ConfigError(`${label}: ${quote(raw)} is not an absolute http(s) URL`);
}

/** An ISO 8601 date and time with its offset (a time without one would depend on the runner's zone), as UTC. */
export function readIsoTime(label: string, raw: string): string {
  const shaped = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(raw);
  const ms = shaped ? Date.parse(raw) : Number.NaN;
  if (Number.isFinite(ms)) return new Date(ms).toISOString();
  throw new ConfigError(
    `${label}: ${quote(raw)} is not an ISO 8601 time with an offset (for example 2025-06-01T12:00:00Z)`,
  );
}

export function readShard(label: string, raw: string): { index: number; count: number } {
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  const { max } = INPUT_RANGES.shard;
  if (index >= 1 && index <= count && count <= max) return { index, count };
  throw new ConfigError(`${label}: ${quote(raw)} is not i/n with 1 <= i <= n <= ${max}`);
}

/** `latest`, a crawl id, or a crawl to start: `site` (site-url) or the seed URL itself. */
export function readCrawl(label: string, raw: string, siteUrl: string | null): 'latest' | number | { seed: string } {
  if (raw === 'latest') return 'latest';
  if (raw === 'site') {
    if (siteUrl === null) throw new ConfigError(`${label}: site crawls site-url, but no site-url is set`);
    return { seed: siteUrl };
  }
  if (/^https?:\/\//i.test(raw)) return { seed: readHttpUrl(label, raw) };
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isSafeInteger(id) && id >= 1) return id;
  throw new ConfigError(`${label}: ${quote(raw)} is not latest, site, a site URL or a positive integer crawl id`);
}

/** One entry per line (glob lists may hold commas inside braces, so commas do not split here). */
export function readLines(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Paths are matched against the URL's path, full URLs against the whole URL: anything else would never match. */
export function readPattern(label: string, value: unknown): string {
  if (value === undefined || value === null)
    throw new ConfigError(`${label} is missing (a URL path starting with / or a full http(s):// URL)`);
  const pattern = typeof value === 'string' ? value.trim() : '';
  if (pattern.startsWith('/') || /^https?:\/\//i.test(pattern)) return pattern;
  throw new ConfigError(
    `${label}: ${quote(scalarText(value))} must start with / (a URL path) or http(s):// (a full URL)`,
  );
}

export function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
