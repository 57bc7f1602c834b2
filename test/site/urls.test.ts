import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { normalizePageUrl, resolvePageUrls, siteUrlFromEvent, splitUrlList } from '../../src/site/urls.js';

describe('splitUrlList', () => {
  it.each([
    ['one per line', 'https://a.example/\nhttps://a.example/b', ['https://a.example/', 'https://a.example/b']],
    ['commas', 'https://a.example/, /b,/c', ['https://a.example/', '/b', '/c']],
    ['CRLF and blank lines', '/a\r\n\r\n  /b  \r\n', ['/a', '/b']],
    ['comment lines', '# pages\n/a\n  # indented comment\n/b', ['/a', '/b']],
    ['trailing comments', '/a # the home page\n/b\t# tab', ['/a', '/b']],
    ['a fragment is not a comment', 'https://a.example/#pricing', ['https://a.example/#pricing']],
    ['nothing', ' \n#\n', []],
  ])('%s', (_, text, expected) => {
    expect(splitUrlList(text)).toEqual(expected);
  });
});

describe('resolvePageUrls', () => {
  it.each([
    ['absolute URL', ['https://a.example/x'], null, ['https://a.example/x']],
    ['path against an origin', ['/pricing'], 'https://a.example', ['https://a.example/pricing']],
    [
      'path against a site under a prefix',
      ['/about', '/'],
      'https://owner.github.io/repo/',
      ['https://owner.github.io/repo/about', 'https://owner.github.io/repo/'],
    ],
    [
      'prefix without a trailing slash',
      ['/about'],
      'https://owner.github.io/repo',
      ['https://owner.github.io/repo/about'],
    ],
    ['query kept', ['/search?q=a&page=2'], 'https://a.example', ['https://a.example/search?q=a&page=2']],
    ['scheme and host lowercased', ['HTTPS://A.Example/Path'], null, ['https://a.example/Path']],
    [
      'default port dropped',
      ['https://a.example:443/x', 'http://a.example:80/y', 'http://a.example:8080/z'],
      null,
      ['https://a.example/x', 'http://a.example/y', 'http://a.example:8080/z'],
    ],
    ['fragment dropped', ['https://a.example/x#top'], null, ['https://a.example/x']],
    [
      'de-duplicated in first-seen order',
      ['/b', 'https://a.example/a', 'https://A.example/b#x', '/a'],
      'https://a.example',
      ['https://a.example/b', 'https://a.example/a'],
    ],
    [
      'a protocol-relative path stays on the site',
      ['//evil.example/x'],
      'https://a.example',
      ['https://a.example/evil.example/x'],
    ],
    [
      'a path holding a URL stays on the site',
      ['/https://evil.example/x', '/http:'],
      'https://a.example',
      ['https://a.example/https://evil.example/x', 'https://a.example/http:'],
    ],
  ])('%s', (_, entries, siteUrl, expected) => {
    expect(resolvePageUrls(entries, siteUrl)).toEqual(expected);
  });

  it.each([
    [['/pricing'], null, '"/pricing" is a path, but no site-url is set to resolve it against'],
    [['ftp://a.example/x'], null, '"ftp://a.example/x" is neither an absolute http(s) URL nor a path starting with /'],
    [['pricing'], 'https://a.example', '"pricing" is neither an absolute http(s) URL nor a path starting with /'],
  ])('%j with site-url %s fails', (entries, siteUrl, message) => {
    expect(() => resolvePageUrls(entries, siteUrl)).toThrow(new ConfigError(message));
  });

  it('normalizePageUrl is idempotent', () => {
    const once = normalizePageUrl('HTTP://Example.COM:80/a?b=1#c');
    expect([once, normalizePageUrl(once)]).toEqual(['http://example.com/a?b=1', 'http://example.com/a?b=1']);
  });
});

describe('siteUrlFromEvent', () => {
  it.each([
    [
      'environment_url',
      {
        name: 'deployment_status',
        payload: { deployment_status: { environment_url: 'https://e.example', target_url: 'https://t.example' } },
      },
      'https://e.example',
    ],
    [
      'target_url when environment_url is missing',
      { name: 'deployment_status', payload: { deployment_status: { target_url: 'https://t.example' } } },
      'https://t.example',
    ],
    [
      'target_url when environment_url is not a URL',
      {
        name: 'deployment_status',
        payload: { deployment_status: { environment_url: 'pending', target_url: 'https://t.example' } },
      },
      'https://t.example',
    ],
    ['nothing usable', { name: 'deployment_status', payload: { deployment_status: {} } }, null],
    ['a payload without deployment_status', { name: 'deployment_status', payload: {} }, null],
    ['a null payload', { name: 'deployment_status', payload: null }, null],
    [
      'another event',
      { name: 'pull_request', payload: { deployment_status: { environment_url: 'https://e.example' } } },
      null,
    ],
    ['no event', null, null],
  ])('%s', (_, event, expected) => {
    expect(siteUrlFromEvent(event)).toBe(expected);
  });
});
