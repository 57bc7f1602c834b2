/** The gate's one flow against the real reference service and the fixture site, both on loopback. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { ConfigError, ServiceError, TransportError } from '../../src/errors.js';
import { runEngine, type EngineIO } from '../../src/gate/engine.js';
import { parseGateConfig } from '../../src/config/inputs.js';
import type { PageResult, Results } from '../../src/model/results.js';
import { startService, type RunningService, type ServiceOptions } from '../../src/service/index.js';
import { page } from '../report/fixtures.js';

const KEY = 'engine-test-key-7f3a';
const STARTED = new Date('2025-11-23T08:00:00.000Z');
const FINISHED = new Date('2025-11-23T08:00:09.000Z');

let site: FixtureSite;
let service: RunningService;
let serviceLog: string[];

async function freshService(options: ServiceOptions = {}): Promise<void> {
  await service?.close();
  serviceLog = [];
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' }, log: (line) => serviceLog.push(line), ...options });
}

beforeAll(async () => {
  site = await startFixtureSite();
});
afterEach(() => site.deploy(1));
afterAll(async () => {
  await Promise.all([service?.close(), site.close()]);
});

/** An EngineIO whose files are `files`, whose glob answers `matches`, and which records everything said. */
function recordingIO(files: Record<string, string> = {}, matches: string[] = []) {
  const lines: string[] = [];
  const done: { url: string; verdict: string; done: number; total: number }[] = [];
  const globs: string[] = [];
  const clock = [STARTED, FINISHED];
  const io: EngineIO = {
    readText: async (path) => files[path] ?? Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' })),
    glob: async (pattern) => {
      globs.push(pattern);
      return matches;
    },
    info: (line) => lines.push(line),
    warn: (line) => lines.push(`warning: ${line}`),
    pageDone: (result, n, total) => done.push({ url: result.url, verdict: result.verdict, done: n, total }),
    now: () => clock.shift() ?? FINISHED,
  };
  return { io, lines, done, globs };
}

function gateConfig(inputs: Record<string, string> = {}) {
  return parseGateConfig({
    inputs: { 'api-url': service.url, 'api-key': KEY, 'site-url': site.origin, urls: '/pricing\n/\n/blog/hello', 'poll-interval': '0.05', concurrency: '2', ...inputs },
  });
}

const posts = () => serviceLog.filter((line) => line.startsWith('POST '));

describe('runEngine: gate mode', () => {
  beforeAll(() => freshService());

  it('analyses every page and decides, pages in input order, one pageDone per page', async () => {
    const { io, done } = recordingIO();
    const outcome = await runEngine(gateConfig({ 'min-score': '50' }), io);
    const urls = [`${site.origin}/pricing`, `${site.origin}/`, `${site.origin}/blog/hello`];
    expect(outcome).toMatchObject({ failedCount: 0, regressionCount: 0 });
    expect(outcome.results).toMatchObject({ version: 1, decided: true, passed: true, startedAt: STARTED.toISOString(), finishedAt: FINISHED.toISOString() });
    expect(outcome.results.pages.map((p) => [p.url, p.verdict, p.error, p.cached, p.notes])).toEqual(urls.map((url) => [url, 'pass', null, false, ['no baseline']]));
    expect(outcome.results.pages.every((p) => typeof p.key === 'string' && typeof p.score === 'number' && p.score >= 50)).toBe(true);
    expect(done.map((d) => [d.done, d.total])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(done.map((d) => d.url).sort()).toEqual([...urls].sort());
    expect(posts()).toHaveLength(3);
  });

  it('fails the page that regressed since the previous run, against its latest report', async () => {
    site.deploy(2);
    const { io, done } = recordingIO();
    const outcome = await runEngine(gateConfig(), io);
    const pricing = outcome.results.pages[0] as PageResult;
    expect(pricing).toMatchObject({ url: `${site.origin}/pricing`, verdict: 'fail', baseline: { key: expect.any(String) } });
    expect(pricing.regressions).toContainEqual(expect.objectContaining({ check: 'images.alt', severity: 'critical', change: 'new' }));
    expect(outcome.results.pages.slice(1).map((p) => p.verdict)).toEqual(['pass', 'pass']);
    expect(outcome).toMatchObject({ failedCount: 1, regressionCount: pricing.regressions.length, results: { passed: false } });
    expect(done.find((d) => d.url === pricing.url)?.verdict).toBe('fail');
  });

  it('says no baseline was wanted for baseline none', async () => {
    const { io } = recordingIO();
    const outcome = await runEngine(gateConfig({ urls: '/', baseline: 'none' }), io);
    expect(outcome.results.pages.map((p) => p.notes)).toEqual([['no baseline: baseline set to none']]);
  });

  it('names baseline-file in one line when the file cannot be read, before anything is submitted', async () => {
    const { io } = recordingIO();
    const before = posts().length;
    await expect(runEngine(gateConfig({ urls: '/', 'baseline-file': 'earlier/results.json' }), io)).rejects.toThrow(
      new ConfigError('baseline-file: cannot read "earlier/results.json" (ENOENT)'),
    );
    expect(posts()).toHaveLength(before);
  });

  it('names baseline-file and the file when the file is not a results file', async () => {
    const { io } = recordingIO({ 'run1.md': '# pagegate results\n' });
    await expect(runEngine(gateConfig({ urls: '/', 'baseline-file': 'run1.md' }), io)).rejects.toThrow(new ConfigError('baseline-file run1.md: not a results file (not JSON)'));
  });

  it('names the api-url it could not reach, in one line', async () => {
    const { io } = recordingIO();
    const closed = 'http://127.0.0.1:9/api/v1';
    const error = await runEngine(gateConfig({ 'api-url': closed, timeout: '2' }), io).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as Error).message).toMatch(/^api-url http:\/\/127\.0\.0\.1:9\/api\/v1: GET \/reports: /);
  });

  it('says an api-url without the version prefix must include it, as a configuration error', async () => {
    const { io } = recordingIO();
    const bare = service.url.replace(/\/api\/v1$/, '');
    await expect(runEngine(gateConfig({ 'api-url': bare }), io)).rejects.toThrow(
      new ConfigError(`api-url ${bare}: GET /reports answered 404: the api-url must include the service's version prefix, such as /api/v1`),
    );
  });

  it('names the crawl id the service does not know', async () => {
    const { io } = recordingIO();
    const error = await runEngine(gateConfig({ crawl: '99', urls: '', 'site-url': '' }), io).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as Error).message).toMatch(/^GET \/site-crawls\/99: 404 /);
  });

  it('rejects a bad key with a ServiceError before anything is submitted', async () => {
    serviceLog.length = 0;
    const { io, done } = recordingIO();
    const error = await runEngine(gateConfig({ 'api-key': 'not-the-key-9c1d' }), io).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 401 });
    expect((error as Error).message).not.toContain('not-the-key-9c1d');
    expect(serviceLog).toEqual([expect.stringMatching(/^GET \/api\/v1\/reports 401 /)]);
    expect(done).toEqual([]);
  });
});

describe('runEngine: the deadline', () => {
  beforeAll(() => freshService({ faults: { rateNeverFinish: 1 } }));

  it('ends pages still unfinished when the timeout runs out as errors, and fails the gate', async () => {
    const { io, done } = recordingIO();
    const started = performance.now();
    const outcome = await runEngine(gateConfig({ urls: '/\n/pricing', timeout: '1' }), io);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(outcome.results.pages.map((p) => [p.verdict, p.error?.code])).toEqual([
      ['error', 'timeout'],
      ['error', 'timeout'],
    ]);
    expect(outcome.results.pages[0]?.error?.message).toMatch(/^unfinished: the timeout ran out while waiting for the analysis \(last status: (queued|running)\)$/);
    expect(outcome).toMatchObject({ failedCount: 2, results: { passed: false } });
    expect(done.map((d) => d.verdict)).toEqual(['error', 'error']);
  });
});

describe('runEngine: report mode', () => {
  const shard = (pages: PageResult[]): string =>
    JSON.stringify({ version: 1, passed: true, startedAt: '2025-11-23T07:00:00Z', finishedAt: '2025-11-23T07:01:00Z', decided: false, pages } satisfies Results);

  it('merges the files the glob finds and decides them with its own thresholds, without the service', async () => {
    const files = {
      'shards/1.json': shard([page({ url: 'https://a.example/one', score: 96 })]),
      'shards/2.json': shard([page({ url: 'https://a.example/two', score: 80 })]),
    };
    const { io, lines, globs } = recordingIO(files, Object.keys(files));
    const config = parseGateConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json', 'min-score': '90' } });
    const outcome = await runEngine(config, io);
    expect(globs).toEqual(['shards/*.json']);
    expect(lines).toEqual(['results-files: merged 2 pages from 2 file(s)']);
    expect(outcome.results).toMatchObject({ version: 1, decided: true, passed: false });
    expect(outcome.results.pages.map((p) => [p.url, p.verdict, p.reasons])).toEqual([
      ['https://a.example/one', 'pass', []],
      ['https://a.example/two', 'fail', ['score 80 < min-score 90']],
    ]);
    expect(outcome.failedCount).toBe(1);
  });

  it('fails with a ConfigError when results-files matches nothing', async () => {
    const { io } = recordingIO();
    const config = parseGateConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json' } });
    await expect(runEngine(config, io)).rejects.toThrow(new ConfigError('results-files: "shards/*.json" matched no file'));
  });

  it('names the matched file that cannot be read', async () => {
    const { io } = recordingIO({ 'shards/1.json': shard([page()]) }, ['shards/1.json', 'shards/2.json']);
    const config = parseGateConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json' } });
    await expect(runEngine(config, io)).rejects.toThrow(new ConfigError('results-files: cannot read "shards/2.json" (ENOENT)'));
  });

  it('names the matched file that holds more than a results file may', async () => {
    const big = JSON.stringify({ version: 1, pages: Array.from({ length: 10_001 }, () => ({})) });
    const { io } = recordingIO({ 'shards/big.json': big }, ['shards/big.json']);
    const config = parseGateConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json' } });
    await expect(runEngine(config, io)).rejects.toThrow(new ConfigError('results-files shards/big.json: holds 10001 pages, more than the 10000 a results file may hold'));
  });
});
