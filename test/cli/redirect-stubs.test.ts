/**
 * Redirect stubs through the bundled CLI: a page that became a meta-refresh stub, and a
 * canonical-elsewhere noindex page, are followed as redirects. Their target is gated in their
 * place (a regression there fails the stub's line), the line says so, and the stub's own accepted
 * findings stay in the accepted file: never judged, never "resolved". Fetched, then rendered.
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

/** Release 1: /moved/ is a page of its own; 2: it is a refresh stub; 3: the guide loses an alt as well. */
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
  const args = ['check', '/moved/', '/alias/', '--site-url', origin, '--poll-interval', '0.1'];
  args.push('--accepted-file', join(dir, 'accepted.json'), '--results-file', resultsFile, ...extra);
  const run = await runCli(args, { env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY } });
  const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
  const byPath = new Map(results.pages.map((p) => [new URL(p.url).pathname, p]));
  return { ...run, moved: byPath.get('/moved/'), alias: byPath.get('/alias/') };
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
  it('release 1: a canonical-noindex stub gates its target; /moved/ is a page, accepted as one', async () => {
    const first = await check();
    expect(first.code, first.stderr).toBe(0);
    expect(first.alias).toMatchObject({
      analyzedUrl: `${origin}/guide/`,
      redirectStub: { to: `${origin}/guide/`, by: 'canonical-noindex' },
    });
    expect(first.stdout).toContain(`redirect stub (canonical elsewhere, noindex): gated ${origin}/guide/`);
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

  it('release 3: a regression on the target fails both stubs, each on it', async () => {
    release = 3;
    const third = await check();
    expect(third.code).toBe(1);
    for (const stub of [third.moved, third.alias]) {
      expect(stub?.verdict).toBe('fail');
      expect(stub?.regressions.map((r) => [r.check, r.change, r.evidence])).toEqual([
        ['images.alt', 'new', expect.stringContaining('diagram.png')],
      ]);
    }
  });
});

describeRender('redirect stubs, rendered', () => {
  it('release 2 rendered: both stubs gate the rendered target with axe run; release 3 fails them', async () => {
    release = 2;
    const first = await check(['--render', 'true']);
    expect(first.code, first.stdout).toBe(0);
    for (const stub of [first.moved, first.alias]) {
      expect(stub).toMatchObject({ verdict: 'pass', error: null, render: true, resolved: [] });
      expect(stub?.redirectStub?.to).toBe(`${origin}/guide/`);
    }
    release = 3;
    const regressed = await check(['--render', 'true']);
    expect(regressed.code).toBe(1);
    for (const stub of [regressed.moved, regressed.alias])
      expect(stub?.regressions.map((r) => r.evidence).join(' ')).toContain('diagram.png');
    expect(await movedAccepted()).toEqual(acceptedBefore);
  }, 120_000);
});
