/**
 * The action as a runner runs it: the bundled action (index.js) against the reference service, the fixture site
 * and a fake GitHub API, all on loopback. Asserts what users see: exit code, outputs, results
 * file, job summary, the one sticky comment.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { Results } from '../../src/model/results.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { contractCheck } from './contract-check.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { runAction } from './runner.js';

const KEY = 'e2e-secret-key-7f3a9';
let site: FixtureSite;
let service: RunningService;
let github: FakeGitHub;
/** The accepted state between runs: a runner with no Actions cache service keeps it in a file. */
let stateDir: string;
/** Every answer of every service in this file, checked against docs/openapi.json. */
const contract = contractCheck();

beforeAll(async () => {
  site = await startFixtureSite();
  service = await startService({
    port: 0,
    allowPrivate: true,
    cacheTtlSeconds: 0,
    keys: { [KEY]: 'pro' },
    onReply: contract.onReply,
  });
  github = await startFakeGitHub();
  stateDir = await mkdtemp(join(tmpdir(), 'pagegate-e2e-gate-'));
});
afterAll(async () => {
  await Promise.all([service?.close(), site?.close(), github?.close(), rm(stateDir, { recursive: true, force: true })]);
  expect(contract.violations).toEqual([]);
});

const pr = {
  name: 'pull_request',
  payload: {
    pull_request: { number: 5, head: { sha: 'b'.repeat(40) } },
    repository: { name: 'site', owner: { login: 'acme' } },
  },
};

function gate(extra: Record<string, string> = {}) {
  return runAction({
    inputs: {
      'api-url': service.url,
      'api-key': KEY,
      'site-url': site.origin,
      urls: '/\n/pricing\n/blog/hello',
      'poll-interval': '0.1',
      'github-token': 'ghs_faketoken',
      ...extra,
    },
    event: pr,
    env: { GITHUB_API_URL: github.url },
  });
}

describe('a deploy gated three times: baseline, regression, fix', () => {
  it('passes the baseline, fails exactly the regressed page, passes the fix, with one sticky comment', async () => {
    const kept = { 'accepted-file': join(stateDir, 'accepted.json') };
    site.deploy(1);
    const first = await gate(kept);
    expect(first.log).not.toContain(KEY);
    expect(first.code, first.log).toBe(0);
    expect(first.outputs.passed).toBe('true');
    expect(first.outputs['failed-count']).toBe('0');
    expect(github.comments.get(5) ?? []).toHaveLength(0); // auto: nothing failed, no comment yet

    site.deploy(2);
    const second = await gate(kept);
    expect(second.code, second.log).toBe(1);
    expect(second.outputs.passed).toBe('false');
    expect(second.outputs['failed-count']).toBe('1');
    const results = Results.parse(JSON.parse(await readFile(second.outputs['results-file'] ?? '', 'utf8')));
    const failing = results.pages.filter((p) => p.verdict !== 'pass');
    expect(failing.map((p) => new URL(p.url).pathname)).toEqual(['/pricing']);
    const pricing = failing[0]!;
    expect(pricing.regressions.filter((r) => r.check === 'images.alt')).toMatchObject([
      { change: 'new', severity: 'critical', evidence: '<img src="/plans.png" width="600" height="300">' },
    ]);
    expect(pricing.score).toBeLessThan(pricing.baseline?.score ?? 0);
    expect(pricing.reasons).toContain('new critical finding images.alt');
    expect(JSON.parse(second.outputs['report-keys'] ?? '{}')).toHaveProperty(`${site.origin}/pricing`);
    expect(second.summary).toContain('images.alt');
    const comments = github.comments.get(5) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('images.alt');
    expect(second.outputs['comment-url']).toBe(comments[0]?.html_url);

    site.deploy(3);
    const third = await gate(kept);
    expect(third.code, third.log).toBe(0);
    const after = github.comments.get(5) ?? [];
    expect(after).toHaveLength(1); // updated in place, never duplicated
    expect(after[0]?.body).not.toContain('new critical');
    for (const run of [first, second, third]) {
      expect(run.log + run.summary + JSON.stringify(run.outputs)).not.toContain(KEY);
    }
  });
});

describe('failures a user must be told about in one line', () => {
  it('a rejected key fails the step with one line and never prints the key', async () => {
    const run = await gate({ 'api-key': 'not-a-real-key-123' });
    expect(run.code).toBe(1);
    const errors = run.log.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/key/i);
    expect(run.log).not.toContain('not-a-real-key-123');
  });

  it('a bad threshold fails before anything is submitted', async () => {
    const run = await gate({ 'min-score': 'seventy' });
    expect(run.code).toBe(1);
    expect(run.log).toMatch(/::error::min-score/);
  });
});

describe('a flaky service', () => {
  it('gives the same verdicts through 429s, 503s, resets and unknown statuses, with no duplicate submits', async () => {
    const lines: string[] = [];
    const flaky = await startService({
      port: 0,
      allowPrivate: true,
      cacheTtlSeconds: 0,
      keys: { [KEY]: 'pro' },
      faults: { seed: 11, rate503: 0.15, rate429: 0.1, retryAfterSeconds: 0, rateReset: 0.05, rateUnknownStatus: 0.3 },
      log: (line) => lines.push(line),
      onReply: contract.onReply,
    });
    try {
      site.deploy(2);
      // One analysis at a time: the seeded faults then fall on the same requests every run.
      const run = await gate({
        'api-url': flaky.url,
        baseline: 'none',
        'min-score': '90',
        comment: 'never',
        concurrency: '1',
      });
      const results = Results.parse(JSON.parse(await readFile(run.outputs['results-file'] ?? '', 'utf8')));
      expect(results.pages.map((p) => [new URL(p.url).pathname, p.verdict])).toEqual([
        ['/', 'pass'],
        ['/pricing', 'fail'],
        ['/blog/hello', 'pass'],
      ]);
      const queued = lines.filter((l) => /POST \/api\/v1\/reports 202/.test(l));
      expect(queued).toHaveLength(3);
    } finally {
      await flaky.close();
    }
  });

  it('ends a report that never finishes as error at the deadline', async () => {
    const stuck = await startService({
      port: 0,
      allowPrivate: true,
      keys: { [KEY]: 'pro' },
      faults: { seed: 1, rateNeverFinish: 1 },
      onReply: contract.onReply,
    });
    try {
      const run = await gate({ 'api-url': stuck.url, urls: '/', timeout: '2', comment: 'never', baseline: 'none' });
      // A run that could not finish is an error of the run (the CLI's exit 3), not a failed page.
      expect(run.code, run.log).toBe(1);
      expect(run.outputs.outcome).toBe('error');
      const results = Results.parse(JSON.parse(await readFile(run.outputs['results-file'] ?? '', 'utf8')));
      expect(results.pages[0]).toMatchObject({ verdict: 'error', error: { code: 'timeout', unfinished: true } });
    } finally {
      await stuck.close();
    }
  });
});
