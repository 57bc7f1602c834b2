/**
 * The fields of a GitHub event payload that pagegate reads (the deploy's commit, URL and time;
 * the run's pull request), and nothing else: GitHub sends far more, and other events send other
 * shapes. A field that is missing or has another shape reads as absent, never as a failure: the
 * run then falls back (the workflow's SHA, the step's start) or has no PR to comment on, which is
 * a skip, not an error (an issue's number in an `issue_comment` event is no PR's).
 */
import * as z from 'zod';

/** Absent when missing or malformed, so one odd field never spoils the fields beside it. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const PrNumber = lenient(z.number().int().positive());
const Text = lenient(z.string().min(1));

const Numbered = z.object({ number: PrNumber });

/** `pull_requests` lists only PRs from the same repository: GitHub leaves it empty for forks. */
export const WorkflowRun = z.object({
  pull_requests: lenient(z.array(Numbered)),
  head_sha: Text,
  head_branch: Text,
  head_repository: lenient(z.object({ owner: lenient(z.object({ login: Text })) })),
});
export type WorkflowRun = z.infer<typeof WorkflowRun>;

export const EventPayload = z
  .object({
    pull_request: lenient(Numbered.extend({ head: lenient(z.object({ sha: Text })) })),
    // An issue that is a PR carries a `pull_request` object (of links); a plain issue has none.
    issue: lenient(z.object({ number: PrNumber, pull_request: lenient(z.looseObject({})) })),
    workflow_run: lenient(WorkflowRun),
    deployment: lenient(z.object({ sha: Text })),
    deployment_status: lenient(z.object({ environment_url: Text, target_url: Text, created_at: Text })),
  })
  .catch({});
export type EventPayload = z.infer<typeof EventPayload>;
