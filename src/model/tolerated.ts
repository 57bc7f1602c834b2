/**
 * A finding a run tolerated rather than accepted: a check at `warn` or `off`, a waiver, or a
 * severity below `fail-on-regression`. The accepted state keeps it with the level it was
 * tolerated at, so a later run that tolerates less (the warn level gone, the waiver removed,
 * fail-on-regression raised) sees it as the regression it was.
 */
import * as z from 'zod';
import { Finding } from './resources.js';

/** From the most tolerant: `off` is not judged at all, `waived` counts for nothing, the others are listed. */
export const TOLERATED_LEVELS = ['off', 'waived', 'warn', 'below-fail-on-regression'] as const;
export const ToleratedLevel = z.enum(TOLERATED_LEVELS);
export type ToleratedLevel = z.infer<typeof ToleratedLevel>;

export const ToleratedFinding = Finding.extend({ level: ToleratedLevel });
export type ToleratedFinding = z.infer<typeof ToleratedFinding>;

/** How a run treats a finding new on a page: one of the tolerated levels, or it fails the page. */
export type Treatment = ToleratedLevel | 'fails';

/** `warn` and a severity below fail-on-regression are both listed without failing: equally strict. */
const RANK: Record<Treatment, number> = { off: 0, waived: 1, warn: 2, 'below-fail-on-regression': 2, fails: 3 };

/** Whether a run that treats a finding `now` tolerates it as much as the level it was stored at. */
export function toleratesAsMuch(now: Treatment, stored: ToleratedLevel): boolean {
  return RANK[now] <= RANK[stored];
}

/** The stricter of two levels, the stored one when equally strict: the ledger never loosens. */
export function stricterLevel(stored: ToleratedLevel, now: ToleratedLevel): ToleratedLevel {
  return RANK[now] > RANK[stored] ? now : stored;
}
