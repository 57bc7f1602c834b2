import type { Finding } from '../../client/schemas.js';
import type { PrivateAllowance } from './address.js';

export interface FetchOptions {
  /** Analyse pages on loopback and private addresses (tests, the demo, `serve --allow-private`). */
  allowPrivate: PrivateAllowance;
  /** Aborting it rejects with the signal's reason: a shutdown, not a page failure. */
  signal?: AbortSignal;
  /** Bound on the whole fetch, redirects and body included. Default 15000. */
  timeoutMs?: number;
  /** Default 5 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  userAgent?: string;
}

/** What the server received for the page; header names in any case. */
export interface PageResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
}

export interface Analysis {
  title: string;
  word_count: number;
  score: number;
  grade: string;
  issues: { critical: number; recommended: number; optional: number; passed: number };
  findings: Finding[];
  http_status: number;
  final_url: string;
  /** Absolute same-origin http(s) links on the page, fragment stripped, de-duplicated, for the crawler. */
  links: string[];
}
