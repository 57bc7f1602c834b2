/**
 * render: true in the reference service: the browser found at start (find-browser.ts), run by
 * browser-host.ts, one page at a time per worker, and never more browser contexts alive (open or
 * still closing) than the workers: the host's context pool holds that bound.
 */
import type { PrivateAllowance } from '../analyzer/address.js';
import type { Analysis, FetchOptions, HtmlAnalyzer } from '../analyzer/analysis.js';
import { pageUrl } from '../analyzer/fetch-page.js';
import type { PageMetrics } from '../../model/metrics.js';
import { BrowserHost } from './browser-host.js';
import { INSTALL_HINT, type FoundBrowser } from './find-browser.js';
import { measurePage } from './measure-page.js';
import { RENDER_LIMITS, renderPage } from './render-page.js';
import { withTimeoutRetry } from './timeout-retry.js';

interface Renderer {
  /** The browser in use, or null: then render requests are refused with `unavailable`. */
  browser: FoundBrowser | null;
  /** Why render requests are refused, for the 422 and for `serve`'s start line; null when available. */
  unavailable: string | null;
  analyze(url: string, options: FetchOptions): Promise<Analysis>;
  /** performance: true: the page's lab metrics over `runs` loads, after its analysis. */
  measure(url: string, runs: number, signal: AbortSignal): Promise<PageMetrics>;
  /** The browser's process id while it runs (the bench reads its memory). */
  pid: () => Promise<number | undefined>;
  close(): Promise<void>;
}

/** The browser runs here; the DOM it leaves is analysed by `analyzeHtml` (the service's thread pool). */
export function createRenderer(
  browser: FoundBrowser | null,
  allowance: PrivateAllowance,
  analyzeHtml: HtmlAnalyzer,
  { contexts, timeoutMs }: { contexts: number; timeoutMs?: number | undefined },
): Renderer {
  const host = browser ? new BrowserHost(browser, allowance, contexts) : null;
  return {
    browser,
    unavailable: host ? null : `this service found no Chromium to render with: ${INSTALL_HINT}`,
    analyze: async (url, options) => {
      if (!host) throw new Error('render requested without a browser');
      const page = await withTimeoutRetry(
        (attemptMs) =>
          renderPage(host, pageUrl(url), {
            allowance: options.allowPrivate,
            ...(options.signal ? { signal: options.signal } : {}),
            timeoutMs: attemptMs,
          }),
        timeoutMs ?? RENDER_LIMITS.timeoutMs,
      );
      const analysis = await analyzeHtml(page.html, page, options.signal);
      return { ...analysis, ...(page.browser?.domQuiet === undefined ? {} : { dom_quiet: page.browser.domQuiet }) };
    },
    measure: async (url, runs, signal) => {
      if (!host) throw new Error('performance requested without a browser');
      return measurePage(host, pageUrl(url), { runs, signal, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
    },
    pid: async () => host?.pid(),
    close: async () => host?.close(),
  };
}
