import type { Finding } from '../../model/resources.js';
import type { PrivateAllowance } from './address.js';
import type { AxeOutcome } from './axe-outcome.js';

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
  /** Run the page in the service's browser (render: true) instead of fetching it. */
  render?: boolean;
  userAgent?: string;
}

/** What the server received for the page; header names in any case. */
export interface PageResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Texts of the page's same-site stylesheets, fetched beside it, in the order it links them. */
  stylesheets?: string[];
  /** Only for a page run in a browser (render: true): what happened while it loaded. */
  browser?: BrowserObservations;
}

export interface BrowserObservations {
  /** Uncaught exceptions and console errors, in the order they happened. */
  scriptErrors: string[];
  /** Subresource requests that failed, were refused by the guard, or answered 4xx/5xx. */
  failedRequests: { url: string; reason: string }[];
  /** What axe-core found in the page (a render in which axe did not run fails: `axe_not_run`). */
  axe?: AxeOutcome;
  /** Whether the DOM went quiet before it was read; false: the wait's cap came first (render/dom-quiet.ts). */
  domQuiet?: boolean;
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
  /** Only for a page run in a browser: whether its DOM went quiet before it was read (BrowserObservations). */
  dom_quiet?: boolean;
  /** SHA-256 (hex) of the page's HTML as analysed, for the crawler: two URLs that answer the same bytes are one. */
  body_sha256: string;
}

/** analyzeHtml or what runs it elsewhere (the service's thread pool); inputs and outputs are plain data. */
export type HtmlAnalyzer = (html: string, response: PageResponse, signal?: AbortSignal) => Analysis | Promise<Analysis>;
