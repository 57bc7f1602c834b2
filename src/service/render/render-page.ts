/**
 * Runs one page in the service's browser and returns what the analyzer reads: the DOM after
 * `load` plus a bounded network-idle wait, serialised, with the main response's status, headers
 * and final URL, what went wrong while it loaded, and what axe-core found in that DOM (run-axe.ts).
 * The DOM is serialised and axe runs in a world the page's scripts cannot reach
 * (isolated-world.ts): a page cannot answer for either. Each page gets a fresh incognito context
 * from the host's pool (context-pool.ts: no cookies, storage or cache shared with another
 * analysis, and never more contexts alive than the pool's bound), handed back whatever happens.
 */
import type { Browser, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import { describe } from '../../text/describe.js';
import { assertAllowedUrl, type PrivateAllowance } from '../analyzer/address.js';
import type { BrowserObservations } from '../analyzer/analysis.js';
import { AnalysisFailure } from '../analyzer/failure.js';
import type { FetchedPage } from '../analyzer/fetch-page.js';
import type { BrowserHost, Tab } from './browser-host.js';
import { abortReason } from '../abort-reason.js';
import { waitForQuietDom } from './dom-quiet.js';
import { openIsolatedWorld, serialiseDom, type IsolatedWorld } from './isolated-world.js';
import { axeTimeNowMs, loadAxe, runAxe } from './run-axe.js';
import { untilAborted } from './until-aborted.js';
import { watchWebSockets } from './websockets.js';

/** The documented numbers (docs/reference-service.md, "Rendering"). */
export const RENDER_LIMITS = {
  /** The page's part: context, navigation, idle wait, serialisation (axe has its own time: run-axe.ts). */
  timeoutMs: 15_000,
  /** After `load`, wait until no request has been in flight for this long... */
  idleMs: 150,
  /** ...but no longer than this. */
  idleWaitMs: 2_000,
  /** Requests one page may make; later ones are refused and reported once. */
  maxRequests: 300,
  /** Serialised DOM, in UTF-16 units: the same 5 Mi as a fetched page's bytes. */
  maxDomLength: 5 * 1024 * 1024,
};

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/**
 * Requests the analysis never reads: no check looks at glyphs or playback, and a fallback font
 * lays the text out. They are not made (nor counted, nor reported as failed), which saves the
 * renderer their download and decoding.
 */
const UNREAD_TYPES = new Set(['font', 'media']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
// Chromium logs every failed subresource as a console error too; those belong to network.failed.
const NETWORK_CONSOLE_ERROR = /^Failed to load resource/;

interface RenderOptions {
  allowance: PrivateAllowance;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** axe's time on the page; default: axeTimeNowMs (grows with the page and the machine's load). */
  axeTimeMs?: number;
}

export async function renderPage(host: BrowserHost, url: URL, options: RenderOptions): Promise<FetchedPage> {
  await assertAllowedUrl(url, options.allowance);
  const timeoutMs = options.timeoutMs ?? RENDER_LIMITS.timeoutMs;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let tab: Tab | undefined;
  // A browser that dies ends the analysis at once, not at the deadline.
  const crashed = new AbortController();
  const onCrash = () =>
    crashed.abort(
      new AnalysisFailure('render_failed', 'the browser stopped during the analysis; the next render starts a new one'),
    );
  let browser: Browser | undefined;
  try {
    tab = await host.contexts.acquire(signal);
    browser = tab.context.browser();
    browser.once('disconnected', onCrash);
    if (!browser.connected) onCrash();
    const loaded = await untilAborted(
      load(tab.page, url, options.allowance, timeoutMs),
      AbortSignal.any([signal, crashed.signal]),
    );
    // axe's time is its own, not what the page's load left of the deadline; a shutdown or a
    // crash still ends it.
    const axeTimeMs = options.axeTimeMs ?? axeTimeNowMs(loaded.page.html.length);
    const axe = await untilAborted(
      runAxe(loaded.world, loaded.axeLoaded, axeTimeMs),
      options.signal ? AbortSignal.any([options.signal, crashed.signal]) : crashed.signal,
    );
    return { ...loaded.page, browser: { ...loaded.observed, axe } };
  } catch (error) {
    // The caller's own abort is a shutdown, not a page failure (FetchOptions.signal); every other
    // abort is the deadline's and ends the analysis as render_timeout.
    if (options.signal?.aborted) throw abortReason(options.signal);
    throw failureOf(crashed.signal.aborted ? crashed.signal.reason : error, url, deadline.aborted, timeoutMs);
  } finally {
    browser?.off('disconnected', onCrash);
    // The pool closes the context out of the analysis' way; one that went with its browser only frees its slot.
    if (tab && crashed.signal.aborted) host.contexts.forget();
    else if (tab) void host.contexts.release(tab);
  }
}

interface Loaded {
  page: FetchedPage;
  observed: BrowserObservations;
  world: IsolatedWorld;
  axeLoaded: Promise<void>;
}

async function load(page: Page, url: URL, allowance: PrivateAllowance, timeoutMs: number): Promise<Loaded> {
  const observed: BrowserObservations = { scriptErrors: [], failedRequests: [] };
  const refused = new Map<HTTPRequest, string>();
  let requests = 0;
  page.on('pageerror', (error) => observed.scriptErrors.push(error instanceof Error ? error.message : String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK_CONSOLE_ERROR.test(message.text()))
      observed.scriptErrors.push(message.text());
  });
  const skipped = new WeakSet<HTTPRequest>();
  page.on('requestfailed', (request) => {
    if (!isMainDocument(page, request) && !skipped.has(request)) {
      observed.failedRequests.push({
        url: request.url(),
        reason: refused.get(request) ?? request.failure()?.errorText ?? 'failed',
      });
    }
  });
  /** The response of the document the page shows now: a client-side redirect replaces goto's. */
  let main: HTTPResponse | null = null;
  page.on('response', (response) => {
    if (isMainDocument(page, response.request())) main = response;
    else if (response.status() >= 400) {
      observed.failedRequests.push({ url: response.url(), reason: `answered HTTP ${response.status()}` });
    }
  });
  /** Set once the document to analyse is chosen: the page may not navigate away from it any more. */
  let settled = false;
  const websocketsChecked = await watchWebSockets(page, allowance, (failure) => observed.failedRequests.push(failure));
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (UNREAD_TYPES.has(request.resourceType())) {
      skipped.add(request);
      void request.abort('blockedbyclient').catch(() => {});
      return;
    }
    if (settled && isMainDocument(page, request)) {
      // Cancelled, not blocked: a blocked navigation would put an error page in place of the document.
      skipped.add(request);
      void request.abort('aborted').catch(() => {});
      return;
    }
    requests += 1;
    void admit(page, request, allowance, requests)
      .then((reason) => {
        if (reason === null) return request.continue();
        refused.set(request, reason);
        return request.abort('blockedbyclient');
      })
      .catch(() => {});
  });
  /**
   * The guard refused a hop of the page itself (a redirect, or a navigation of its own after
   * `load`): the same failure as a plain fetch's, never the browser's error page in its place.
   */
  const assertNoRefusedHop = () => {
    const hop = [...refused].find(([request]) => isMainDocument(page, request));
    if (hop) throw new AnalysisFailure('blocked_address', `${hop[0].url().slice(0, 120)}: ${hop[1]}`);
  };
  const response = await page.goto(url.href, { waitUntil: 'load', timeout: timeoutMs }).catch((error: unknown) => {
    assertNoRefusedHop();
    throw error;
  });
  if (!response) throw new AnalysisFailure('unreachable', `${url.host} gave the browser no response`);
  assertHtml(response.headers()['content-type']);
  const { world, axeLoaded, html, domQuiet } = await settle(page, (on) => (settled = on));
  observed.domQuiet = domQuiet;
  assertNoRefusedHop();
  const shown = main ?? response;
  assertHtml(shown.headers()['content-type']);
  await websocketsChecked();
  if (html.length > RENDER_LIMITS.maxDomLength)
    throw new AnalysisFailure('too_large', `the rendered page is larger than ${RENDER_LIMITS.maxDomLength} characters`);
  // axe runs after the DOM is serialised, and the page may not navigate since: the analyzer and axe read the same page.
  return {
    page: { url: shown.url(), status: shown.status(), headers: shown.headers(), html },
    observed,
    world,
    axeLoaded,
  };
}

/**
 * The document the analysis reads, serialised once its DOM has been quiet (dom-quiet.ts), with
 * axe's source evaluated beside it. A page that
 * navigates itself after `load` (a redirect stub's `location.replace` or meta refresh) takes its
 * isolated world with the document it leaves: the render follows it to the next document, as a
 * reader's browser would (a page that never stops meets the render's deadline). Once the network is
 * idle, `freeze` stops the page navigating (on: true): the document it then shows is the one read.
 */
async function settle(
  page: Page,
  freeze: (on: boolean) => void,
): Promise<{ world: IsolatedWorld; axeLoaded: Promise<void>; html: string; domQuiet: boolean }> {
  for (;;) {
    freeze(false);
    const world = await openIsolatedWorld(page);
    try {
      await world.loaded();
      // The renderer is mostly idle while the page settles: axe's source is evaluated then.
      const axeLoaded = loadAxe(world);
      axeLoaded.catch(() => {});
      await page
        .waitForNetworkIdle({ idleTime: RENDER_LIMITS.idleMs, timeout: RENDER_LIMITS.idleWaitMs })
        .catch(() => {});
      const domQuiet = await waitForQuietDom(world);
      freeze(true);
      if (await world.left()) continue;
      await world.revealShadowRoots();
      return { world, axeLoaded, html: await serialiseDom(world), domQuiet };
    } catch (error) {
      if (!(await world.left())) throw error;
    }
  }
}

function assertHtml(contentType: string | undefined): void {
  const type = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!HTML_TYPES.has(type))
    throw new AnalysisFailure(
      'not_html',
      type === '' ? 'the page has no Content-Type' : `the page is ${type.slice(0, 80)}, not HTML`,
    );
}

/** Why a request may not go out, or null. The guard proxy refuses the same requests again at connect time. */
async function admit(
  page: Page,
  request: HTTPRequest,
  allowance: PrivateAllowance,
  count: number,
): Promise<string | null> {
  const url = URL.parse(request.url());
  if (url === null) return 'not a URL';
  if (!WEB_PROTOCOLS.has(url.protocol) && !url.protocol.startsWith('ws')) {
    // data: and blob: subresources never touch the network; the top frame navigates only to the web.
    return request.isNavigationRequest() && request.frame() === page.mainFrame()
      ? `the page may not navigate to ${url.protocol}`
      : null;
  }
  if (count > RENDER_LIMITS.maxRequests) return `over ${RENDER_LIMITS.maxRequests} requests`;
  try {
    await assertAllowedUrl(url, allowance);
    return null;
  } catch (error) {
    return `refused: ${describe(error)}`;
  }
}

function isMainDocument(page: Page, request: HTTPRequest): boolean {
  return request.isNavigationRequest() && request.frame() === page.mainFrame();
}

function failureOf(error: unknown, url: URL, timedOut: boolean, timeoutMs: number): AnalysisFailure {
  if (error instanceof AnalysisFailure) return error;
  if (timedOut || (error instanceof Error && error.name === 'TimeoutError')) {
    return new AnalysisFailure(
      'render_timeout',
      `${url.host} did not finish loading in the browser within ${timeoutMs} ms`,
      { cause: error },
    );
  }
  return new AnalysisFailure(
    'render_failed',
    `the browser could not render ${url.host}: ${describe(error).slice(0, 200)}`,
    { cause: error },
  );
}
