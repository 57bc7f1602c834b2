/**
 * A template that names `/` as every page's canonical (a common bug), crawled through the bundled
 * CLI by the in-process reference service: every page is crawled and gated (a canonical alone is
 * no duplicate), and each page other than the root has a `link.canonical` finding naming the bug.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { useHtmlSite } from './html-site.js';
import { runCli } from './run-cli.js';

const page = (title: string, links: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title} of the canonical site</title><link rel="canonical" href="/">` +
  `<meta name="description" content="${title}: a page of the canonical test site, one of three.">` +
  `</head><body><main><h1>${title}</h1><p>${`Words of ${title}. `.repeat(40)}</p>${links}</main></body></html>`;
const PAGES: Record<string, string> = {
  '/': page('Home', '<a href="/guide/">Guide</a> <a href="/blog/">Blog</a>'),
  '/guide/': page('Guide', '<a href="/">Home</a>'),
  '/blog/': page('Blog', '<a href="/">Home</a>'),
};

const site = useHtmlSite((path) => PAGES[path]);

it('crawls and gates all three pages; each non-root page has a link.canonical finding', async () => {
  const resultsFile = join(site.dir(), 'results.json');
  const run = await runCli(
    ['check', '--site-url', site.origin(), '--crawl', 'site', '--results-file', resultsFile, '--wait-for', '0'],
    { env: { RUNNER_TEMP: site.dir() } },
  );
  const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
  const byPath = new Map(results.pages.map((p) => [new URL(p.url).pathname, p]));
  expect([...byPath.keys()].sort(), run.stdout + run.stderr).toEqual(['/', '/blog/', '/guide/']);
  const canonical = (path: string) =>
    (byPath.get(path)?.findings ?? []).filter((f) => f.check === 'link.canonical').map((f) => f.evidence);
  expect(canonical('/')).toEqual([]);
  for (const path of ['/guide/', '/blog/']) expect(canonical(path), path).toEqual(['<link rel="canonical" href="/">']);
}, 120_000);
