/**
 * One browser serves every analysis, each in a context of the host's pool: what one page leaves
 * behind (cookies, storage) never reaches the next, and the contexts alive at once never exceed
 * the pool's bound. The accessibility render skips fonts and media; a performance measure loads them.
 */
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { TargetType } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { BrowserHost } from '../../../src/service/render/browser-host.js';
import { measurePage } from '../../../src/service/render/measure-page.js';
import { renderPage } from '../../../src/service/render/render-page.js';
import { html, startPageServer, type PageServer } from '../analyzer/page-server.js';
import { browser, describeRender, requireBrowser } from './with-browser.js';

const GENEROUS_MS = 60_000;
const BOUND = 1;

let site: PageServer;
let host: BrowserHost;
/** The Cookie header of each request for /read. */
const cookiesSent: string[] = [];
/** Contexts of the browser (its default one aside) each time a page of /count was asked for. */
const contextsSeen: number[] = [];
/** Every path the site was asked for. */
const asked: string[] = [];

/** The page writes what it can see of earlier pages into its title, which the render returns. */
const SEEN = `document.title = 'cookie=[' + document.cookie + '] local=[' + localStorage.getItem('k') +
  '] session=[' + sessionStorage.getItem('k') + ']';`;

beforeAll(async () => {
  requireBrowser();
  site = await startPageServer({
    '/set': html(
      `<!DOCTYPE html><html lang="en"><title>set</title><script>
      document.cookie = 'script=A; path=/'; localStorage.setItem('k', 'A'); sessionStorage.setItem('k', 'A');
      ${SEEN}</script>`,
      { 'set-cookie': 'header=A; Path=/' },
    ),
    '/read': (request, response) => {
      cookiesSent.push(request.headers.cookie ?? '');
      html(`<!DOCTYPE html><html lang="en"><title>read</title><script>${SEEN}</script>`)(request, response);
    },
    '/count': (request, response) => {
      void host
        .browser()
        .then((running) => contextsSeen.push(running.browserContexts().length - 1))
        .finally(() => html('<!DOCTYPE html><html lang="en"><title>count</title><p>Counted.</p>')(request, response));
    },
    '/styled': html(`<!DOCTYPE html><html lang="en"><head><title>Fonts and media</title>
      <style>@font-face { font-family: Brand; src: url(/brand.woff2) format("woff2"); }
      body { font-family: Brand; }</style></head><body><p>Words set in the brand's own font.</p>
      <video src="/clip.webm" autoplay muted preload="auto"></video></body></html>`),
    '/brand.woff2': (request, response) => void (asked.push('/brand.woff2'), response.writeHead(404).end()),
    '/clip.webm': (request, response) => void (asked.push('/clip.webm'), response.writeHead(404).end()),
  });
  host = new BrowserHost(browser!, true, BOUND);
});

afterAll(async () => {
  await host?.close();
  await site?.close();
});

const render = (path: string) => renderPage(host, new URL(site.url(path)), { allowance: true, timeoutMs: GENEROUS_MS });

describeRender('contexts of one browser, from a bounded pool', () => {
  it('a cookie or storage set by one page is not seen by the next page analysed', async () => {
    // The first page does see what it set: the test would notice a page that sets nothing.
    expect((await render('/set')).html).toContain('<title>cookie=[header=A; script=A] local=[A] session=[A]</title>');
    const next = await render('/read');
    expect(next.html).toContain('<title>cookie=[] local=[null] session=[null]</title>');
    expect(cookiesSent).toEqual(['']);
  });

  it('never holds more contexts than its bound, however many pages are asked for at once', async () => {
    const pages = await Promise.all(Array.from({ length: 4 }, () => render('/count')));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200]);
    expect(contextsSeen).toHaveLength(4);
    expect(Math.max(...contextsSeen)).toBe(BOUND);
    expect(host.contexts.alive).toBeLessThanOrEqual(BOUND);
  });

  it('opens the next context ahead as fresh as any, and a close with one open leaves no process', async () => {
    const own = new BrowserHost(browser!, true, BOUND);
    try {
      const renderOwn = (path: string) =>
        renderPage(own, new URL(site.url(path)), { allowance: true, timeoutMs: GENEROUS_MS });
      expect((await renderOwn('/set')).html).toContain('cookie=[header=A; script=A]');
      // The render's tab went to the site: a blank tab is the one opened ahead.
      const running = await own.browser();
      await running.waitForTarget((target) => target.type() === TargetType.PAGE && target.url() === 'about:blank');
      expect((await renderOwn('/read')).html).toContain('<title>cookie=[] local=[null] session=[null]</title>');
      await running.waitForTarget((target) => target.type() === TargetType.PAGE && target.url() === 'about:blank');
      const launched = running.process()!;
      const exited = launched.exitCode === null ? once(launched, 'exit') : Promise.resolve();
      await own.close();
      // close() resolves once the browser answered; its process exits after that, and browser-host.ts
      // then kills what is left of its group: each helper ends once the kill reaches it.
      await exited;
      await vi.waitFor(() => expect(liveInGroup(launched.pid!)).toEqual([]), { timeout: 10_000 });
    } finally {
      await own.close();
    }
  });

  it('skips fonts and media in the accessibility render, and loads them in a performance measure', async () => {
    await render('/styled');
    expect(asked).toEqual([]);
    await measurePage(host, new URL(site.url('/styled')), { runs: 1, timeoutMs: GENEROUS_MS });
    expect(asked).toEqual(expect.arrayContaining(['/brand.woff2', '/clip.webm']));
  });
});

/** Processes of the group `leader` led that have not ended (a zombie has). */
function liveInGroup(leader: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(group) === leader && state !== 'Z';
      } catch {
        return false; // Ended while it was read.
      }
    })
    .map(Number);
}
