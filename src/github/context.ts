/**
 * What the runner tells a step about its run, read from the environment once, at the edge, into
 * one typed value (as @actions/github's Context does, without loading Octokit at start-up).
 * Nothing below the edges reads process.env: they receive these fields. Each field is as the
 * runner set it, or undefined off a runner: every reader says what it assumes then.
 */
import type { RunContext } from './pull-request.js';

export interface GithubRun {
  eventName: string | undefined;
  eventPath: string | undefined;
  /** `owner/repo` */
  repository: string | undefined;
  serverUrl: string | undefined;
  sha: string | undefined;
  runId: string | undefined;
  runNumber: string | undefined;
  runAttempt: string | undefined;
  workflow: string | undefined;
  /** `owner/repo/.github/workflows/deploy.yml@refs/heads/main`: the workflow file, which a `name:` change keeps. */
  workflowRef: string | undefined;
  job: string | undefined;
  workspace: string | undefined;
  runnerTemp: string | undefined;
  stepSummary: string | undefined;
}

export function githubRun(env: Readonly<Record<string, string | undefined>>): GithubRun {
  return {
    eventName: env.GITHUB_EVENT_NAME,
    eventPath: env.GITHUB_EVENT_PATH,
    repository: env.GITHUB_REPOSITORY,
    serverUrl: env.GITHUB_SERVER_URL,
    sha: env.GITHUB_SHA,
    runId: env.GITHUB_RUN_ID,
    runNumber: env.GITHUB_RUN_NUMBER,
    runAttempt: env.GITHUB_RUN_ATTEMPT,
    workflow: env.GITHUB_WORKFLOW,
    workflowRef: env.GITHUB_WORKFLOW_REF,
    job: env.GITHUB_JOB,
    workspace: env.GITHUB_WORKSPACE,
    runnerTemp: env.RUNNER_TEMP,
    stepSummary: env.GITHUB_STEP_SUMMARY,
  };
}

/** The run's page on GitHub, or null off a runner. */
export function runUrl(run: GithubRun): string | null {
  return run.serverUrl && run.repository && run.runId
    ? `${run.serverUrl}/${run.repository}/actions/runs/${run.runId}`
    : null;
}

/** What finding the run's pull request needs: the run and the event that started it. */
export function runContext(run: GithubRun, event: { name: string; payload: unknown } | null): RunContext {
  const [owner = '', repo = ''] = (run.repository ?? '').split('/');
  return {
    eventName: event?.name ?? run.eventName ?? '',
    payload: event?.payload ?? {},
    repo: { owner, repo },
    sha: run.sha ?? '',
  };
}
