/**
 * Writes the sticky comment for this run: finds the PR the event belongs to and the token's own
 * user, then upserts. Every GitHub problem becomes a `warned` or `skipped` outcome: commenting
 * never changes the gate's verdict.
 */
import { commentMarker } from '../report/markdown.js';
import { upsertStickyComment, type CommentOutcome } from './comment.js';
import { commentWarning } from './comment-warning.js';
import { githubClient } from './octokit.js';
import { ASSUMED_LOGIN_WARNING, findOwnLogin } from './own-login.js';
import { findPullRequest, type RunContext } from './pull-request.js';
import { checkedPullRequest } from './pull-request-input.js';

export interface PublishInput {
  token: string | null;
  policy: 'auto' | 'always' | 'never';
  wanted: boolean;
  tag: string;
  body: string;
  context: RunContext;
  /** How long one of GitHub's seconds lasts (rate-limit waits, spacing of writes); tests shrink it. */
  secondMs?: number;
  /** The `pull-request` input: this PR, after its head commit is checked, instead of the event's. */
  pullRequest?: number | null;
}

/** The comment's outcome, and a warning for what had to be assumed on the way. */
type PublishOutcome = CommentOutcome & { assumed?: string };

export async function publishComment(input: PublishInput): Promise<PublishOutcome> {
  if (input.policy === 'never') return { action: 'skipped', reason: 'not written (comment: never)' };
  if (!input.token)
    return {
      action: 'warned',
      warning: 'comment: no github-token, so no PR comment was written (the job summary has the results)',
    };
  const { repo } = input.context;
  if (!repo.owner || !repo.repo)
    return { action: 'skipped', reason: 'not running in a GitHub repository (GITHUB_REPOSITORY unset)' };
  const octokit = githubClient(input.token, { secondMs: input.secondMs });
  let issueNumber: number | null;
  try {
    const context = { ...input.context, repo, payload: input.context.payload };
    if (input.pullRequest) {
      const checked = await checkedPullRequest(octokit, context, input.pullRequest);
      if ('warning' in checked) return { action: 'warned', warning: checked.warning };
      issueNumber = checked.number;
    } else issueNumber = await findPullRequest(octokit, context);
  } catch (error) {
    return { action: 'warned', warning: commentWarning(error, { ...repo, issueNumber: null }) };
  }
  if (issueNumber === null)
    return {
      action: 'skipped',
      reason: `no pull request for this ${input.context.eventName} event (commit ${input.context.sha.slice(0, 7)})`,
    };
  const ownLogin = await findOwnLogin(octokit);
  const outcome = await upsertStickyComment(octokit, {
    ...repo,
    issueNumber,
    marker: commentMarker(input.tag),
    body: input.body,
    policy: input.policy,
    wanted: input.wanted,
    ownLogin,
  });
  // A comment that was not written has its own warning; the assumption matters only when GitHub answered.
  return ownLogin === null && outcome.action !== 'warned' ? { ...outcome, assumed: ASSUMED_LOGIN_WARNING } : outcome;
}
