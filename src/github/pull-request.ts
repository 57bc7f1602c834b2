/**
 * The pull request a run belongs to. PR events carry it; `workflow_run` carries it only for PRs
 * from the same repository (GitHub leaves `pull_requests` empty for forks), so it falls back to
 * the head commit and then to the fork's head branch; `push` and `deployment_status` are looked
 * up by commit SHA, an open PR first.
 */
import { EventPayload, type WorkflowRun } from '../model/event-payload.js';
import type { Octokit } from './octokit.js';

export interface RunContext {
  eventName: string;
  /** Whatever GitHub sent: only the fields EventPayload names are read. */
  payload: unknown;
  repo: { owner: string; repo: string };
  sha: string;
}

const PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
]);

export async function findPullRequest(octokit: Octokit, ctx: RunContext): Promise<number | null> {
  const payload = EventPayload.parse(ctx.payload);
  if (PR_EVENTS.has(ctx.eventName)) return payload.pull_request?.number ?? null;
  switch (ctx.eventName) {
    case 'issue_comment':
      return payload.issue?.pull_request ? (payload.issue.number ?? null) : null;
    case 'workflow_run':
      return payload.workflow_run ? fromWorkflowRun(octokit, ctx.repo, payload.workflow_run) : null;
    case 'push':
      return byCommit(octokit, ctx.repo, ctx.sha);
    case 'deployment_status':
    case 'deployment':
      return byCommit(octokit, ctx.repo, payload.deployment?.sha ?? ctx.sha);
    default:
      return null;
  }
}

async function fromWorkflowRun(octokit: Octokit, repo: RunContext['repo'], run: WorkflowRun): Promise<number | null> {
  const listed = run.pull_requests?.[0]?.number;
  if (listed !== undefined) return listed;
  if (!run.head_sha) return null;
  return (await byCommit(octokit, repo, run.head_sha)) ?? (await byForkBranch(octokit, repo, run, run.head_sha));
}

async function byCommit(octokit: Octokit, repo: RunContext['repo'], sha: string): Promise<number | null> {
  if (!sha) return null;
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    ...repo,
    commit_sha: sha,
    per_page: 100,
  });
  return (data.find((pr) => pr.state === 'open') ?? data[0])?.number ?? null;
}

/** A fork's commit is not in the base repository, so the commit lookup finds nothing for it. */
async function byForkBranch(
  octokit: Octokit,
  repo: RunContext['repo'],
  run: WorkflowRun,
  sha: string,
): Promise<number | null> {
  const owner = run.head_repository?.owner?.login;
  if (!owner || !run.head_branch) return null;
  const { data } = await octokit.rest.pulls.list({
    ...repo,
    state: 'open',
    head: `${owner}:${run.head_branch}`,
    per_page: 100,
  });
  return data.find((pr) => pr.head.sha === sha)?.number ?? null;
}
