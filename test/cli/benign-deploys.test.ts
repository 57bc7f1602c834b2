/**
 * Verdicts that do not cry wolf: the bundled CLI against the reference service on eight docs pages
 * as a bundler builds them (test/fixtures/deploys/), each with one images.alt finding on its hashed
 * logo. A first run is the baseline (its results file); every benign deploy fails no page at
 * `--fail-on-regression optional`; all of them at once plus seven real regressions on seven pages
 * fail exactly those seven, each on its one finding.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { runCli } from './run-cli.js';

const KEY = 'cli-benign-deploys-5c1e';
const FIXTURES = new URL('../fixtures/deploys/', import.meta.url);

/** Each page's path on the site and its file. */
const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/docs/installation/': 'installation.html',
  '/docs/configuration/': 'configuration.html',
  '/docs/guides/deploying/': 'deploying.html',
  '/docs/guides/monitoring/': 'monitoring.html',
  '/docs/reference/cli/': 'cli.html',
  '/docs/faq/': 'faq.html',
  '/docs/changelog/': 'changelog.html',
};
const SOURCES = new Map(
  Object.entries(PAGES).map(([path, file]) => [path, readFileSync(new URL(file, FIXTURES), 'utf8')]),
);

type Change = (html: string) => string;

const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** Rewrites every start tag from its name and its attributes as written. */
function eachStartTag(html: string, rewrite: (name: string, attributes: string[]) => string): string {
  return html.replace(START_TAG, (_tag, name: string, attributes: string) =>
    rewrite(name, attributes.match(ATTRIBUTE) ?? []),
  );
}

const tag = (name: string, attributes: string[]): string => `<${[name, ...attributes].join(' ')}>`;
/** A different hash of the same length, as a rebuild gives. */
const rehash = (hash: string): string => [...hash].reverse().join('');

/** The ten benign deploys, one at a time against the baseline. */
const BENIGN: [name: string, change: Change][] = [
  [
    'start tags reformatted over several lines',
    (html) =>
      eachStartTag(html, (name, attributes) =>
        attributes.length === 0 ? `<${name}>` : `<${name}\n  ${attributes.join('\n  ')}\n>`,
      ),
  ],
  ['attributes reordered', (html) => eachStartTag(html, (name, attributes) => tag(name, attributes.reverse()))],
  [
    'tag names upper-cased',
    (html) =>
      html.replace(/<(\/?)([a-z][a-z0-9]*)/g, (_tag, slash: string, name: string) => `<${slash}${name.toUpperCase()}`),
  ],
  [
    'attribute quotes changed',
    (html) =>
      eachStartTag(html, (name, attributes) =>
        tag(
          name,
          attributes.map((a) => a.replace(/="([^"']*)"$/, "='$1'")),
        ),
      ),
  ],
  ['asset hashes changed', (html) => html.replace(/\.([0-9a-f]{8})\./g, (_name, hash: string) => `.${rehash(hash)}.`)],
  [
    'asset hashes as Vite writes them (base64url with - and _, which the mask misses)',
    (html) => html.replace(/\.([0-9a-f]{8})\./g, (_name, hash: string) => `-B_${hash.slice(0, 3)}-1C.`),
  ],
  ['lazy loading added to every image', (html) => html.replace(/<img /g, '<img loading="lazy" ')],
  [
    'class names renamed by a theme update',
    (html) => html.replace(/class="([^"]*)"/g, (_class, names: string) => `class="${names.replace(/__/g, '-')}"`),
  ],
  ['markup minified', (html) => html.replace(/>\s+</g, '><')],
  [
    'a paragraph appended',
    (html) => html.replace('</article>', '<p>This deploy added a paragraph at the end of the article.</p>\n</article>'),
  ],
];

/**
 * Seven real regressions on seven pages: the page, the change, the one finding it must fail on, and
 * the one it resolved (a fix on the same page must not cancel a regression of the same check).
 */
const REGRESSIONS: {
  path: string;
  name: string;
  change: Change;
  check: string;
  evidence: RegExp;
  resolved?: RegExp;
}[] = [
  {
    path: '/docs/installation/',
    name: 'alt removed',
    change: (html) => html.replace(/ alt="Overview of [^"]*"/, ''),
    check: 'images.alt',
    evidence: /installation-overview/,
  },
  {
    path: '/docs/configuration/',
    name: 'a second alt-less image',
    change: (html) =>
      html.replace(
        '</figure>',
        '</figure>\n<img src="/assets/img/settings-screen.5f6e7d8c.png" width="800" height="450">',
      ),
    check: 'images.alt',
    evidence: /settings-screen/,
  },
  {
    path: '/docs/guides/deploying/',
    name: 'title removed',
    change: (html) => html.replace(/<title>[^<]*<\/title>/, ''),
    check: 'title.missing',
    evidence: /^<HEAD>$/,
  },
  {
    path: '/docs/guides/monitoring/',
    name: 'viewport removed',
    change: (html) => html.replace(/<meta name="viewport"[^>]*>/, ''),
    check: 'meta.viewport',
    evidence: /^<HEAD>$/,
  },
  {
    path: '/docs/reference/cli/',
    name: 'an empty link added',
    change: (html) => html.replace('<h1>', '<a class="hash-link" href="/docs/reference/cli/#conventions"></a>\n<h1>'),
    check: 'links.empty',
    evidence: /hash-link/,
  },
  {
    path: '/docs/faq/',
    name: 'noindex added',
    change: (html) =>
      html.replace('<meta charset="UTF-8">', '<meta charset="UTF-8">\n<meta name="robots" content="noindex">'),
    check: 'robots.noindex',
    evidence: /noindex/,
  },
  {
    path: '/docs/changelog/',
    name: 'the logo gains its alt and the figure loses its own',
    change: (html) =>
      html
        .replace('class="navbar__logo"', 'class="navbar__logo" alt="acme"')
        .replace(/ alt="Overview of changelog"/, ''),
    check: 'images.alt',
    evidence: /changelog-overview/,
    resolved: /logo/,
  },
];

let service: RunningService;
let site: Server;
let origin: string;
let dir: string;
let serving = new Map(SOURCES);

beforeAll(async () => {
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
  site = createServer((request, response) => {
    const page = serving.get(new URL(request.url ?? '/', 'http://site').pathname);
    response.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'pagegate-benign-'));
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => site?.close(resolve));
});

/** Deploys the pages as `change` makes them, gates them against the baseline file, and reads the results. */
async function gate(name: string, change: (html: string, path: string) => string, baselineFile?: string) {
  serving = new Map([...SOURCES].map(([path, html]) => [path, change(html, path)]));
  const resultsFile = join(dir, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['check', ...Object.keys(PAGES), '--site-url', origin, '--poll-interval', '0.1'];
  args.push('--fail-on-regression', 'optional', '--results-file', resultsFile);
  if (baselineFile) args.push('--baseline-file', baselineFile);
  const run = await runCli(args, { env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY } });
  const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
  const failed = results.pages.filter((page) => page.verdict !== 'pass');
  return { run, resultsFile, results, failed };
}

const pathOf = (url: string): string => new URL(url).pathname;

describe('pagegate check across benign deploys of a bundler-built docs site', () => {
  let baseline = '';

  beforeAll(async () => {
    const first = await gate('baseline', (html) => html);
    expect(first.run.code, first.run.stderr).toBe(0);
    // Each page has exactly the one finding the fixtures promise: the hashed logo without alt.
    for (const page of first.results.pages)
      expect(page.findings?.map((f) => `${f.check} ${f.evidence}`)).toEqual([
        expect.stringMatching(/^images\.alt <img src="\/assets\/logo\.[0-9a-f]{8}\.png"/),
      ]);
    baseline = first.resultsFile;
  }, 60_000);

  it('each of the ten benign deploys fails no page and lists nothing new or resolved', async () => {
    const table: { deploy: string; code: number; failed: number; regressions: number; resolved: number }[] = [];
    for (const [name, change] of BENIGN) {
      const row = await gate(name, change, baseline);
      table.push({
        deploy: name,
        code: row.run.code,
        failed: row.failed.length,
        regressions: row.results.pages.reduce((sum, page) => sum + page.regressions.length, 0),
        resolved: row.results.pages.reduce((sum, page) => sum + page.resolved.length, 0),
      });
    }
    expect(table).toEqual(BENIGN.map(([deploy]) => ({ deploy, code: 0, failed: 0, regressions: 0, resolved: 0 })));
  }, 180_000);

  it('all ten at once plus seven regressions on seven pages fail exactly those seven, each on its own', async () => {
    const regressionOf = new Map(REGRESSIONS.map((r) => [r.path, r]));
    const everything = (html: string, path: string): string =>
      BENIGN.reduce((page, [, change]) => change(page), regressionOf.get(path)?.change(html) ?? html);
    const run = await gate('all benign and seven regressions', everything, baseline);
    expect(run.run.code).toBe(1);
    expect(run.failed.map((page) => pathOf(page.url)).sort()).toEqual(REGRESSIONS.map((r) => r.path).sort());
    for (const page of run.results.pages) {
      const expected = regressionOf.get(pathOf(page.url));
      const listed = page.regressions.map((r) => ({ check: r.check, change: r.change, evidence: r.evidence }));
      expect(listed, pathOf(page.url)).toEqual(
        expected ? [{ check: expected.check, change: 'new', evidence: expect.stringMatching(expected.evidence) }] : [],
      );
      expect(
        page.resolved.map((r) => r.evidence),
        pathOf(page.url),
      ).toEqual(expected?.resolved ? [expect.stringMatching(expected.resolved)] : []);
    }
  }, 60_000);
});
