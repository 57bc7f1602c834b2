/**
 * fail-on-regression level × severity of a new or escalated finding -> whether the page fails.
 * One table for compare (the rule) and verdict (the rule applied to a page), so they cannot drift.
 * `blocker` stands for any severity the interface does not list.
 */
export const LEVEL_SEVERITY_FAILS = [
  ['critical', 'critical', true],
  ['critical', 'recommended', false],
  ['critical', 'optional', false],
  ['critical', 'blocker', false],
  ['recommended', 'critical', true],
  ['recommended', 'recommended', true],
  ['recommended', 'optional', false],
  ['recommended', 'blocker', false],
  ['optional', 'critical', true],
  ['optional', 'recommended', true],
  ['optional', 'optional', true],
  ['optional', 'blocker', true],
  ['none', 'critical', false],
  ['none', 'recommended', false],
  ['none', 'optional', false],
  ['none', 'blocker', false],
] as const;
