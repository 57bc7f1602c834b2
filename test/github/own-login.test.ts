import { describe, expect, it } from 'vitest';
import { findOwnLogin, sameLogin } from '../../src/github/own-login.js';
import { api, octokit, useNock } from './github-api.js';

useNock();

describe('findOwnLogin', () => {
  it('asks GraphQL for the viewer: the default GITHUB_TOKEN answers there', async () => {
    api()
      .post('/graphql', (body) => /viewer\s*\{\s*login/.test(body.query))
      .reply(200, { data: { viewer: { login: 'github-actions' } } });
    await expect(findOwnLogin(octokit())).resolves.toBe('github-actions');
  });

  it('falls back to GET /user when GraphQL refuses', async () => {
    api().post('/graphql').reply(403, { message: 'Resource not accessible by integration' });
    api().get('/user').reply(200, { login: 'octocat' });
    await expect(findOwnLogin(octokit())).resolves.toBe('octocat');
  });

  it('falls back to GET /user when GraphQL answers errors', async () => {
    api()
      .post('/graphql')
      .reply(200, { data: null, errors: [{ message: 'no viewer' }] });
    api().get('/user').reply(200, { login: 'octocat' });
    await expect(findOwnLogin(octokit())).resolves.toBe('octocat');
  });

  it.each([
    ['an empty login', { viewer: { login: '' } }],
    ['a login that is no string', { viewer: { login: 42 } }],
    ['no viewer', { viewer: null }],
  ])('falls back to GET /user when GraphQL answers %s', async (_name, data) => {
    api().post('/graphql').reply(200, { data });
    api().get('/user').reply(200, { login: 'octocat' });
    await expect(findOwnLogin(octokit())).resolves.toBe('octocat');
  });

  it('gives null when neither answers (GITHUB_TOKEN cannot call GET /user)', async () => {
    api().post('/graphql').times(3).reply(502, 'bad gateway');
    api().get('/user').reply(403, { message: 'Resource not accessible by integration' });
    await expect(findOwnLogin(octokit())).resolves.toBeNull();
  });
});

describe('sameLogin', () => {
  it.each([
    ['github-actions[bot]', 'github-actions', true],
    ['github-actions', 'github-actions[bot]', true],
    ['Octocat', 'octocat', true],
    ['mallory', 'github-actions', false],
    ['github-actions-fake', 'github-actions', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(sameLogin(a, b)).toBe(expected);
  });
});
