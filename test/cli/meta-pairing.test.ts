/**
 * A theme change that rewords the site description, through the bundled CLI (in-process service,
 * an accepted file): the description still fails the same check, and it is the same accepted
 * finding (a `<meta>` pairs by its name), so no page turns red on it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { useHtmlSite } from './html-site.js';
import { runCli } from './run-cli.js';

let description = 'Docs.';
const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title} of the meta test site</title><meta name="description" content="${description}">` +
  `</head><body><main><h1>${title}</h1><p>${`Words of ${title}. `.repeat(40)}</p></main></body></html>`;
const site = useHtmlSite((path) =>
  path === '/' || path === '/guide/' ? page(path === '/' ? 'Home' : 'Guide') : undefined,
);

let runs = 0;
async function gate() {
  const dir = site.dir();
  const resultsFile = join(dir, `results-${++runs}.json`);
  const args = ['check', '/', '/guide/', '--site-url', site.origin(), '--wait-for', '0'];
  args.push('--accepted-file', join(dir, 'accepted.json'), '--results-file', resultsFile);
  const run = await runCli(args, { env: { RUNNER_TEMP: dir }, cwd: dir });
  return { ...run, results: Results.parse(JSON.parse(await readFile(resultsFile, 'utf8'))) };
}

it('a reworded site description that still fails its check is the accepted finding on every page', async () => {
  const first = await gate();
  expect(first.code, first.stdout + first.stderr).toBe(0);
  expect(first.results.pages.flatMap((p) => p.findings?.map((f) => f.check) ?? [])).toContain('meta.description');

  description = 'The docs.';
  const second = await gate();
  expect(second.code, second.stdout).toBe(0);
  for (const page of second.results.pages)
    expect([page.url, page.regressions, page.resolved]).toEqual([page.url, [], []]);
}, 120_000);
