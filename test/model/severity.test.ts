import { describe, expect, it } from 'vitest';
import { severityRank } from '../../src/model/severity.js';

describe('severityRank', () => {
  it.each([
    ['critical', 3],
    ['recommended', 2],
    ['optional', 1],
    ['Critical', 3],
    ['blocker', 0],
    ['', 0],
  ])('%j -> %i', (severity, rank) => {
    expect(severityRank(severity)).toBe(rank);
  });
});
