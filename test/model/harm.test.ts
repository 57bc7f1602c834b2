import { describe, expect, it } from 'vitest';
import { byHarm } from '../../src/model/harm.js';
import { regression } from '../report/fixtures.js';

describe('byHarm: by severity when nothing failed the page and impacts tie', () => {
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
    expect(byHarm(given.map((severity) => regression({ severity }))).map((r) => r.severity)).toEqual(sorted);
  });
});
