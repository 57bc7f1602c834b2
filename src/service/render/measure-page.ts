/**
 * `performance: true`: lab metrics of a page, measured over several loads, each in a fresh
 * browser context of the host's pool (no cache, cookies or connections carried from the last load).
 * Unlike the accessibility render, a measured load fetches everything the page asks for: fonts,
 * media and images are part of its weight and of its largest paint.
 *
 * The values come from the field's own code, not our timing: Google's web-vitals library (the
 * code sites use to report Core Web Vitals) gives LCP, CLS, FCP and TTFB; TBT is the blocking
 * part (over 50 ms) of the long tasks after the first contentful paint up to a quiet window, as
 * Lighthouse defines it (MEASURE_QUIET); the network totals come from the DevTools protocol, every
 * response's encoded size up to network quiet. Both scripts run in an isolated world of
 * their own, added before the page's first script runs: the page shares the DOM with them but not
 * the JavaScript globals, so it can neither replace `PerformanceObserver` nor rewrite the numbers.
 * Every connection still goes through the guard proxy the browser was started with.
 */
import { readFile } from 'node:fs/promises';
import type { CDPSession, Page } from 'puppeteer-core';
import { MetricsRun, summariseRuns, type PageMetrics } from '../../model/metrics.js';
import { AnalysisFailure } from '../analyzer/failure.js';
import type { BrowserHost, Tab } from './browser-host.js';
import { RENDER_LIMITS } from './render-page.js';
import { withTimeoutRetry } from './timeout-retry.js';
import { untilAborted } from './until-aborted.js';

const WORLD = 'pagegate-metrics';
/** web-vitals' self-contained build, read as text like axe's (run-axe.ts says why). */
const WEB_VITALS_SOURCE = new URL('../../../node_modules/web-vitals/dist/web-vitals.iife.js', import.meta.url);
let webVitalsSource: Promise<string> | undefined;

/** How long a read waits for the paint callbacks of a page that may never paint. */
const NO_PAINT_WAIT_MS = 2_000;

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks input. */
const BLOCKING_AFTER_MS = 50;

/**
 * When a load is read. TBT counts long tasks up to the end of the last one followed by a quiet
 * window (Lighthouse's Time to Interactive rule): a task a load handler runs after `load` blocks
 * input as much as one before it. The bytes and requests are counted once the network has then
 * been quiet, so a request the page makes after `load` counts on every run, however busy the machine.
 */
export const MEASURE_QUIET = {
  /** No long task for this long after the first paint, or after the last long task... */
  cpuWindowMs: 5_000,
  /** ...waited for at most this long after the network first went quiet. */
  cpuCapMs: 10_000,
  /** Then no request in flight for this long... */
  networkIdleMs: 500,
  /** ...waited for at most this long. */
  networkCapMs: 5_000,
};

/** Collects into the isolated world's own global; runs there before any script of the page. */
const COLLECTOR = `;(() => {
  const seen = { tasks: [] };
  globalThis.__pagegateMetrics = seen;
  const keep = (metric) => { seen[metric.name] = metric.value; };
  webVitals.onLCP(keep, { reportAllChanges: true });
  webVitals.onCLS(keep, { reportAllChanges: true });
  webVitals.onFCP(keep);
  webVitals.onTTFB(keep);
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) seen.tasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

/**
 * Observers are called back in the order they were registered, in one task: once a new observer
 * of paints has had its buffered entries, web-vitals' earlier observers have had theirs. Without
 * that wait a read on a busy machine could come before a paint's callback and miss FCP and LCP.
 * A page that never paints gets no callback; the timer ends the wait then.
 */
const READ = `(async () => {
  await new Promise((resolve) => {
    const flushed = new PerformanceObserver(() => { flushed.disconnect(); resolve(); });
    flushed.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, ${NO_PAINT_WAIT_MS});
  });
  const seen = globalThis.__pagegateMetrics ?? { tasks: [] };
  const blocking = performance.getEntriesByType('resource')
    .filter((entry) => entry.renderBlockingStatus === 'blocking').map((entry) => entry.name);
  return JSON.stringify({ ...seen, blocking });
})()`;

const QUIET_WAITS_MS =
  RENDER_LIMITS.idleWaitMs + MEASURE_QUIET.cpuCapMs + MEASURE_QUIET.networkCapMs + NO_PAINT_WAIT_MS;

/** Waits, in the metrics world, for the quiet window after the first paint and the last long task (MEASURE_QUIET). */
const CPU_QUIET = `(async () => {
  const started = performance.now();
  for (;;) {
    const seen = globalThis.__pagegateMetrics ?? { tasks: [] };
    const busyUntil = Math.max(seen.FCP ?? 0, ...seen.tasks.map(([start, duration]) => start + duration));
    const now = performance.now();
    const left = Math.min(busyUntil + ${MEASURE_QUIET.cpuWindowMs} - now, started + ${MEASURE_QUIET.cpuCapMs} - now);
    if (left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, left));
  }
})()`;

interface MeasureOptions {
  runs: number;
  signal?: AbortSignal;
  /** Per load; default the render limit. */
  timeoutMs?: number;
}

/** The page's metrics over `runs` loads, one after another (loads side by side would slow each other). */
export async function measurePage(host: BrowserHost, url: URL, options: MeasureOptions): Promise<PageMetrics> {
  webVitalsSource ??= readFile(WEB_VITALS_SOURCE, 'utf8');
  const source = `${await webVitalsSource}\n${COLLECTOR}`;
  const runs: MetricsRun[] = [];
  const timeoutMs = options.timeoutMs ?? RENDER_LIMITS.timeoutMs;
  for (let run = 0; run < options.runs; run += 1) {
    runs.push(await withTimeoutRetry((attemptMs) => measureOnce(host, url, source, options, attemptMs), timeoutMs));
  }
  return summariseRuns(runs);
}

async function measureOnce(
  host: BrowserHost,
  url: URL,
  source: string,
  options: MeasureOptions,
  timeoutMs: number,
): Promise<MetricsRun> {
  // The page's own time to load, and the quiet waits after it, each bounded by its cap.
  const deadline = AbortSignal.timeout(timeoutMs + QUIET_WAITS_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let tab: Tab | undefined;
  try {
    tab = await host.contexts.acquire(signal);
    return await untilAborted(load(tab.page, url, source, timeoutMs), signal);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof AnalysisFailure) throw error;
    throw new AnalysisFailure(
      deadline.aborted ? 'render_timeout' : 'render_failed',
      deadline.aborted
        ? `${url.host} did not finish a measured load within ${timeoutMs} ms`
        : `the browser could not measure ${url.host}`,
      { cause: error },
    );
  } finally {
    if (tab) await host.contexts.release(tab);
  }
}

async function load(page: Page, url: URL, source: string, timeoutMs: number): Promise<MetricsRun> {
  const cdp = await page.createCDPSession();
  const worlds = new Map<string, number>();
  cdp.on('Runtime.executionContextCreated', ({ context: created }) => {
    const frameId = (created.auxData as { frameId?: string } | undefined)?.frameId;
    if (created.name === WORLD && frameId) worlds.set(frameId, created.id);
  });
  const network = watchNetwork(cdp);
  await cdp.send('Runtime.enable');
  await cdp.send('Page.enable');
  await cdp.send('Network.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source, worldName: WORLD });
  const response = await page.goto(url.href, { waitUntil: 'load', timeout: timeoutMs });
  if (!response) throw new AnalysisFailure('unreachable', `${url.host} gave the browser no response`);
  await page.waitForNetworkIdle({ idleTime: RENDER_LIMITS.idleMs, timeout: RENDER_LIMITS.idleWaitMs }).catch(() => {});
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const contextId = worlds.get(frameTree.frame.id);
  if (contextId === undefined)
    throw new AnalysisFailure('render_failed', 'the metrics could not be read from the page');
  await cdp.send('Runtime.evaluate', { contextId, expression: CPU_QUIET, awaitPromise: true });
  await page
    .waitForNetworkIdle({ idleTime: MEASURE_QUIET.networkIdleMs, timeout: MEASURE_QUIET.networkCapMs })
    .catch(() => {});
  const { result } = await cdp.send('Runtime.evaluate', {
    contextId,
    expression: READ,
    returnByValue: true,
    awaitPromise: true,
  });
  return runFrom(result.value, network);
}

function watchNetwork(cdp: CDPSession): { requests: number; bytes: number } {
  const totals = { requests: 0, bytes: 0 };
  cdp.on('Network.requestWillBeSent', () => (totals.requests += 1));
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (totals.bytes += encodedDataLength));
  return totals;
}

/** What the isolated world saw, checked: a value that is not a finite number counts as not measured. */
function runFrom(text: unknown, network: { requests: number; bytes: number }): MetricsRun {
  const seen = (typeof text === 'string' ? JSON.parse(text) : {}) as Record<string, unknown>;
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
  const fcp = number(seen.FCP);
  const tasks = Array.isArray(seen.tasks) ? (seen.tasks as unknown[]) : [];
  const tbt = tasks.reduce<number>((total, task) => {
    const [start, duration] = Array.isArray(task) ? task.map(number) : [];
    if (start == null || duration == null || fcp === null || start + duration <= fcp) return total;
    // Only the part of a task after FCP counts, as Lighthouse clips it.
    return total + Math.max(0, start + duration - Math.max(start, fcp) - BLOCKING_AFTER_MS);
  }, 0);
  return MetricsRun.parse({
    lcp_ms: number(seen.LCP),
    cls: number(seen.CLS),
    tbt_ms: fcp === null ? null : tbt,
    fcp_ms: fcp,
    ttfb_ms: number(seen.TTFB),
    transfer_bytes: network.bytes,
    requests: network.requests,
    render_blocking: Array.isArray(seen.blocking)
      ? seen.blocking.filter((entry): entry is string => typeof entry === 'string').slice(0, 100)
      : [],
  });
}
