import { describe, expect, it } from 'vitest';
import { isOurs, upsertStickyComment, type StickyComment } from '../../src/github/comment.js';
import { API, TOKEN, api, octokit, useNock } from './github-api.js';

useNock();

const MARKER = '<!-- pagegate:deploy/gate -->';
const BOT = { login: 'github-actions[bot]', type: 'Bot' };
const LIST = '/repos/acme/site/issues/5/comments';
const BODY = `${MARKER}\n**pagegate: failed** — 1 of 3 pages failed\n`;

function comment(id: number, body: string, user = { login: 'reviewer', type: 'User' }) {
  return { id, body, user, html_url: `https://github.com/acme/site/pull/5#issuecomment-${id}` };
}

/**
 * 250 comments, 100 a page, linked like GitHub does; `extra` replaces comments by position. Only
 * pages up to `lastAsked` may be requested: the search stops at the page that holds ours.
 */
function listComments(extra: Record<number, ReturnType<typeof comment>> = {}, lastAsked = 3): void {
  const all = Array.from({ length: 250 }, (_, i) => extra[i] ?? comment(i + 1, `comment ${i + 1}`));
  const link = (page: number) => `<${API}${LIST}?per_page=100&page=${page}>`;
  api()
    .get(LIST)
    .query({ per_page: '100' })
    .reply(200, all.slice(0, 100), { link: `${link(2)}; rel="next", ${link(3)}; rel="last"` });
  if (lastAsked >= 2)
    api()
      .get(LIST)
      .query({ per_page: '100', page: '2' })
      .reply(200, all.slice(100, 200), { link: `${link(3)}; rel="next", ${link(3)}; rel="last"` });
  if (lastAsked >= 3)
    api()
      .get(LIST)
      .query({ per_page: '100', page: '3' })
      .reply(200, all.slice(200), { link: `${link(1)}; rel="first", ${link(2)}; rel="prev"` });
}

function args(overrides: Partial<StickyComment> = {}): StickyComment {
  return {
    owner: 'acme',
    repo: 'site',
    issueNumber: 5,
    marker: MARKER,
    body: BODY,
    policy: 'auto',
    wanted: true,
    ownLogin: 'github-actions',
    ...overrides,
  };
}

describe('isOurs', () => {
  it.each([
    ['our marker by our bot', { body: `${MARKER}\nbody`, user: BOT }, 'github-actions', true],
    ['unknown own user: the GITHUB_TOKEN bot is assumed', { body: `${MARKER}\nbody`, user: BOT }, null, true],
    ['our marker by another user', { body: `${MARKER}\nbody`, user: { login: 'mallory' } }, 'github-actions', false],
    ['another tag by our bot', { body: '<!-- pagegate:other -->\nbody', user: BOT }, 'github-actions', false],
    [
      'a tag that only starts like ours',
      { body: '<!-- pagegate:deploy/gate/2 -->', user: BOT },
      'github-actions',
      false,
    ],
    [
      'our marker quoted inside another comment of ours',
      { body: `<!-- pagegate:other -->\n\`${MARKER}\``, user: BOT },
      'github-actions',
      false,
    ],
    ['no body', { body: null, user: BOT }, 'github-actions', false],
    ['no user (a deleted account)', { body: MARKER, user: null }, 'github-actions', false],
    ['a personal token user', { body: MARKER, user: { login: 'Octocat' } }, 'octocat', true],
  ])('%s', (_name, c, own, expected) => {
    expect(isOurs(c, MARKER, own)).toBe(expected);
  });
});

describe('upsertStickyComment', () => {
  it('finds ours on page 3 of 250 comments and updates it, leaving other tags and other users alone', async () => {
    listComments({
      3: comment(4, '<!-- pagegate:other -->\nanother gate', BOT),
      10: comment(11, `${MARKER}\nby someone else`, { login: 'mallory', type: 'User' }),
      240: comment(241, `${MARKER}\nthe old body`, BOT),
    });
    api()
      .patch('/repos/acme/site/issues/comments/241', { body: BODY })
      .reply(200, comment(241, BODY, BOT));
    await expect(upsertStickyComment(octokit(), args())).resolves.toEqual({
      action: 'updated',
      url: 'https://github.com/acme/site/pull/5#issuecomment-241',
    });
  });

  it('creates the comment when none of ours exists', async () => {
    listComments({ 10: comment(11, `${MARKER}\nby someone else`, { login: 'mallory', type: 'User' }) });
    api()
      .post(LIST, { body: BODY })
      .reply(201, comment(900, BODY, BOT));
    await expect(upsertStickyComment(octokit(), args())).resolves.toEqual({
      action: 'created',
      url: 'https://github.com/acme/site/pull/5#issuecomment-900',
    });
  });

  it('leaves an unchanged comment alone: no PATCH', async () => {
    listComments({ 120: comment(121, `${BODY.replaceAll('\n', '\r\n')}`, BOT) }, 2);
    await expect(upsertStickyComment(octokit(), args())).resolves.toEqual({
      action: 'unchanged',
      url: 'https://github.com/acme/site/pull/5#issuecomment-121',
    });
  });

  it('auto: creates nothing when nothing failed or regressed', async () => {
    listComments();
    await expect(upsertStickyComment(octokit(), args({ wanted: false }))).resolves.toMatchObject({ action: 'skipped' });
  });

  it('auto: once ours exists, updates it even when all is clear', async () => {
    listComments({ 0: comment(1, `${MARKER}\nfailed before`, BOT) }, 1);
    api()
      .patch('/repos/acme/site/issues/comments/1', { body: BODY })
      .reply(200, comment(1, BODY, BOT));
    await expect(upsertStickyComment(octokit(), args({ wanted: false }))).resolves.toMatchObject({ action: 'updated' });
  });

  it('always: creates even when all is clear', async () => {
    listComments();
    api()
      .post(LIST)
      .reply(201, comment(901, BODY, BOT));
    await expect(upsertStickyComment(octokit(), args({ policy: 'always', wanted: false }))).resolves.toMatchObject({
      action: 'created',
    });
  });

  it('never: skips without a request', async () => {
    await expect(upsertStickyComment(octokit(), args({ policy: 'never' }))).resolves.toEqual({
      action: 'skipped',
      reason: 'comment: never',
    });
  });

  it('a fork PR (read-only token, 403) is a warning that says which permission or workflow pair fixes it', async () => {
    listComments();
    api().post(LIST).reply(403, {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest',
    });
    const outcome = await upsertStickyComment(octokit(), args());
    expect(outcome).toEqual({
      action: 'warned',
      warning:
        'comment: the token may not comment on PR #5 of acme/site (403: Resource not accessible by integration); give the job `permissions: pull-requests: write`, ' +
        'or for pull requests from forks (whose token is read-only) use the fork-safe pull_request + workflow_run pair from the README; the job summary has the results',
    });
  });

  it('a 404 is a warning', async () => {
    api().get(LIST).query(true).reply(404, { message: 'Not Found' });
    const outcome = await upsertStickyComment(octokit(), args());
    expect(outcome).toMatchObject({ action: 'warned' });
    expect('warning' in outcome && outcome.warning).toMatch(
      /^comment: GitHub answered 404 for PR #5 of acme\/site \(Not Found\): the token cannot see it; .*pull-requests: write/,
    );
  });

  it('waits out a secondary rate limit, then writes', async () => {
    listComments();
    api().post(LIST).reply(403, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '3' });
    api()
      .post(LIST)
      .reply(201, comment(902, BODY, BOT));
    await expect(upsertStickyComment(octokit(), args())).resolves.toMatchObject({ action: 'created' });
  });

  it('waits out a rate limit in the middle of paging and asks for the same page again', async () => {
    const link = (page: number) => `<${API}${LIST}?per_page=100&page=${page}>`;
    api()
      .get(LIST)
      .query({ per_page: '100' })
      .reply(200, [comment(1, 'first')], { link: `${link(2)}; rel="next"` });
    api()
      .get(LIST)
      .query({ per_page: '100', page: '2' })
      .reply(429, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '1' });
    api()
      .get(LIST)
      .query({ per_page: '100', page: '2' })
      .reply(200, [comment(2, `${MARKER}\nold`, BOT)]);
    api()
      .patch('/repos/acme/site/issues/comments/2')
      .reply(200, comment(2, BODY, BOT));
    await expect(upsertStickyComment(octokit(), args())).resolves.toMatchObject({ action: 'updated' });
  });

  it('gives up with a warning after two waits', async () => {
    listComments();
    api()
      .post(LIST)
      .times(3)
      .reply(429, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '1' });
    const outcome = await upsertStickyComment(octokit(), args());
    expect(outcome).toMatchObject({ action: 'warned' });
    expect('warning' in outcome && outcome.warning).toMatch(
      /^comment: GitHub's rate limit \(429: You have exceeded a secondary rate limit\) did not clear within 2 waits of at most 60 s/,
    );
  });

  it('a primary rate limit that resets in an hour is not waited for: a warning at once', async () => {
    const reset = String(Math.ceil(Date.now() / 1000) + 3600);
    api()
      .get(LIST)
      .query(true)
      .reply(403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset });
    const outcome = await upsertStickyComment(octokit(), args());
    expect('warning' in outcome && outcome.warning).toMatch(
      /^comment: GitHub's rate limit \(403: API rate limit exceeded\) did not clear/,
    );
  });

  it('never throws and never shows the token, whatever GitHub does', async () => {
    api().get(LIST).query(true).times(3).replyWithError('socket hang up');
    const outcome = await upsertStickyComment(octokit(), args());
    expect(outcome).toEqual({
      action: 'warned',
      warning:
        'comment: could not reach GitHub (socket hang up), so PR #5 of acme/site was not commented on this run; the job summary has the results',
    });
    expect(JSON.stringify(outcome)).not.toContain(TOKEN);
  });

  it('any other answer is a warning that quotes it', async () => {
    api().get(LIST).query(true).times(3).reply(502, { message: 'Server Error' });
    await expect(upsertStickyComment(octokit(), args())).resolves.toEqual({
      action: 'warned',
      warning:
        'comment: not written to PR #5 of acme/site (GitHub answered 502: Server Error); the job summary has the results',
    });
  });

  it('a rejected token is a warning that names the input', async () => {
    api().get(LIST).query(true).reply(401, { message: 'Bad credentials' });
    await expect(upsertStickyComment(octokit(), args())).resolves.toEqual({
      action: 'warned',
      warning:
        'comment: GitHub rejected the github-token (401: Bad credentials); pass a valid token in github-token; the job summary has the results',
    });
  });
});
