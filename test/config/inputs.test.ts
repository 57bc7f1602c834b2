import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError } from '../../src/errors.js';
import { INPUT_DEFAULTS, INPUT_NAMES, parseGateConfig, type GateConfigSource } from '../../src/config/inputs.js';
import { thresholdsInForce } from '../../src/config/thresholds-in-force.js';
import type { InputName } from '../../src/config/input-table.js';
import { ServiceTarget } from '../../src/model/service-target.js';
import { analysisConfig } from '../gate/configs.js';
import { yamlFile } from './yaml-file.js';

const KEY = 'sk-live-very-secret-key';
const base = { 'api-url': 'https://pa.example/api/v1', 'api-key': KEY, urls: 'https://example.com/' };
const parseWith = (inputs: Record<string, string>, rest: Omit<GateConfigSource, 'inputs'> = {}) =>
  parseGateConfig({ inputs: { ...base, ...inputs }, ...rest });
const analysedWith = (inputs: Record<string, string>, rest: Omit<GateConfigSource, 'inputs'> = {}) =>
  analysisConfig({ inputs: { ...base, ...inputs }, ...rest });

describe('action.yml and INPUT_NAMES agree', () => {
  const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };

  it('every input of action.yml is known and every known input is in action.yml', () => {
    expect([...INPUT_NAMES].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it.each(Object.entries(action.inputs))('%s has the same default', (name, spec) => {
    const documented = spec.default ?? '';
    // A runner expands ${{ }} expressions; outside one there is no value to default to.
    expect(INPUT_DEFAULTS[name as InputName]).toBe(documented.startsWith('${{') ? '' : documented);
  });
});

describe('parseGateConfig: defaults', () => {
  it('a minimal gate gets every action.yml default', () => {
    const startedAt = new Date('2025-11-20T10:00:00.000Z');
    const config = parseGateConfig({
      inputs: base,
      env: { runnerTemp: '/runner/tmp', workflow: 'deploy', job: 'gate', sha: '3f1c2ab'.padEnd(40, '9'), runId: '42' },
      startedAt,
    });
    expect(config).toEqual({
      mode: 'gate',
      analysis: expect.any(ServiceTarget),
      sources: { urls: ['https://example.com/'], urlsFile: null, siteUrl: null, sitemap: null, maxUrls: 50 },
      render: false,
      thresholds: {
        minScore: null,
        maxCritical: null,
        maxScoreDrop: null,
        warnMinScore: null,
        warnMaxCritical: null,
        failOnRegression: 'recommended',
        ignoreChecks: [],
        checks: {},
      },
      configFile: null,
      overrides: [],
      layers: { inputs: {}, configFile: {} },
      waivers: [],
      baseline: { kind: 'accepted', file: null },
      concurrency: 4,
      pollIntervalMs: 3000,
      timeoutMs: 600_000,
      failOnError: true,
      comment: 'auto',
      commentTag: 'deploy/gate',
      githubToken: null,
      resultsFile: join('/runner/tmp', 'pagegate-results.json'),
      crawl: null,
      waitForMs: 120_000,
      notFoundGraceMs: 10_000,
      expect: null,
      deployedAt: '2025-11-20T10:00:00.000Z',
      fresh: 'auto',
      freshTag: '3f1c2ab',
      commit: '3f1c2ab'.padEnd(40, '9'),
      shard: null,
      annotations: true,
      uploadResults: false,
      reportHtml: null,
      pullRequest: null,
      allowedSites: [],
      links: { mode: 'same-site', max: 500 },
      performance: null,
    });
  });

  it('empty strings (core.getInput of an unset input) take the defaults too', () => {
    const empty = Object.fromEntries(INPUT_NAMES.map((name) => [name, '']));
    const config = analysisConfig({ inputs: { ...empty, ...base } });
    expect([config.concurrency, config.thresholds.failOnRegression, config.baseline.kind, config.commentTag]).toEqual([
      4,
      'recommended',
      'accepted',
      'pagegate',
    ]);
    expect(config.resultsFile).toBe(join(tmpdir(), 'pagegate-results.json'));
  });
});

describe('parseGateConfig: inputs', () => {
  it.each([
    [{ 'min-score': '70' }, { thresholds: { minScore: 70 } }],
    [{ 'min-score': ' 0 ' }, { thresholds: { minScore: 0 } }],
    [{ 'max-critical': '0' }, { thresholds: { maxCritical: 0 } }],
    [{ 'max-score-drop': '100' }, { thresholds: { maxScoreDrop: 100 } }],
    [{ 'fail-on-regression': 'optional' }, { thresholds: { failOnRegression: 'optional' } }],
    [
      { 'ignore-checks': 'social.*\n  meta.description\n' },
      { thresholds: { ignoreChecks: ['social.*', 'meta.description'] } },
    ],
    [{ render: 'TRUE' }, { render: true }],
    [{ 'max-urls': '10000' }, { sources: { maxUrls: 10_000 } }],
    [{ concurrency: '64' }, { concurrency: 64 }],
    [{ 'poll-interval': '0.05' }, { pollIntervalMs: 50 }],
    [{ 'poll-interval': '2.5' }, { pollIntervalMs: 2500 }],
    [{ timeout: '21600' }, { timeoutMs: 21_600_000 }],
    [{ 'wait-for': '30' }, { waitForMs: 30_000 }],
    [{ 'fail-on-error': 'False' }, { failOnError: false }],
    [{ annotations: 'false' }, { annotations: false }],
    [{ comment: 'always' }, { comment: 'always' }],
    [{ 'comment-tag': 'prod' }, { commentTag: 'prod' }],
    [{ 'github-token': 'ghs_x' }, { githubToken: 'ghs_x' }],
    [{ 'results-file': 'out/r.json' }, { resultsFile: 'out/r.json' }],
    [{ shard: '2/4' }, { shard: { index: 2, count: 4 } }],
    [{ urls: '', crawl: 'latest' }, { crawl: 'latest' }],
    [{ urls: '', crawl: '17' }, { crawl: 17 }],
    [
      { urls: 'https://a.example/x, /y\n# a comment\n/z # trailing', 'site-url': 'https://a.example' },
      { sources: { urls: ['https://a.example/x', '/y', '/z'] } },
    ],
    [{ urls: '', 'urls-file': 'pages.txt' }, { sources: { urlsFile: 'pages.txt' } }],
    [{ urls: '', sitemap: 'https://a.example/sitemap.xml' }, { sources: { sitemap: 'https://a.example/sitemap.xml' } }],
    [{ baseline: 'none' }, { baseline: { kind: 'none' } }],
    [{ baseline: 'previous' }, { baseline: { kind: 'previous' } }],
    [
      { 'accepted-file': '.pagegate/accepted.json' },
      { baseline: { kind: 'accepted', file: '.pagegate/accepted.json' } },
    ],
    [{ 'wait-for': '0' }, { waitForMs: 0 }],
    [{ 'not-found-grace': '0' }, { notFoundGraceMs: 0 }],
    [{ expect: ' 3f1c2ab ' }, { expect: '3f1c2ab' }],
    [{ 'deployed-at': '2025-06-01T14:00:00+02:00' }, { deployedAt: '2025-06-01T12:00:00.000Z' }],
    [{ 'deployed-at': '2025-06-01T12:00Z' }, { deployedAt: '2025-06-01T12:00:00.000Z' }],
    [{ fresh: 'always' }, { fresh: 'always' }],
    [{ fresh: 'never' }, { fresh: 'never' }],
    [
      { 'baseline-url': 'https://WWW.Example.com:443/' },
      { baseline: { kind: 'url', origin: 'https://www.example.com' } },
    ],
    [{ 'baseline-file': 'base.json' }, { baseline: { kind: 'file', path: 'base.json', pages: 'run' } }],
    [
      { 'baseline-file': 'base.json', 'baseline-file-pages': 'passed' },
      { baseline: { kind: 'file', path: 'base.json', pages: 'passed' } },
    ],
    [{ mode: 'analyze' }, { mode: 'analyze' }],
    [
      { mode: 'report', 'api-url': '', 'api-key': '', urls: '', 'results-files': 'shards/*.json' },
      { resultsFiles: 'shards/*.json' },
    ],
    [{ 'upload-results': 'true' }, { uploadResults: true }],
    [{ 'pull-request': '41' }, { pullRequest: 41 }],
    [
      { 'allowed-sites': 'https://example.com\n  https://pr-*.preview.example.com  \n' },
      { allowedSites: ['https://example.com', 'https://pr-*.preview.example.com'] },
    ],
  ])('%j', (inputs, expected) => {
    expect(parseWith(inputs)).toMatchObject(expected);
  });
});

describe('parseGateConfig: one line per mistake, naming the input, the value and what is allowed', () => {
  it.each([
    [{ 'min-score': 'seventy' }, 'min-score: "seventy" is not an integer from 0 to 100'],
    [{ 'min-score': '101' }, 'min-score: "101" is not an integer from 0 to 100'],
    [{ 'min-score': '-5' }, 'min-score: "-5" is not an integer from 0 to 100'],
    [{ 'max-critical': '-1' }, 'max-critical: "-1" is not an integer >= 0'],
    [{ 'max-score-drop': '101' }, 'max-score-drop: "101" is not an integer from 0 to 100'],
    [{ 'max-urls': '0' }, 'max-urls: "0" is not an integer from 1 to 10000'],
    [{ 'max-urls': '10001' }, 'max-urls: "10001" is not an integer from 1 to 10000'],
    [{ concurrency: '65' }, 'concurrency: "65" is not an integer from 1 to 64'],
    [{ 'poll-interval': '0' }, 'poll-interval: "0" is not a number of seconds from 0.05 to 300'],
    [{ 'poll-interval': '301' }, 'poll-interval: "301" is not a number of seconds from 0.05 to 300'],
    [{ timeout: '0' }, 'timeout: "0" is not an integer from 1 to 21600'],
    [{ timeout: '1.5' }, 'timeout: "1.5" is not an integer from 1 to 21600'],
    [{ 'wait-for': '3601' }, 'wait-for: "3601" is not an integer from 0 to 3600'],
    [{ render: 'yes' }, 'render: "yes" is not a boolean (allowed: true, True, TRUE, false, False, FALSE)'],
    [{ 'fail-on-error': '1' }, 'fail-on-error: "1" is not a boolean (allowed: true, True, TRUE, false, False, FALSE)'],
    [{ annotations: 'off' }, 'annotations: "off" is not a boolean (allowed: true, True, TRUE, false, False, FALSE)'],
    [
      { 'fail-on-regression': 'major' },
      'fail-on-regression: "major" is not one of critical, recommended, optional, none',
    ],
    [{ comment: 'sometimes' }, 'comment: "sometimes" is not one of auto, always, never'],
    [{ mode: 'deploy' }, 'mode: "deploy" is not one of gate, analyze, report'],
    [{ baseline: 'latest' }, 'baseline: "latest" is not one of accepted, previous, none'],
    [
      { 'baseline-file': 'base.json', 'baseline-file-pages': 'all' },
      'baseline-file-pages: "all" is not passed (or empty: a file of a run that passed)',
    ],
    [{ 'baseline-file-pages': 'passed' }, 'baseline-file-pages: only used with baseline-file'],
    [{ fresh: 'sometimes' }, 'fresh: "sometimes" is not one of auto, always, never'],
    [{ expect: '3f1c2ab', 'wait-for': '0' }, 'expect: the readiness probe looks for it, but wait-for is 0 (off)'],
    [
      { 'deployed-at': 'yesterday' },
      'deployed-at: "yesterday" is not an ISO 8601 time with an offset (for example 2025-06-01T12:00:00Z)',
    ],
    [
      { 'deployed-at': '2025-06-01T12:00:00' },
      'deployed-at: "2025-06-01T12:00:00" is not an ISO 8601 time with an offset (for example 2025-06-01T12:00:00Z)',
    ],
    [
      { 'deployed-at': '2025-13-01T12:00:00Z' },
      'deployed-at: "2025-13-01T12:00:00Z" is not an ISO 8601 time with an offset (for example 2025-06-01T12:00:00Z)',
    ],
    [
      { baseline: 'previous', 'accepted-file': 'a.json' },
      'accepted-file: only used with baseline accepted, but baseline is "previous"',
    ],
    [
      { 'baseline-file': 'b.json', 'accepted-file': 'a.json' },
      'accepted-file: only used with baseline accepted, but baseline-url or baseline-file is set',
    ],
    [{ shard: '5/4' }, 'shard: "5/4" is not i/n with 1 <= i <= n <= 256'],
    [{ shard: '0/4' }, 'shard: "0/4" is not i/n with 1 <= i <= n <= 256'],
    [{ shard: '1/300' }, 'shard: "1/300" is not i/n with 1 <= i <= n <= 256'],
    [{ urls: '', crawl: 'newest' }, 'crawl: "newest" is not latest, site, a site URL or a positive integer crawl id'],
    [{ 'api-url': 'pa.example/api/v1' }, 'api-url: "pa.example/api/v1" is not an absolute http(s) URL'],
    [{ 'site-url': 'preview.example.com' }, 'site-url: "preview.example.com" is not an absolute http(s) URL'],
    [
      { 'baseline-url': 'https://prod.example.com/app' },
      'baseline-url: "https://prod.example.com/app" must be an origin only (scheme://host[:port]), without a ' +
        'path or query',
    ],
    [
      { 'baseline-url': 'https://a.example', 'baseline-file': 'b.json' },
      'baseline-url and baseline-file: set only one of them',
    ],
    [{ baseline: 'none', 'baseline-file': 'b.json' }, 'baseline: "none" conflicts with baseline-file'],
    [{ urls: '/pricing' }, '"/pricing" is a path, but no site-url is set to resolve it against'],
    [{ urls: '', sitemap: '/sitemap.xml' }, '"/sitemap.xml" is a path, but no site-url is set to resolve it against'],
    [
      { urls: 'mailto:x@example.com' },
      '"mailto:x@example.com" is neither an absolute http(s) URL nor a path starting with /',
    ],
    [
      { urls: 'ftp://deploy:hunter2@files.example.com/' },
      '"ftp://***@files.example.com/" is neither an absolute http(s) URL nor a path starting with /',
    ],
    [{ 'api-key': '', mode: 'analyze' }, 'api-key: required with api-url (leave both empty to analyse in-process)'],
    [{ urls: '', crawl: 'site' }, 'crawl: site crawls site-url, but no site-url is set'],
    [{ urls: '' }, 'no pages to analyse: set urls, urls-file, sitemap or crawl'],
    [{ urls: '# only a comment' }, 'no pages to analyse: set urls, urls-file, sitemap or crawl'],
    [{ crawl: 'latest' }, "crawl: gates on the crawl's pages, so urls, urls-file and sitemap must be empty"],
    [
      { urls: '', crawl: 'latest', 'baseline-url': 'https://prod.example.com' },
      'crawl: its baseline is the accepted state or the previous crawl of the same site, so baseline-url and ' +
        'baseline-file must be empty',
    ],
    [
      { urls: '', crawl: '7', 'baseline-file': 'b.json' },
      'crawl: its baseline is the accepted state or the previous crawl of the same site, so baseline-url and ' +
        'baseline-file must be empty',
    ],
    [{ mode: 'report' }, 'results-files: required with mode report (a glob of results files to merge)'],
    [
      { 'upload-results': 'yes' },
      'upload-results: "yes" is not a boolean (allowed: true, True, TRUE, false, False, FALSE)',
    ],
    [{ 'pull-request': '#41' }, 'pull-request: "#41" is not an integer >= 1'],
    [
      { 'allowed-sites': 'https://pr-*.preview.example.com', 'site-url': 'https://evil.example' },
      'site-url "https://evil.example" matches none of allowed-sites (https://pr-*.preview.example.com)',
    ],
    [
      { 'allowed-sites': 'https://pr-*.preview.example.com', urls: 'https://evil.example/x' },
      'page "https://evil.example/x" matches none of allowed-sites (https://pr-*.preview.example.com)',
    ],
    [
      { 'allowed-sites': 'https://example.com', urls: '', sitemap: 'https://evil.example/sitemap.xml' },
      'page "https://evil.example/sitemap.xml" matches none of allowed-sites (https://example.com)',
    ],
  ])('%j', (inputs, message) => {
    expect(() => parseWith(inputs)).toThrow(new ConfigError(message));
  });

  it.each<Record<string, string>>([{ urls: '' }, { mode: 'x' }, { 'api-url': 'bad' }, { 'min-score': 'x' }])(
    'never puts the API key in the error for %j',
    (inputs) => {
      const error = thrown(() => parseWith(inputs));
      expect(error).toBeInstanceOf(ConfigError);
      expect(`${error.message} ${JSON.stringify(error)} ${Object.values(error).join(' ')}`).not.toContain(KEY);
    },
  );
});

describe('where the analysis runs', () => {
  it('api-url and api-key: the hosted service, its key held in the target alone', () => {
    const config = analysedWith({});
    const target = config.analysis;
    assert(target instanceof ServiceTarget);
    expect([target.url, ServiceTarget.revealKey(target)]).toEqual(['https://pa.example/api/v1', KEY]);
    for (const shown of [JSON.stringify(config), inspect(config, { depth: null }), JSON.stringify({ ...target })])
      expect(shown).not.toContain(KEY);
  });

  it.each([
    ['neither', { 'api-url': '', 'api-key': '' }, false],
    ['api-key alone (warned about, unused)', { 'api-url': '' }, true],
  ])('%s: in-process', (_, inputs, unusedKey) => {
    const config = analysedWith(inputs);
    expect(config.analysis).toEqual({ kind: 'in-process', unusedKey });
    expect(JSON.stringify(config)).not.toContain(KEY);
  });

  it('a report job analyses nothing and holds no service', () => {
    const config = parseWith({ mode: 'report', 'results-files': 'shards/*.json' });
    expect(config).not.toHaveProperty('analysis');
    expect(inspect(config, { depth: null })).not.toContain(KEY);
  });
});

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('allowed-sites on workflow_run', () => {
  const workflowRun = {
    name: 'workflow_run',
    payload: { workflow_run: { head_sha: 'b'.repeat(40), pull_requests: [] } },
  };

  it('is required with pull-request, since site-url then comes from an artifact a fork wrote', () => {
    expect(() =>
      parseWith(
        { 'pull-request': '41', 'site-url': 'https://pr-41.preview.example.com', urls: '/' },
        { event: workflowRun },
      ),
    ).toThrow(
      new ConfigError(
        'allowed-sites: required with pull-request on workflow_run, where site-url comes from an untrusted ' +
          'artifact (for example https://pr-*.preview.example.com)',
      ),
    );
  });

  it('accepts a site-url it allows', () => {
    const config = analysedWith(
      {
        'pull-request': '41',
        'site-url': 'https://pr-41.preview.example.com',
        urls: '/',
        'allowed-sites': 'https://pr-*.preview.example.com',
      },
      { event: workflowRun },
    );
    expect(config.sources.siteUrl).toBe('https://pr-41.preview.example.com');
  });
});

describe('site-url from a deployment_status event', () => {
  const event = (status: Record<string, unknown>, name = 'deployment_status') => ({
    name,
    payload: { deployment_status: status },
  });
  it.each([
    [
      'environment_url first',
      event({ environment_url: 'https://pr-7.preview.example', target_url: 'https://ci.example/logs' }),
      {},
      'https://pr-7.preview.example',
    ],
    ['then target_url', event({ target_url: 'https://pr-7.preview.example' }), {}, 'https://pr-7.preview.example'],
    [
      'an empty environment_url is skipped',
      event({ environment_url: '', target_url: 'https://t.example' }),
      {},
      'https://t.example',
    ],
    [
      'the site-url input wins',
      event({ environment_url: 'https://pr-7.preview.example' }),
      { 'site-url': 'https://mine.example' },
      'https://mine.example',
    ],
    ['another event gives none', event({ environment_url: 'https://pr-7.preview.example' }, 'push'), {}, null],
    ['no event gives none', null, {}, null],
  ])('%s', (_, ev, inputs, expected) => {
    expect(analysedWith(inputs, { event: ev }).sources.siteUrl).toBe(expected);
  });

  it('lets paths resolve without a site-url input', () => {
    const config = analysedWith(
      { urls: '/pricing' },
      { event: event({ environment_url: 'https://pr-7.preview.example' }) },
    );
    expect(config.sources).toMatchObject({ urls: ['/pricing'], siteUrl: 'https://pr-7.preview.example' });
  });
});

describe('config-file and inputs together', () => {
  const file = yamlFile('min-score: 80\nignore-checks: [links.*]\nrender: true\npages:\n  /blog/**: 60\n');

  it('top-level keys of the file win over inputs; ignore-checks add up', () => {
    const config = parseWith(
      { 'min-score': '70', 'max-critical': '2', 'ignore-checks': 'social.*' },
      { configFile: file },
    );
    expect(config.thresholds).toEqual({
      minScore: 80,
      maxCritical: 2,
      maxScoreDrop: null,
      warnMinScore: null,
      warnMaxCritical: null,
      failOnRegression: 'recommended',
      ignoreChecks: ['social.*', 'links.*'],
      checks: {},
    });
    expect(config.layers).toEqual({
      inputs: { thresholds: { minScore: 70, maxCritical: 2 }, ignoreChecks: ['social.*'] },
      configFile: { thresholds: { minScore: 80 }, ignoreChecks: ['links.*'], render: true },
    });
    expect(config.render).toBe(true);
    expect(config.configFile).toBe('pagegate.yml');
    expect(config.overrides).toEqual([{ pattern: '/blog/**', thresholds: { minScore: 60 } }]);
  });

  it('a found file never overrides an input given, at its top level or for a pattern; the rest it sets', () => {
    const found = yamlFile(
      'fail-on-regression: none\nmin-score: 80\npages:\n  - pattern: /\n    fail-on-regression: optional\n',
      '.github/pagegate.yml',
    );
    const given = { 'fail-on-regression': 'critical' };
    const config = parseWith(given, { configFile: found, configFileFound: true });
    expect([config.thresholds.failOnRegression, config.thresholds.minScore]).toEqual(['critical', 80]);
    expect(config.overrides).toEqual([{ pattern: '/' }]);
    expect(thresholdsInForce(config)['config-file']).toBe('.github/pagegate.yml (min-score 80; pages /)');
    // Named on purpose, the file's top level still goes over the inputs.
    expect(parseWith(given, { configFile: found }).thresholds.failOnRegression).toBe('none');
  });

  it('a file error stops parsing', () => {
    expect(() => parseWith({}, { configFile: yamlFile('pages:\n  - pattern: /\n    min-scor: 1\n', 'g.yml') })).toThrow(
      new ConfigError(
        'config-file g.yml: pages[0].min-scor is not a known key (allowed: pattern, min-score, max-critical, ' +
          'max-score-drop, warn-min-score, warn-max-critical, ' +
          'fail-on-regression, render, ignore-checks, checks, budgets)',
      ),
    );
  });
});

describe('the deploy: its commit, its time and the fresh tag', () => {
  const startedAt = new Date('2025-11-20T10:00:00.000Z');
  const sha = (c: string) => c.repeat(40);
  const deployment = (payload: Record<string, unknown>) => ({ name: 'deployment_status', payload });

  it.each([
    [
      'the deployment_status event: its commit and created_at',
      deployment({ deployment: { sha: sha('d') }, deployment_status: { created_at: '2025-11-20T09:30:00Z' } }),
      {},
      sha('d'),
      '2025-11-20T09:30:00.000Z',
      'ddddddd',
    ],
    [
      'a pull_request: its head',
      { name: 'pull_request', payload: { pull_request: { head: { sha: sha('b') } } } },
      {},
      sha('b'),
      startedAt.toISOString(),
      'bbbbbbb',
    ],
    [
      'a workflow_run: its head',
      { name: 'workflow_run', payload: { workflow_run: { head_sha: sha('c') } } },
      {},
      sha('c'),
      startedAt.toISOString(),
      'ccccccc',
    ],
    [
      'a push: the workflow SHA',
      { name: 'push', payload: {} },
      { sha: sha('a') },
      sha('a'),
      startedAt.toISOString(),
      'aaaaaaa',
    ],
    ['no SHA at all: the run id', null, { runId: '991' }, null, startedAt.toISOString(), '991'],
    [
      'neither: the deploy time',
      null,
      {},
      null,
      startedAt.toISOString(),
      `t${Date.parse('2025-11-20T10:00:00Z') / 1000}`,
    ],
    [
      'an unusable event SHA and time fall back',
      deployment({ deployment: { sha: 'not a sha' }, deployment_status: { created_at: 'soon' } }),
      { sha: sha('a') },
      sha('a'),
      startedAt.toISOString(),
      'aaaaaaa',
    ],
  ])('%s', (_, event, env, commit, deployedAt, freshTag) => {
    expect(analysedWith({}, { event, env, startedAt })).toMatchObject({ commit, deployedAt, freshTag });
  });

  it('an explicit deployed-at wins over the event', () => {
    const event = deployment({ deployment_status: { created_at: '2025-11-20T09:30:00Z' } });
    expect(analysedWith({ 'deployed-at': '2025-11-20T09:45:00Z' }, { event, startedAt }).deployedAt).toBe(
      '2025-11-20T09:45:00.000Z',
    );
  });
});

describe('comment-tag default', () => {
  it.each([
    [{ workflow: 'deploy', job: 'gate' }, 'deploy/gate'],
    [{ workflow: 'deploy' }, 'deploy'],
    [{}, 'pagegate'],
  ])('%j -> %s', (env, expected) => {
    expect(parseWith({}, { env }).commentTag).toBe(expected);
  });
});

describe('thresholdsInForce', () => {
  it('shows only what is set, by input name', () => {
    expect(thresholdsInForce(parseWith({}))).toEqual({ 'fail-on-regression': 'recommended', 'fail-on-error': 'true' });
  });

  it('shows every threshold and the config-file patterns when set', () => {
    const config = parseWith(
      {
        'min-score': '70',
        'max-critical': '0',
        'max-score-drop': '5',
        'fail-on-regression': 'none',
        'ignore-checks': 'links.*\nhtml.doctype',
        'fail-on-error': 'false',
      },
      { configFile: yamlFile('checks: { html.lang: error, social.*: off }\npages:\n  /a: 1\n  /b/**: 2\n', 'p.yml') },
    );
    expect(thresholdsInForce(config)).toEqual({
      checks: 'html.lang error, social.* off',
      'min-score': '70',
      'max-critical': '0',
      'max-score-drop': '5',
      'fail-on-regression': 'none',
      'ignore-checks': 'links.*, html.doctype',
      'fail-on-error': 'false',
      'config-file':
        'p.yml (checks html.lang error; checks social.* off; pages /a (min-score 1); pages /b/** (min-score 2))',
    });
  });
});
