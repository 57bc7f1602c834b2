/** The gate's one flow against the real reference service and the fixture site, both on loopback. */
import type { ProbeClock } from '../../src/site/readiness.js';
import { textFiles } from '../io/text-files.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { ConfigError, PagegateError, ServiceError, TransportError } from '../../src/errors.js';
import { runEngine, type EngineIO } from '../../src/gate/engine.js';
import { engineConfig, liveConfig } from './configs.js';
import type { PageResult, Results } from '../../src/model/results.js';
import { startService, type RunningService, type ServiceOptions } from '../../src/service/index.js';
import type { AcceptedLoad, AcceptedState, AcceptedStore } from '../../src/model/accepted.js';
import { page } from '../report/fixtures.js';
import { pageNotes } from '../../src/report/page-notes.js';
import { plainHeadline } from '../../src/report/headline.js';
import { yamlFile } from '../config/yaml-file.js';

const KEY = 'engine-test-key-7f3a';
const STARTED = new Date('2025-11-23T08:00:00.000Z');
const FINISHED = new Date('2025-11-23T08:00:09.000Z');

let site: FixtureSite;
let service: RunningService;
let serviceLog: string[];

async function freshService(options: ServiceOptions = {}): Promise<void> {
  await service?.close();
  serviceLog = [];
  service = await startService({
    port: 0,
    allowPrivate: true,
    cacheTtlSeconds: 0,
    keys: { [KEY]: 'pro' },
    log: (line) => serviceLog.push(line),
    ...options,
  });
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
  const recorded: PageResult[] = [];
  const clock = [STARTED, FINISHED];
  const { readBytes, readLines } = textFiles(files);
  const io: EngineIO = {
    readBytes,
    readLines,
    record: async (result) => void recorded.push(result),
    glob: async (pattern) => {
      globs.push(pattern);
      return matches;
    },
    info: (line) => lines.push(line),
    warn: (line) => lines.push(`warning: ${line}`),
    pageDone: (result, n, total) => done.push({ url: result.url, verdict: result.verdict, done: n, total }),
    now: () => clock.shift() ?? FINISHED,
  };
  return { io, lines, done, globs, recorded };
}

/** A probe clock that moves only when the probe sleeps: wait-for and not-found-grace pass at once. */
function fakeProbeClock(): ProbeClock {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  };
}

function gateConfig(inputs: Record<string, string> = {}) {
  return liveConfig({
    inputs: {
      'api-url': service.url,
      'api-key': KEY,
      'site-url': site.origin,
      urls: '/pricing\n/\n/blog/hello',
      'poll-interval': '0.05',
      concurrency: '2',
      ...inputs,
    },
  });
}

const posts = () => serviceLog.filter((line) => line.startsWith('POST '));

describe('runEngine: pages as they are decided', () => {
  beforeAll(() => freshService());

  it('records each page whole as it is decided, and holds only what the report reads', async () => {
    site.deploy(1);
    await runEngine(gateConfig({ baseline: 'none' }), recordingIO().io);
    site.deploy(2);
    const { io, recorded } = recordingIO();
    const outcome = await runEngine(gateConfig({ 'min-score': '90' }), io);
    expect(recorded.map((p) => p.url)).toEqual(outcome.results.pages.map((p) => p.url));
    for (const held of outcome.results.pages) {
      const whole = recorded.find((p) => p.url === held.url);
      expect(whole?.findings?.length).toBeGreaterThan(0);
      expect(whole?.baseline?.findings?.length).toBeGreaterThan(0);
      expect(held).toEqual({
        ...whole,
        findings: held.verdict === 'fail' ? whole?.findings?.filter((f) => f.severity === 'critical') : [],
        baseline: { ...whole?.baseline, findings: [] },
      });
    }
    expect(outcome.results.pages.some((p) => p.verdict === 'fail' && (p.findings ?? []).length > 0)).toBe(true);
  });
});

describe('runEngine: gate mode', () => {
  beforeAll(() => freshService());

  it('analyses every page and decides, pages in input order, one pageDone per page', async () => {
    const { io, done } = recordingIO();
    const outcome = await runEngine(gateConfig({ 'min-score': '50' }), io);
    const urls = [`${site.origin}/pricing`, `${site.origin}/`, `${site.origin}/blog/hello`];
    expect(outcome).toMatchObject({ failedCount: 0, regressionCount: 0 });
    expect(outcome.results).toMatchObject({
      version: 1,
      decided: true,
      passed: true,
      startedAt: STARTED.toISOString(),
      finishedAt: FINISHED.toISOString(),
    });
    expect(outcome.results.pages.map((p) => [p.url, p.verdict, p.error, p.cached, p.baselineFrom])).toEqual(
      urls.map((url) => [url, 'pass', null, false, { kind: 'none', why: 'never-analysed' }]),
    );
    expect(
      outcome.results.pages.every((p) => typeof p.key === 'string' && typeof p.score === 'number' && p.score >= 50),
    ).toBe(true);
    expect(done.map((d) => [d.done, d.total])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(done.map((d) => d.url).sort()).toEqual([...urls].sort());
    expect(posts()).toHaveLength(3);
  });

  it('carries what max-urls dropped into the results, and the headline says it', async () => {
    const outcome = await runEngine(gateConfig({ 'max-urls': '2' }), recordingIO().io);
    expect(outcome.results.pages).toHaveLength(2);
    expect(outcome.results.truncated).toEqual({ maxUrls: 2, given: 3, dropped: [`${site.origin}/blog/hello`] });
    expect(plainHeadline(outcome.results)).toContain('2 of 3 pages gated (max-urls 2 dropped 1)');
  });

  it('fails the page that regressed since the previous run, against its latest report', async () => {
    site.deploy(2);
    const { io, done } = recordingIO();
    const outcome = await runEngine(gateConfig(), io);
    const pricing = outcome.results.pages[0] as PageResult;
    expect(pricing).toMatchObject({
      url: `${site.origin}/pricing`,
      verdict: 'fail',
      baseline: { key: expect.any(String) },
    });
    expect(pricing.regressions).toContainEqual(
      expect.objectContaining({ check: 'images.alt', severity: 'critical', change: 'new' }),
    );
    expect(outcome.results.pages.slice(1).map((p) => p.verdict)).toEqual(['pass', 'pass']);
    expect(outcome).toMatchObject({
      failedCount: 1,
      regressionCount: pricing.regressions.length,
      results: { passed: false },
    });
    expect(done.find((d) => d.url === pricing.url)?.verdict).toBe('fail');
  });

  it('says no baseline was wanted for baseline none', async () => {
    const { io } = recordingIO();
    const outcome = await runEngine(gateConfig({ urls: '/', baseline: 'none' }), io);
    expect(outcome.results.pages.map((p) => p.baselineFrom)).toEqual([{ kind: 'none', why: 'setting' }]);
    expect(outcome.results).not.toHaveProperty('accepted');
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
    await expect(runEngine(gateConfig({ urls: '/', 'baseline-file': 'run1.md' }), io)).rejects.toThrow(
      new ConfigError('baseline-file run1.md: not a results file (the document is not a JSON object)'),
    );
  });

  describe('a baseline-file whose run failed', () => {
    const failedRun = () =>
      JSON.stringify({
        version: 1,
        passed: false,
        startedAt: STARTED.toISOString(),
        finishedAt: FINISHED.toISOString(),
        pages: [
          page({ url: `${site.origin}/`, key: 'k-home', verdict: 'pass', findings: [] }),
          page({ url: `${site.origin}/pricing`, key: 'k-pricing', verdict: 'fail', findings: [] }),
        ],
      });

    it('is a configuration error naming the file: its regressions would become the baseline', async () => {
      const { io } = recordingIO({ 'run1.json': failedRun() });
      const before = posts().length;
      await expect(runEngine(gateConfig({ urls: '/', 'baseline-file': 'run1.json' }), io)).rejects.toThrow(
        new ConfigError(
          'baseline-file run1.json: its run failed, so its regressions would become the baseline; give the ' +
            'results of a run that passed, or set baseline-file-pages passed to use only the pages that passed in it',
        ),
      );
      expect(posts()).toHaveLength(before);
    });

    it('with baseline-file-pages passed serves only the pages that passed in it', async () => {
      const { io } = recordingIO({ 'run1.json': failedRun() });
      const config = gateConfig({ urls: '/\n/pricing', 'baseline-file': 'run1.json', 'baseline-file-pages': 'passed' });
      const outcome = await runEngine(config, io);
      const [home, pricing] = outcome.results.pages;
      expect(home?.baseline?.key).toBe('k-home');
      expect(pricing?.baseline).toBeNull();
    });
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
      new ConfigError(
        `api-url ${bare}: GET /reports answered 404: the api-url must include the service's version prefix, ` +
          `such as /api/v1`,
      ),
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
    const outcome = await runEngine(gateConfig({ urls: '/\n/pricing', timeout: '1' }), io);
    expect(outcome.results.pages.map((p) => [p.verdict, p.error?.code])).toEqual([
      ['error', 'timeout'],
      ['error', 'timeout'],
    ]);
    expect(outcome.results.pages[0]?.error?.message).toMatch(
      /^unfinished: the timeout ran out while waiting for the analysis \(last status: (queued|running)\)$/,
    );
    expect(outcome).toMatchObject({ failedCount: 2, results: { passed: false } });
    expect(done.map((d) => d.verdict)).toEqual(['error', 'error']);
  });
});

describe('runEngine: report mode', () => {
  const shard = (pages: PageResult[]): string =>
    JSON.stringify({
      version: 1,
      passed: true,
      startedAt: '2025-11-23T07:00:00Z',
      finishedAt: '2025-11-23T07:01:00Z',
      decided: false,
      pages,
    } satisfies Results);

  it('merges the files the glob finds and decides them with its own thresholds, without the service', async () => {
    const files = {
      'shards/1.json': shard([page({ url: 'https://a.example/one', score: 96 })]),
      'shards/2.json': shard([page({ url: 'https://a.example/two', score: 80 })]),
    };
    const { io, lines, globs } = recordingIO(files, Object.keys(files));
    const config = engineConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json', 'min-score': '90' } });
    const outcome = await runEngine(config, io);
    expect(globs).toEqual(['shards/*.json']);
    expect(lines).toEqual(['results-files: merged 2 pages from 2 files']);
    expect(outcome.results).toMatchObject({ version: 1, decided: true, passed: false });
    expect(outcome.results.pages.map((p) => [p.url, p.verdict, p.reasons])).toEqual([
      ['https://a.example/one', 'pass', []],
      ['https://a.example/two', 'fail', ['score 80 < min-score 90']],
    ]);
    expect(outcome.failedCount).toBe(1);
  });

  /** A shard as the action writes it: a page per line, the verdict and the times after the pages. */
  const shardLines = (pages: PageResult[]): string =>
    [
      '{"version":1,"pages":[',
      ...pages.map((p, i) => `${JSON.stringify(p)}${i < pages.length - 1 ? ',' : ''}`),
      '],"passed":true,"startedAt":"2025-11-23T07:00:00Z","finishedAt":"2025-11-23T07:01:00Z","decided":false}',
      '',
    ].join('\n');

  it('reads shards a page per line: a URL in two shards keeps its first place and takes the later entry', async () => {
    const files = {
      'shards/1.json': shardLines([
        page({ url: 'https://a.example/one', key: 'first-try', score: 60 }),
        page({ url: 'https://a.example/two' }),
      ]),
      'shards/2.json': shardLines([
        page({ url: 'https://a.example/three' }),
        page({ url: 'https://a.example/one', key: 're-run', score: 96 }),
      ]),
    };
    const { io, lines, recorded, done } = recordingIO(files, Object.keys(files));
    const outcome = await runEngine(
      engineConfig({
        inputs: {
          mode: 'report',
          'results-files': 'shards/*.json',
          'min-score': '90',
        },
      }),
      io,
    );
    expect(lines).toEqual(['results-files: merged 3 pages from 2 files']);
    expect(outcome.results.pages.map((p) => [p.url, p.key, p.verdict])).toEqual([
      ['https://a.example/one', 're-run', 'pass'],
      ['https://a.example/two', 'k-now', 'pass'],
      ['https://a.example/three', 'k-now', 'pass'],
    ]);
    // The results file keeps the merged order, though /one is decided last (its entry is in the second shard).
    expect(recorded.map((p) => p.key)).toEqual(['re-run', 'k-now', 'k-now']);
    expect(done.map((d) => d.total)).toEqual([3, 3, 3]);
    // The page lines too: /one is told first though it is decided last.
    expect(done.map((d) => [new URL(d.url).pathname, d.done])).toEqual([
      ['/one', 1],
      ['/two', 2],
      ['/three', 3],
    ]);
  });

  it.each([
    [
      'a page line that is not JSON',
      ['{"version":1,"pages":[', '{"url":', '],"passed":true}'],
      'not a results file (not JSON: a value starts with an unexpected character (near byte 31))',
    ],
    [
      'a page that breaks the schema',
      [
        '{"version":1,"pages":[',
        '{"url":"https://a.example/","verdict":"maybe"}',
        '],"passed":true,"startedAt":"x","finishedAt":"y"}',
      ],
      'not a pagegate results file v1 (pages[0].verdict: Invalid option: expected one of "pass"|"fail"|"error")',
    ],
    [
      'no closing line',
      ['{"version":1,"pages":[', JSON.stringify(page())],
      'not a results file (not JSON: it ends before the document is closed ' +
        `(near byte ${23 + JSON.stringify(page()).length}))`,
    ],
    [
      'closing fields that break the schema',
      ['{"version":1,"pages":[', '],"passed":"yes","startedAt":"x","finishedAt":"y"}'],
      'not a pagegate results file v1 (passed: Invalid input: expected boolean, received string)',
    ],
  ])('names the shard with %s', async (_, text, problem) => {
    const { io } = recordingIO({ 'shards/1.json': text.join('\n') }, ['shards/1.json']);
    await expect(
      runEngine(
        engineConfig({
          inputs: { mode: 'report', 'results-files': 'shards/*.json' },
        }),
        io,
      ),
    ).rejects.toThrow(new ConfigError(`results-files shards/1.json: ${problem}`));
  });

  it('refuses a config-file pattern that matches no merged page, as gate mode does', async () => {
    const { io } = recordingIO({ 'shards/1.json': shard([page({ url: 'https://a.example/one' })]) }, ['shards/1.json']);
    const config = engineConfig({
      inputs: { mode: 'report', 'results-files': 'shards/*.json' },
      configFile: yamlFile('pages:\n  "/pricng":\n    min-score: 90\n'),
    });
    await expect(runEngine(config, io)).rejects.toThrow(/pattern "\/pricng" matches no page/);
  });

  it('fails with a ConfigError when results-files matches nothing', async () => {
    const { io } = recordingIO();
    const config = engineConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json' } });
    await expect(runEngine(config, io)).rejects.toThrow(
      new ConfigError('results-files: "shards/*.json" matched no file'),
    );
  });

  it('refuses a shard whose page gives "url" twice, rather than dropping the page and passing', async () => {
    const failing = shard([page({ url: 'https://a.example/fail', verdict: 'fail', score: 10 })]);
    const twice = failing.replace('{"url":', '{"url":"https://a.example/other","url":');
    const { io } = recordingIO({ 'shards/1.json': twice }, ['shards/1.json']);
    const config = engineConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json' } });
    await expect(runEngine(config, io)).rejects.toThrow(
      new ConfigError('results-files shards/1.json: not a results file (pages[0] gives the key "url" twice)'),
    );
  });

  it('names a match the glob cannot look at (a dangling or looping link) in one line', async () => {
    const { io } = recordingIO();
    io.glob = () => Promise.reject(new PagegateError('cannot read "shards/2.json" (a symbolic link to nothing)'));
    const config = engineConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json' } });
    await expect(runEngine(config, io)).rejects.toThrow(
      new ConfigError('results-files: cannot read "shards/2.json" (a symbolic link to nothing)'),
    );
  });

  it('names the matched file that cannot be read', async () => {
    const { io } = recordingIO({ 'shards/1.json': shard([page()]) }, ['shards/1.json', 'shards/2.json']);
    const config = engineConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json' } });
    await expect(runEngine(config, io)).rejects.toThrow(
      new ConfigError('results-files: cannot read "shards/2.json" (ENOENT)'),
    );
  });

  it('names the matched file that holds more than a results file may', async () => {
    const big = JSON.stringify({
      version: 1,
      pages: Array.from({ length: 10_001 }, () => ({ url: 'https://a.example/' })),
    });
    const { io } = recordingIO({ 'shards/big.json': big }, ['shards/big.json']);
    const config = engineConfig({ inputs: { mode: 'report', 'results-files': 'shards/*.json' } });
    await expect(runEngine(config, io)).rejects.toThrow(
      new ConfigError('results-files shards/big.json: not a results file ("pages" holds more than 10000 entries)'),
    );
  });
});

/**
 * An accepted store in memory: what it holds, what was saved and discarded, and optionally a load
 * or save that fails.
 */
function memoryStore(options: { load?: AcceptedLoad; saveFails?: boolean } = {}) {
  const state = {
    held: null as AcceptedState | null,
    saved: [] as AcceptedState[],
    discarded: 0,
  };
  const store: AcceptedStore = {
    load: async () =>
      options.load ??
      (state.held
        ? { kind: 'found', state: state.held, where: 'memory' }
        : {
            kind: 'missing',
            why: 'not-found',
            detail: 'memory holds no state yet',
          }),
    draft: () => {
      const pages: AcceptedState['pages'] = {};
      return {
        add: async (url, snapshot) => void (pages[url] = snapshot),
        save: async (meta) => {
          if (options.saveFails) return { saved: false, detail: 'memory is full', warned: false };
          const next = { version: 1 as const, ...meta, pages };
          state.saved.push(next);
          state.held = next;
          return { saved: true, where: 'memory' };
        },
        discard: async () => void state.discarded++,
      };
    },
  };
  return { store, state };
}

describe('runEngine: the accepted baseline', () => {
  beforeAll(() => freshService());

  const run = async (store: AcceptedStore | undefined, inputs: Record<string, string> = {}) => {
    const { io, lines } = recordingIO();
    const outcome = await runEngine(gateConfig({ 'comment-tag': 'deploy/gate', ...inputs }), {
      ...io,
      ...(store ? { accepted: store } : {}),
    });
    return { outcome, lines };
  };
  const pricingOf = (outcome: { results: Results }) => outcome.results.pages.find((p) => p.url.endsWith('/pricing'));

  it('starts from previous with one line, saves a passing run, and then compares with it', async () => {
    const { store, state } = memoryStore();
    site.deploy(1);
    const first = await run(store);
    expect(first.lines.filter((l) => l.startsWith('baseline accepted:'))).toEqual([
      'baseline accepted: memory holds no state yet; this run sets the baseline; ' +
        'no page is compared with an accepted state, only with its previous report where the service holds one',
    ]);
    expect(first.outcome.results.accepted).toEqual({ from: null, missing: 'not-found', saved: true });
    expect(state.saved).toHaveLength(1);
    expect(state.held).toMatchObject({ version: 1, tag: 'deploy/gate', commit: null });
    expect(Object.keys(state.held?.pages ?? {}).sort()).toEqual([
      `${site.origin}/`,
      `${site.origin}/blog/hello`,
      `${site.origin}/pricing`,
    ]);
    expect(state.held?.pages[`${site.origin}/pricing`]?.key).toBe(pricingOf(first.outcome)?.key);

    const second = await run(store);
    expect(second.outcome.results.accepted).toMatchObject({ from: { commit: null }, saved: true });
    expect(second.outcome.results.pages.map((p) => p.baselineFrom)).toEqual([
      { kind: 'accepted' },
      { kind: 'accepted' },
      { kind: 'accepted' },
    ]);
  });

  it('never moves on a failing run, so a re-run and the next deploy fail the same way', async () => {
    const { store, state } = memoryStore();
    site.deploy(1);
    await run(store);
    const accepted = state.held;
    site.deploy(2);
    const failed = await run(store);
    const rerun = await run(store);
    for (const attempt of [failed, rerun]) {
      expect(attempt.outcome.results).toMatchObject({ passed: false, accepted: { saved: false } });
      expect(pricingOf(attempt.outcome)?.regressions.map((r) => r.check)).toContain('images.alt');
      expect(pricingOf(attempt.outcome)?.baseline?.key).toBe(accepted?.pages[`${site.origin}/pricing`]?.key);
    }
    expect(state.saved).toHaveLength(1);
    expect(state.held).toBe(accepted);
  });

  it('fails a page new to the list on its critical findings, against an existing state', async () => {
    const { store } = memoryStore();
    site.deploy(2);
    await run(store, { urls: '/\n/blog/hello' });
    const grown = await run(store);
    const pricing = pricingOf(grown.outcome);
    expect(pricing).toMatchObject({ verdict: 'fail', baseline: null, baselineFrom: { kind: 'new-page' } });
    expect(pricing?.reasons).toContain('new critical finding images.alt');
  });

  it('without a store (the CLI without accepted-file) uses previous and says so once', async () => {
    const { outcome, lines } = await run(undefined, { urls: '/' });
    expect(lines.filter((l) => l.includes('accepted'))).toEqual([
      'baseline accepted: no accepted-file was given; ' +
        'no page is compared with an accepted state, only with its previous report where the service holds one',
    ]);
    expect(outcome.results.accepted).toEqual({ from: null, missing: 'no-store', saved: false });
  });

  it('warns once when the store cannot be read, and decides as usual', async () => {
    const { store } = memoryStore({ load: { kind: 'missing', why: 'unavailable', detail: 'no cache service here' } });
    site.deploy(1);
    await run(undefined, { baseline: 'none' });
    site.deploy(2);
    const { outcome, lines } = await run(store);
    expect(lines.filter((l) => l.startsWith('warning:'))).toEqual([
      'warning: baseline accepted: no cache service here; ' +
        'no page is compared with an accepted state, only with its previous report where the service holds one',
    ]);
    expect(outcome.results.pages.map((p) => p.verdict)).toEqual(['fail', 'pass', 'pass']);
  });

  it('takes no state saved by another comment-tag', async () => {
    const { store, state } = memoryStore();
    await run(store, { 'comment-tag': 'other' });
    const { outcome, lines } = await run(store);
    expect(lines).toContain(
      `warning: baseline accepted: memory holds the state of comment-tag "other", not "deploy/gate"; this run ` +
        `sets the baseline; no page is compared with an accepted state, only with its previous report where the ` +
        `service holds one`,
    );
    expect(outcome.results.accepted).toMatchObject({ from: null, missing: 'other-tag', saved: true });
    expect(state.held?.tag).toBe('deploy/gate');
  });

  it('keeps the verdict when saving fails, with one warning', async () => {
    const { store } = memoryStore({ saveFails: true });
    site.deploy(1);
    const { outcome, lines } = await run(store, { urls: '/' });
    expect(outcome.results).toMatchObject({ passed: true, accepted: { saved: false } });
    expect(lines).toContain('warning: accepted state not saved: memory is full');
  });

  it('a report job saves the merged pages when its gate passes, and nothing when it fails', async () => {
    const { store, state } = memoryStore();
    const shard = (score: number) =>
      JSON.stringify({
        version: 1,
        passed: true,
        startedAt: '2025-11-23T07:00:00Z',
        finishedAt: '2025-11-23T07:01:00Z',
        decided: false,
        pages: [page({ url: 'https://a.example/one', score })],
      });
    const decideReport = (minScore: string) => {
      const { io } = recordingIO({ 'shards/1.json': shard(80) }, ['shards/1.json']);
      const config = engineConfig({
        inputs: {
          mode: 'report',
          'results-files': 'shards/*.json',
          'min-score': minScore,
          'comment-tag': 'deploy/gate',
        },
      });
      return runEngine(config, { ...io, accepted: store });
    };
    const failing = await decideReport('90');
    expect(failing.results).toMatchObject({ passed: false, accepted: { saved: false } });
    expect(state.saved).toEqual([]);
    expect(state.discarded).toBe(1);
    const passing = await decideReport('70');
    expect(passing.results).toMatchObject({
      passed: true,
      accepted: { saved: true },
    });
    expect(Object.keys(state.held?.pages ?? {})).toEqual(['https://a.example/one']);
  });

  it('a report job merges its pages into the state: a page its shards did not have stays', async () => {
    const { store, state } = memoryStore();
    state.held = {
      version: 1,
      tag: 'deploy/gate',
      commit: null,
      savedAt: '2025-11-22T07:00:00.000Z',
      pages: { 'https://a.example/two': { key: 'two', score: 90, grade: 'A', issues: null, findings: [] } },
    };
    const shard = JSON.stringify({
      version: 1,
      passed: true,
      startedAt: '2025-11-23T07:00:00Z',
      finishedAt: '2025-11-23T07:01:00Z',
      decided: false,
      pages: [page({ url: 'https://a.example/one' })],
    });
    const { io } = recordingIO({ 'shards/1.json': shard }, ['shards/1.json']);
    const config = engineConfig({
      inputs: { mode: 'report', 'results-files': 'shards/*.json', 'comment-tag': 'deploy/gate' },
    });
    const outcome = await runEngine(config, { ...io, accepted: store });
    expect(outcome.results).toMatchObject({ passed: true, accepted: { saved: true } });
    expect(Object.keys(state.held.pages).sort()).toEqual(['https://a.example/one', 'https://a.example/two']);
  });

  it('a one-page run merges into the state: the pages it did not analyse stay as they were', async () => {
    const { store, state } = memoryStore();
    site.deploy(1);
    await run(store);
    const before = state.held;
    const partial = await run(store, { urls: '/' });
    expect(partial.outcome.results.accepted).toMatchObject({ saved: true });
    expect(partial.lines).toContain('accepted state saved: memory (1 page of this run, 2 kept)');
    const pages = state.held?.pages ?? {};
    expect(Object.keys(pages).sort()).toEqual([
      `${site.origin}/`,
      `${site.origin}/blog/hello`,
      `${site.origin}/pricing`,
    ]);
    expect(pages[`${site.origin}/pricing`]).toEqual({
      ...before?.pages[`${site.origin}/pricing`],
      acceptedAt: before?.savedAt,
    });
    expect(pages[`${site.origin}/`]?.key).toBe(partial.outcome.results.pages[0]?.key);
    site.deploy(2);
    const full = await run(store);
    expect(full.outcome.results.pages.map((p) => p.baselineFrom?.kind)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(pricingOf(full.outcome)?.reasons).toEqual([
      'new recommended finding meta.description',
      'new critical finding images.alt',
    ]);
  });

  it('a first run in the other mode compares what both measure with the other mode, then is accepted', async () => {
    const { store, state } = memoryStore();
    site.deploy(1);
    await run(store);
    const held = state.held;
    if (!held) throw new Error('no state saved');
    // As if the state had been accepted rendered, with the browser's spelling of nothing in common.
    state.held = {
      ...held,
      pages: Object.fromEntries(
        Object.entries(held.pages).map(([url, page]) => [url, { ...page, render: true, findings: [] }]),
      ),
    };
    const switched = await run(store);
    const pricing = pricingOf(switched.outcome);
    expect(pricing).toMatchObject({
      verdict: 'pass',
      render: false,
      baseline: { render: true, score: null },
      baselineFrom: { kind: 'none', why: 'mode-changed' },
      // The rendered snapshot has no social.og_title: new in the fetched run, optional, so listed without failing.
      regressions: [expect.objectContaining({ check: 'social.og_title', change: 'new' })],
    });
    expect(pageNotes(pricing as PageResult)).toContain(
      'render changed: compared with the other mode where both measure the same',
    );
    expect(switched.outcome.results.accepted).toMatchObject({ saved: true });
    // The rendered state stays beside the fetched one: a rendered run compares with its own again.
    expect(state.held?.pages[`${site.origin}/pricing`]).toMatchObject({
      render: false,
      key: pricing?.key,
      rendered: { render: true, key: held.pages[`${site.origin}/pricing`]?.key },
    });
    site.deploy(2);
    const inMode = await run(store);
    expect(pricingOf(inMode.outcome)).toMatchObject({ verdict: 'fail', baselineFrom: { kind: 'accepted' } });
    expect(pricingOf(inMode.outcome)?.reasons).toEqual([
      'new recommended finding meta.description',
      'new critical finding images.alt',
    ]);
  });

  it('does not replace a state the cache could not restore, and says so as such', async () => {
    const { store, state } = memoryStore({
      load: { kind: 'missing', why: 'restore-failed', detail: 'the state could not be restored' },
    });
    site.deploy(1);
    const { outcome, lines } = await run(store, { urls: '/' });
    expect(outcome.results).toMatchObject({
      passed: true,
      accepted: { from: null, missing: 'restore-failed', saved: false },
    });
    expect(lines.filter((l) => l.includes('accepted'))).toEqual([
      'baseline accepted: the state could not be restored; ' +
        'no page is compared with an accepted state, only with its previous report where the service holds one',
    ]);
    expect(state.saved).toEqual([]);
  });

  it('an analyze shard reads the state but never saves', async () => {
    const { store, state } = memoryStore();
    site.deploy(1);
    const { outcome } = await run(store, { mode: 'analyze' });
    expect(outcome.results.accepted).toEqual({ from: null, missing: 'not-found', saved: false });
    expect(state.saved).toEqual([]);
  });
});

describe('runEngine: readiness', () => {
  beforeAll(() => freshService());

  it('makes a page that answers 404 an error, and never submits it', async () => {
    serviceLog.length = 0;
    const { io } = recordingIO();
    const outcome = await runEngine(gateConfig({ urls: '/missing', 'wait-for': '1', baseline: 'none' }), io);
    expect(outcome.results.pages[0]).toMatchObject({
      verdict: 'error',
      error: { code: 'http_status', message: 'answered HTTP 404 for all of wait-for (1 s)' },
      probe: { status: 404, unreachable: null },
    });
    expect(posts()).toEqual([]);
  });

  it('fails a page that still answers 404 after not-found-grace while the rest is ready, before wait-for', async () => {
    serviceLog.length = 0;
    const { io } = recordingIO();
    const probeClock = fakeProbeClock();
    const urls = '/\n/p1.htm\n/pricing';
    const outcome = await runEngine(gateConfig({ urls, 'wait-for': '120', baseline: 'none' }), { ...io, probeClock });
    const typo = outcome.results.pages.find((page) => page.url.endsWith('/p1.htm'));
    expect(typo).toMatchObject({
      verdict: 'error',
      error: { code: 'http_status', message: 'HTTP 404 while the rest of the deploy is live (not-found-grace 10 s)' },
      probe: { status: 404 },
    });
    expect(typo?.probe?.waitedMs).toBeGreaterThanOrEqual(10_000);
    expect(typo?.probe?.waitedMs).toBeLessThan(20_000);
    expect(outcome.results.pages.filter((page) => page.verdict === 'pass')).toHaveLength(2);
  });

  it('waits out wait-for for a 404 when not-found-grace is 0 (off)', async () => {
    const { io } = recordingIO();
    const urls = '/\n/p1.htm';
    const inputs = { urls, 'wait-for': '120', 'not-found-grace': '0', baseline: 'none' };
    const outcome = await runEngine(gateConfig(inputs), { ...io, probeClock: fakeProbeClock() });
    expect(outcome.results.pages.find((page) => page.url.endsWith('/p1.htm'))?.error?.message).toBe(
      'answered HTTP 404 for all of wait-for (120 s)',
    );
  });

  it('submits a 404 with wait-for 0, and the status the service got is the page error', async () => {
    serviceLog.length = 0;
    const { io } = recordingIO();
    const outcome = await runEngine(gateConfig({ urls: '/missing', 'wait-for': '0', baseline: 'none' }), io);
    expect(outcome.results.pages[0]).toMatchObject({
      verdict: 'error',
      error: { code: 'http_status', message: 'answered HTTP 404' },
    });
    expect(outcome.results.passed).toBe(false);
    expect(outcome.results.pages[0]).not.toHaveProperty('probe');
    expect(posts()).toHaveLength(1);
  });

  it('submits a page the runner cannot reach anyway, with one warning naming it', async () => {
    serviceLog.length = 0;
    const { io, lines } = recordingIO();
    const unreachable = 'http://127.0.0.1:9/nothing-listens';
    const outcome = await runEngine(gateConfig({ urls: `${unreachable}\n/`, 'wait-for': '1', baseline: 'none' }), io);
    expect(lines.filter((l) => l.startsWith('warning:'))).toEqual([
      `warning: wait-for: the runner could not reach 1 page (${unreachable}: connection refused ` +
        `(ECONNREFUSED)); submitted anyway, since the service may reach what the runner cannot`,
    ]);
    expect(outcome.results.pages[0]?.probe?.unreachable).toBe('connection refused (ECONNREFUSED)');
    expect(posts()).toHaveLength(2);
  });
});

describe('runEngine: fresh', () => {
  beforeAll(() => freshService({ cacheTtlSeconds: 3600 }));

  /** /pricing gated after a deploy of commit `sha`, deployed a second from now: earlier analyses are stale. */
  const deployRun = (sha: string, inputs: Record<string, string> = {}) =>
    liveConfig({
      inputs: {
        'api-url': service.url,
        'api-key': KEY,
        'site-url': site.origin,
        urls: '/pricing',
        'poll-interval': '0.05',
        'deployed-at': new Date(Date.now() + 1000).toISOString(),
        ...inputs,
      },
      env: { sha: sha.padEnd(40, '0') },
    });

  it(
    're-analyses a cache hit that predates the deploy under ' + 'a pagegate variant, and finds the regression',
    async () => {
      site.deploy(1);
      const store = memoryStore().store;
      await runEngine(gateConfig({ urls: '/pricing' }), { ...recordingIO().io, accepted: store });
      site.deploy(2);
      const config = deployRun('3f1c2ab');
      const outcome = await runEngine(config, { ...recordingIO().io, accepted: store });
      expect(outcome.results.pages[0]).toMatchObject({
        verdict: 'fail',
        cached: false,
        analyzedUrl: `${site.origin}/pricing?pagegate=1`,
        fresh: { reason: 'stale-cache', staleSince: expect.any(String) },
      });
      expect(outcome.results.pages[0]?.regressions.map((r) => r.check)).toContain('images.alt');

      const never = await runEngine({ ...config, fresh: 'never' }, { ...recordingIO().io, accepted: store });
      expect(never.results.pages[0]).toMatchObject({ verdict: 'pass', cached: true });
    },
  );

  it('previous: missing alt, fixed, missing again: the third deploy and the next fail against the fix', async () => {
    const previous = { baseline: 'previous' };
    site.deploy(2);
    await runEngine(deployRun('a000001', previous), recordingIO().io);
    site.deploy(1);
    const fixed = await runEngine(deployRun('b000002', previous), recordingIO().io);
    expect(fixed.results.pages[0]).toMatchObject({
      verdict: 'pass',
      analyzedUrl: expect.stringMatching(/\/pricing\?pagegate=[1-4]$/),
    });
    site.deploy(2);
    const again = await runEngine(deployRun('c000003', previous), recordingIO().io);
    expect(again.results.pages[0]).toMatchObject({
      verdict: 'fail',
      analyzedUrl: expect.stringMatching(/\/pricing\?pagegate=[1-4]$/),
      baseline: { key: fixed.results.pages[0]?.key },
    });
    expect(again.results.pages[0]?.regressions.map((r) => [r.check, r.change])).toContainEqual(['images.alt', 'new']);
    // The failed run's report is the page's latest, but it regressed: the next deploy, unfixed, stays red.
    const unfixed = await runEngine(deployRun('d000004', previous), recordingIO().io);
    expect(unfixed.results.pages[0]).toMatchObject({ verdict: 'fail', baseline: { key: fixed.results.pages[0]?.key } });
  });
});
