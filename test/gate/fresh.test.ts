import { describe, expect, it } from 'vitest';
import { freshUrl, isStale } from '../../src/gate/fresh.js';

describe('freshUrl', () => {
  it.each([
    ['https://a.example/pricing', 'https://a.example/pricing?pagegate=3f1c2ab'],
    ['https://a.example/search?q=a%20b&p=2', 'https://a.example/search?q=a%20b&p=2&pagegate=3f1c2ab'],
    ['https://a.example/page#plans', 'https://a.example/page?pagegate=3f1c2ab'],
    ['https://a.example/page?#x', 'https://a.example/page?pagegate=3f1c2ab'],
    ['https://a.example/?q=1#x', 'https://a.example/?q=1&pagegate=3f1c2ab'],
  ])('%s -> %s', (url, expected) => {
    expect(freshUrl(url, '3f1c2ab')).toBe(expected);
  });

  it('encodes a run id or any other tag', () => {
    expect(freshUrl('https://a.example/', 'run 7&x')).toBe('https://a.example/?pagegate=run%207%26x');
  });
});

describe('isStale', () => {
  const deployedAt = '2025-11-20T10:00:00.000Z';
  it.each([
    ['before the deploy', '2025-11-20T09:59:59+00:00', true],
    ['at the deploy', '2025-11-20T10:00:00Z', false],
    ['after the deploy, in another offset', '2025-11-20T11:00:01+01:00', false],
    ['at an unknown time', null, true],
    ['at an unreadable time', 'yesterday', true],
  ])('an analysis %s is stale: %s', (_, analyzedAt, stale) => {
    expect(isStale(analyzedAt, deployedAt)).toBe(stale);
  });
});
