/**
 * The action's run() with @actions/core replaced by a recording fake (registered before main is
 * imported), against the reference service and the fixture site on loopback. GitHub is nock on a
 * loopback base URL, so even a missed interceptor never leaves the machine.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Core from '@actions/core';
import { startFixtureSite, type FixtureSite } from '../src/demo/site.js';
import { run } from '../src/main.js';
import { Results } from '../src/model/results.js';
import { startService, type RunningService } from '../src/service/index.js';

type CoreFake = Pick<
  typeof Core,
  | 'getInput'
  | 'setSecret'
  | 'setOutput'
  | 'setFailed'
  | 'warning'
  | 'notice'
  | 'info'
  | 'startGroup'
  | 'endGroup'
  | 'summary'
>;

const actions = vi.hoisted(() => {
  // @actions/github reads its API base URL once, when it is loaded.
  process.env.GITHUB_API_URL = 'http://127.0.0.1:45901';
  const state = {
    inputs: {} as Record<string, string>,
    /** Every call, in order: [function, ...arguments]. */
    calls: [] as string[][],
    outputs: {} as Record<string, string>,
    summaries: [] as string[],
  };
  let pending: string[] = [];
  const summary = {
    addRaw(text: string) {
      pending.push(text);
      return summary;
    },
    async write() {
      state.summaries.push(pending.join(''));
      pending = [];
      return summary;
    },
  };
  const core: CoreFake = {
    getInput: (name) => state.inputs[name] ?? '',
    setSecret: (secret) => void state.calls.push(['setSecret', secret]),
    setOutput: (name, value) => {
      state.outputs[name] = String(value);
      state.calls.push(['setOutput', name, String(value)]);
    },
    setFailed: (message) => void state.calls.push(['setFailed', String(message)]),
    warning: (message) => void state.calls.push(['warning', String(message)]),
    notice: (message) => void state.calls.push(['notice', String(message)]),
    info: (message) => void state.calls.push(['info', message]),
    startGroup: (name) => void state.calls.push(['startGroup', name]),
    endGroup: () => void state.calls.push(['endGroup']),
    // The fake holds only what main.ts uses of the Summary class.
    summary: summary as unknown as CoreFake['summary'],
  };
  return { state, core };
});

vi.mock('@actions/core', () => actions.core);

const GITHUB = 'http://127.0.0.1:45901';
const KEY = 'main-test-key-0b8e41';
const TOKEN = 'ghs_mainTestToken55';
const { state } = actions;

let site: FixtureSite;
let service: RunningService;
let temp: string;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  site = await startFixtureSite();
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
});
afterAll(async () => {
  nock.enableNetConnect();
  await Promise.all([service.close(), site.close()]);
});

beforeEach(async () => {
  temp = await mkdtemp(join(tmpdir(), 'pagegate-main-'));
  const event = join(temp, 'event.json');
  await writeFile(event, JSON.stringify({ pull_request: { number: 5, head: { sha: 'b'.repeat(40) } } }));
  for (const [name, value] of Object.entries({
    RUNNER_TEMP: temp,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'acme/site',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_WORKFLOW: 'deploy',
    GITHUB_JOB: 'gate',
    GITHUB_STEP_SUMMARY: join(temp, 'summary.md'),
  })) {
    vi.stubEnv(name, value);
  }
  state.calls.length = 0;
  state.summaries.length = 0;
  state.outputs = {};
});
afterEach(() => {
  vi.unstubAllEnvs();
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});

/** baseline previous: the GitHub Actions cache (the accepted default) is the e2e tests' business. */
function givenInputs(inputs: Record<string, string>): void {
  state.inputs = {
    'api-url': service.url,
    'api-key': KEY,
    'site-url': site.origin,
    urls: '/\n/pricing',
    'poll-interval': '0.05',
    'github-token': TOKEN,
    baseline: 'previous',
    ...inputs,
  };
}

const called = (name: string) => state.calls.filter(([fn]) => fn === name).map(([, ...args]) => args);
const failures = () => called('setFailed').map(([message]) => message);

/** A PR with no comment yet, seen through the default token's identity. */
function githubWithoutComment() {
  const api = nock(GITHUB);
  api.post('/graphql').reply(200, { data: { viewer: { login: 'github-actions' } } });
  api.get('/repos/acme/site/issues/5/comments').query(true).reply(200, []);
  return api;
}

describe('run', () => {
  it('masks the key and the token before anything is logged', async () => {
    givenInputs({ comment: 'never' });
    await run();
    const firstLog = state.calls.findIndex(([fn]) => fn !== 'setSecret');
    expect(state.calls.slice(0, firstLog)).toEqual([
      ['setSecret', KEY],
      ['setSecret', TOKEN],
    ]);
    expect(firstLog).toBeGreaterThan(0);
    expect(called('info')).toContainEqual(['comment: not written (comment: never)']);
  });

  it('passes: every output set, the results file written, a summary, no failure', async () => {
    givenInputs({ 'min-score': '50' });
    githubWithoutComment();
    await run();
    expect(failures()).toEqual([]);
    const resultsFile = join(temp, 'pagegate-results.json');
    const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
    expect(results.pages.map((p) => [p.url, p.verdict])).toEqual([
      [`${site.origin}/`, 'pass'],
      [`${site.origin}/pricing`, 'pass'],
    ]);
    expect(state.outputs).toEqual({
      passed: 'true',
      'results-file': resultsFile,
      'failed-count': '0',
      'regression-count': '0',
      'warning-count': '0',
      'report-keys': JSON.stringify(Object.fromEntries(results.pages.map((p) => [p.url, p.key]))),
      'comment-url': '',
      'results-artifact-url': '',
      outcome: 'passed',
    });
    expect(state.summaries).toHaveLength(1);
    expect(state.summaries[0]).toContain('pagegate');
    expect(called('info')).toContainEqual([
      'comment: nothing failed or regressed and PR #5 has no pagegate comment to update',
    ]);
    expect(called('warning')).toEqual([]);
  });

  it('off a runner (no GITHUB_STEP_SUMMARY) skips the summary with a line and still passes', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    givenInputs({ 'min-score': '50' });
    githubWithoutComment();
    await run();
    expect(failures()).toEqual([]);
    expect(state.summaries).toEqual([]);
    expect(called('info')).toContainEqual(['no GITHUB_STEP_SUMMARY (not on a runner): job summary not written']);
  });

  it('fails once, in one line, annotates each failing page and writes the sticky comment', async () => {
    givenInputs({ 'min-score': '100' });
    const url = 'https://github.com/acme/site/pull/5#issuecomment-77';
    let body = '';
    githubWithoutComment()
      .post('/repos/acme/site/issues/5/comments', (sent: { body: string }) => Boolean((body = sent.body)))
      .reply(201, { id: 77, html_url: url });
    await run();
    expect(failures()).toEqual([expect.stringMatching(/^pagegate: failed — 2 pages: 0 passed, 2 failed, 0 errors · /)]);
    expect(state.outputs).toMatchObject({
      passed: 'false',
      'failed-count': '2',
      'comment-url': url,
      outcome: 'failed',
    });
    expect(called('warning').map(([message]) => message)).toEqual([
      expect.stringMatching(/^score \d+ < min-score 100$/),
      expect.stringMatching(/^score \d+ < min-score 100$/),
    ]);
    expect(body).toMatch(/^<!-- pagegate:deploy\/gate -->/);
    expect(called('startGroup').map(([name]) => name)).toEqual([
      expect.stringMatching(/^details: FAIL /),
      expect.stringMatching(/^details: FAIL /),
    ]);
    expect(called('info')).toContainEqual([expect.stringMatching(/^ {2}reason: score \d+ < min-score 100$/)]);
    expect(state.calls.at(-1)?.[0]).toBe('setFailed');
  });

  it("warns once when the token's own user cannot be found, saying which user was assumed", async () => {
    givenInputs({ 'min-score': '50' });
    nock(GITHUB).post('/graphql').reply(403, { message: 'Resource not accessible by integration' });
    nock(GITHUB).get('/user').reply(403, { message: 'Resource not accessible by integration' });
    nock(GITHUB).get('/repos/acme/site/issues/5/comments').query(true).reply(200, []);
    await run();
    expect(failures()).toEqual([]);
    expect(called('warning')).toEqual([
      [expect.stringMatching(/^comment: the token's own user could not be found .* taken to be github-actions\[bot\]/)],
    ]);
  });

  it('warns once when the event file cannot be read, saying what was assumed', async () => {
    vi.stubEnv('GITHUB_EVENT_PATH', join(temp, 'missing-event.json'));
    givenInputs({ 'min-score': '50', comment: 'never' });
    await run();
    expect(failures()).toEqual([]);
    expect(called('warning')).toEqual([
      [
        expect.stringMatching(
          /^GITHUB_EVENT_PATH: cannot read ".*missing-event\.json" \(ENOENT\); assumed an empty pull_request event/,
        ),
      ],
    ]);
  });

  it('analyze mode: results and outputs only, no verdict, no summary, no comment', async () => {
    givenInputs({ mode: 'analyze', 'min-score': '100' });
    await run();
    expect(failures()).toEqual([]);
    expect(state.summaries).toEqual([]);
    expect(state.outputs).toMatchObject({ passed: 'false', 'failed-count': '2', 'comment-url': '' });
    expect(called('info')).toContainEqual([
      `analyze: wrote 2 pages to ${join(temp, 'pagegate-results.json')}; a report job decides`,
    ]);
  });

  it('report mode decides the results files a glob finds', async () => {
    givenInputs({ mode: 'analyze', 'results-file': join(temp, 'shards', '1.json') });
    await run();
    givenInputs({
      mode: 'report',
      'results-files': join(temp, 'shards', '*.json'),
      'min-score': '100',
      'api-url': '',
      'api-key': '',
      comment: 'never',
    });
    state.calls.length = 0;
    await run();
    expect(called('info')).toContainEqual(['results-files: merged 2 pages from 1 file']);
    expect(failures()).toEqual([expect.stringMatching(/^pagegate: failed — 2 pages: 0 passed, 2 failed, 0 errors · /)]);
  });

  it.each([
    ['a bad threshold', { 'min-score': 'high' }, /^min-score: "high" /],
    ['an unknown mode', { mode: 'deploy' }, /^mode: "deploy" is not one of gate, analyze, report$/],
    [
      'a missing config file',
      { 'config-file': '/nonexistent/pagegate.yml' },
      /^config-file: cannot read "\/nonexistent\/pagegate.yml" \(ENOENT\)$/,
    ],
  ])('turns %s into one setFailed line naming the input, and only outcome error', async (_, inputs, line) => {
    givenInputs(inputs);
    await run();
    expect(failures()).toEqual([expect.stringMatching(line)]);
    expect(state.outputs).toEqual({ outcome: 'error' });
    expect(state.calls.map(([fn]) => fn)).toEqual(['setSecret', 'setSecret', 'setOutput', 'setFailed']);
    expect(state.summaries).toEqual([expect.stringMatching(/^\*\*pagegate: error\*\* — /)]);
  });

  it('fails in one line without the key when the service rejects it', async () => {
    givenInputs({ 'api-key': 'wrong-key-3e7d19' });
    await run();
    expect(failures()).toHaveLength(1);
    expect(failures()[0]).toMatch(/401/);
    expect(state.outputs).toEqual({ outcome: 'error' });
    expect(JSON.stringify(state.calls.filter(([fn]) => fn !== 'setSecret'))).not.toContain('wrong-key-3e7d19');
  });

  it('keeps the accepted state in accepted-file: written by a passing run, never by a failing one', async () => {
    const acceptedFile = join(temp, 'state', 'accepted.json');
    givenInputs({ baseline: 'accepted', 'accepted-file': acceptedFile, comment: 'never', 'min-score': '100' });
    await run();
    expect(failures()).toEqual([
      'pagegate: failed — 2 pages: 0 passed, 2 failed, 0 errors · 0 regressions fail · 0 cache hits',
    ]);
    await expect(readFile(acceptedFile, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    givenInputs({ baseline: 'accepted', 'accepted-file': acceptedFile, comment: 'never' });
    await run();
    const saved = JSON.parse(await readFile(acceptedFile, 'utf8')) as {
      tag: string;
      commit: string;
      pages: Record<string, unknown>;
    };
    expect([saved.tag, saved.commit, Object.keys(saved.pages).sort()]).toEqual([
      'deploy/gate',
      'b'.repeat(40),
      [`${site.origin}/`, `${site.origin}/pricing`],
    ]);
    expect(called('info')).toContainEqual([
      `accepted state saved: accepted-file ${acceptedFile} (2 pages of this run, 0 kept)`,
    ]);
  });

  it('warns, and still decides, when there is no github-token', async () => {
    givenInputs({ 'github-token': '', 'min-score': '100' });
    await run();
    expect(called('warning')).toContainEqual([
      'comment: no github-token, so no PR comment was written (the job summary has the results)',
    ]);
    expect(failures()).toEqual([expect.stringMatching(/^pagegate: failed — 2 pages: 0 passed, 2 failed, 0 errors · /)]);
  });

  it('checks that results-file can be written before anything is analysed', async () => {
    givenInputs({ 'results-file': '/dev/null/results.json', comment: 'never' });
    await run();
    expect(failures()).toEqual(['results-file: cannot write "/dev/null/results.json" (ENOTDIR)']);
    expect(called('info')).toEqual([]);
  });

  it('no spelling of the key, the token or the api-url password reaches any sink', async () => {
    const password = 'urlPassw0rd77';
    const unicode = (text: string) =>
      [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const percent = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
    // The analyzer cuts evidence to a few dozen characters: one spelling per image, the long ones in the title.
    const images = [TOKEN, percent(TOKEN), password, percent(password)]
      .map((spelled) => `<img src="/a.png?${spelled}">`)
      .join('');
    const hostile = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><html lang="en"><head><title>${unicode(TOKEN)} ` +
          `${unicode(password)}</title></head><body>${images}</body></html>`,
      );
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = new URL(service.url);
      apiUrl.username = 'ci';
      apiUrl.password = password;
      givenInputs({ urls: `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/`, 'min-score': '100' });
      let body = '';
      githubWithoutComment()
        .post('/repos/acme/site/issues/5/comments', (sent: { body: string }) => Boolean((body = sent.body)))
        .reply(201, { id: 78, html_url: 'https://github.com/acme/site/pull/5#issuecomment-78' });
      // The service ignores user info; the scrubber must still know the password from api-url.
      state.inputs['api-url'] = apiUrl.href;
      await run();
      expect(failures()).toEqual([
        'pagegate: failed — 1 page: 0 passed, 1 failed, 0 errors · 0 regressions fail · 0 cache hits',
      ]);
      const results = await readFile(join(temp, 'pagegate-results.json'), 'utf8');
      expect(results).toContain('[redacted]');
      const sinks = {
        calls: JSON.stringify(state.calls.filter(([fn]) => fn !== 'setSecret')),
        summary: state.summaries.join(''),
        comment: body,
        results,
        outputs: JSON.stringify(state.outputs),
      };
      for (const [sink, text] of Object.entries(sinks)) {
        const unescaped = text.replace(/\\+u([0-9a-f]{4})/gi, (_m, code: string) =>
          String.fromCharCode(parseInt(code, 16)),
        );
        for (const shown of [
          text,
          unescaped,
          unescaped.replace(/%([0-9a-f]{2})/gi, (_m, code: string) => String.fromCharCode(parseInt(code, 16))),
        ]) {
          for (const secret of [KEY, TOKEN, password]) expect(shown, sink).not.toContain(secret);
        }
      }
      // The runner masks the same secrets in its own log: the api-url password too.
      expect(called('setSecret')).toContainEqual([password]);
    } finally {
      await new Promise((resolve) => hostile.close(resolve));
    }
  });

  it(
    "waivers and warn levels: judged by the run's clock, a notice for a waiver close to its date, a warning for " +
      'an unused one, warning-count',
    async () => {
      const config = join(temp, 'pagegate.yml');
      const waivers = [
        'waivers:',
        '  - { check: links.*, pattern: /nothing/**, reason: old footer links, expires: 2027-01-31 }',
        '  - { check: title.*, reason: a title test, expires: 2027-03-31 }',
        '',
      ];
      await writeFile(config, waivers.join('\n'));
      givenInputs({ 'config-file': config, 'warn-min-score': '100', comment: 'never' });
      // The waiver expires in 5 days by the run's clock; by the system clock it would not exist yet.
      vi.stubEnv('PAGEGATE_TEST_NOW', '2027-01-26T10:00:00Z');
      await run();
      expect(failures()).toEqual([]);
      expect(state.outputs['warning-count']).toBe('2');
      expect(called('notice')).toEqual([['waiver for links.* on /nothing/** expires on 2027-01-31 (in 5 days)']]);
      expect(called('warning')).toEqual([
        ['waiver for links.* on /nothing/** matched no finding in this run: remove it if it is no longer needed'],
        ['waiver for title.* on every page matched no finding in this run: remove it if it is no longer needed'],
        [expect.stringMatching(/^warn: score \d+ < warn-min-score 100$/)],
        [expect.stringMatching(/^warn: score \d+ < warn-min-score 100$/)],
      ]);
      const results = Results.parse(JSON.parse(await readFile(state.outputs['results-file'] ?? '', 'utf8')));
      expect(results.startedAt.slice(0, 10)).toBe('2027-01-26');
    },
  );

  it('a PAGEGATE_TEST_NOW that is not a time fails in one line', async () => {
    givenInputs({ comment: 'never' });
    vi.stubEnv('PAGEGATE_TEST_NOW', 'tomorrow');
    await run();
    expect(failures()).toEqual(['PAGEGATE_TEST_NOW: "tomorrow" is not an ISO 8601 time']);
  });
});
