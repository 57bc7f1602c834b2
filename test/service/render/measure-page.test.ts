/**
 * Lab metrics move with what the page does: a late hero image raises LCP, a late image without
 * dimensions above text raises CLS, a long task raises TBT, a large blocking script raises the
 * weight and is named as render-blocking. The page's own scripts cannot forge the numbers.
 * Each assertion compares two pages served side by side, never a wall-clock bound.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BrowserHost } from '../../../src/service/render/browser-host.js';
import { measurePage } from '../../../src/service/render/measure-page.js';
import { html, startPageServer, type PageServer, type Route } from '../analyzer/page-server.js';
import { browser, describeRender, requireBrowser } from './with-browser.js';
import { noisyPng } from './noisy-png.js';

let site: PageServer;
let host: BrowserHost;
/**
 * A late image is held until the page asks for its release: it then arrives after the first paint,
 * however loaded the machine is, with no timer. Whichever of the two requests comes second meets
 * the first: each side counts what the other still owes.
 */
const late: Record<string, { held: (() => void)[]; releases: number }> = {};
const lateOf = (name: string) => (late[name] ??= { held: [], releases: 0 });

const PNG = noisyPng(400, 300);
const image: Route = (_, response) => void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
/** Answers once the page has painted its text: the image then arrives after FCP, whatever the load. */
const lateImage =
  (name: string): Route =>
  (_, response) => {
    const send = () => void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    const state = lateOf(name);
    if (state.releases > 0) {
      state.releases -= 1;
      send();
    } else state.held.push(send);
  };
const TEXT = '<p>Some text that paints first, long enough to be the first contentful paint.</p>';
/** The page asks for its late image only after its first paint, then lets it through. */
const afterPaint = (src: string, attributes = '') =>
  `<script>requestAnimationFrame(() => setTimeout(() => {
     const img = new Image(); img.src = ${JSON.stringify(src)}; ${attributes}
     document.body.prepend(img); fetch('/release?name=' + encodeURIComponent(${JSON.stringify(src)}));
   }, 0));</script>`;

beforeAll(async () => {
  requireBrowser();
  site = await startPageServer({
    '/plain': html(`<!DOCTYPE html><html lang="en"><title>Plain</title><body>${TEXT}</body></html>`),
    '/hero.png': image,
    '/hero-late.png': lateImage('/hero-late.png'),
    '/shift.png': lateImage('/shift.png'),
    '/release': (request, response) => {
      const name = new URL(request.url ?? '/', 'http://x').searchParams.get('name') ?? '';
      const state = lateOf(name);
      const waiting = state.held.shift();
      if (waiting) waiting();
      else state.releases += 1;
      response.writeHead(204).end();
    },
    '/hero': html(
      `<!DOCTYPE html><html lang="en"><title>Hero</title><body>${TEXT}` +
        `<img src="/hero.png" width="400" height="300" alt="hero"></body></html>`,
    ),
    '/hero-late': html(
      `<!DOCTYPE html><html lang="en"><title>Late hero</title><body>${TEXT}` +
        `${afterPaint('/hero-late.png', 'img.width = 400; img.height = 300;')}</body></html>`,
    ),
    '/shift': html(
      `<!DOCTYPE html><html lang="en"><title>Shift</title><body>${TEXT.repeat(5)}` +
        `${afterPaint('/shift.png')}</body></html>`,
    ),
    '/busy': html(
      `<!DOCTYPE html><html lang="en"><title>Busy</title><body>${TEXT}` +
        `<script>requestAnimationFrame(() => setTimeout(() => { const end = Date.now() + 700; ` +
        `while (Date.now() < end) {} }, 0));</script></body></html>`,
    ),
    '/busy-after-load': html(
      `<!DOCTYPE html><html lang="en"><title>Busy after load</title><body>${TEXT}` +
        // After load and after the first paint (TBT counts from it): events, not a timer's guess.
        `<script>addEventListener('load', () => new PerformanceObserver((list, observer) => { ` +
        `observer.disconnect(); setTimeout(() => { const end = Date.now() + 700; while (Date.now() < end) {} }, 0); ` +
        `}).observe({ type: 'paint', buffered: true }));</script></body></html>`,
    ),
    '/fetch-after-load': html(
      `<!DOCTYPE html><html lang="en"><title>Fetches after load</title><body>${TEXT}` +
        `<script>addEventListener('load', () => setTimeout(() => fetch('/heavy.js'), 0));</script></body></html>`,
    ),
    '/heavy.js': (_, response) =>
      void response.writeHead(200, { 'content-type': 'text/javascript' }).end(`/*${'x'.repeat(1_500_000)}*/`),
    '/heavy': html(
      `<!DOCTYPE html><html lang="en"><head><title>Heavy</title><script src="/heavy.js"></script></head>` +
        `<body>${TEXT}</body></html>`,
    ),
    '/forged': html(
      `<!DOCTYPE html><html lang="en"><head><title>Forged</title><script>
         window.PerformanceObserver = function () { return { observe() {} }; };
         Object.defineProperty(window, '__pagegateMetrics', { get: () => ({ FCP: 1, LCP: 1, CLS: 0, tasks: [] }) });
         Array.prototype.filter = function () { return []; };
         JSON.stringify = () => '{"LCP":1}';
       </script><script src="/heavy.js"></script></head><body>${TEXT}
       <script>requestAnimationFrame(() => setTimeout(() => { const end = Date.now() + 700;
         while (Date.now() < end) {} }, 0));</script></body></html>`,
    ),
  });
  host = new BrowserHost(browser!, true);
});

afterAll(async () => {
  await host?.close();
  await site?.close();
});

const measure = (path: string, runs = 1) => measurePage(host, new URL(site.url(path)), { runs, timeoutMs: 60_000 });

describeRender('performance metrics of a rendered page', () => {
  // Each load waits out its quiet windows (MEASURE_QUIET): several loads take their sum.
  it('measures every metric of a plain page, medians with their spread', { timeout: 120_000 }, async () => {
    const metrics = await measure('/plain', 3);
    expect(metrics.runs).toBe(3);
    for (const name of ['lcp_ms', 'cls', 'tbt_ms', 'fcp_ms', 'ttfb_ms', 'transfer_bytes', 'requests'] as const) {
      const spread = metrics[name];
      expect(spread, name).not.toBeNull();
      expect(spread!.min).toBeLessThanOrEqual(spread!.median);
      expect(spread!.median).toBeLessThanOrEqual(spread!.max);
    }
    expect(metrics.requests!.median).toBe(1);
    expect(metrics.render_blocking).toEqual([]);
  });

  it('a hero image that arrives after the first paint raises LCP above FCP', async () => {
    const [onTime, late] = [await measure('/hero'), await measure('/hero-late')];
    expect(late.lcp_ms!.median).toBeGreaterThan(late.fcp_ms!.median);
    expect(onTime.lcp_ms!.median).toBeGreaterThanOrEqual(onTime.fcp_ms!.median);
  });

  it('a late image without dimensions above the text shifts the layout', async () => {
    const [plain, shifted] = [await measure('/plain'), await measure('/shift')];
    expect(plain.cls!.median).toBe(0);
    expect(shifted.cls!.median).toBeGreaterThan(0.05);
  });

  // TBT counts a task's time past 50 ms after the first paint; a busy machine can paint late, inside
  // the task, so the bound leaves room for that and stays far above a quiet page's 0.
  it('a 700 ms task after the first paint blocks for hundreds of ms', async () => {
    const [plain, busy] = [await measure('/plain'), await measure('/busy')];
    expect(plain.tbt_ms!.median).toBe(0);
    expect(busy.tbt_ms!.median).toBeGreaterThanOrEqual(400);
  });

  it('a 700 ms task queued by a load handler blocks for hundreds of ms', async () => {
    const [plain, busy] = [await measure('/plain'), await measure('/busy-after-load')];
    expect(busy.tbt_ms!.median).toBeGreaterThan(plain.tbt_ms!.median + 300);
  });

  it('the bytes of a request a load handler makes count in the page weight', async () => {
    const [plain, fetching] = [await measure('/plain'), await measure('/fetch-after-load')];
    expect(fetching.transfer_bytes!.median).toBeGreaterThan(plain.transfer_bytes!.median + 1_000_000);
    expect(fetching.requests!.median).toBe(plain.requests!.median + 1);
  });

  it('a 1.5 MB blocking script adds its weight and is named as render-blocking', async () => {
    const [plain, heavy] = [await measure('/plain'), await measure('/heavy')];
    expect(heavy.transfer_bytes!.median - plain.transfer_bytes!.median).toBeGreaterThan(1_500_000);
    expect(heavy.requests!.median).toBe(2);
    expect(heavy.render_blocking).toEqual([site.url('/heavy.js')]);
  });

  it("the page's own scripts cannot rewrite what is measured", async () => {
    const forged = await measure('/forged');
    expect(forged.render_blocking).toEqual([site.url('/heavy.js')]);
    expect(forged.tbt_ms!.median).toBeGreaterThanOrEqual(400);
    expect(forged.lcp_ms!.median).toBeGreaterThan(1);
    expect(forged.transfer_bytes!.median).toBeGreaterThan(1_500_000);
  });
});
