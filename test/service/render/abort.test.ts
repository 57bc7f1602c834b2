/**
 * The abort paths of a render, without a browser: a fake host whose page never loads until its
 * context is closed, which is when a real page's navigation rejects. A rejection nobody listens to
 * would end `pagegate serve` with exit 2; here it would reach `unhandled`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserHost } from '../../../src/service/render/browser-host.js';
import { ContextPool } from '../../../src/service/render/context-pool.js';
import { renderPage } from '../../../src/service/render/render-page.js';
import { untilAborted } from '../../../src/service/render/until-aborted.js';

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

/** Node reports unhandled rejections after the microtasks of the current macrotask. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A host whose page navigates until its context is closed, then rejects as puppeteer does. */
function fakeHost() {
  const pageAsked = Promise.withResolvers<void>();
  const pageGiven = Promise.withResolvers<void>();
  const navigating = Promise.withResolvers<void>();
  const closed = Promise.withResolvers<void>();
  const page = {
    on: () => page,
    createCDPSession: async () => ({ on: () => {}, send: async () => ({}) }),
    setBypassServiceWorker: async () => {},
    setRequestInterception: async () => {},
    goto: () => {
      navigating.resolve();
      return closed.promise.then(() => Promise.reject(new Error('Navigating frame was detached')));
    },
  };
  const browser = { connected: true, once: () => {}, off: () => {} };
  const context = {
    browser: () => browser,
    newPage: async () => {
      pageAsked.resolve();
      await pageGiven.promise;
      return page;
    },
    close: async () => closed.resolve(),
  };
  const opened = { count: 0 };
  const contexts = new ContextPool(1, {
    open: async () => {
      opened.count += 1;
      return { context, page: await context.newPage() };
    },
    close: async (closing: { context: typeof context }) => closing.context.close(),
    usable: () => true,
  });
  const host = { contexts } as unknown as BrowserHost;
  return {
    host,
    opened,
    navigating: navigating.promise,
    closed: closed.promise,
    /** The page is asked for; the test hands it over (a slow browser), by default at once. */
    pageAsked: pageAsked.promise,
    givePage: pageGiven.resolve,
  };
}

const URL_ON_LOOPBACK = new URL('http://127.0.0.1:9/page');

describe('untilAborted', () => {
  it('rejects at once with the reason of a signal already aborted, and listens to the work', async () => {
    const work = Promise.withResolvers<string>();
    const reason = new Error('stopping');
    await expect(untilAborted(work.promise, AbortSignal.abort(reason))).rejects.toBe(reason);
    work.reject(new Error('the context closed under the page'));
    await turn();
    expect(unhandled).toEqual([]);
  });

  it('rejects when the signal aborts first, and a work that rejects after it is not left unhandled', async () => {
    const work = Promise.withResolvers<string>();
    const controller = new AbortController();
    const racing = untilAborted(work.promise, controller.signal);
    controller.abort(new Error('deadline'));
    await expect(racing).rejects.toThrow('deadline');
    work.reject(new Error('late'));
    await turn();
    expect(unhandled).toEqual([]);
  });

  it('settles as the work does while the signal stays quiet', async () => {
    await expect(untilAborted(Promise.resolve('done'), new AbortController().signal)).resolves.toBe('done');
    await expect(untilAborted(Promise.reject(new Error('failed')), new AbortController().signal)).rejects.toThrow(
      'failed',
    );
  });
});

describe('renderPage aborted', () => {
  it('by the caller before it starts: the caller’s reason, no context opened', async () => {
    const { host, opened } = fakeHost();
    const reason = new Error('stopping');
    const rendering = renderPage(host, URL_ON_LOOPBACK, { allowance: true, signal: AbortSignal.abort(reason) });
    await expect(rendering).rejects.toBe(reason);
    expect(opened.count).toBe(0);
  });

  it('by the caller while the browser is slow to give a page: the page’s load is still listened to', async () => {
    const { host, pageAsked, givePage, closed } = fakeHost();
    const controller = new AbortController();
    const rendering = renderPage(host, URL_ON_LOOPBACK, { allowance: true, signal: controller.signal });
    await pageAsked;
    controller.abort(new Error('stopping'));
    givePage();
    await expect(rendering).rejects.toThrow('stopping');
    await closed;
    await turn();
    expect(unhandled).toEqual([]);
  });

  it('by the caller while the page loads: the caller’s reason, the context closed, nothing unhandled', async () => {
    const { host, navigating, closed, givePage } = fakeHost();
    givePage();
    const controller = new AbortController();
    const rendering = renderPage(host, URL_ON_LOOPBACK, { allowance: true, signal: controller.signal });
    await navigating;
    controller.abort(new Error('stopping'));
    await expect(rendering).rejects.toThrow('stopping');
    await closed;
    await turn();
    expect(unhandled).toEqual([]);
  });

  it('by its deadline: render_timeout, the context closed, nothing unhandled', async () => {
    const { host, closed, givePage } = fakeHost();
    givePage();
    const rendering = renderPage(host, URL_ON_LOOPBACK, { allowance: true, timeoutMs: 1 });
    await expect(rendering).rejects.toMatchObject({ code: 'render_timeout' });
    await closed;
    await turn();
    expect(unhandled).toEqual([]);
  });
});
