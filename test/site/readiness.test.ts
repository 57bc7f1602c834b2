/** The readiness probe against real loopback servers: statuses, redirects, the expect marker, no answer. */
import { afterEach, describe, expect, it } from 'vitest';
import { startProber, type Prober, type ProbeSettings } from '../../src/site/readiness.js';
import { refusedBaseUrl, startLoopback, type Handler, type Loopback } from '../client/loopback-server.js';

let site: Loopback | null = null;
let prober: Prober | null = null;
afterEach(async () => {
  await Promise.all([site?.close(), prober?.close()]);
  site = null;
  prober = null;
});

async function serve(handler: Handler): Promise<string> {
  site = await startLoopback(handler);
  return `${new URL(site.baseUrl).origin}/page`;
}

function probe(url: string, settings: Partial<ProbeSettings> = {}) {
  prober = startProber({
    waitForMs: 5000,
    expect: null,
    signal: new AbortController().signal,
    intervalMs: 20,
    maxIntervalMs: 40,
    ...settings,
  });
  return prober.probe(url);
}

const requests = () => site?.seen.length ?? 0;

describe('readiness probe', () => {
  it('costs one plain GET, with no credentials, for a page that is ready at once', async () => {
    const url = await serve((_, response) => void response.writeHead(200).end('<html>ok</html>'));
    await expect(probe(url)).resolves.toMatchObject({ kind: 'ready', status: 200 });
    expect(site?.seen.map((s) => [s.method, s.path, s.headers.authorization])).toEqual([['GET', '/page', undefined]]);
  });

  it('waits through 503s until the page answers 200', async () => {
    let calls = 0;
    const url = await serve((_, response) => void response.writeHead(++calls <= 3 ? 503 : 200).end());
    await expect(probe(url)).resolves.toMatchObject({ kind: 'ready', status: 200 });
    expect(calls).toBe(4);
  });

  it('follows redirects and judges the page they end on', async () => {
    const url = await serve((request, response) => {
      if (request.path === '/page') return void response.writeHead(301, { location: '/moved' }).end();
      response.writeHead(404).end();
    });
    await expect(probe(url, { waitForMs: 100 })).resolves.toMatchObject({ kind: 'http-status', status: 404 });
  });

  it('takes a redirect loop past the limit as serving', async () => {
    const url = await serve((_, response) => void response.writeHead(302, { location: '/page' }).end());
    await expect(probe(url)).resolves.toMatchObject({ kind: 'ready', status: 302 });
    expect(requests()).toBe(6);
  });

  it.each([404, 500])('ends on %i as http-status once the wait is over', async (status) => {
    const url = await serve((_, response) => void response.writeHead(status).end());
    await expect(probe(url, { waitForMs: 100 })).resolves.toMatchObject({ kind: 'http-status', status });
    expect(requests()).toBeGreaterThan(1);
  });

  it('finds the expect marker in the body, even split across two chunks', async () => {
    const url = await serve((_, response) => {
      response.writeHead(200);
      // The second chunk is written only once the first has left: two chunks on the wire.
      response.write('<html><meta name="build" content="3f1', () => response.end('c2ab"></html>'));
    });
    await expect(probe(url, { expect: '3f1c2ab' })).resolves.toMatchObject({ kind: 'ready', status: 200 });
    expect(requests()).toBe(1);
  });

  it('finds the expect marker in any response header value', async () => {
    const url = await serve(
      (_, response) => void response.writeHead(200, { 'x-build': 'sha-3f1c2ab' }).end('<html></html>'),
    );
    await expect(probe(url, { expect: '3f1c2ab' })).resolves.toMatchObject({ kind: 'ready' });
  });

  it('waits while the old build is served, until the new one shows the marker', async () => {
    let calls = 0;
    const url = await serve(
      (_, response) => void response.writeHead(200).end(++calls <= 2 ? 'build old0000' : 'build 3f1c2ab'),
    );
    await expect(probe(url, { expect: '3f1c2ab' })).resolves.toMatchObject({ kind: 'ready', status: 200 });
    expect(calls).toBe(3);
  });

  it('says no-marker when the page serves but never shows the marker', async () => {
    const url = await serve((_, response) => void response.writeHead(200).end('build old0000'));
    await expect(probe(url, { expect: '3f1c2ab', waitForMs: 100 })).resolves.toMatchObject({
      kind: 'no-marker',
      status: 200,
    });
  });

  it('does not look for the marker past the body cap', async () => {
    const url = await serve((_, response) => void response.writeHead(200).end(`${'x'.repeat(4096)}3f1c2ab`));
    await expect(probe(url, { expect: '3f1c2ab', waitForMs: 50, maxBodyBytes: 1024 })).resolves.toMatchObject({
      kind: 'no-marker',
    });
  });

  it('says why a page no one answers for is unreachable', async () => {
    const url = `${new URL(await refusedBaseUrl()).origin}/page`;
    await expect(probe(url, { waitForMs: 100 })).resolves.toEqual({
      kind: 'unreachable',
      reason: 'connection refused (ECONNREFUSED)',
      waitedMs: expect.any(Number),
    });
  });

  it('gives a page probed after the shared deadline exactly one try', async () => {
    const url = await serve((_, response) => void response.writeHead(503).end());
    let now = 0;
    const clock = { now: () => now, sleep: () => Promise.reject(new Error('no second try may wait')) };
    prober = startProber({ waitForMs: 1, expect: null, signal: new AbortController().signal, intervalMs: 20, clock });
    now = 20; // the shared deadline, 1 ms after the start, has passed
    await expect(prober.probe(url)).resolves.toMatchObject({ kind: 'http-status', status: 503 });
    expect(requests()).toBe(1);
  });

  it("stops when the run's signal aborts", async () => {
    const url = await serve((_, response) => void response.writeHead(500).end());
    const stop = new AbortController();
    // The run stops while the probe waits a minute between tries (an aborted wait ends at once).
    const clock = {
      now: () => 0,
      sleep: () => {
        stop.abort();
        return Promise.resolve();
      },
    };
    const result = probe(url, { waitForMs: 60_000, intervalMs: 60_000, signal: stop.signal, clock });
    await expect(result).resolves.toMatchObject({ kind: 'http-status', status: 500 });
  });
});

describe('readiness probe: redirect stubs', () => {
  const stub =
    (head: string): Handler =>
    (_, response) =>
      void response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><head>${head}</head>`);

  it('says where a meta refresh sends the reader, with the marker found as usual', async () => {
    const url = await serve(stub('<meta http-equiv="refresh" content="0; url=/new/"><meta name="build" content="r2">'));
    await expect(probe(url, { expect: 'r2' })).resolves.toEqual({
      kind: 'ready',
      status: 200,
      waitedMs: expect.any(Number),
      stub: { to: `${new URL(url).origin}/new/`, by: 'meta-refresh' },
    });
  });

  it('a noindex page whose canonical is elsewhere is a page: no stub', async () => {
    const head = '<link rel="canonical" href="/new/"><meta name="robots" content="noindex">';
    const url = await serve(stub(`${head}<meta name="build" content="r2">`));
    await expect(probe(url, { expect: 'r2' })).resolves.toEqual({
      kind: 'ready',
      status: 200,
      waitedMs: expect.any(Number),
    });
  });

  it("looks for the expect marker at a stub's target, which the deploy serves, not in the stub", async () => {
    let release = 'r1';
    const url = await serve((request, response) => {
      const head =
        request.path === '/page'
          ? '<meta http-equiv="refresh" content="0; url=/new/">'
          : `<meta name="build" content="${release}">`;
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><head>${head}</head>`);
      // The deploy goes live after the first look at the target.
      if (request.path === '/new/') release = 'r2';
    });
    await expect(probe(url, { expect: 'r2' })).resolves.toMatchObject({
      kind: 'ready',
      stub: { to: `${new URL(url).origin}/new/`, by: 'meta-refresh' },
    });
    expect(site?.seen.map((s) => s.path)).toEqual(['/page', '/new/', '/page', '/new/']);
  });

  it('reads no stub out of a page that is not HTML, nor follows one past allowed-sites', async () => {
    const text = await serve(
      (_, response) =>
        void response
          .writeHead(200, { 'content-type': 'text/plain' })
          .end('<meta http-equiv="refresh" content="0; url=/new/">'),
    );
    await expect(probe(text)).resolves.not.toHaveProperty('stub');
    await site?.close();
    const html = await serve(stub('<meta http-equiv="refresh" content="0; url=https://elsewhere.example/">'));
    await expect(probe(html, { allowedSites: [new URL(html).origin] })).resolves.not.toHaveProperty('stub');
  });
});

describe('readiness probe: allowed-sites at every hop', () => {
  it('does not follow a redirect to a site none of allowed-sites matches', async () => {
    const other = await startLoopback((_request, response) => void response.writeHead(200).end('ok'));
    try {
      const elsewhere = new URL(other.baseUrl).origin;
      const url = await serve((_, response) => void response.writeHead(302, { location: `${elsewhere}/x` }).end());
      const seen = await probe(url, { allowedSites: [new URL(url).origin], waitForMs: 1 });
      expect(seen).toMatchObject({ kind: 'unreachable', reason: expect.stringMatching(/allowed-sites/) });
      expect(other.seen).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('readiness probe: a long wait is not silent', () => {
  it('tells what the page answered while it waits, then nothing once it is ready', async () => {
    let answers = 0;
    const url = await serve((_, response) => void response.writeHead(++answers <= 2 ? 404 : 200).end('x'));
    const told: [string, unknown][] = [];
    const seen = await probe(url, { tellEveryMs: 0, waiting: (page, answer) => told.push([page, answer]) });
    expect(seen).toMatchObject({ kind: 'ready', status: 200 });
    expect(told).toEqual([
      [url, { status: 404, marker: true }],
      [url, { status: 404, marker: true }],
    ]);
  });
});

describe('not-found-grace', () => {
  /** Moves only when the probe sleeps. */
  const clock = () => {
    let now = 0;
    return { now: () => now, sleep: async (ms: number) => void (now += ms) };
  };

  it('ends a page answering 404 after the grace once the other page is ready', async () => {
    const origin = new URL(
      await serve((request, response) => void response.writeHead(request.path === '/ok' ? 200 : 404).end()),
    ).origin;
    const settings = {
      waitForMs: 120_000,
      intervalMs: 1000,
      maxIntervalMs: 5000,
      clock: clock(),
      notFound: { graceMs: 10_000, pages: 2 },
    };
    await expect(probe(`${origin}/ok`, settings)).resolves.toMatchObject({ kind: 'ready' });
    const typo = await prober!.probe(`${origin}/p1.htm`);
    expect(typo).toMatchObject({ kind: 'not-found', status: 404 });
    expect(typo.waitedMs).toBeGreaterThanOrEqual(10_000);
    expect(typo.waitedMs).toBeLessThan(20_000);
  });

  it.each([
    ['no other page of the run is ready', 2],
    ['it is the only page of the run', 1],
  ])('waits out wait-for when %s', async (_, pages) => {
    const url = await serve((_, response) => void response.writeHead(404).end());
    const settings = {
      waitForMs: 120_000,
      intervalMs: 1000,
      maxIntervalMs: 5000,
      clock: clock(),
      notFound: { graceMs: 10_000, pages },
    };
    const ended = await probe(url, settings);
    expect(ended).toMatchObject({ kind: 'http-status', status: 404 });
    expect(ended.waitedMs).toBeGreaterThanOrEqual(120_000);
  });
});

describe('the pages the user gave', () => {
  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'a link-local or metadata address, which is never requested'],
    ['http://[fd00:ec2::254]/latest/', 'a link-local or metadata address, which is never requested'],
    ['http://127.0.0.1:9/admin', 'a private address on a host the run was not given (site-url, urls, sitemap)'],
  ])('are the only private hosts a redirect may lead to: not %s', async (location, why) => {
    const url = await serve((_, response) => void response.writeHead(302, { location }).end());
    const ended = await probe(url, { waitForMs: 0, givenPages: [new URL(url).origin] });
    expect(ended).toMatchObject({ kind: 'unreachable', reason: `redirected to ${location}, ${why}` });
    expect(requests()).toBe(1);
  });

  it('are the only private hosts probed: a page found on another loopback port is not', async () => {
    const url = await serve((_, response) => void response.writeHead(200).end());
    const ended = await probe(url, { waitForMs: 0, givenPages: ['http://127.0.0.1:1/'] });
    expect(ended).toMatchObject({
      kind: 'unreachable',
      reason: expect.stringContaining('a host the run was not given'),
    });
    expect(requests()).toBe(0);
  });

  it('let allowed-sites add a host the user did not give', async () => {
    const url = await serve((_, response) => void response.writeHead(200).end());
    const origin = new URL(url).origin;
    await expect(probe(url, { givenPages: [], allowedSites: [origin] })).resolves.toMatchObject({ kind: 'ready' });
  });
});
