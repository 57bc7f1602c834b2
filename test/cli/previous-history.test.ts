/**
 * `--baseline previous` over many runs, through the bundled CLI against the reference service (its
 * cache on, so each run's fresh analysis lands under a variant or a tag of its own): one page
 * gated again and again with a regression stays red on every run, however many reports of failed
 * runs pile up after the last one that passed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Results } from '../../src/model/results.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { useHtmlSite } from './html-site.js';
import { runCli } from './run-cli.js';

const KEY = 'cli-previous-history-5e7b';
const RUNS = 11;

let regressed = false;
const page = () =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  '<title>Pricing of the history test site</title>' +
  '<meta name="description" content="Pricing: the one page of the history test site, gated again and again.">' +
  `</head><body><main><h1>Pricing</h1><p>${'Words of the page. '.repeat(40)}</p>` +
  `<img src="/plans.png" width="10" height="10"${regressed ? '' : ' alt="Plans"'}></main></body></html>`;

const site = useHtmlSite(() => page());
let service: RunningService;
beforeAll(async () => {
  service = await startService({ port: 0, allowPrivate: true, keys: { [KEY]: 'pro' } });
});
afterAll(() => service?.close());

let runs = 0;
async function gate() {
  const dir = site.dir();
  const resultsFile = join(dir, `results-${++runs}.json`);
  const args = ['check', '/pricing', '--site-url', site.origin(), '--baseline', 'previous', '--wait-for', '0'];
  args.push('--poll-interval', '0.1', '--results-file', resultsFile);
  // A run id of its own per run, as each workflow run has: its fallback tag is its own URL.
  const env = { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY, GITHUB_RUN_ID: String(1000 + runs) };
  const run = await runCli(args, { env, cwd: dir });
  const [result] = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8'))).pages;
  return { ...run, result };
}

it(`a regression gated ${RUNS} times is red every time: the passing report is found however old`, async () => {
  const first = await gate();
  expect(first.code, first.stdout + first.stderr).toBe(0);
  regressed = true;
  const verdicts: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await gate();
    verdicts.push(`${i + 1}: ${run.result?.verdict} ${run.result?.baselineFrom?.kind}`);
  }
  expect(verdicts).toEqual(Array.from({ length: RUNS }, (_, i) => `${i + 1}: fail previous`));
}, 600_000);
