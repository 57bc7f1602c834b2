/**
 * Numbered names are names, through the bundled CLI (in-process service, an accepted file): fixing
 * figure1.png's alt while adding figure2.png without one is a regression, and so is fixing the
 * link to #section1 while breaking one to #section2. A hash would have masked both.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { useHtmlSite } from './html-site.js';
import { runCli } from './run-cli.js';

let release = 1;
const page = () =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  '<title>Guide of the figures test site</title>' +
  '<meta name="description" content="Guide: the one page of the figures test site, with numbered figures.">' +
  `</head><body><main><h1>Guide</h1><p>${'Words of the page. '.repeat(40)}</p>` +
  (release === 1
    ? '<img src="/figure1.png" width="10" height="10"><a href="#section1">First section</a>'
    : '<img src="/figure1.png" width="10" height="10" alt="Figure 1">' +
      '<img src="/figure2.png" width="10" height="10">' +
      '<h2 id="section1">One</h2><a href="#section1">First section</a><a href="#section2">Second section</a>') +
  '</main></body></html>';

const site = useHtmlSite(() => page());

let runs = 0;
async function gate() {
  const dir = site.dir();
  const resultsFile = join(dir, `results-${++runs}.json`);
  const args = ['check', '/guide', '--site-url', site.origin(), '--wait-for', '0'];
  args.push('--accepted-file', join(dir, 'accepted.json'), '--results-file', resultsFile);
  const run = await runCli(args, { env: { RUNNER_TEMP: dir }, cwd: dir });
  const [result] = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8'))).pages;
  return { ...run, result };
}

it('figure1 fixed and figure2 added without alt, #section1 fixed and #section2 broken: both regress', async () => {
  const first = await gate();
  expect(first.code, first.stdout + first.stderr).toBe(0);
  const accepted = first.result?.findings?.map((f) => f.check) ?? [];
  expect(accepted).toContain('images.alt');

  release = 2;
  const second = await gate();
  expect(second.code, second.stdout).toBe(1);
  const regressions = (second.result?.regressions ?? []).map((r) => `${r.check} ${r.evidence}`);
  expect(regressions).toContainEqual(expect.stringMatching(/^images\.alt .*figure2\.png/));
  expect(second.result?.resolved.map((f) => `${f.check} ${f.evidence}`)).toContainEqual(
    expect.stringMatching(/^images\.alt .*figure1\.png/),
  );
  if (accepted.includes('links.fragment'))
    expect(regressions).toContainEqual(expect.stringMatching(/^links\.fragment .*#section2/));
}, 120_000);
