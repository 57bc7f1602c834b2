/** Property tests of the URL normaliser: it takes what users and sitemaps write. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { isHttpUrl } from '../../src/text/http-url.js';
import { normalizePageUrl, resolvePageUrls, splitUrlList } from '../../src/site/urls.js';

const RUNS = { numRuns: 500 };
const PIECES = [
  ...'/?#&=%:@.\\ \t-_~+[]',
  '%2',
  '%20',
  '%7e',
  '%2F',
  '..',
  './',
  '//',
  'HTTP://',
  'https://',
  'user:pw@',
  'Example.COM',
  ':443',
  ':80',
  'a',
  'é',
  '\u0000',
  '\n',
];
const junk = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { maxLength: 20 })
  .map((parts) => parts.join(''));
const urls = fc.oneof(
  fc.webUrl({ withFragments: true, withQueryParameters: true, validSchemes: ['http', 'https'] }),
  junk.map((text) => `https://Example.com${text}`),
  junk.map((text) => `http://${text}`),
);
const sites = fc.constantFrom('https://example.com', 'https://owner.github.io/repo/', 'http://127.0.0.1:8080');

describe('normalizePageUrl', () => {
  it('keeps an http(s) URL an http(s) URL, without a fragment, and is idempotent', () => {
    fc.assert(
      fc.property(urls, (url) => {
        fc.pre(isHttpUrl(url));
        const once = normalizePageUrl(url);
        expect(isHttpUrl(once)).toBe(true);
        expect(new URL(once).hash).toBe('');
        expect(normalizePageUrl(once)).toBe(once);
      }),
      RUNS,
    );
  });
});

describe('resolvePageUrls', () => {
  it('gives normalised, distinct http(s) URLs or one ConfigError line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            urls,
            junk,
            junk.map((text) => `/${text}`),
          ),
          { maxLength: 5 },
        ),
        fc.option(sites),
        (entries, site) => {
          try {
            const resolved = resolvePageUrls(entries, site);
            expect(new Set(resolved).size).toBe(resolved.length);
            for (const url of resolved) expect(normalizePageUrl(url)).toBe(url);
          } catch (error) {
            expect(error).toBeInstanceOf(ConfigError);
            expect((error as Error).message).not.toMatch(/\n/);
          }
        },
      ),
      RUNS,
    );
  });

  it('a list split by splitUrlList resolves the same whatever the blank lines and comments around it', () => {
    fc.assert(
      // Commas split a list by design, so URLs with one are left out here.
      fc.property(
        fc.array(
          fc.webUrl({ validSchemes: ['http', 'https'] }).filter((url) => !url.includes(',')),
          { minLength: 1, maxLength: 5 },
        ),
        (list) => {
          const text = list.map((url) => `\n  ${url}  # a comment\n`).join(',');
          expect(resolvePageUrls(splitUrlList(text), null)).toEqual(resolvePageUrls(list, null));
        },
      ),
      RUNS,
    );
  });
});
