import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCRIPT_BUILT_PAGE } from '../../../src/demo/site.js';
import { startService, type RunningService } from '../../../src/service/index.js';
import { html, startPageServer, type PageServer } from '../analyzer/page-server.js';
import { analysed, call, KEY, settled } from '../service-fixture.js';
import { killGroup } from '../../../src/service/render/browser-host.js';
import { RETRY_MAX_MS } from '../../../src/service/render/timeout-retry.js';
import { describeRender, requireBrowser } from './with-browser.js';

// Pages that must render get a deadline no loaded machine reaches (a render once took over 3 s
// under load); only the pages that hang meet a short one, on a service of their own, and the
// page after them there is a plain one. Patience is past either deadline.
const RENDER = { render: true };
const GENEROUS_MS = 60_000;
const SHORT_MS = 3_000;
/** A page that never finishes meets the deadline twice: the retry's budget grows with the machine's load. */
const TWO_DEADLINES = { timeout: SHORT_MS + RETRY_MAX_MS + GENEROUS_MS };
const checksOf = (report: { findings: { check: string }[] }) => report.findings.map((finding) => finding.check);

let site: PageServer;
let service: RunningService;
/** The same service with the short deadline, for the pages that never finish. */
let deadline: RunningService;
const hung: ServerResponse[] = [];
let slowAsked = Promise.withResolvers<void>();
let firstHung = false;
/** Subresources the site was asked for. */
const asked: string[] = [];
const served =
  (path: string) =>
  (_: unknown, response: ServerResponse): void => {
    asked.push(path);
    response.writeHead(404).end();
  };

beforeAll(async () => {
  requireBrowser();
  site = await startPageServer({
    '/app': html(SCRIPT_BUILT_PAGE),
    '/broken': html(
      `<!DOCTYPE html><html lang="en"><head><title>A page with a broken script</title></head><body>
      <img src="/missing.png?token=s3cret" alt="gone"><script>window.addEventListener('load', () => {}); ` +
        `undefinedFunction();</script></body></html>`,
    ),
    '/plain': html('<!DOCTYPE html><html lang="en"><title>Plain</title><h1>Plain</h1><p>Nothing to run.</p>'),
    '/never-loads': html('<!DOCTYPE html><title>Never loads</title><img src="/hang.png">'),
    '/busy': html('<!DOCTYPE html><title>Busy</title><script>for (;;) {}</script>'),
    '/hang.png': (_, response) => void hung.push(response),
    '/styled': html(`<!DOCTYPE html><html lang="en"><head><title>A page with a web font and a video</title>
      <style>@font-face { font-family: Brand; src: url(/brand.woff2) format("woff2"); }
      body { font-family: Brand; }</style></head><body><main><h1>Styled</h1><p>Words set in the brand's own font.</p>
      <video src="/clip.webm" autoplay muted preload="auto"></video><img src="/photo.png" alt="A photo"></main>
      </body></html>`),
    '/brand.woff2': served('/brand.woff2'),
    '/clip.webm': served('/clip.webm'),
    '/photo.png': served('/photo.png'),
    // The first request never gets an answer; the next one does.
    '/first-hangs': (request, response) => {
      if (firstHung)
        return html('<!DOCTYPE html><html lang="en"><title>Second time lucky</title><h1>Here</h1>')(request, response);
      firstHung = true;
      hung.push(response);
    },
    '/slow': (_, response) => {
      hung.push(response);
      slowAsked.resolve();
    },
  });
  const options = { port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' as const } };
  [service, deadline] = await Promise.all([
    startService({ ...options, renderTimeoutMs: GENEROUS_MS }),
    startService({ ...options, renderTimeoutMs: SHORT_MS }),
  ]);
});

afterAll(async () => {
  for (const response of hung) response.destroy();
  await Promise.all([service?.close(), deadline?.close()]);
  await site?.close();
});

describeRender('render: true through headless Chromium', () => {
  it('sees what a script wrote, where a fetch sees an empty page', async () => {
    const fetched = (await analysed(service.url, site.url('/app'))).body.report;
    expect(checksOf(fetched)).toEqual(
      expect.arrayContaining(['title.missing', 'meta.description', 'headings.h1', 'content.word_count']),
    );
    const rendered = (await analysed(service.url, site.url('/app'), KEY, RENDER)).body.report;
    expect(rendered).toMatchObject({
      status: 'complete',
      render: true,
      title: 'The fixture app, built in the browser',
      http_status: 200,
      final_url: site.url('/app'),
    });
    expect(checksOf(rendered)).not.toEqual(expect.arrayContaining(['title.missing']));
    for (const check of [
      'title.missing',
      'meta.description',
      'headings.h1',
      'images.alt',
      'content.word_count',
      'script.errors',
      'network.failed',
    ]) {
      expect(checksOf(rendered)).not.toContain(check);
    }
    expect(rendered.score).toBeGreaterThan(fetched.score);
  });

  it('reports a script that throws and a missing image, the URL without its query', async () => {
    const report = (await analysed(service.url, site.url('/broken'), KEY, RENDER)).body.report;
    const byCheck = (check: string) => report.findings.filter((finding: { check: string }) => finding.check === check);
    expect(byCheck('script.errors')).toEqual([
      expect.objectContaining({
        severity: 'recommended',
        evidence: expect.stringContaining('undefinedFunction is not defined'),
      }),
    ]);
    expect(byCheck('network.failed')).toEqual([
      expect.objectContaining({
        severity: 'recommended',
        evidence: site.url('/missing.png'),
        message: expect.stringContaining('answered HTTP 404'),
      }),
    ]);
  });

  it('never fetches fonts or media, the analysis reads neither, and does not report them as failed', async () => {
    const report = (await analysed(service.url, site.url('/styled'), KEY, RENDER)).body.report;
    expect(report.status).toBe('complete');
    expect(asked).toContain('/photo.png');
    expect(asked).not.toContain('/brand.woff2');
    expect(asked).not.toContain('/clip.webm');
    const failed = report.findings.filter((finding: { check: string }) => finding.check === 'network.failed');
    expect(failed.map((finding: { evidence: string }) => finding.evidence)).toEqual([
      expect.stringContaining('/photo.png'),
    ]);
  });

  it(
    'fails a page that never finishes loading with render_timeout, and renders the next page',
    TWO_DEADLINES,
    async () => {
      const report = (await analysed(deadline.url, site.url('/never-loads'), KEY, RENDER)).body.report;
      expect(report).toMatchObject({
        status: 'failed',
        error: { code: 'render_timeout', message: expect.stringContaining('a second attempt, after 3000 ms') },
      });
      expect((await analysed(deadline.url, site.url('/plain'), KEY, RENDER)).body.report).toMatchObject({
        status: 'complete',
      });
    },
  );

  it('tries a page that timed out once more, and reports the second attempt', async () => {
    const report = (await analysed(deadline.url, site.url('/first-hangs'), KEY, RENDER)).body.report;
    expect(report).toMatchObject({ status: 'complete', title: 'Second time lucky' });
    expect(firstHung).toBe(true);
  });

  it(
    'fails a page whose script never yields with render_timeout, and renders the next page',
    TWO_DEADLINES,
    async () => {
      const report = (await analysed(deadline.url, site.url('/busy'), KEY, RENDER)).body.report;
      expect(report).toMatchObject({ status: 'failed', error: { code: 'render_timeout' } });
      expect((await analysed(deadline.url, site.url('/plain'), KEY, RENDER)).body.report).toMatchObject({
        status: 'complete',
      });
    },
  );

  it('stops cleanly while renders are starting: the stop drains, nothing is left unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // A service of its own: its browser is still launching when the stop comes.
      const stopping = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
      for (const path of ['/app', '/never-loads']) {
        expect((await call(stopping.url, '/reports', { body: { url: site.url(path), render: true } })).status).toBe(
          202,
        );
      }
      await stopping.close();
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('fails the analysis cleanly when the browser dies during it, and starts a new browser for the next', async () => {
    slowAsked = Promise.withResolvers<void>();
    const posted = await call(service.url, '/reports', { body: { url: site.url('/slow'), render: true } });
    await slowAsked.promise;
    const pid = await service.browserPid();
    expect(pid).toBeTypeOf('number');
    killGroup(pid);
    const report = (await settled(service.url, posted.body.key)).body.report;
    expect(report).toMatchObject({ status: 'failed', error: { code: 'render_failed' } });
    expect((await analysed(service.url, site.url('/app'), KEY, RENDER)).body.report).toMatchObject({
      status: 'complete',
      render: true,
    });
    expect(await service.browserPid()).not.toBe(pid);
  });
});
