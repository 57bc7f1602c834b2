/**
 * No api-url: the bundled action analyses in-process (the reference service on a loopback port of
 * its own), and gates the loopback fixture site as it would with a hosted service: the comment,
 * the summary, the accepted state across runs (each run's service is new: the state is what
 * carries over), render with the runner's browser, and the address guard for every other host.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, describeRender } from '../service/render/with-browser.js';
import { runAction, type ActionCall, type ActionRun } from './runner.js';
import { cacheEnv, onlyComment, pullRequest, readResults, useWorld, verdicts } from './world.js';

const world = useWorld();
const IN_PROCESS_LINE =
  /^analysing in-process \(reference service, \d+ workers?, (rendering with \/\S+|rendering unavailable)\)$/m;

/** The action with no api-url and no key: nothing of the world's service is used. */
function runInProcess(inputs: Record<string, string>, options: Omit<ActionCall, 'inputs'> = {}): Promise<ActionRun> {
  return runAction({
    ...options,
    inputs: {
      'api-url': '',
      'api-key': '',
      'site-url': world().site.origin,
      'poll-interval': '0.1',
      'github-token': 'ghs_faketoken',
      ...inputs,
    },
    env: { GITHUB_API_URL: world().github.url, ...cacheEnv(world()), ...options.env },
  });
}

describe('no api-url', () => {
  it('gates the site in-process: comment, summary, outcome, and the accepted state across runs', async () => {
    const inputs = { urls: '/\n/pricing', comment: 'always', 'comment-tag': 'in-process' };
    const first = await runInProcess(inputs, { event: pullRequest(61) });
    expect(first.code, first.log).toBe(0);
    expect(first.log.match(new RegExp(IN_PROCESS_LINE, 'gm'))).toHaveLength(1);
    expect(first.outputs.outcome).toBe('passed');
    expect(first.summary).toMatch(/^\*\*pagegate: passed\*\* — 2 pages: 2 passed/);
    expect(onlyComment(world(), 61, first)).toContain('**pagegate: passed**');
    const saved = await readResults(first.outputs['results-file']);
    expect(saved.accepted?.saved).toBe(true);
    // Nothing is cached between runs, so no page is submitted again under the `pagegate` query.
    expect(saved.pages.map((page) => page.analyzedUrl)).toEqual([undefined, undefined]);

    world().site.deploy(2);
    try {
      const regressed = await runInProcess(inputs, { event: pullRequest(61) });
      expect(regressed.code, regressed.log).toBe(1);
      expect(regressed.outputs.outcome).toBe('failed');
      expect(regressed.summary).toMatch(/^\*\*pagegate: failed\*\*/);
      const results = await readResults(regressed.outputs['results-file']);
      expect(results.accepted?.from).not.toBeNull();
      expect(results.pages.some((page) => page.regressions.length > 0)).toBe(true);
    } finally {
      world().site.deploy(1);
    }
  }, 60_000);

  it('crawl: site crawls site-url in the step and gates on its pages', async () => {
    const run = await runInProcess({ crawl: 'site', urls: '', comment: 'never', baseline: 'none' });
    expect(run.code, run.log).toBe(0);
    const results = await readResults(run.outputs['results-file']);
    expect(results.crawl?.host).toBe('127.0.0.1');
    expect(verdicts(results).sort()).toEqual([
      ['/', 'pass'],
      ['/blog/hello', 'pass'],
      ['/pricing', 'pass'],
    ]);
  }, 30_000);

  it('a page that answers 404 is the page failing: outcome failed, not error', async () => {
    const run = await runInProcess({ urls: '/\n/nope', 'wait-for': '1', comment: 'never', baseline: 'none' });
    expect(run.code, run.log).toBe(1);
    expect(run.outputs.outcome).toBe('failed');
    expect(run.summary).toMatch(/^\*\*pagegate: failed\*\* — 2 pages: 1 passed, 0 failed, 1 error/);
  }, 30_000);

  it('with a key but no api-url says the key is not used, and still analyses in-process', async () => {
    const run = await runInProcess({ urls: '/', 'api-key': 'a-key-without-a-service', comment: 'never' });
    expect(run.code, run.log).toBe(0);
    expect(run.log).toContain('api-key is set but api-url is not: analysing in-process, the key is not used');
  }, 30_000);

  it('render: true without a browser is one error line naming how to install one; outcome error', async () => {
    const run = await runInProcess(
      { urls: '/app', render: 'true', comment: 'never' },
      { env: { PATH: '/nonexistent' } },
    );
    expect(run.code).toBe(1);
    expect(run.log).toMatch(/^::error::render: true needs a browser .*apt-get install chromium-headless-shell/m);
    expect(run.outputs.outcome).toBe('error');
    expect(run.summary).toMatch(/^\*\*pagegate: error\*\* — render: true needs a browser/);
  }, 30_000);
});

describe('the address guard in-process', () => {
  let hop: Server;
  let hopOrigin = '';
  beforeAll(async () => {
    // The run's only host: /away redirects to the fixture site, another loopback port the run does not name.
    hop = createServer((request, response) => {
      if (request.url === '/away') return void response.writeHead(302, { location: `${world().site.origin}/` }).end();
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => hop.listen(0, '127.0.0.1', resolve));
    hopOrigin = `http://127.0.0.1:${(hop.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => hop.close(() => resolve())));

  it('refuses a redirect to a private address that is not one of the run’s hosts', async () => {
    const run = await runInProcess({ 'site-url': hopOrigin, urls: '/away', 'wait-for': '0', comment: 'never' });
    expect(run.code, run.log).toBe(1);
    expect(run.outputs.outcome).toBe('failed');
    const [page] = (await readResults(run.outputs['results-file'])).pages;
    expect(page?.error?.code).toBe('blocked_address');
  }, 30_000);
});

describeRender('render in-process', () => {
  it('renders /app with the runner’s browser and says which', async () => {
    // The browser the suite found, wherever it is (a runner's PATH, or PAGEGATE_CHROMIUM in CI).
    const run = await runInProcess(
      { urls: '/app', render: 'true', 'min-score': '70', baseline: 'none' },
      { env: browser ? { PAGEGATE_CHROMIUM: browser.path } : {} },
    );
    expect(run.code, run.log).toBe(0);
    expect(run.log).toMatch(/^analysing in-process \(reference service, \d+ workers?, rendering with \/\S+\)$/m);
    expect(verdicts(await readResults(run.outputs['results-file']))).toEqual([['/app', 'pass']]);
  }, 60_000);
});

describe('outcome error from a hosted service', () => {
  it('an unreachable api-url: exit 1, outcome error, the summary says error', async () => {
    const run = await runAction({
      inputs: { 'api-url': 'http://127.0.0.1:1/api/v1', 'api-key': 'k', urls: `${world().site.origin}/` },
    });
    expect(run.code).toBe(1);
    expect(run.outputs.outcome).toBe('error');
    expect(run.summary).toMatch(/^\*\*pagegate: error\*\* — api-url http:\/\/127\.0\.0\.1:1\/api\/v1: /);
  }, 30_000);
});
