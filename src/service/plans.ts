/** Plans and the keys that carry them: one workspace per key. */
import { createHash } from 'node:crypto';
import { ServeConfigError } from './errors.js';

/** `unlimited` is the in-process service's own key only: a key given to `pagegate serve` cannot carry it. */
export type Plan = 'free' | 'basic' | 'pro' | 'agency' | 'unlimited';

interface PlanLimits {
  /** Analyses a workspace may queue; a cache hit spends none. */
  reportAllowance: number;
  /** Pages a site crawl may fetch; 0 means the plan has no site crawls. */
  crawlPageCap: number;
}

export const PLANS: Readonly<Record<Plan, PlanLimits>> = {
  free: { reportAllowance: 50, crawlPageCap: 0 },
  basic: { reportAllowance: 500, crawlPageCap: 0 },
  pro: { reportAllowance: 5000, crawlPageCap: 500 },
  agency: { reportAllowance: 50000, crawlPageCap: 5000 },
  unlimited: { reportAllowance: Number.POSITIVE_INFINITY, crawlPageCap: 10_000 },
};

const PLAN_NAMES: readonly Plan[] = ['free', 'basic', 'pro', 'agency'];

export interface Workspace {
  /** A digest of the key: the database and logs never hold the key itself. */
  id: string;
  plan: Plan;
}

/** The documented key a service started without keys accepts. */
export const DEFAULT_KEYS: Readonly<Record<string, Plan>> = { 'dev-key': 'pro' };

/** "KEY=PLAN" as given to `pagegate serve --key` (or where `label` says); the message never repeats the key. */
export function parseKeyArg(arg: string, label = '--key'): [string, Plan] {
  const split = arg.lastIndexOf('=');
  if (split <= 0) throw new ServeConfigError(`${label}: expected KEY=PLAN (for example ci-key=pro)`);
  const plan = arg.slice(split + 1);
  if (!isPlan(plan)) throw new ServeConfigError(`${label}: plan "${plan}" is not one of ${PLAN_NAMES.join(', ')}`);
  return [arg.slice(0, split), plan];
}

function isPlan(value: string): value is Plan {
  return (PLAN_NAMES as readonly string[]).includes(value);
}

export function workspaceId(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 24);
}

/** Keys by digest, so a presented key is found without keeping the keys around. */
export function workspacesByKey(keys: Record<string, Plan>): Map<string, Workspace> {
  const byDigest = new Map<string, Workspace>();
  for (const [key, plan] of Object.entries(keys)) {
    if (key === '') throw new ServeConfigError('keys: an API key must not be empty');
    if (!Object.hasOwn(PLANS, plan))
      throw new ServeConfigError(`keys: plan "${String(plan)}" is not one of ${PLAN_NAMES.join(', ')}`);
    const id = workspaceId(key);
    byDigest.set(id, { id, plan });
  }
  return byDigest;
}
