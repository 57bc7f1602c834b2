/**
 * The pull request a run belongs to. PR events carry it; `workflow_run` carries it only for PRs
 * from the same repository (GitHub leaves `pull_requests` empty for forks), so it falls back to
 * the head commit and then to the fork's head branch; `push` and `deployment_status` are looked
 * up by commit SHA, an open PR first.
 */
import type { Octokit } from './octokit.js';

export interface RunContext {
  eventName: string;
  // The event payload is whatever GitHub sent; every field is checked before use.
  payload: any;
  repo: { owner: string; repo: string };
  sha: string;
}

const PR_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);

export async function findPullRequest(octokit: Octokit, ctx: RunContext): Promise<number | null> {
  const payload = ctx.payload ?? {};
  if (PR_EVENTS.has(ctx.eventName)) return numberOf(payload.pull_request);
  switch (ctx.eventName) {
    case 'issue_comment':
      return payload.issue?.pull_request ? numberOf(payload.issue) : null;
    case 'workflow_run':
      return fromWorkflowRun(octokit, ctx.repo, payload.workflow_run);
    case 'push':
      return byCommit(octokit, ctx.repo, ctx.sha);
    case 'deployment_status':
    case 'deployment':
      return byCommit(octokit, ctx.repo, stringOf(payload.deployment?.sha) ?? ctx.sha);
    default:
      return null;
  }
}

async function fromWorkflowRun(octokit: Octokit, repo: RunContext['repo'], run: any): Promise<number | null> {
  const listed = Array.isArray(run?.pull_requests) ? numberOf(run.pull_requests[0]) : null;
  if (listed !== null) return listed;
  const sha = stringOf(run?.head_sha);
  if (!sha) return null;
  return (await byCommit(octokit, repo, sha)) ?? (await byForkBranch(octokit, repo, run, sha));
}

async function byCommit(octokit: Octokit, repo: RunContext['repo'], sha: string): Promise<number | null> {
  if (!sha) return null;
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: sha, per_page: 100 });
  return (data.find((pr) => pr.state === 'open') ?? data[0])?.number ?? null;
}

/** A fork's commit is not in the base repository, so the commit lookup finds nothing for it. */
async function byForkBranch(octokit: Octokit, repo: RunContext['repo'], run: any, sha: string): Promise<number | null> {
  const owner = stringOf(run?.head_repository?.owner?.login);
  const branch = stringOf(run?.head_branch);
  if (!owner || !branch) return null;
  const { data } = await octokit.rest.pulls.list({ ...repo, state: 'open', head: `${owner}:${branch}`, per_page: 100 });
  return data.find((pr) => pr.head.sha === sha)?.number ?? null;
}

function numberOf(holder: unknown): number | null {
  const n = typeof holder === 'object' && holder !== null && 'number' in holder ? holder.number : null;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}
