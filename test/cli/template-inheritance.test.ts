/**
 * What a new page inherits, through the bundled CLI against the in-process reference service:
 * the template's findings (on most of the accepted pages) only. A legacy page's own noindex and
 * empty title are its alone: a page added with them fails on them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { useHtmlSite } from './html-site.js';
import { runCli } from './run-cli.js';

const KEY = 'cli-template-inheritance-3c1f';
/** Every page's template: a search field without a label. */
const SEARCH = '<form role="search"><input type="search" name="q"></form>';
const page = (title: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title><meta name="description" content="${title}: a page of the template test site.">${head}` +
  `</head><body><header>${SEARCH}</header><main><h1>${title || 'Untitled'}</h1>` +
  `<p>${'Words of the page. '.repeat(40)}</p></main></body></html>`;
/** The legacy page: noindex and an empty title, accepted long ago. */
const LEGACY = page('', '<meta name="robots" content="noindex">');

const PAGES: Record<string, string> = {
  '/': page('Home of the template site'),
  '/docs/': page('Docs of the template site'),
  '/blog/': page('Blog of the template site'),
  '/legacy/': LEGACY,
  '/new/': LEGACY,
};

const site = useHtmlSite((path) => PAGES[path]);
let service: RunningService;
beforeAll(async () => {
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
});
afterAll(() => service?.close());

let runs = 0;
async function check(paths: string[]) {
  const resultsFile = join(site.dir(), `results-${++runs}.json`);
  const args = ['check', ...paths, '--site-url', site.origin(), '--poll-interval', '0.1', '--wait-for', '0'];
  args.push('--accepted-file', join(site.dir(), 'accepted.json'), '--results-file', resultsFile);
  const run = await runCli(args, { env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY } });
  const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
  return { ...run, byPath: new Map(results.pages.map((p) => [new URL(p.url).pathname, p])) };
}

describe('template findings only are inherited', () => {
  it('a new page with a legacy page-level noindex and empty title fails on them; the template inherits', async () => {
    const first = await check(['/', '/docs/', '/blog/', '/legacy/']);
    expect(first.code, first.stdout + first.stderr).toBe(0);

    const second = await check(['/', '/docs/', '/blog/', '/legacy/', '/new/']);
    const added = second.byPath.get('/new/');
    expect(second.code, second.stdout).toBe(1);
    expect(added?.verdict).toBe('fail');
    expect(added?.baselineFrom?.kind).toBe('new-page');
    const regressed = added?.regressions.map((r) => r.check) ?? [];
    expect(regressed).toContain('robots.noindex');
    expect(regressed).not.toContain('a11y.label');
    expect(added?.inherited).toBeGreaterThan(0);
    for (const path of ['/', '/docs/', '/blog/', '/legacy/'])
      expect(second.byPath.get(path)?.verdict, path).toBe('pass');
  }, 120_000);
});
