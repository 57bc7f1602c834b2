import { describe, expect, it } from 'vitest';
import { normalizePageUrl } from '../../../src/service/analyzer/page-url.js';

describe('normalizePageUrl', () => {
  it.each([
    ['https://example.com/page', 'https://example.com/page'],
    ['HTTPS://Example.COM:443/page', 'https://example.com/page'],
    ['https://example.com/page#a', 'https://example.com/page'],
    ['https://example.com/page#', 'https://example.com/page'],
    ['https://example.com/%70age', 'https://example.com/page'],
    ['https://example.com/%41%7a%30%2D%2e%5F%7E', 'https://example.com/Az0-._~'],
    ['https://example.com/p?q=%7e&r=%61', 'https://example.com/p?q=~&r=a'],
    // Reserved and other characters keep their escape, with upper-case hex.
    ['https://example.com/a%2fb?x=%3d%20', 'https://example.com/a%2Fb?x=%3D%20'],
    ['https://example.com/caf%c3%a9', 'https://example.com/caf%C3%A9'],
    ['https://example.com/caf%C3%A9', 'https://example.com/caf%C3%A9'],
    // Decoded once: an escaped percent sign stays escaped.
    ['https://example.com/%2570age', 'https://example.com/%2570age'],
    ['https://example.com/a/%2E%2E/b', 'https://example.com/b'],
  ])('%s is %s', (raw, normal) => {
    expect(normalizePageUrl(new URL(raw)).href).toBe(normal);
  });

  it('returns a new URL, leaving the given one as it was', () => {
    const url = new URL('https://example.com/%70age#a');
    normalizePageUrl(url);
    expect(url.href).toBe('https://example.com/%70age#a');
  });
});
