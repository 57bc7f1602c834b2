/** The broken-link check against real loopback sites: statuses, HEAD refused, retries, fragments, hosts, limits. */
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startLinkChecker, type LinkChecker, type LinkCheckerSettings } from '../../src/site/link-checker.js';
import { startLoopback, type Handler, type Loopback } from '../client/loopback-server.js';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

async function site(handler: Handler): Promise<{ origin: string; server: Loopback }> {
  const server = await startLoopback(handler);
  open.push(server);
  return { origin: new URL(server.baseUrl).origin, server };
}

function checker(settings: Partial<LinkCheckerSettings> & Pick<LinkCheckerSettings, 'pages'>): LinkChecker {
  const started = startLinkChecker({
    max: 500,
    outside: false,
    guard: async () => undefined,
    signal: new AbortController().signal,
    retryDelayMs: () => 0,
    ...settings,
  });
  open.push(started);
  return started;
}

const html = (response: ServerResponse, body: string) =>
  void response.writeHead(200, { 'content-type': 'text/html' }).end(body);

describe('startLinkChecker', () => {
  it('finds each broken target of a page with its status, and asks each target once per run', async () => {
    let flaky = 0;
    const { origin, server } = await site((request, response) => {
      const path = request.path;
      if (path === '/' || path === '/second')
        return html(
          response,
          '<a href="/ok">ok</a><a href="/missing">404</a><a href="/no-head">405</a><a href="/error">500</a>' +
            '<a href="/moved">301</a><a href="/flaky">503 once</a><a href="/other#present">p</a>' +
            '<a href="/other#absent">a</a><a href="#top">self</a><a href="#nowhere">self</a><h1 id="top"></h1>',
        );
      if (path === '/ok') return html(response, 'ok');
      if (path === '/other') return html(response, '<p id="present">here</p>');
      if (path === '/no-head') return void response.writeHead(request.method === 'HEAD' ? 405 : 200).end();
      if (path === '/error') return void response.writeHead(500).end();
      if (path === '/moved') return void response.writeHead(301, { location: '/ok' }).end();
      if (path === '/flaky') return void response.writeHead(flaky++ === 0 ? 503 : 200).end();
      response.writeHead(404).end();
    });
    const links = checker({ pages: [`${origin}/`, `${origin}/second`, `${origin}/other`] });
    const first = await links.check(`${origin}/`);
    expect(first).toEqual({
      broken: [
        { target: `${origin}/missing`, status: 404, reason: 'HTTP 404' },
        { target: `${origin}/error`, status: 500, reason: 'HTTP 500' },
        { target: `${origin}/other#absent`, status: null, reason: 'no element with id "absent"' },
      ],
      unchecked: 0,
    });
    // `#nowhere` on the page itself is the service's links.fragment finding, never a second one here.
    expect(await links.check(`${origin}/second`)).toEqual(first);
    const asked = (method: string, path: string) =>
      server.seen.filter((seen) => seen.method === method && seen.path === path).length;
    expect(asked('HEAD', '/missing')).toBe(1);
    expect([asked('HEAD', '/no-head'), asked('GET', '/no-head')]).toEqual([1, 1]);
    expect(asked('HEAD', '/flaky')).toBe(2);
    expect(asked('GET', '/other')).toBe(1);
    expect(server.seen.every((seen) => seen.headers.authorization === undefined)).toBe(true);
  });

  it('gives up on a target after its retries and reports its last status', async () => {
    const { origin, server } = await site((request, response) =>
      request.path === '/' ? html(response, '<a href="/down">x</a>') : void response.writeHead(503).end(),
    );
    const found = await checker({ pages: [`${origin}/`], retries: 2 }).check(`${origin}/`);
    expect(found.broken).toEqual([{ target: `${origin}/down`, status: 503, reason: 'HTTP 503' }]);
    expect(server.seen.filter((seen) => seen.path === '/down')).toHaveLength(3);
  });

  it('calls a target with no answer broken, naming why', async () => {
    const { origin } = await site((request, response) => html(response, '<a href="http://127.0.0.1:1/gone">x</a>'));
    const found = await checker({ pages: [`${origin}/`], outside: true }).check(`${origin}/`);
    expect(found.broken).toEqual([
      { target: 'http://127.0.0.1:1/gone', status: null, reason: expect.stringMatching(/connection refused/) },
    ]);
  });

  it('asks outside hosts only when the run may, and then only through the guard', async () => {
    const outside = await site((_, response) => void response.writeHead(404).end());
    const { origin } = await site((_, response) =>
      html(response, `<a href="${outside.origin}/a">x</a><a href="${outside.origin}/b">y</a>`),
    );
    const page = `${origin}/`;
    expect(await checker({ pages: [page] }).check(page)).toEqual({ broken: [], unchecked: 2 });
    expect(outside.server.seen).toEqual([]);
    const refuse = checker({ pages: [page], outside: true, guard: () => Promise.reject(new Error('private')) });
    expect(await refuse.check(page)).toEqual({ broken: [], unchecked: 2 });
    expect(outside.server.seen).toEqual([]);
    const allowed = await checker({ pages: [page], outside: true }).check(page);
    expect(allowed.broken.map((link) => link.status)).toEqual([404, 404]);
  });

  it('checks at most max distinct targets and counts the rest as unchecked', async () => {
    const { origin, server } = await site((request, response) =>
      request.path === '/'
        ? html(response, [1, 2, 3, 4, 5].map((n) => `<a href="/t${n}">${n}</a>`).join(''))
        : void response.writeHead(200).end(),
    );
    expect(await checker({ pages: [`${origin}/`], max: 3 }).check(`${origin}/`)).toEqual({ broken: [], unchecked: 2 });
    expect(server.seen.filter((seen) => seen.method === 'HEAD')).toHaveLength(3);
  });

  it('keeps at most perHost requests to one host in flight', async () => {
    const targets = 10;
    const perHost = 3;
    const held: ServerResponse[] = [];
    let answered = 0;
    let inFlight = 0;
    let most = 0;
    const { origin } = await site((request, response) => {
      if (request.path === '/')
        return html(response, Array.from({ length: targets }, (_, n) => `<a href="/t${n}">${n}</a>`).join(''));
      held.push(response);
      most = Math.max(most, ++inFlight);
      // Answer a batch only once it is full (or is the last): without the limit all ten would be held at once.
      if (held.length === perHost || answered + held.length === targets) {
        for (const waiting of held.splice(0)) {
          inFlight--;
          answered++;
          waiting.writeHead(200).end();
        }
      }
    });
    const found = await checker({ pages: [`${origin}/`], perHost }).check(`${origin}/`);
    expect(found).toEqual({ broken: [], unchecked: 0 });
    expect(most).toBe(perHost);
  });
});
