/**
 * Fresh variants through the engine, against the reference service and the fixture site on
 * loopback. The service's report clock is the test's: each deploy moves it on, so its cache (an
 * hour) forgets what it analysed long enough ago, as a hosted service's would, without waiting.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageAnalysisClient } from '../../src/client/client.js';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { runEngine, type EngineIO } from '../../src/gate/engine.js';
import { isStale } from '../../src/gate/fresh.js';
import type { PageResult } from '../../src/model/results.js';
import { ServiceTarget } from '../../src/model/service-target.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { textFiles } from '../io/text-files.js';
import { liveConfig } from './configs.js';

const KEY = 'fresh-variants-key-5d1e';
const MINUTE = 60_000;

let site: FixtureSite;
let service: RunningService | undefined;
/** How far the service's report clock runs ahead of the real one. */
let ahead = 0;
/** The service's log: a line per request. */
let requests: string[] = [];
const serviceNow = () => Date.now() + ahead;

beforeAll(async () => {
  site = await startFixtureSite();
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  site.deploy(1);
});
afterAll(() => site.close());

async function freshService(): Promise<RunningService> {
  ahead = 0;
  requests = [];
  service = await startService({
    port: 0,
    allowPrivate: true,
    cacheTtlSeconds: 3600,
    keys: { [KEY]: 'pro' },
    reportClock: serviceNow,
    log: (line) => requests.push(line),
  });
  return service;
}

function recordingIO() {
  const lines: string[] = [];
  const io: EngineIO = {
    ...textFiles({}),
    record: async () => {},
    glob: async () => [],
    info: (line) => lines.push(line),
    warn: (line) => lines.push(`warning: ${line}`),
    pageDone: () => {},
    now: () => new Date(),
  };
  return { io, lines };
}

/**
 * A deploy `minutes` after the last one, of commit `n`, gated with `baseline: previous`: its
 * deployed-at is the service's now, so every earlier analysis predates it.
 */
async function deploy(running: RunningService, minutes: number, n: number) {
  ahead += minutes * MINUTE;
  const deployedAt = new Date(serviceNow()).toISOString();
  const config = liveConfig({
    inputs: {
      'api-url': running.url,
      'api-key': KEY,
      'site-url': site.origin,
      urls: '/pricing',
      baseline: 'previous',
      'poll-interval': '0.05',
      'deployed-at': deployedAt,
    },
    env: { sha: `c${String(n).padStart(6, '0')}`.padEnd(40, '0') },
  });
  const { io, lines } = recordingIO();
  const outcome = await runEngine(config, io);
  const page = outcome.results.pages[0] as PageResult;
  // Correctness first: the gate never judges an analysis older than the deploy.
  expect(page.cached && isStale(page.analyzedAt ?? null, deployedAt), JSON.stringify(page)).toBe(false);
  return { page, passed: outcome.results.passed, lines };
}

/** Every URL of the host in the service's list, by GET /reports. */
async function listedUrls(running: RunningService): Promise<string[]> {
  const client = new PageAnalysisClient({ service: new ServiceTarget(running.url, KEY) });
  try {
    const urls: string[] = [];
    for await (const report of client.reports({ host: new URL(site.origin).hostname })) urls.push(report.url);
    return urls.sort();
  } finally {
    await client.close();
  }
}

const pricing = () => `${site.origin}/pricing`;
const variant = (n: number | string) => `${pricing()}?pagegate=${n}`;

describe('fresh variants: a bounded set per page', () => {
  it('twelve deploys 25 minutes apart, of an unchanged page then a changed one, list at most 4 variants', async () => {
    const running = await freshService();
    const analysed: (string | undefined)[] = [];
    for (let n = 1; n <= 9; n++) {
      const { page, passed } = await deploy(running, n === 1 ? 0 : 25, n);
      expect(passed, JSON.stringify(page)).toBe(true);
      analysed.push(page.analyzedUrl);
    }
    // The page's own URL until its cache hit predates a deploy, then the variant analysed longest ago.
    expect(analysed).toEqual([
      undefined,
      variant(1),
      variant(2),
      undefined,
      variant(3),
      variant(4),
      undefined,
      variant(1),
      variant(2),
    ]);

    // Missing alt, fixed, missing again: the third fails against the fix, each under a variant.
    site.deploy(2);
    const missing = await deploy(running, 25, 10);
    expect(missing.passed).toBe(false);
    site.deploy(3);
    const fixed = await deploy(running, 25, 11);
    expect(fixed.passed).toBe(true);
    site.deploy(2);
    const again = await deploy(running, 25, 12);
    expect(again.passed).toBe(false);
    expect(again.page.baseline?.key).toBe(fixed.page.key);
    expect(again.page.regressions.map((r) => [r.check, r.change])).toContainEqual(['images.alt', 'new']);
    expect([missing, fixed, again].map((d) => d.page.analyzedUrl)).toEqual([undefined, variant(3), variant(4)]);

    expect(await listedUrls(running)).toEqual([pricing(), ...[1, 2, 3, 4].map(variant)]);
  });

  it("falls back to the run's own tag, and says so once, when every variant answers from a stale cache", async () => {
    const running = await freshService();
    // Five deploys within a minute each: the page and its four variants are all still in the cache.
    for (let n = 1; n <= 5; n++) await deploy(running, 1, n);
    site.deploy(2);
    requests = [];
    const { page, passed, lines } = await deploy(running, 1, 6);
    // The page's own cache hit is older than every variant's analysis: they are all still cached
    // and are not tried; the page goes straight to the run's own tag.
    expect(requests.filter((line) => line.startsWith('POST /api/v1/reports '))).toHaveLength(2);
    expect(passed).toBe(false);
    expect(page).toMatchObject({
      cached: false,
      analyzedUrl: variant('c000006'),
      fresh: { reason: 'stale-cache', fallback: true },
    });
    expect(page.regressions.map((r) => r.check)).toContain('images.alt');
    expect(lines.filter((line) => line.includes('pagegate= variants'))).toEqual([
      `fresh: all 4 pagegate= variants of 1 page answered from a cache older than the deploy, so each was ` +
        `analysed under a URL of this run's own, which stays in the service's list (${variant('c000006')})`,
    ]);
    expect(await listedUrls(running)).toEqual([pricing(), ...[1, 2, 3, 4].map(variant), variant('c000006')]);
  });
});
