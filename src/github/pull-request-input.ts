/**
 * `pull-request`: the PR named by an input, in the `workflow_run` half of the fork-safe pair. The
 * number came from an artifact the fork's run wrote, so it is trusted only when that PR's head
 * commit is the commit this run gated; otherwise the results belong to some other code, and a
 * comment would put them on a PR they do not describe.
 */
import { EventPayload } from '../model/event-payload.js';
import type { Octokit } from './octokit.js';
import type { RunContext } from './pull-request.js';

/** The commit the run gated: workflow_run's head, a PR event's head, else the run's own SHA. */
export function runHeadSha(ctx: { eventName: string; payload: unknown; sha: string }): string {
  const payload = EventPayload.parse(ctx.payload);
  const head = ctx.eventName === 'workflow_run' ? payload.workflow_run?.head_sha : payload.pull_request?.head?.sha;
  return head ?? ctx.sha;
}

export async function checkedPullRequest(
  octokit: Octokit,
  ctx: RunContext,
  number: number,
): Promise<{ number: number } | { warning: string }> {
  const { data } = await octokit.rest.pulls.get({ ...ctx.repo, pull_number: number });
  const expected = runHeadSha(ctx);
  if (data.head.sha === expected) return { number };
  return {
    warning:
      `pull-request: PR #${number}'s head is ${data.head.sha.slice(0, 7)}, but this run gated ` +
      `${expected.slice(0, 7)}; no comment, so these results never land on a PR they do not describe`,
  };
}
