/**
 * The readiness probe (`wait-for`, `expect`): before a page is submitted, the runner fetches it
 * itself until it answers 2xx/3xx and, with `expect`, shows the marker in its body or in a
 * response header value. A plain GET with no credentials, redirects followed and bounded, the body
 * read up to a cap. Every page shares one deadline, `wait-for` after the prober started, so a page
 * probed late gets one try rather than a fresh wait; a page ready at once costs one request.
 * A page that still answers 404 (or 410) `not-found-grace` after its first try, while every other
 * page of the run is ready, is a typo rather than a deploy on its way: it ends then as not found,
 * without waiting out `wait-for`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { request, type Dispatcher } from 'undici';
import { SITE_USER_AGENT } from '../http/agent.js';
import { failureText } from '../http/transport-failure.js';
import { redactUrl } from '../text/redact.js';
import { header, MAX_REDIRECTS, REDIRECTS, siteAgent } from './agent.js';
import { isAllowedSite } from './allowed-sites.js';
import { refusedAddress, runHosts, type RunHosts } from './run-hosts.js';
import type { RedirectStub } from '../model/results.js';

export type Readiness =
  /** `stub`: the page is a redirect stub, to be gated at its target (redirect-stub.ts). */
  | { kind: 'ready'; status: number; waitedMs: number; stub?: RedirectStub }
  /** It ended on 4xx/5xx. */
  | { kind: 'http-status'; status: number; waitedMs: number }
  /** It answered 404/410 for all of not-found-grace while every other page of the run was ready. */
  | { kind: 'not-found'; status: number; waitedMs: number }
  /** It served 2xx/3xx but never showed the `expect` marker. */
  | { kind: 'no-marker'; status: number; waitedMs: number }
  /** No answer at all (DNS, refused, TLS, timeout): `reason` in a TransportError's words. */
  | { kind: 'unreachable'; reason: string; waitedMs: number };

export interface ProbeSettings {
  waitForMs: number;
  expect: string | null;
  /** The run's deadline and the user's interrupt. */
  signal: AbortSignal;
  /** The first pause between tries; it doubles up to maxIntervalMs. */
  intervalMs?: number;
  maxIntervalMs?: number;
  /** How much of a body is searched for the marker. */
  maxBodyBytes?: number;
  /** `allowed-sites`: a redirect to a site none of them matches is not followed. */
  allowedSites?: readonly string[];
  /**
   * The pages the user gave (site-url, urls, the sitemap, the crawl's seed): the only hosts on a
   * private address the probe requests, a page's own or a redirect's. Absent: no such check.
   */
  givenPages?: readonly string[];
  /** Told at most every `tellEveryMs` (default 10 s) while a page is not ready yet, so a long wait is not silent. */
  waiting?: (url: string, seen: Waiting, waitedMs: number) => void;
  tellEveryMs?: number;
  /**
   * `not-found-grace` (0: off) and the number of pages the run probes: a page answering 404 that
   * long ends early once every other page is ready.
   */
  notFound?: { graceMs: number; pages: number };
  clock?: ProbeClock;
}

/** Time as the probe reads it; tests pass one they move themselves. */
export interface ProbeClock {
  now(): number;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

const REAL_CLOCK: ProbeClock = {
  now: () => performance.now(),
  sleep: (ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined),
};

const NOT_FOUND = new Set([404, 410]);

/** What a page answered while the probe waits for it. */
export type Waiting = { status: number; marker: boolean; stub?: RedirectStub } | { unreachable: string };

/** How much of an HTML page is read to tell a redirect stub: stubs are a few hundred bytes. */
const STUB_BYTES = 64 * 1024;

export interface Prober {
  probe(url: string): Promise<Readiness>;
  close(): Promise<void>;
}

/** One answer: the final status after redirects and whether the marker showed. */
type Seen = Waiting;

/** A single try never waits less than this, so a page probed after the shared deadline still gets a fair one. */
const MIN_TRY_MS = 5000;

export function startProber(settings: ProbeSettings): Prober {
  const agent = siteAgent();
  const clock = settings.clock ?? REAL_CLOCK;
  const until = clock.now() + settings.waitForMs;
  const marker = settings.expect === null ? null : Buffer.from(settings.expect);
  const options = {
    intervalMs: settings.intervalMs ?? 1000,
    maxIntervalMs: settings.maxIntervalMs ?? 5000,
    maxBodyBytes: settings.maxBodyBytes ?? 2 * 1024 * 1024,
    allowedSites: settings.allowedSites ?? [],
    runHosts: settings.givenPages ? runHosts(settings.givenPages, settings.allowedSites ?? []) : null,
  };
  const run = runState(settings.notFound);
  return {
    probe: async (url) => {
      const started = clock.now();
      const waited = () => Math.round(clock.now() - started);
      let toldAt = started;
      let notFoundSince: number | null = null;
      for (let pause = options.intervalMs; ; pause = Math.min(pause * 2, options.maxIntervalMs)) {
        const left = until - clock.now();
        const seen = await getOnce(
          url,
          agent,
          AbortSignal.any([settings.signal, AbortSignal.timeout(Math.ceil(Math.max(left, MIN_TRY_MS)))]),
          marker,
          options,
        );
        const ready = 'status' in seen && serving(seen.status) && seen.marker;
        if (ready || until - clock.now() <= 0) return run.ended(url, outcome(seen, waited()));
        const notFound = 'status' in seen && NOT_FOUND.has(seen.status) ? seen.status : null;
        notFoundSince = notFound === null ? null : (notFoundSince ?? clock.now());
        if (run.typo(url, notFoundSince === null ? null : clock.now() - notFoundSince) && notFound !== null)
          return { kind: 'not-found', status: notFound, waitedMs: waited() };
        if (settings.waiting && clock.now() - toldAt >= (settings.tellEveryMs ?? 10_000)) {
          toldAt = clock.now();
          settings.waiting(url, seen, waited());
        }
        await clock.sleep(Math.ceil(Math.min(pause, until - clock.now())), settings.signal);
        // Stopped (the run's deadline, the user): the last answer stands; the engine says the run ran out.
        if (settings.signal.aborted) return run.ended(url, outcome(seen, waited()));
      }
    },
    close: () => agent.close(),
  };
}

/** Which pages of the run are ready and which have answered 404 past the grace: what tells a typo. */
function runState(notFound: ProbeSettings['notFound']) {
  const ready = new Set<string>();
  const lost = new Set<string>();
  return {
    ended(url: string, readiness: Readiness): Readiness {
      if (readiness.kind === 'ready') ready.add(url);
      return readiness;
    },
    /** True when `url`, answering 404 for `forMs` (null: it answers something else), is a typo. */
    typo(url: string, forMs: number | null): boolean {
      if (!notFound || notFound.graceMs <= 0 || forMs === null || forMs < notFound.graceMs) {
        lost.delete(url);
        return false;
      }
      lost.add(url);
      return ready.size > 0 && ready.size + lost.size >= notFound.pages;
    },
  };
}

function outcome(seen: Seen, waitedMs: number): Readiness {
  if ('unreachable' in seen) return { kind: 'unreachable', reason: seen.unreachable, waitedMs };
  if (!serving(seen.status)) return { kind: 'http-status', status: seen.status, waitedMs };
  if (!seen.marker) return { kind: 'no-marker', status: seen.status, waitedMs };
  return { kind: 'ready', status: seen.status, waitedMs, ...(seen.stub ? { stub: seen.stub } : {}) };
}

function serving(status: number): boolean {
  return status >= 200 && status < 400;
}

async function getOnce(
  url: string,
  agent: Dispatcher,
  signal: AbortSignal,
  marker: Buffer | null,
  {
    maxBodyBytes,
    allowedSites,
    runHosts: hosts,
  }: { maxBodyBytes: number; allowedSites: readonly string[]; runHosts: RunHosts | null },
): Promise<Seen> {
  let target = url;
  let via: RedirectStub | undefined;
  try {
    for (let hop = 0; ; hop++) {
      if (allowedSites.length > 0 && !isAllowedSite(target, allowedSites))
        return { unreachable: `redirected to ${redactUrl(target)}, which matches none of allowed-sites` };
      const refused = hosts && (await refusedAddress(target, hosts));
      if (refused) return { unreachable: hop === 0 ? refused : `redirected to ${refused}` };
      const response = await request(target, {
        method: 'GET',
        headers: { 'user-agent': SITE_USER_AGENT },
        dispatcher: agent,
        signal,
      });
      const location = header(response.headers.location);
      // Past the redirect limit the last redirect stands as the answer: the site is serving something.
      if (REDIRECTS.has(response.statusCode) && location && hop < MAX_REDIRECTS) {
        await response.body.dump();
        target = new URL(location, target).href;
        continue;
      }
      if (!serving(response.statusCode)) {
        await response.body.dump({ limit: 64 * 1024 });
        return { status: response.statusCode, marker: true };
      }
      const expected = marker?.toString();
      const inHeaders =
        expected !== undefined &&
        Object.values(response.headers).some((value) => [value ?? []].flat().some((v) => v.includes(expected)));
      const html = /\bhtml\b/i.test(header(response.headers['content-type']) ?? '');
      const read = await readBody(response.body, {
        prefixBytes: html ? STUB_BYTES : 0,
        marker: marker !== null && !inHeaders ? marker : null,
        maxBodyBytes,
      });
      // The stub's HTML parser (parse5, 180 KB) loads with the first HTML page, after the run's first request.
      const stub =
        html && via === undefined
          ? (await import('./redirect-stub.js')).redirectStub(read.prefix.toString('utf8'), target)
          : null;
      const follow = stub && (allowedSites.length === 0 || isAllowedSite(stub.to, allowedSites)) ? stub : undefined;
      const shows = marker === null || inHeaders || read.marker;
      // A stub carries no build marker of its own: the deploy shows it at the target, read as a redirect's is.
      if (follow && !shows && hop < MAX_REDIRECTS) {
        via = follow;
        target = follow.to;
        continue;
      }
      const stubbed = via ?? follow;
      return { status: response.statusCode, marker: shows, ...(stubbed ? { stub: stubbed } : {}) };
    }
  } catch (error) {
    return { unreachable: signal.aborted ? 'no answer in time' : failureText(error) };
  }
}

/**
 * Reads the body's first `prefixBytes` (kept) and searches up to maxBodyBytes for the marker (even
 * across two chunks), stopping as soon as both are done.
 */
async function readBody(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  { prefixBytes, marker, maxBodyBytes }: { prefixBytes: number; marker: Buffer | null; maxBodyBytes: number },
): Promise<{ prefix: Buffer; marker: boolean }> {
  const prefix: Buffer[] = [];
  let kept = 0;
  let tail = Buffer.alloc(0);
  let read = 0;
  let found = marker === null;
  const limit = Math.max(prefixBytes, marker === null ? 0 : maxBodyBytes);
  for await (const chunk of body) {
    const part = chunk.subarray(0, limit - read);
    read += part.length;
    if (kept < prefixBytes) {
      prefix.push(part.subarray(0, prefixBytes - kept));
      kept += Math.min(part.length, prefixBytes - kept);
    }
    if (!found && marker) {
      const window = Buffer.concat([tail, part]);
      found = window.includes(marker);
      tail = window.subarray(Math.max(0, window.length - marker.length + 1));
    }
    if (read >= limit || (found && kept >= prefixBytes)) break;
  }
  body.destroy();
  return { prefix: Buffer.concat(prefix), marker: found };
}
