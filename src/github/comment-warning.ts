/**
 * The one-line warning for a comment GitHub would not take: why, and what fixes it. The verdict
 * never depends on it; the job summary always has the results.
 */
import { failureOf, RATE_LIMIT, type GitHubFailure } from './octokit.js';

const SUMMARY_STILL = 'the job summary has the results';
const PERMISSION_FIX =
  'give the job `permissions: pull-requests: write`, or for pull requests from forks (whose token is read-only) use the fork-safe pull_request + workflow_run pair from the README';

/** `issueNumber` is null while the PR is still being looked up. */
export function commentWarning(
  error: unknown,
  where: { owner: string; repo: string; issueNumber: number | null },
): string {
  const failure = failureOf(error);
  const pr =
    where.issueNumber === null
      ? `the PR of this run in ${where.owner}/${where.repo}`
      : `PR #${where.issueNumber} of ${where.owner}/${where.repo}`;
  const answer = `${failure.status}: ${failure.message}`;
  if (isRateLimit(failure)) {
    return `comment: GitHub's rate limit (${answer}) did not clear within ${RATE_LIMIT.waits} waits of at most ${RATE_LIMIT.maxWaitSeconds} s, so ${pr} was not commented on this run; ${SUMMARY_STILL}`;
  }
  switch (failure.status) {
    case 401:
      return `comment: GitHub rejected the github-token (${answer}); pass a valid token in github-token; ${SUMMARY_STILL}`;
    case 403:
      return `comment: the token may not comment on ${pr} (${answer}); ${PERMISSION_FIX}; ${SUMMARY_STILL}`;
    case 404:
      return `comment: GitHub answered 404 for ${pr} (${failure.message}): the token cannot see it; check github-token, and ${PERMISSION_FIX}; ${SUMMARY_STILL}`;
    case null:
      return `comment: could not reach GitHub (${failure.message}), so ${pr} was not commented on this run; ${SUMMARY_STILL}`;
    default:
      return `comment: not written to ${pr} (GitHub answered ${answer}); ${SUMMARY_STILL}`;
  }
}

/** GitHub answers a rate limit with 403 or 429 and either no requests remaining or a secondary-limit message. */
function isRateLimit(failure: GitHubFailure): boolean {
  if (failure.status !== 403 && failure.status !== 429) return false;
  return failure.headers['x-ratelimit-remaining'] === '0' || /\bsecondary rate limit/i.test(failure.message);
}
