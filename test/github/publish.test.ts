import { describe, expect, it } from 'vitest';
import { publishComment, type PublishInput } from '../../src/github/publish.js';
import { api, useNock } from './github-api.js';

useNock();

const BOT = { login: 'github-actions[bot]', type: 'Bot' };

function input(overrides: Partial<PublishInput> = {}): PublishInput {
  return {
    token: 'ghs_token',
    policy: 'auto',
    wanted: true,
    tag: 'deploy/gate',
    body: '<!-- pagegate:deploy/gate -->\n**pagegate: failed**\n',
    context: { eventName: 'pull_request', payload: { pull_request: { number: 5 } }, repo: { owner: 'acme', repo: 'site' }, sha: 'a'.repeat(40) },
    ...overrides,
  };
}

describe('publishComment', () => {
  it('finds the PR and the own user, then writes the sticky comment', async () => {
    api().post('/graphql').reply(200, { data: { viewer: { login: 'github-actions' } } });
    api().get('/repos/acme/site/issues/5/comments').query(true).reply(200, [{ id: 1, body: '<!-- pagegate:deploy/gate -->\nold', user: BOT, html_url: 'https://github.com/acme/site/pull/5#issuecomment-1' }]);
    api().patch('/repos/acme/site/issues/comments/1').reply(200, { id: 1, html_url: 'https://github.com/acme/site/pull/5#issuecomment-1' });
    await expect(publishComment(input())).resolves.toEqual({ action: 'updated', url: 'https://github.com/acme/site/pull/5#issuecomment-1' });
  });

  it('skips a run that belongs to no PR', async () => {
    api().get(`/repos/acme/site/commits/${'a'.repeat(40)}/pulls`).query(true).reply(200, []);
    await expect(publishComment(input({ context: { ...input().context, eventName: 'push', payload: {} } }))).resolves.toEqual({
      action: 'skipped',
      reason: 'no pull request for this push event (commit aaaaaaa)',
    });
  });

  it('warns when there is no token, and skips when told never', async () => {
    await expect(publishComment(input({ token: null }))).resolves.toMatchObject({ action: 'warned' });
    await expect(publishComment(input({ policy: 'never' }))).resolves.toMatchObject({ action: 'skipped' });
  });

  it('warns when the PR cannot be looked up', async () => {
    api().get(`/repos/acme/site/commits/${'a'.repeat(40)}/pulls`).query(true).reply(403, { message: 'Resource not accessible by integration' });
    await expect(publishComment(input({ context: { ...input().context, eventName: 'push', payload: {} } }))).resolves.toEqual({
      action: 'warned',
      warning:
        'comment: the token may not comment on the PR of this run in acme/site (403: Resource not accessible by integration); give the job `permissions: pull-requests: write`, ' +
        'or for pull requests from forks (whose token is read-only) use the fork-safe pull_request + workflow_run pair from the README; the job summary has the results',
    });
  });
});
