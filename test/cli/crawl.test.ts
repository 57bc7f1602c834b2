/**
 * `pagegate crawl --performance` against a service given by --api-url: the crawl it starts asks for
 * every page to be measured, over --performance-runs loads, which the service's stubbed measurement
 * records; a run count outside 1-10 is refused in one line.
 */
import { afterEach, expect, it } from 'vitest';
import { crawl } from '../../src/cli/crawl.js';
import { ConfigError } from '../../src/errors.js';
import type { RunningService } from '../../src/service/index.js';
import { fastMetrics } from '../model/metrics-fixture.js';
import { KEY, startStubService, StubAnalyzer } from '../service/service-fixture.js';

const SITE = 'https://site.example';
let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function crawled(flags: string[]) {
  const stub = new StubAnalyzer();
  stub.pages.set(`${SITE}/`, { links: [`${SITE}/a`] });
  const measured: { url: string; runs: number }[] = [];
  service = await startStubService(stub, {
    // Named only so that render is offered; the stubs stand in for it.
    chromium: process.execPath,
    measure: async (url, runs) => {
      measured.push({ url, runs });
      return fastMetrics({ runs });
    },
  });
  let stdout = '';
  const api = ['--api-url', service.url, '--api-key', KEY, '--wait'];
  const code = await crawl([`${SITE}/`, ...api, ...flags], {
    stdout: (text) => (stdout += text),
    stderr: () => undefined,
    isTTY: false,
    env: {},
  });
  return { code, stdout, measured, stub };
}

it('--performance --performance-runs 2 has the service render and measure every page of the crawl', async () => {
  const { code, stdout, measured, stub } = await crawled(['--performance', '--performance-runs', '2']);
  expect(code, stdout).toBe(0);
  expect(measured).toEqual([
    { url: `${SITE}/`, runs: 2 },
    { url: `${SITE}/a`, runs: 2 },
  ]);
  expect(stub.rendered).toEqual([`${SITE}/`, `${SITE}/a`]);
  // Its start and its end say how many loads each page's metrics are the medians of.
  const lines = stdout.trim().split('\n');
  expect(lines[0]).toMatch(
    /^crawl \d+ queued: https:\/\/site\.example\/ \(max \d+ pages, depth 3, each page measured over 2 loads\)$/,
  );
  expect(lines.at(-1)).toMatch(/^crawl \d+ done: 2 pages fetched, each page measured over 2 loads, average score /);
});

it('measures nothing without --performance', async () => {
  const { code, measured, stdout } = await crawled([]);
  expect(code).toBe(0);
  expect(measured).toEqual([]);
  expect(stdout).not.toContain('measured over');
});

it('refuses --performance-runs outside 1-10 with one line', async () => {
  await expect(crawled(['--performance', '--performance-runs', '11'])).rejects.toThrow(
    new ConfigError('--performance-runs: "11" is not an integer from 1 to 10'),
  );
});
