/**
 * GitHub's documented rules as the Octokit we build applies them, one row per rule we rely on.
 * GitHub's seconds last a millisecond here (SECOND_MS), so a wait of `retry-after: 3` takes 3 ms.
 * Each row sets up exactly the answers it expects to be asked for: a request too many finds no
 * interceptor (the test's error changes), one too few is left pending (useNock fails the test).
 */
import type nock from 'nock';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../src/github/octokit.js';
import { api, octokit, useNock } from './github-api.js';

useNock();

const REPO = '/repos/acme/site';
const getRepo = (client = octokit()) => client.rest.repos.get({ owner: 'acme', repo: 'site' });
const inSeconds = (seconds: number) => String(Math.ceil(Date.now() / 1000) + seconds);

type Answer = (scope: nock.Interceptor) => nock.Scope;
const primary =
  (resetIn: number): Answer =>
  (i) =>
    i.reply(
      403,
      { message: 'API rate limit exceeded' },
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': inSeconds(resetIn) },
    );
const secondary =
  (status: number, retryAfter?: number): Answer =>
  (i) =>
    i.reply(
      status,
      { message: 'You have exceeded a secondary rate limit' },
      retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    );

describe('githubClient: waits and asks again', () => {
  it.each<[string, Answer]>([
    ['a primary rate limit, until its reset', primary(2)],
    ['a secondary rate limit (403), after retry-after', secondary(403, 3)],
    ['a secondary rate limit (429), after retry-after', secondary(429, 1)],
    ['a secondary rate limit without retry-after, after a minute', secondary(403)],
    ['a server error (5xx)', (i) => i.reply(502, { message: 'Server Error' })],
    ['a lost connection', (i) => i.replyWithError('socket hang up')],
  ])('%s', async (_rule, first) => {
    first(api().get(REPO));
    api().get(REPO).reply(200, { name: 'site' });
    await expect(getRepo()).resolves.toMatchObject({ status: 200, data: { name: 'site' } });
  });
});

describe('githubClient: answers at once, without asking again', () => {
  it.each<[string, Answer, number]>([
    ['a primary rate limit that resets in an hour', primary(3600), 403],
    ['a secondary rate limit asking for more than a minute', secondary(403, 61), 403],
    ['a secondary rate limit (429) asking for more than a minute: no blind backoff either', secondary(429, 61), 429],
    [
      'a refusal (403 without a rate limit)',
      (i) => i.reply(403, { message: 'Resource not accessible by integration' }),
      403,
    ],
    ['a rejected token', (i) => i.reply(401, { message: 'Bad credentials' }), 401],
    ['not found', (i) => i.reply(404, { message: 'Not Found' }), 404],
  ])('%s', async (_rule, answer, status) => {
    answer(api().get(REPO));
    const error = await getRepo().catch((thrown: unknown) => thrown);
    expect(failureOf(error).status).toBe(status);
  });
});

describe('githubClient: bounded', () => {
  it('waits out rate limits twice per client, then gives up', async () => {
    const client = octokit();
    api().get(REPO).reply(403, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '1' });
    api().get(REPO).reply(200, { name: 'site' });
    await getRepo(client);
    api()
      .get(REPO)
      .times(2)
      .reply(403, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '1' });
    const error = await getRepo(client).catch((thrown: unknown) => thrown);
    expect(failureOf(error)).toMatchObject({ status: 403, message: 'You have exceeded a secondary rate limit' });
  });

  it('asks a failing server three times in all', async () => {
    api().get(REPO).times(3).reply(503, { message: 'Service Unavailable' });
    const error = await getRepo().catch((thrown: unknown) => thrown);
    expect(failureOf(error)).toMatchObject({ status: 503, message: 'Service Unavailable' });
  });
});
