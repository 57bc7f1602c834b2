/**
 * Fetches a page for analysis with undici, on an Agent of its own (its timeouts and SSRF guard
 * must not leak into other requests of the process). Everything is bounded: one deadline covers
 * connect, redirects and body, so a server that drips a byte a second still times out; the body
 * is streamed and dropped past maxBytes; redirects are followed by hand, each hop checked.
 */
import { Agent, buildConnector, request, type Dispatcher } from 'undici';
import { describe } from '../../text/describe.js';
import { assertAllowedHost, guardedLookup, portOf, type PrivateAllowance } from './address.js';
import type { FetchOptions, PageResponse } from './analysis.js';
import { decodeHtml } from './charset.js';
import { cut } from './excerpt.js';
import { AnalysisFailure } from './failure.js';

const DEFAULTS = {
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'pagegate-analyzer (reference Page Analysis Service)',
};
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const CSS_TYPES = new Set(['text/css']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export interface FetchedPage extends PageResponse {
  html: string;
}

interface Trip {
  agent: Agent;
  signal: AbortSignal;
  allowPrivate: PrivateAllowance;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** The URL being fetched now, for messages. */
  url: URL;
  /** Content types the resource may have. */
  types: ReadonlySet<string>;
}

export function fetchPage(url: string, options: FetchOptions): Promise<FetchedPage> {
  return fetchResource(url, options, HTML_TYPES);
}

/** A page's stylesheet, through the same guard and bounds as the page; `html` holds its text. */
export function fetchStylesheet(url: string, options: FetchOptions): Promise<FetchedPage> {
  return fetchResource(url, options, CSS_TYPES);
}

async function fetchResource(url: string, options: FetchOptions, types: ReadonlySet<string>): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const deadline = AbortSignal.timeout(timeoutMs);
  const agent = new Agent({
    connect: guardedConnector(timeoutMs, options.allowPrivate),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const trip: Trip = {
    agent,
    signal: options.signal ? AbortSignal.any([options.signal, deadline]) : deadline,
    allowPrivate: options.allowPrivate,
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
    maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
    userAgent: options.userAgent ?? DEFAULTS.userAgent,
    url: pageUrl(url),
    types,
  };
  try {
    return await follow(trip);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw failureOf(error, trip.url, deadline.aborted, timeoutMs);
  } finally {
    await agent.destroy();
  }
}

/** Connections whose names resolve through the guard, for the port each one dials. */
function guardedConnector(timeoutMs: number, allowance: PrivateAllowance): buildConnector.connector {
  if (allowance === true) return buildConnector({ timeout: timeoutMs });
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    buildConnector({ timeout: timeoutMs, lookup: guardedLookup(port, allowance) })(options, callback);
  };
}

export function pageUrl(raw: string): URL {
  const url = URL.parse(raw);
  if (url === null || !WEB_PROTOCOLS.has(url.protocol)) {
    throw new AnalysisFailure('invalid_url', `not an http(s) URL: ${cut(raw, 120)}`);
  }
  return url;
}

async function follow(trip: Trip): Promise<FetchedPage> {
  const visited = new Set<string>();
  for (;;) {
    assertAllowedHost(trip.url.hostname, portOf(trip.url), trip.allowPrivate);
    visited.add(trip.url.href);
    const response = await request(trip.url, {
      dispatcher: trip.agent,
      signal: trip.signal,
      headers: { 'user-agent': trip.userAgent, accept: 'text/html,application/xhtml+xml' },
    });
    const headers = flatHeaders(response.headers);
    const location = REDIRECT_STATUSES.has(response.statusCode) ? headers['location'] : undefined;
    if (location === undefined) return await readPage(trip, response, headers);
    discard(response.body);
    trip.url = nextHop(trip, location, visited);
  }
}

function nextHop(trip: Trip, location: string, visited: ReadonlySet<string>): URL {
  const next = URL.parse(location, trip.url.href);
  if (next === null || !WEB_PROTOCOLS.has(next.protocol)) {
    throw new AnalysisFailure('invalid_url', `${cut(trip.url.href, 120)} redirects to a non-http(s) location`);
  }
  if (visited.has(next.href)) {
    throw new AnalysisFailure(
      'too_many_redirects',
      `redirect loop: ${cut(trip.url.href, 120)} leads back to ${cut(next.href, 120)}`,
    );
  }
  // visited holds the first request and every hop followed so far.
  if (visited.size > trip.maxRedirects) {
    throw new AnalysisFailure(
      'too_many_redirects',
      `more than ${trip.maxRedirects} redirects, the last to ${cut(next.href, 120)}`,
    );
  }
  return next;
}

async function readPage(
  trip: Trip,
  response: Dispatcher.ResponseData,
  headers: Record<string, string>,
): Promise<FetchedPage> {
  const type = (headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!trip.types.has(type)) {
    discard(response.body);
    throw new AnalysisFailure(
      'not_html',
      type === '' ? 'the page has no Content-Type' : `the page is ${cut(type, 80)}, not HTML`,
    );
  }
  if (Number(headers['content-length']) > trip.maxBytes) {
    discard(response.body);
    throw tooLarge(trip.maxBytes);
  }
  const body = await readBody(response.body, trip.maxBytes);
  return { url: trip.url.href, status: response.statusCode, headers, html: decodeHtml(body, headers['content-type']) };
}

async function readBody(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop destroys the stream: nothing past the cap is read.
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** Drops a body we will not read; undici reports the drop as an abort error, expected here. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {}).destroy();
}

function tooLarge(maxBytes: number): AnalysisFailure {
  return new AnalysisFailure('too_large', `the page is larger than ${maxBytes} bytes`);
}

function flatHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function failureOf(error: unknown, url: URL, timedOut: boolean, timeoutMs: number): AnalysisFailure {
  if (error instanceof AnalysisFailure) return error;
  if (error instanceof Error && error.cause instanceof AnalysisFailure) return error.cause;
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (timedOut || (code !== undefined && TIMEOUT_CODES.has(code))) {
    return new AnalysisFailure('timeout', `${url.host} did not answer in full within ${timeoutMs} ms`, {
      cause: error,
    });
  }
  return new AnalysisFailure('unreachable', `${url.host} could not be fetched: ${code ?? describe(error)}`, {
    cause: error,
  });
}
