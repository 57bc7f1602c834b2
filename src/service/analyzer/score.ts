/**
 * Score, grade and issue counts from what each check found (formula in rules.ts). A tally is one
 * check that ran: a static check with its rule's weight, or an axe rule with the weight of its
 * impact (axe-rules.ts).
 */
import type { Analysis } from './analysis.js';
import type { Rule } from './rules.js';

type IssueCounts = Analysis['issues'];

export interface Tally extends Pick<Rule, 'severity' | 'weight' | 'cap'> {
  /** Findings of the check on this page. */
  count: number;
}

const GRADES: ReadonlyArray<readonly [minimum: number, grade: string]> = [
  [90, 'A'],
  [80, 'B'],
  [70, 'C'],
  [60, 'D'],
];

export function scoreOf(tallies: Iterable<Tally>): number {
  let penalty = 0;
  for (const { weight, cap, count } of tallies) penalty += Math.min(cap, weight * count);
  return Math.max(0, 100 - penalty);
}

export function gradeOf(score: number): string {
  return GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
}

/** Findings per severity, and the checks that ran and found nothing as `passed`. */
export function countIssues(tallies: Iterable<Tally>): IssueCounts {
  const issues = { critical: 0, recommended: 0, optional: 0, passed: 0 };
  for (const { severity, count } of tallies) {
    if (count === 0) issues.passed += 1;
    else issues[severity] += count;
  }
  return issues;
}
