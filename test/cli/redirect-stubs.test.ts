/**
 * Redirect stubs through the bundled CLI: a page that became a meta-refresh stub is followed as a
 * redirect. Its target is gated in its place (a regression there fails the stub's line), the line
 * says so, and the stub's own accepted findings stay in the accepted file: never judged, never
 * "resolved". A noindex page whose canonical is elsewhere is a page, judged as one: one that broke
 * into a "Loading…" shell fails on its own regressions. Fetched, then rendered.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcceptedState } from '../../src/model/accepted.js';
import { Results } from '../../src/model/results.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { describeRender } from '../service/render/with-browser.js';
import { runCli } from './run-cli.js';

const KEY = 'cli-redirect-stubs-7d2a';
const HEAD = '<meta charset="utf-8"><meta name="viewport" content="width=device-width">';
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head>${HEAD}<title>${title}</title>` +
  `<meta name="description" content="${title}: a page of the stub test site."></head>` +
  `<body><main><h1>${title}</h1><p>${'Words of the page. '.repeat(40)}</p>${body}</main></body></html>`;

/**
 * Release 1: /moved/ is a page of its own; 2: it is a refresh stub; 3: the guide loses an alt as
 * well; 4: /shell/ breaks into a client-rendered shell, noindex with its canonical at the home page.
 */
function pages(release: number): Record<string, string> {
  const guideImages = `<img src="/logo.png"><img src="/diagram.png"${release >= 3 ? '' : ' alt="Diagram"'}>`;
  return {
    '/guide/': page('Guide', guideImages),
    '/moved/':
      release === 1
        ? page('Old guide', '<img src="/old-figure.png">')
        : '<!doctype html><html><head><title>Redirecting...</title>' +
          '<meta http-equiv="refresh" content="0; url=../guide/">' +
          '</head><body>Redirecting to <a href="../guide/">the guide</a>.</body></html>',
    '/alias/':
      '<!doctype html><html><head><link rel="canonical" href="/guide/"><meta name="robots" content="noindex">' +
      '</head><body></body></html>',
    '/shell/':
      release < 4
        ? page('Shell', '<img src="/logo.png" alt="Logo">')
        : `<!doctype html><html lang="en"><head>${HEAD}<title>Shell</title><link rel="canonical" href="/">` +
          '<meta name="robots" content="noindex"></head><body><div id="app">Loading…</div></body></html>',
  };
}

let release = 1;
let service: RunningService;
let site: Server;
let origin: string;
let dir: string;

beforeAll(async () => {
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
  site = createServer((request, response) => {
    const body = pages(release)[new URL(request.url ?? '/', 'http://site').pathname];
    if (body === undefined && request.url?.endsWith('.png')) return void response.writeHead(200).end();
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'pagegate-stubs-'));
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => site?.close(resolve));
});

let runs = 0;
async function check(extra: string[] = []) {
  const resultsFile = join(dir, `results-${++runs}.json`);
  const args = ['check', '/guide/', '/moved/', '/alias/', '/shell/', '--site-url', origin, '--poll-interval', '0.1'];
  args.push('--accepted-file', join(dir, 'accepted.json'), '--results-file', resultsFile, ...extra);
  const run = await runCli(args, { env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY } });
  const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
  const byPath = new Map(results.pages.map((p) => [new URL(p.url).pathname, p]));
  return { ...run, moved: byPath.get('/moved/'), alias: byPath.get('/alias/'), shell: byPath.get('/shell/') };
}

const acceptedPage = async (path: string) =>
  AcceptedState.parse(JSON.parse(await readFile(join(dir, 'accepted.json'), 'utf8'))).pages[`${origin}${path}`];
/** The evidence of /moved/'s accepted findings in a mode, sorted. */
const movedAccepted = async (mode: 'fetched' | 'rendered' = 'fetched') => {
  const entry = (await acceptedPage('/moved/')) as Record<string, unknown> | undefined;
  const snapshot = (mode === 'fetched' && entry?.['render'] !== true ? entry : entry?.[mode]) as
    { findings?: { evidence: string }[] } | undefined;
  return (snapshot?.findings ?? []).map((f) => f.evidence).sort();
};
let acceptedBefore: string[] = [];

describe('redirect stubs, fetched', () => {
  it('release 1: a noindex page with its canonical elsewhere is a page; /moved/ too, each accepted', async () => {
    const first = await check();
    expect(first.code, first.stderr).toBe(0);
    expect(first.alias?.redirectStub).toBeUndefined();
    expect(first.alias?.analyzedUrl ?? first.alias?.url).toBe(`${origin}/alias/`);
    expect(first.stdout).not.toContain('redirect stub (canonical elsewhere');
    expect(first.moved?.redirectStub).toBeUndefined();
    acceptedBefore = await movedAccepted();
    expect(acceptedBefore).toContainEqual(expect.stringContaining('old-figure'));
  });

  it('release 2: /moved/ became a refresh stub: its target passes, its own accepted findings kept', async () => {
    release = 2;
    const second = await check();
    expect(second.code, second.stdout).toBe(0);
    expect(second.moved).toMatchObject({
      verdict: 'pass',
      redirectStub: { to: `${origin}/guide/`, by: 'meta-refresh' },
      regressions: [],
      resolved: [],
    });
    expect(second.stdout).toContain(`redirect stub (meta refresh): gated ${origin}/guide/`);
    expect(await movedAccepted()).toEqual(acceptedBefore);
  });

  it('release 3: a regression on the target fails the stub on it; the canonical-noindex page is its own', async () => {
    release = 3;
    const third = await check();
    expect(third.code).toBe(1);
    expect(third.moved?.verdict).toBe('fail');
    expect(third.moved?.regressions.map((r) => [r.check, r.change, r.evidence])).toEqual([
      ['images.alt', 'new', expect.stringContaining('diagram.png')],
    ]);
    expect(third.alias).toMatchObject({ verdict: 'pass', regressions: [] });
  });

  it('release 4: a page that lost its content (noindex, canonical at /) fails as itself', async () => {
    release = 4;
    const fourth = await check();
    expect(fourth.code).toBe(1);
    expect(fourth.shell?.redirectStub).toBeUndefined();
    expect(fourth.shell?.verdict).toBe('fail');
    expect(fourth.shell?.regressions.map((r) => r.check)).toContain('robots.noindex');
    expect(fourth.stdout).toMatch(/FAIL \S+\/shell\/ .*new critical robots\.noindex/);
    release = 3;
  });
});

describeRender('redirect stubs, rendered', () => {
  it('release 2 rendered: the stub gates the rendered target with axe run; release 3 fails it', async () => {
    release = 2;
    const first = await check(['--render', 'true']);
    expect(first.code, first.stdout).toBe(0);
    expect(first.moved).toMatchObject({ verdict: 'pass', error: null, render: true, resolved: [] });
    expect(first.moved?.redirectStub?.to).toBe(`${origin}/guide/`);
    expect(first.alias?.redirectStub).toBeUndefined();
    release = 3;
    const regressed = await check(['--render', 'true']);
    expect(regressed.code).toBe(1);
    expect(regressed.moved?.regressions.map((r) => r.evidence).join(' ')).toContain('diagram.png');
    expect(await movedAccepted()).toEqual(acceptedBefore);
  }, 120_000);
});
