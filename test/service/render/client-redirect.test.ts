/**
 * A page that navigates itself once it has loaded (rustdoc's redirect stubs: a meta refresh and a
 * script's `location.replace`) takes the render's isolated world with the document it leaves. The
 * render follows it to the document the page ends on, as a reader's browser does, where it failed
 * with a protocol error (the world's context was gone).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BrowserHost } from '../../../src/service/render/browser-host.js';
import { renderPage } from '../../../src/service/render/render-page.js';
import { html, startPageServer, type PageServer } from '../analyzer/page-server.js';
import { browser, describeRender, requireBrowser } from './with-browser.js';

const GENEROUS_MS = 60_000;

let site: PageServer;
let host: BrowserHost;

const stub = (script: string) =>
  html(`<!DOCTYPE html><html lang="en"><head><title>Redirection</title>${script}</head>
    <body><p>Redirecting to <a href="/target">the target</a>.</p></body></html>`);

beforeAll(async () => {
  requireBrowser();
  site = await startPageServer({
    // rustdoc's own shape: both ways at once, the script while the document is parsed.
    '/stub': stub(`<meta http-equiv="refresh" content="0;URL=/target"><script>location.replace('/target');</script>`),
    // After load: the world was opened on this document before it went.
    '/after-load': stub(
      `<script>addEventListener('load', () => setTimeout(() => location.replace('/target')));</script>`,
    ),
    '/target': html(`<!DOCTYPE html><html lang="en"><head><title>Target</title></head>
      <body><main><h1>Target</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`),
  });
  host = new BrowserHost(browser!, true, 2);
});

afterAll(async () => {
  await host?.close();
  await site?.close();
});

const render = (path: string) => renderPage(host, new URL(site.url(path)), { allowance: true, timeoutMs: GENEROUS_MS });

describeRender('a page that navigates itself after it loaded', () => {
  it.each(['/stub', '/after-load'])('%s: the analysis reads the document it ends on, axe included', async (path) => {
    const page = await render(path);
    expect(new URL(page.url).pathname).toBe('/target');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Target</title>');
    expect(page.browser?.axe?.violations.map((violation) => violation.id)).toContain('image-alt');
  });
});
