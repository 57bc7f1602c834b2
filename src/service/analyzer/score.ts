/** Score, grade and issue counts from findings, by the weights of the rules table (formula in rules.ts). */
import type { Analysis } from './analysis.js';
import { CHECK_NAMES, RULES, type CheckName } from './rules.js';

type IssueCounts = Analysis['issues'];

const GRADES: ReadonlyArray<readonly [minimum: number, grade: string]> = [
  [90, 'A'],
  [80, 'B'],
  [70, 'C'],
  [60, 'D'],
];

export function scoreOf(findingsPerCheck: ReadonlyMap<CheckName, number>): number {
  let penalty = 0;
  for (const name of CHECK_NAMES) {
    const rule = RULES[name];
    penalty += Math.min(rule.cap, rule.weight * (findingsPerCheck.get(name) ?? 0));
  }
  return Math.max(0, 100 - penalty);
}

export function gradeOf(score: number): string {
  return GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
}

/** Findings per severity, and the checks that ran and found nothing as `passed`. */
export function countIssues(findingsPerCheck: ReadonlyMap<CheckName, number>): IssueCounts {
  const issues = { critical: 0, recommended: 0, optional: 0, passed: 0 };
  for (const [name, count] of findingsPerCheck) {
    if (count === 0) issues.passed += 1;
    else issues[RULES[name].severity] += count;
  }
  return issues;
}
