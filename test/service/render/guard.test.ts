import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseAllowance, startService, type RunningService } from '../../../src/service/index.js';
import { html, redirect, startPageServer, type PageServer } from '../analyzer/page-server.js';
import { analysed, KEY } from '../service-fixture.js';
import { describeRender, requireBrowser } from './with-browser.js';

let site: PageServer;
let target: Server;
let targetPort: number;
let connections = 0;
let service: RunningService;

beforeAll(async () => {
  requireBrowser();
  // The loopback port the guard does not allow: any connection at all is a hole in the guard.
  target = createServer((_, response) => response.end('reached'));
  target.on('connection', () => void (connections += 1));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetPort = (target.address() as AddressInfo).port;
  const elsewhere = (path: string, host = '127.0.0.1') => `http://${host}:${targetPort}${path}`;
  site = await startPageServer({
    '/page': (request, response) =>
      html(`<!DOCTYPE html><html lang="en"><head><title>A page that reaches for another port</title>
        <link rel="prefetch" href="${elsewhere('/prefetch')}"></head><body><h1>Reaching out</h1>
        <img src="${elsewhere('/image.png')}" alt="an image elsewhere">
        <img src="/bounce.png" alt="an image that redirects elsewhere">
        <iframe src="${elsewhere('/frame')}" title="a frame elsewhere"></iframe>
        <img src="${elsewhere('/by-name.png', 'localhost')}" alt="by name">
        <script>
          fetch(${JSON.stringify(elsewhere('/fetch'))}).catch(() => {});
          try { new WebSocket(${JSON.stringify(elsewhere('/socket').replace('http', 'ws'))}); } catch {}
        </script></body></html>`)(request, response),
    '/bounce.png': redirect(elsewhere('/redirected.png')),
    '/leaves': html(`<!DOCTYPE html><html lang="en"><title>A page that leaves</title>
      <script>addEventListener('load', () => location.replace(${JSON.stringify(elsewhere('/away'))}));</script>`),
    '/refreshes': html(`<!DOCTYPE html><html lang="en"><title>A page that refreshes elsewhere</title>
      <meta http-equiv="refresh" content="0; url=${elsewhere('/away')}">`),
  });
  service = await startService({
    port: 0,
    allowPrivate: parseAllowance([`127.0.0.1:${site.port}`]),
    cacheTtlSeconds: 0,
    keys: { [KEY]: 'pro' },
  });
});

afterAll(async () => {
  await service?.close();
  await site?.close();
  target?.closeAllConnections();
  await new Promise((resolve) => target?.close(resolve));
});

describeRender('the address guard covers the browser', () => {
  it('lets no request of the page reach a port it does not allow, and still completes the analysis', async () => {
    const report = (await analysed(service.url, site.url('/page'), KEY, { render: true })).body.report;
    expect(report).toMatchObject({ status: 'complete', render: true, title: 'A page that reaches for another port' });
    const failed = report.findings
      .filter((finding: { check: string }) => finding.check === 'network.failed')
      .map((finding: { evidence: string }) => finding.evidence);
    expect(failed).toEqual(
      expect.arrayContaining([
        `http://127.0.0.1:${targetPort}/image.png`,
        `http://127.0.0.1:${targetPort}/redirected.png`,
        `http://127.0.0.1:${targetPort}/frame`,
        `http://127.0.0.1:${targetPort}/fetch`,
        `ws://127.0.0.1:${targetPort}/socket`,
      ]),
    );
    expect(connections).toBe(0);
  });

  it('refuses the page itself on a port it does not allow, as a plain fetch does', async () => {
    const report = (await analysed(service.url, `http://127.0.0.1:${targetPort}/`, KEY, { render: true })).body.report;
    expect(report).toMatchObject({ status: 'failed', error: { code: 'blocked_address' } });
    expect(connections).toBe(0);
  });

  it.each(['/leaves', '/refreshes'])(
    '%s: a page that navigates itself to a port it does not allow is refused, not judged as an error page',
    async (path) => {
      const report = (await analysed(service.url, site.url(path), KEY, { render: true })).body.report;
      expect(report).toMatchObject({
        status: 'failed',
        error: { code: 'blocked_address', message: expect.stringContaining(`127.0.0.1:${targetPort}/away`) },
      });
      expect(connections).toBe(0);
    },
  );
});
