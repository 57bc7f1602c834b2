/** The GitHub API as nock sees it: one Octokit per test against api.github.com, no real network. */
import { getOctokit } from '@actions/github';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

export const API = 'https://api.github.com';
export const TOKEN = 'ghs_secretTokenValue123';

export function octokit() {
  return getOctokit(TOKEN, { baseUrl: API });
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
