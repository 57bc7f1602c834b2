/**
 * Verdicts that catch, end to end through the bundled CLI (dist/cli.js as built for this run): a
 * 14-page docs site on loopback, one template on every page (a search box without a label, accepted
 * long ago), gated against the reference service with an accepted-file as a pipeline would:
 * - with the defaults, six real regressions on six pages fail exactly those six;
 * - no path fails open: another comment-tag on the accepted-file is exit 2 and writes nothing; a run
 *   with ignore-checks does not accept what it ignored, so the next plain run fails; a rendered run
 *   does not replace the fetched state, so the next fetched run still fails;
 * - a page new to the state with only the template's findings passes (inherited);
 * - a crawl that finds a link answering 404 fails on it (http_status), and three crawls of the
 *   unchanged site under a cap gate the same pages.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { runCli } from '../cli/run-cli.js';
import { describeRender } from '../service/render/with-browser.js';

const KEY = 'e2e-fourteen-pages-4b7e';
/** The home page and p1..p13; p13 joins the gated list late, as a new page. */
const PATHS = ['/', ...Array.from({ length: 13 }, (_, i) => `/p${i + 1}`)];
const LISTED = PATHS.filter((path) => path !== '/p13');

type Release = 'clean' | 'six regressions' | 'new field on p7' | 'link to a missing page';

/** The six regressions of the issue, one per page: what each page's body becomes. */
const SIX: Record<string, { check: string; change: (html: string) => string }> = {
  '/p1': { check: 'images.alt', change: (html) => html.replace(' alt="Figure of the page"', '') },
  '/p2': { check: 'links.empty', change: (html) => html.replace('>Next page</a>', '></a>') },
  '/p3': { check: 'links.fragment', change: (html) => html.replace('id="usage"', 'id="using"') },
  '/p4': { check: 'headings.h1', change: (html) => html.replace('</main>', '<h1>A second title</h1></main>') },
  '/p5': { check: 'html.lang', change: (html) => html.replace('<html lang="en">', '<html>') },
  '/p6': { check: 'title.missing', change: (html) => html.replace(/<title>[^<]*<\/title>/, '') },
};

function pageHtml(path: string, release: Release): string {
  const title = path === '/' ? 'Acme docs' : `Page ${path.slice(2)}`;
  const nav = PATHS.map((p) => `<a href="${p}">${p === '/' ? 'Home' : p.slice(1)}</a>`).join(' ');
  const extra =
    (release === 'new field on p7' && path === '/p7' ? '<input type="email" name="email">' : '') +
    (release === 'link to a missing page' && path === '/' ? '<a href="/missing">Old page</a>' : '');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Acme</title>` +
    `<meta name="description" content="${title}: a page of the Acme documentation site, ` +
    `with guides and references for every service."></head><body>` +
    `<header><a href="/"><img src="/logo.png" alt="Acme"></a><form action="/search">` +
    `<input type="search" name="q"></form><nav>${nav}</nav></header>` +
    `<main><h1>${title}</h1><p>${'Acme builds and ships services for teams of every size. '.repeat(12)}</p>` +
    `<img src="/img${path === '/' ? '/home' : path}.png" alt="Figure of the page" width="600" height="300">` +
    `<h2 id="usage">Usage</h2><p><a href="#usage">Usage</a>, then the <a href="/p1">Next page</a>.</p>${extra}</main>` +
    `</body></html>`;
  const regression = release === 'six regressions' ? SIX[path] : undefined;
  return regression ? regression.change(html) : html;
}

let release: Release = 'clean';
let service: RunningService;
let site: Server;
let origin: string;
let dir: string;

beforeAll(async () => {
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path.endsWith('.png')) return void response.writeHead(200, { 'content-type': 'image/png' }).end();
    if (!PATHS.includes(path)) return void response.writeHead(404, { 'content-type': 'text/html' }).end('Not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml(path, release));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'pagegate-fourteen-'));
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => site?.close(resolve));
});

const state = () => join(dir, 'accepted.json');
let runs = 0;

/** One pagegate check through the bundle: exit code, output, and the results it wrote (if any). */
async function check(args: string[]) {
  const resultsFile = join(dir, `results-${++runs}.json`);
  const all = ['check', '--site-url', origin, '--poll-interval', '0.1', '--results-file', resultsFile, ...args];
  const run = await runCli(all, { env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY } });
  const results = await readFile(resultsFile, 'utf8').then(
    (text) => Results.parse(JSON.parse(text)),
    () => null,
  );
  const failed = (results?.pages ?? []).filter((p) => p.verdict !== 'pass').map((p) => new URL(p.url).pathname);
  const page = (path: string) => results?.pages.find((p) => new URL(p.url).pathname === path);
  return { ...run, output: run.stdout + run.stderr, results, failed: failed.sort(), page };
}

const gate = (paths: readonly string[], extra: string[] = []) =>
  check([...paths, '--accepted-file', state(), ...extra]);
const sorted = (paths: readonly string[]) => [...paths].sort();

describeRender('the 14-page site, end to end through the bundled CLI', () => {
  it('six regressions fail, no path fails open, a new page inherits, crawls gate 404s and the same pages', async () => {
    // The first run accepts the clean site (its template finding included).
    const first = await gate(LISTED);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('accepted state saved');

    // With the defaults, six regressions on six pages fail exactly those pages, each on its check.
    release = 'six regressions';
    const six = await gate(LISTED);
    expect(six.code).toBe(1);
    expect(six.failed).toEqual(sorted(Object.keys(SIX)));
    // (The broken #fragment is also the gate's own links.broken: the link check follows fragments too.)
    for (const [path, { check: name }] of Object.entries(SIX))
      expect(
        six.page(path)?.regressions.map((r) => [r.check, r.change, r.fails]),
        path,
      ).toContainEqual([name, 'new', true]);

    // Fail-open 1: another comment-tag on the explicit accepted-file is exit 2, and writes nothing.
    const before = await readFile(state(), 'utf8');
    const otherTag = await gate(LISTED, ['--comment-tag', 'renamed/job']);
    expect(otherTag.code).toBe(2);
    expect(otherTag.stderr).toContain('holds the state of comment-tag "pagegate/check", not "renamed/job"');
    expect(otherTag.results).toBeNull();
    expect(await readFile(state(), 'utf8')).toBe(before);

    // Fail-open 2: a run that ignores a11y.* passes and saves, but not the finding it ignored.
    release = 'new field on p7';
    const ignoring = await gate(LISTED, ['--ignore-checks', 'a11y.*']);
    expect(ignoring.code, ignoring.stdout).toBe(0);
    expect(ignoring.output).toContain('accepted state saved');
    const plain = await gate(LISTED);
    expect(plain.code).toBe(1);
    expect(plain.failed).toEqual(['/p7']);
    expect(plain.page('/p7')?.regressions.map((r) => [r.check, r.evidence])).toEqual([
      ['a11y.label', '<input type="email" name="email">'],
    ]);

    // Fail-open 3: the first rendered run of the page is judged against the fetched state where
    // both modes measure the same (a11y.label and its axe twin), so switching modes absorbs nothing.
    const rendered = await gate(['/p7'], ['--render', 'true']);
    expect(rendered.code, rendered.stdout).toBe(1);
    expect(rendered.page('/p7')?.render).toBe(true);
    expect(rendered.page('/p7')?.regressions.map((r) => r.check)).toEqual(['axe.label']);
    const fetchedAgain = await gate(LISTED);
    expect(fetchedAgain.code).toBe(1);
    expect(fetchedAgain.failed).toEqual(['/p7']);

    // A page new to the state whose findings are the template's passes: they are inherited.
    release = 'clean';
    const grown = await gate(PATHS);
    expect(grown.code, grown.stdout).toBe(0);
    expect(grown.page('/p13')).toMatchObject({ verdict: 'pass', baselineFrom: { kind: 'new-page' }, regressions: [] });
    expect(grown.page('/p13')?.inherited).toBeGreaterThan(0);
    expect(grown.output).toMatch(/\d+ findings? inherited from the site's accepted pages/);

    // A crawl that finds a link answering 404 fails on it.
    release = 'link to a missing page';
    const crawled = await check(['--crawl', 'site']);
    expect(crawled.code).toBe(1);
    expect(crawled.failed).toEqual(['/missing']);
    expect(crawled.page('/missing')?.error?.code).toBe('http_status');

    // Three crawls of the unchanged site under a cap gate the same pages: breadth first, document order.
    release = 'clean';
    const capped = [];
    for (let i = 0; i < 3; i++) {
      const crawl = await check(['--crawl', 'site', '--max-urls', '8']);
      expect(crawl.code, crawl.stdout).toBe(0);
      capped.push((crawl.results?.pages ?? []).map((p) => new URL(p.url).pathname).sort());
    }
    expect(capped[0]).toHaveLength(8);
    expect(capped).toEqual([capped[0], capped[0], capped[0]]);
  }, 110_000);
});
