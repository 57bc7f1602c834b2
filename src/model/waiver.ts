/**
 * A waiver from the config file: findings of a check (a glob), on pages matching a pattern, with
 * an evidence substring, that count for nothing until the waiver expires. Expiry is by calendar
 * day in UTC, so the verdict does not depend on the runner's time zone: a waiver that expires on
 * 2027-01-31 still applies on that day and stops at 2027-02-01T00:00Z.
 */
import * as z from 'zod';
import { severityRank } from './severity.js';

const DAY_MS = 86_400_000;

export const Waiver = z.object({
  check: z.string().min(1),
  /** A URL pattern like `pages[].pattern`; null: every page. */
  pattern: z.string().min(1).nullable(),
  /** A substring of the finding's evidence, whitespace-collapsed like the evidence it is matched in; null: any. */
  evidence: z.string().min(1).nullable(),
  reason: z.string().min(1),
  /** YYYY-MM-DD, the last day (UTC) the waiver applies. */
  expires: z.iso.date(),
});
export type Waiver = z.infer<typeof Waiver>;

/** Evidence as waivers match it: runs of whitespace as one space, trimmed (a substring of what the report shows). */
export function collapsedEvidence(evidence: string): string {
  return evidence.replace(/\s+/g, ' ').trim();
}

/** The calendar day of an instant in UTC, YYYY-MM-DD. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from the UTC day of `now` to `day` (YYYY-MM-DD): 0 on the day itself, negative after it. */
export function daysUntil(day: string, now: Date): number {
  return Math.round((Date.parse(day) - Date.parse(utcDay(now))) / DAY_MS);
}

/** The day `days` after the UTC day of `now`, YYYY-MM-DD. */
export function dayAfter(now: Date, days: number): string {
  return utcDay(new Date(Date.parse(utcDay(now)) + days * DAY_MS));
}

/**
 * The page's critical count with its waived critical findings taken out: what the verdict counts
 * and what the report shows. The service's count includes them.
 */
export function countedCritical(
  critical: number | null | undefined,
  waived: readonly { severity: string }[] = [],
): number | null | undefined {
  if (critical === null || critical === undefined) return critical;
  const waivedCritical = waived.filter((f) => severityRank(f.severity) === severityRank('critical')).length;
  return Math.max(0, critical - waivedCritical);
}
