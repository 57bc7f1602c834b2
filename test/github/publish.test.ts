/**
 * publishComment through the Octokit @actions/github builds. That Octokit takes its base URL from
 * GITHUB_API_URL when the module loads, so it is set (hoisted) to a GitHub Enterprise-style URL on
 * loopback first: the tests prove it is honoured, and a missed interceptor never leaves the machine.
 */
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishComment, type PublishInput } from '../../src/github/publish.js';
import { SECOND_MS, useNock } from './github-api.js';

vi.hoisted(() => {
  process.env.GITHUB_API_URL = 'http://127.0.0.1:45902/api/v3';
});

useNock();

const GHES = 'http://127.0.0.1:45902';
const REST = '/api/v3';
const SHA = 'a'.repeat(40);
const BOT = { login: 'github-actions[bot]', type: 'Bot' };
const COMMENT_URL = 'https://github.example/acme/site/pull/5#issuecomment-1';

const ghes = () => nock(GHES);

function input(overrides: Partial<PublishInput> = {}): PublishInput {
  return {
    token: 'ghs_token',
    policy: 'auto',
    wanted: true,
    tag: 'deploy/gate',
    body: '<!-- pagegate:deploy/gate -->\n**pagegate: failed**\n',
    context: {
      eventName: 'pull_request',
      payload: { pull_request: { number: 5 } },
      repo: { owner: 'acme', repo: 'site' },
      sha: SHA,
    },
    secondMs: SECOND_MS,
    ...overrides,
  };
}

const onPush = (overrides: Partial<PublishInput> = {}) =>
  input({ context: { ...input().context, eventName: 'push', payload: {} }, ...overrides });

/** Requests that reached nock without an interceptor: any Octokit call a test did not expect. */
const unexpected: string[] = [];
// nock emits the fetch Request (url) or the http options (path), depending on how the call was made.
const record = (request: { method?: string; url?: string; path?: string }) =>
  unexpected.push(`${request.method} ${request.url ?? request.path}`);
beforeEach(() => {
  unexpected.length = 0;
  nock.emitter.on('no match', record);
});
afterEach(() => {
  nock.emitter.removeListener('no match', record);
});

describe('publishComment', () => {
  it('finds the PR and the own user, then updates the sticky comment', async () => {
    ghes()
      .post('/api/graphql')
      .reply(200, { data: { viewer: { login: 'github-actions' } } });
    ghes()
      .get(`${REST}/repos/acme/site/issues/5/comments`)
      .query(true)
      .reply(200, [{ id: 1, body: '<!-- pagegate:deploy/gate -->\nold', user: BOT, html_url: COMMENT_URL }]);
    ghes().patch(`${REST}/repos/acme/site/issues/comments/1`).reply(200, { id: 1, html_url: COMMENT_URL });
    await expect(publishComment(input())).resolves.toEqual({ action: 'updated', url: COMMENT_URL });
  });

  it("says once that the default token's user was assumed when neither lookup finds the token's own", async () => {
    ghes().post('/api/graphql').reply(403, { message: 'Resource not accessible by integration' });
    ghes().get(`${REST}/user`).reply(403, { message: 'Resource not accessible by integration' });
    ghes()
      .get(`${REST}/repos/acme/site/issues/5/comments`)
      .query(true)
      .reply(200, [{ id: 1, body: '<!-- pagegate:deploy/gate -->\nold', user: BOT, html_url: COMMENT_URL }]);
    ghes().patch(`${REST}/repos/acme/site/issues/comments/1`).reply(200, { id: 1, html_url: COMMENT_URL });
    await expect(publishComment(input())).resolves.toEqual({
      action: 'updated',
      url: COMMENT_URL,
      assumed:
        "comment: the token's own user could not be found (neither GraphQL's viewer nor GET /user answered), so it was taken to be github-actions[bot], the default GITHUB_TOKEN's; " +
        'with any other token the earlier pagegate comment is not recognised and a new one is written every run',
    });
  });

  it('skips a run that belongs to no PR, with the reason', async () => {
    ghes().get(`${REST}/repos/acme/site/commits/${SHA}/pulls`).query(true).reply(200, []);
    await expect(publishComment(onPush())).resolves.toEqual({
      action: 'skipped',
      reason: 'no pull request for this push event (commit aaaaaaa)',
    });
  });

  it.each<[string, Partial<PublishInput>, object]>([
    ['comment: never', { policy: 'never' }, { action: 'skipped', reason: 'not written (comment: never)' }],
    [
      'no token',
      { token: null },
      {
        action: 'warned',
        warning: 'comment: no github-token, so no PR comment was written (the job summary has the results)',
      },
    ],
    [
      'no repository',
      { context: { ...input().context, repo: { owner: '', repo: '' } } },
      { action: 'skipped', reason: 'not running in a GitHub repository (GITHUB_REPOSITORY unset)' },
    ],
  ])('asks GitHub nothing for %s', async (_, overrides, outcome) => {
    await expect(publishComment(input(overrides))).resolves.toEqual(outcome);
    expect(unexpected).toEqual([]);
  });

  it('warns when the PR cannot be looked up', async () => {
    ghes()
      .get(`${REST}/repos/acme/site/commits/${SHA}/pulls`)
      .query(true)
      .reply(403, { message: 'Resource not accessible by integration' });
    await expect(publishComment(onPush())).resolves.toEqual({
      action: 'warned',
      warning:
        'comment: the token may not comment on the PR of this run in acme/site (403: Resource not accessible by integration); give the job `permissions: pull-requests: write`, ' +
        'or for pull requests from forks (whose token is read-only) use the fork-safe pull_request + workflow_run pair from the README; the job summary has the results',
    });
  });

  it('warns, naming the PR, when a read-only token may not create the comment', async () => {
    ghes()
      .post('/api/graphql')
      .reply(200, { data: { viewer: { login: 'github-actions' } } });
    ghes().get(`${REST}/repos/acme/site/issues/5/comments`).query(true).reply(200, []);
    ghes()
      .post(`${REST}/repos/acme/site/issues/5/comments`)
      .reply(403, { message: 'Resource not accessible by integration' });
    await expect(publishComment(input())).resolves.toMatchObject({
      action: 'warned',
      warning: expect.stringMatching(
        /^comment: the token may not comment on PR #5 of acme\/site \(403: Resource not accessible by integration\); /,
      ),
    });
  });

  it('a comment GitHub refused has its own warning and no word of the assumed user', async () => {
    ghes().post('/api/graphql').reply(401, { message: 'Bad credentials' });
    ghes().get(`${REST}/user`).reply(401, { message: 'Bad credentials' });
    ghes().get(`${REST}/repos/acme/site/issues/5/comments`).query(true).reply(401, { message: 'Bad credentials' });
    const outcome = await publishComment(input());
    expect(outcome).toMatchObject({
      action: 'warned',
      warning: expect.stringMatching(/^comment: GitHub rejected the github-token/),
    });
    expect(outcome).not.toHaveProperty('assumed');
  });

  it('warns when GitHub cannot be reached at all', async () => {
    ghes()
      .post('/api/graphql')
      .reply(200, { data: { viewer: { login: 'github-actions' } } });
    ghes().get(`${REST}/repos/acme/site/issues/5/comments`).query(true).times(3).replyWithError('socket hang up');
    await expect(publishComment(input())).resolves.toMatchObject({
      action: 'warned',
      warning: expect.stringMatching(
        /^comment: could not reach GitHub \(.*socket hang up.*\), so PR #5 of acme\/site was not commented on this run; /,
      ),
    });
  });
});
