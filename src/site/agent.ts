/** What every request to the user's own site shares: one bounded undici Agent per task, no credentials. */
import { Agent } from 'undici';

export const USER_AGENT = 'pagegate';
export const MAX_REDIRECTS = 5;
export const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function siteAgent(): Agent {
  return new Agent({ connectTimeout: 10_000, headersTimeout: 30_000, bodyTimeout: 30_000 });
}

export function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
