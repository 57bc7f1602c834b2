/** The GitHub API as nock sees it: one Octokit per test against api.github.com, no real network. */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { githubClient } from '../../src/github/octokit.js';

export const API = 'https://api.github.com';
export const TOKEN = 'ghs_secretTokenValue123';

/** GitHub's seconds last a millisecond here: rate-limit waits and retries take no time. */
export const SECOND_MS = 1;

export function octokit() {
  return githubClient(TOKEN, { baseUrl: API, secondMs: SECOND_MS });
}

/** Every test must use exactly the requests it set up. */
export function useNock(): void {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    expect(pending).toEqual([]);
  });
  afterAll(() => nock.enableNetConnect());
}

export function api(): nock.Scope {
  return nock(API);
}
