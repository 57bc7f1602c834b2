import { describe, expect, it } from 'vitest';
import { checkedPullRequest, runHeadSha } from '../../src/github/pull-request-input.js';
import { api, octokit, useNock } from './github-api.js';

useNock();

const repo = { owner: 'acme', repo: 'site' };
const RUN_SHA = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const context = (eventName: string, payload: unknown) => ({ eventName, payload, repo, sha: RUN_SHA });

describe('runHeadSha', () => {
  it.each([
    ['workflow_run', { workflow_run: { head_sha: HEAD } }, HEAD],
    ['pull_request', { pull_request: { head: { sha: HEAD } } }, HEAD],
    ['push', { after: HEAD }, RUN_SHA],
    ['workflow_run', { workflow_run: {} }, RUN_SHA],
  ])('%s %j: %s', (eventName, payload, sha) => {
    expect(runHeadSha(context(eventName, payload))).toBe(sha);
  });
});

describe('checkedPullRequest', () => {
  const event = context('workflow_run', { workflow_run: { head_sha: HEAD, pull_requests: [] } });

  it("is the PR when its head commit is the workflow_run's head commit", async () => {
    api()
      .get('/repos/acme/site/pulls/41')
      .reply(200, { number: 41, head: { sha: HEAD } });
    await expect(checkedPullRequest(octokit(), event, 41)).resolves.toEqual({ number: 41 });
  });

  it('is a warning naming both commits when the PR is at another commit', async () => {
    api()
      .get('/repos/acme/site/pulls/41')
      .reply(200, { number: 41, head: { sha: 'c'.repeat(40) } });
    await expect(checkedPullRequest(octokit(), event, 41)).resolves.toEqual({
      warning:
        "pull-request: PR #41's head is ccccccc, but this run gated bbbbbbb; no comment, so these results never land on a PR they do not describe",
    });
  });
});
