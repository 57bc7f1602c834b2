/**
 * One browser per service, launched on the first render (puppeteer-core is imported then, so a
 * service or an action that never renders never loads it) and launched again after it dies.
 * Every connection it makes goes through the guard proxy (guard-proxy.ts).
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import type { PrivateAllowance } from '../analyzer/address.js';
import { ContextPool } from './context-pool.js';
import type { FoundBrowser } from './find-browser.js';
import { startGuardProxy, type GuardProxy } from './guard-proxy.js';
import { READER_FLAGS, readerIdentity, type ReaderIdentity } from './reader-identity.js';

/**
 * This machine's network refuses connections it does not expect: nothing the browser does on its
 * own (updates, sync, field trials, QUIC) may be attempted. No sandbox as root: Chromium refuses
 * to start sandboxed under uid 0 (CI containers).
 */
const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  // WebRTC's UDP is the one way out that no proxy carries: without this policy a page gathers host
  // candidates and sends STUN packets straight from the machine. The headless shell reads the policy
  // from this switch only: `--webrtc-ip-handling-policy` is not one of its switches (in Chrome the
  // same setting is the WebRtcIPHandling policy), so it is not passed.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  // Memory: the GPU (unused: --disable-gpu) and network services run in the browser's own process
  // rather than one each; two processes fewer, measured in docs/rendering-axe.md.
  '--in-process-gpu',
  '--enable-features=NetworkServiceInProcess2',
  // Memory: each renderer's V8 young generation capped at 1 MB a semi-space. axe-core's walk of a
  // large docs page grows it to V8's default maximum and the renderer keeps it until the context
  // closes; capped, the browser's peak on rendered docs pages fell by 50-70 MB at the same speed
  // (bench/README.md). A garbage collector's setting: what the page and axe-core see is unchanged.
  '--js-flags=--max-semi-space-size=1',
  // Not silenced, for want of a switch: with these flags (traced with strace while rendering) the
  // one socket Chromium opens outside the proxy is its host resolver's IPv6 reachability probe, a
  // UDP connect() to 2001:4860:4860::8888 port 443 that sends no packet, on the first navigation.
  // Stock Chromium has no switch for it (ungoogled-chromium patches one in); neither
  // --disable-features=AsyncDns,DnsOverHttps nor --host-resolver-rules nor a proxy named
  // `localhost` removes it, so none of them is passed.
];

/** puppeteer starts the browser as a process group leader: the group is the browser with every helper it started. */
export function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** A renderer stuck in a script may not answer a close: past this, the browser is not trusted with the next context. */
const CLOSE_WAIT_MS = 5_000;

/** Contexts alive at once when the host is not told: the service's default workers. */
const DEFAULT_CONTEXTS = 4;

/** A fresh incognito context with its one tab open: what an analysis or a measured load gets from the pool. */
export interface Tab {
  context: BrowserContext;
  /** Blank until used; its renderer process is already started (the pool opens tabs ahead). */
  page: Page;
}

export class BrowserHost {
  readonly #found: FoundBrowser;
  readonly #allowance: PrivateAllowance;
  #proxy: Promise<GuardProxy> | null = null;
  #browser: Promise<Browser> | null = null;
  /** What every tab of the running browser says it is (reader-identity.ts); read once per launch. */
  #identity = new WeakMap<Browser, Promise<ReaderIdentity>>();
  #closed = false;
  /** Every context an analysis or a measured load uses comes from here (context-pool.ts says why fresh ones). */
  readonly contexts: ContextPool<Tab>;

  constructor(found: FoundBrowser, allowance: PrivateAllowance, contexts = DEFAULT_CONTEXTS) {
    this.#found = found;
    this.#allowance = allowance;
    this.contexts = new ContextPool(contexts, {
      open: async () => this.#openTab(),
      close: async (tab) => this.#closeContext(tab.context),
      usable: (tab) => tab.context.browser().connected && !tab.page.isClosed(),
    });
  }

  /** The running browser, launching one when there is none (first use, or the last one died). */
  browser(): Promise<Browser> {
    if (this.#closed) return Promise.reject(new Error('the renderer is closed'));
    if (!this.#browser) {
      const launching = this.#launch();
      this.#browser = launching;
      // A failed launch is not kept: the next render tries again.
      launching.catch(() => {
        if (this.#browser === launching) this.#browser = null;
      });
    }
    return this.#browser;
  }

  /** The browser's process id, while one runs (the bench measures its memory). */
  async pid(): Promise<number | undefined> {
    return (await this.#browser?.catch(() => undefined))?.process()?.pid;
  }

  /** Kills the browser (it stopped answering); the next render launches a new one. */
  async restart(): Promise<void> {
    const browser = await this.#browser?.catch(() => undefined);
    this.#browser = null;
    killGroup(browser?.process()?.pid);
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.contexts.close();
    const browser = await this.#browser?.catch(() => undefined);
    await browser?.close().catch(() => killGroup(browser.process()?.pid));
    await (await this.#proxy)?.close();
  }

  async #openTab(): Promise<Tab> {
    const browser = await this.browser();
    const context = await browser.createBrowserContext({ downloadBehavior: { policy: 'deny' } });
    try {
      const page = await context.newPage();
      let identity = this.#identity.get(browser);
      if (!identity) {
        identity = browser.userAgent().then((userAgent) => readerIdentity(userAgent));
        this.#identity.set(browser, identity);
      }
      await page.setUserAgent(await identity);
      return { context, page };
    } catch (error) {
      await this.#closeContext(context);
      throw error;
    }
  }

  async #closeContext(context: BrowserContext): Promise<void> {
    const closed = context.close().then(
      () => true,
      () => false,
    );
    const inTime = await Promise.race([
      closed,
      new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS, false).unref()),
    ]);
    if (!inTime && context.browser().connected) await this.restart();
  }

  async #launch(): Promise<Browser> {
    this.#proxy ??= startGuardProxy(this.#allowance);
    const proxy = await this.#proxy;
    const { default: puppeteer } = await import('puppeteer-core');
    const shell = this.#found.path.includes('headless-shell');
    const browser = await puppeteer.launch({
      executablePath: this.#found.path,
      headless: shell ? 'shell' : true,
      args: [
        ...QUIET_FLAGS,
        ...READER_FLAGS,
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
        `--proxy-server=${proxy.url}`,
        // Chromium sends loopback around any proxy unless told not to.
        '--proxy-bypass-list=<-loopback>',
      ],
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    // puppeteer's browser starts with a blank tab no analysis uses: its renderer process would
    // hold memory for as long as the browser runs.
    for (const blank of await browser.pages()) await blank.close();
    const current = this.#browser;
    browser.once('disconnected', () => {
      if (this.#browser === current) this.#browser = null;
    });
    // The process launched may be a wrapper script (Debian's is): when it exits, what it started
    // goes too, and the connection is dropped at once rather than when a helper lets go of it.
    const launched = browser.process();
    launched?.once('exit', () => {
      killGroup(launched.pid);
      void browser.disconnect().catch(() => {});
    });
    return browser;
  }
}
