/**
 * What the triggering event says about the deploy being gated: its commit and when it was made.
 * Pure: the edge reads the event file. Fields are read tolerantly; anything unusable is null and
 * the caller falls back (the workflow's SHA, the step's start).
 */
import * as z from 'zod';
import { EventPayload } from '../model/event-payload.js';

const Sha = z.string().regex(/^[0-9a-f]{7,64}$/i);

/** The deployment's commit, the PR head's, or the head of the run a workflow_run follows. */
export function commitFromEvent(event: { name: string; payload: unknown } | null): string | null {
  const payload = EventPayload.parse(event?.payload);
  const candidates: Record<string, unknown> = {
    deployment_status: payload.deployment?.sha,
    pull_request: payload.pull_request?.head?.sha,
    pull_request_target: payload.pull_request?.head?.sha,
    workflow_run: payload.workflow_run?.head_sha,
  };
  const parsed = Sha.safeParse(event ? candidates[event.name] : undefined);
  return parsed.success ? parsed.data : null;
}

/** A deployment_status event's created_at: when the deployment reported success, so after it was live. */
export function deployedAtFromEvent(event: { name: string; payload: unknown } | null): string | null {
  if (event?.name !== 'deployment_status') return null;
  const createdAt = EventPayload.parse(event.payload).deployment_status?.created_at;
  const ms = createdAt === undefined ? Number.NaN : Date.parse(createdAt);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
