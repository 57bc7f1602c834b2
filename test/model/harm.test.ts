import { describe, expect, it } from 'vitest';
import { bySeverity } from '../../src/report/findings.js';
import { regression } from './fixtures.js';

describe('bySeverity', () => {
  it.each([
    [
      ['optional', 'critical', 'recommended'],
      ['critical', 'recommended', 'optional'],
    ],
    // The gate ranks severities without case, so the comment must too: a "Critical" that failed the page sorts first.
    [
      ['optional', 'Critical'],
      ['Critical', 'optional'],
    ],
    [
      ['blocker', 'recommended'],
      ['recommended', 'blocker'],
    ],
  ])('%j -> %j', (given, sorted) => {
    expect(bySeverity(given.map((severity) => regression({ severity }))).map((r) => r.severity)).toEqual(sorted);
  });
});
