import { describe, expect, it } from 'vitest';
import { findPullRequest } from '../../src/github/pull-request.js';
import { api, octokit, useNock } from './github-api.js';

useNock();

const repo = { owner: 'acme', repo: 'site' };
const SHA = 'a'.repeat(40);
const context = (eventName: string, payload: unknown) => ({ eventName, payload, repo, sha: SHA });

describe('findPullRequest', () => {
  it.each([
    ['pull_request', { pull_request: { number: 7 } }, 7],
    ['pull_request_target', { pull_request: { number: 8 } }, 8],
    ['issue_comment on a PR', { issue: { number: 9, pull_request: { url: 'x' } } }, 9],
    ['workflow_run listing its PR', { workflow_run: { head_sha: SHA, pull_requests: [{ number: 10 }] } }, 10],
  ])('%s: from the payload, no request', async (eventName, payload, expected) => {
    await expect(findPullRequest(octokit(), context(eventName.split(' ')[0]!, payload))).resolves.toBe(expected);
  });

  it.each([
    ['schedule', {}],
    ['workflow_dispatch', {}],
    ['issue_comment on an issue', { issue: { number: 3 } }],
    ['pull_request without a number', { pull_request: {} }],
  ])('%s: none, no request', async (eventName, payload) => {
    await expect(findPullRequest(octokit(), context(eventName.split(' ')[0]!, payload))).resolves.toBeNull();
  });

  it('push: by commit SHA, an open PR before a merged one', async () => {
    api()
      .get(`/repos/acme/site/commits/${SHA}/pulls`)
      .query({ per_page: '100' })
      .reply(200, [
        { number: 3, state: 'closed' },
        { number: 4, state: 'open' },
      ]);
    await expect(findPullRequest(octokit(), context('push', {}))).resolves.toBe(4);
  });

  it('push: the merged PR when none is open', async () => {
    api()
      .get(`/repos/acme/site/commits/${SHA}/pulls`)
      .query(true)
      .reply(200, [{ number: 3, state: 'closed' }]);
    await expect(findPullRequest(octokit(), context('push', {}))).resolves.toBe(3);
  });

  it('push: none for a commit in no PR', async () => {
    api().get(`/repos/acme/site/commits/${SHA}/pulls`).query(true).reply(200, []);
    await expect(findPullRequest(octokit(), context('push', {}))).resolves.toBeNull();
  });

  it("deployment_status: by the deployment's SHA", async () => {
    const deployed = 'd'.repeat(40);
    api()
      .get(`/repos/acme/site/commits/${deployed}/pulls`)
      .query(true)
      .reply(200, [{ number: 13, state: 'open' }]);
    await expect(
      findPullRequest(octokit(), context('deployment_status', { deployment: { sha: deployed } })),
    ).resolves.toBe(13);
  });

  it('workflow_run of a same-repository branch without listed PRs: by head SHA', async () => {
    api()
      .get('/repos/acme/site/commits/bbbb/pulls')
      .query(true)
      .reply(200, [{ number: 12, state: 'open' }]);
    await expect(
      findPullRequest(octokit(), context('workflow_run', { workflow_run: { head_sha: 'bbbb', pull_requests: [] } })),
    ).resolves.toBe(12);
  });

  it("workflow_run of a fork PR: GitHub lists no PR and the commit is not in the base repository, so by the fork's branch", async () => {
    api().get('/repos/acme/site/commits/cccc/pulls').query(true).reply(200, []);
    api()
      .get('/repos/acme/site/pulls')
      .query({ state: 'open', head: 'forker:feature', per_page: '100' })
      .reply(200, [
        { number: 20, head: { sha: 'older' } },
        { number: 21, head: { sha: 'cccc' } },
      ]);
    const run = {
      head_sha: 'cccc',
      head_branch: 'feature',
      pull_requests: [],
      head_repository: { owner: { login: 'forker' } },
    };
    await expect(findPullRequest(octokit(), context('workflow_run', { workflow_run: run }))).resolves.toBe(21);
  });

  it('lets GitHub errors through to the caller, which turns them into a warning', async () => {
    api()
      .get(`/repos/acme/site/commits/${SHA}/pulls`)
      .query(true)
      .reply(403, { message: 'Resource not accessible by integration' });
    await expect(findPullRequest(octokit(), context('push', {}))).rejects.toMatchObject({ status: 403 });
  });
});
