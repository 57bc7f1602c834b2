import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { assertAllowedSite, isAllowedSite } from '../../src/site/allowed-sites.js';

const PREVIEWS = ['https://pr-*.preview.example.com'];

describe('isAllowedSite', () => {
  it.each([
    ['a preview origin', 'https://pr-12.preview.example.com', PREVIEWS, true],
    [
      'a page on it (an origin glob allows every path)',
      'https://pr-12.preview.example.com/pricing?x=1',
      PREVIEWS,
      true,
    ],
    ['another host that ends like it', 'https://pr-12.preview.example.com.evil.test/', PREVIEWS, false],
    ['user info that names it', 'https://pr-12.preview.example.com@evil.test/', PREVIEWS, false],
    ['a fragment that names it', 'https://evil.test/#.preview.example.com', PREVIEWS, false],
    ['another scheme', 'http://pr-12.preview.example.com/', PREVIEWS, false],
    ['a path glob, inside', 'https://www.example.com/docs/a/b', ['https://www.example.com/docs/**'], true],
    ['a path glob, outside', 'https://www.example.com/admin', ['https://www.example.com/docs/**'], false],
    ['any of several globs', 'http://127.0.0.1:8080/', [...PREVIEWS, 'http://127.0.0.1:*'], true],
    ['host case', 'https://PR-3.Preview.Example.com/', PREVIEWS, true],
    ['not a URL', 'pr-12.preview.example.com', PREVIEWS, false],
  ])('%s: %s', (_, url, globs, allowed) => {
    expect(isAllowedSite(url, globs)).toBe(allowed);
  });
});

describe('assertAllowedSite', () => {
  it('passes anything when no globs are set', () => {
    expect(() => assertAllowedSite('https://anything.test/', [], 'site-url')).not.toThrow();
  });

  it('refuses in one line naming the URL, where it came from and the globs', () => {
    expect(() => assertAllowedSite('https://user:secret@evil.test/x', PREVIEWS, 'site-url')).toThrow(
      new ConfigError(
        'site-url "https://***@evil.test/x" matches none of allowed-sites (https://pr-*.preview.example.com)',
      ),
    );
  });
});
