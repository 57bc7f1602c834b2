/**
 * The broken-link check: the runner reads each page of the run, and asks every distinct target
 * of its links once per run (HEAD, then GET where a server refuses HEAD with 405 or 501), at most
 * `max` targets, a few at a time per host, retrying what may pass on a second try. A target that
 * answers 4xx or 5xx, or whose host does not resolve, is broken for every page that links to it;
 * a `#fragment` on another page of the run is looked for among that page's ids (one on the page
 * itself is the service's `links.fragment`, not a broken link here). Targets outside
 * the run's hosts are asked only when the run may reach them, each through the address guard.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import { DEFAULT_TIMEOUTS, SITE_USER_AGENT } from '../http/agent.js';
import { failureText, transportErrorFrom } from '../http/transport-failure.js';
import { header, MAX_REDIRECTS, REDIRECTS } from './agent.js';
import type { PageLinks } from './page-links.js';

export interface LinkCheckerSettings {
  /** Distinct targets asked at most; the rest are counted as unchecked. */
  max: number;
  /** The run's pages: their hosts are the site, and their fragments are checked against their ids. */
  pages: readonly string[];
  /** Outside hosts too (`check-links: all` where the run may reach them). */
  outside: boolean;
  /** Refuses (throws) an outside target the run must not reach: a private or local address. */
  guard: (url: URL) => Promise<void>;
  signal: AbortSignal;
  perHost?: number;
  retries?: number;
  /** The pause before the n-th retry (1-based); tests make it 0. */
  retryDelayMs?: (retry: number) => number;
  maxPageBytes?: number;
}

export interface BrokenLink {
  /** The link's target as resolved, fragment included. */
  target: string;
  /** The final status, or null when there was no answer. */
  status: number | null;
  /** Why it is broken, in a few words: `HTTP 404`, `host not found (ENOTFOUND)`, `no element with id "x"`. */
  reason: string;
}

interface PageLinkCheck {
  broken: BrokenLink[];
  /** Targets of this page left unchecked: past `max`, or on hosts the run may not reach. */
  unchecked: number;
}

export interface LinkChecker {
  check(pageUrl: string): Promise<PageLinkCheck>;
  close(): Promise<void>;
}

/** `retryable`: a timeout or a reset, which a second try may get past (a name that does not resolve will not). */
type Answer = { status: number } | { failure: string; retryable: boolean } | { refused: true };
type Verdict = { kind: 'ok' } | { kind: 'broken'; status: number | null; reason: string } | { kind: 'unchecked' };

const RETRIED_STATUS = new Set([429, 502, 503, 504]);

export function startLinkChecker(settings: LinkCheckerSettings): LinkChecker {
  const perHost = settings.perHost ?? 4;
  const retries = settings.retries ?? 2;
  const retryDelayMs = settings.retryDelayMs ?? ((retry: number) => 500 * 2 ** (retry - 1));
  const maxPageBytes = settings.maxPageBytes ?? 2 * 1024 * 1024;
  const agent = new Agent({
    connectTimeout: DEFAULT_TIMEOUTS.connectMs,
    headersTimeout: DEFAULT_TIMEOUTS.headersMs,
    bodyTimeout: DEFAULT_TIMEOUTS.bodyMs,
  });
  const runHosts = new Set(settings.pages.map((page) => URL.parse(page)?.host));
  const runPages = new Set(settings.pages.map(withoutFragment));
  const hosts = new Map<string, HostLimit>();
  const targets = new Map<string, Promise<Verdict>>();
  const documents = new Map<string, Promise<PageLinks | null>>();

  const limited = <T>(url: URL, task: () => Promise<T>): Promise<T> => {
    let limit = hosts.get(url.host);
    if (!limit) hosts.set(url.host, (limit = hostLimit(perHost)));
    return limit.run(task);
  };

  /** One request, redirects followed while they stay where the run may go; retried when a retry may help. */
  const ask = async (
    start: string,
    method: 'HEAD' | 'GET',
    read?: (body: Dispatcher.ResponseData['body']) => Promise<void>,
  ): Promise<Answer> => {
    for (let attempt = 0; ; attempt++) {
      const answer = await askOnce(start, method, read);
      const again = 'failure' in answer ? answer.retryable : 'status' in answer && RETRIED_STATUS.has(answer.status);
      if (!again || attempt >= retries || settings.signal.aborted) return answer;
      await sleep(retryDelayMs(attempt + 1), undefined, { signal: settings.signal }).catch(() => undefined);
    }
  };

  const askOnce = async (
    start: string,
    method: 'HEAD' | 'GET',
    read?: (body: Dispatcher.ResponseData['body']) => Promise<void>,
  ): Promise<Answer> => {
    let target = new URL(start);
    for (let hop = 0; ; hop++) {
      const url = target;
      const answer = await limited(url, async (): Promise<Answer & { location?: string | undefined }> => {
        // The guard's refusal is no answer from the target: it stays unchecked, not broken.
        if (
          !runHosts.has(url.host) &&
          !(await settings.guard(url).then(
            () => true,
            () => false,
          ))
        )
          return { refused: true as const };
        try {
          const response = await request(url, {
            method,
            headers: { 'user-agent': SITE_USER_AGENT },
            dispatcher: agent,
            signal: settings.signal,
          });
          const location = header(response.headers.location);
          if (read && !(REDIRECTS.has(response.statusCode) && location)) await read(response.body);
          else await response.body.dump();
          return { status: response.statusCode, location };
        } catch (error) {
          const { failure } = transportErrorFrom(error, url.href, settings.signal, (text) => text);
          return { failure: failureText(error), retryable: failure === 'timeout' || failure === 'reset' };
        }
      });
      if (!('status' in answer)) return answer;
      const next = answer.location ? URL.parse(answer.location, url.href) : null;
      // A redirect that leaves where the run may go stands as the answer: the link leads somewhere.
      if (!REDIRECTS.has(answer.status) || !next || hop >= MAX_REDIRECTS || !reachable(next)) return answer;
      target = next;
    }
  };

  const reachable = (url: URL): boolean => runHosts.has(url.host) || settings.outside;

  const document = (url: string): Promise<PageLinks | null> => {
    let known = documents.get(url);
    if (!known) {
      let html = '';
      known = ask(url, 'GET', async (body) => {
        html = (await readPrefix(body, maxPageBytes)).toString('utf8');
      }).then(async (answer) =>
        // The page's HTML parser (parse5, 180 KB) loads with the first page read, after the run's first request.
        'status' in answer && answer.status < 300 ? (await import('./page-links.js')).pageLinks(html, url) : null,
      );
      documents.set(url, known);
    }
    return known;
  };

  const verdictOf = (target: string): Promise<Verdict> => {
    let known = targets.get(target);
    if (!known) {
      known = targets.size >= settings.max ? Promise.resolve({ kind: 'unchecked' }) : statusOf(target);
      targets.set(target, known);
    }
    return known;
  };

  const statusOf = async (target: string): Promise<Verdict> => {
    let answer = await ask(target, 'HEAD');
    // Some servers refuse HEAD (405) or do not implement it (501) for pages a GET serves.
    if ('status' in answer && (answer.status === 405 || answer.status === 501)) answer = await ask(target, 'GET');
    if ('refused' in answer) return { kind: 'unchecked' };
    if ('failure' in answer) return { kind: 'broken', status: null, reason: answer.failure };
    return answer.status >= 400
      ? { kind: 'broken', status: answer.status, reason: `HTTP ${answer.status}` }
      : { kind: 'ok' };
  };

  const checkLink = async (link: string): Promise<Verdict> => {
    const url = new URL(link);
    if (!reachable(url)) return { kind: 'unchecked' };
    const target = withoutFragment(link);
    const verdict = await verdictOf(target);
    const fragment = decodeFragment(url.hash);
    if (verdict.kind !== 'ok' || fragment === '' || !runPages.has(target)) return verdict;
    const ids = (await document(target))?.ids;
    if (!ids || ids.has(fragment)) return verdict;
    return { kind: 'broken', status: null, reason: `no element with id ${JSON.stringify(fragment)}` };
  };

  return {
    check: async (pageUrl) => {
      const links = await document(withoutFragment(pageUrl));
      const own = withoutFragment(pageUrl);
      // A link to the page itself (`#typo`) is the service's `links.fragment` finding: one finding per defect.
      const verdicts = await Promise.all(
        (links?.targets ?? [])
          .filter((target) => withoutFragment(target) !== own)
          .map(async (target) => ({ target, verdict: await checkLink(target) })),
      );
      return {
        broken: verdicts.flatMap(({ target, verdict }) =>
          verdict.kind === 'broken' ? [{ target, status: verdict.status, reason: verdict.reason }] : [],
        ),
        unchecked: verdicts.filter(({ verdict }) => verdict.kind === 'unchecked').length,
      };
    },
    close: () => agent.close(),
  };
}

function withoutFragment(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return url;
  parsed.hash = '';
  return parsed.href;
}

function decodeFragment(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Up to `maxBytes` of a body: the links of a huge page's first megabytes are still worth checking. */
async function readPrefix(body: AsyncIterable<Buffer> & { destroy(): unknown }, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

interface HostLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** At most `limit` requests to one host at once; the rest wait in arrival order. */
function hostLimit(limit: number): HostLimit {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    run: async (task) => {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      active++;
      try {
        return await task();
      } finally {
        active--;
        waiting.shift()?.();
      }
    },
  };
}
