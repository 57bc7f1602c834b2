import { describe, expect, it } from 'vitest';
import { githubRun, runContext, runUrl } from '../../src/github/context.js';

const RUNNER = {
  GITHUB_EVENT_NAME: 'push',
  GITHUB_REPOSITORY: 'acme/shop',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_SHA: 'abc1234',
  GITHUB_RUN_ID: '42',
  GITHUB_RUN_NUMBER: '7',
};

describe('the run GitHub describes', () => {
  it('reads each variable into its field, and nothing off a runner', () => {
    expect(githubRun(RUNNER)).toMatchObject({
      eventName: 'push',
      repository: 'acme/shop',
      runId: '42',
      runNumber: '7',
    });
    expect(Object.values(githubRun({})).every((value) => value === undefined)).toBe(true);
  });

  it.each<[string, Record<string, string>, string | null]>([
    ['on a runner', RUNNER, 'https://github.com/acme/shop/actions/runs/42'],
    ['without a run id', { ...RUNNER, GITHUB_RUN_ID: '' }, null],
    ['off a runner', {}, null],
  ])('links the run %s', (_, env, expected) => {
    expect(runUrl(githubRun(env))).toBe(expected);
  });

  it.each<[string, Record<string, string>, { name: string; payload: unknown } | null, object]>([
    [
      'the event file first',
      RUNNER,
      { name: 'pull_request', payload: { number: 3 } },
      { eventName: 'pull_request', payload: { number: 3 }, repo: { owner: 'acme', repo: 'shop' }, sha: 'abc1234' },
    ],
    [
      'the variables without one',
      RUNNER,
      null,
      { eventName: 'push', payload: {}, repo: { owner: 'acme', repo: 'shop' } },
    ],
    ['empty off a runner', {}, null, { eventName: '', payload: {}, repo: { owner: '', repo: '' }, sha: '' }],
  ])('gives the pull request lookup %s', (_, env, event, expected) => {
    expect(runContext(githubRun(env), event)).toMatchObject(expected);
  });
});
