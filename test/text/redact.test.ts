import { describe, expect, it } from 'vitest';
import { redactUrl, redactUrlsIn } from '../../src/text/redact.js';

describe('redactUrl', () => {
  it.each([
    [
      'plain URL unchanged',
      'https://www.example.com/pricing?page=2#plans',
      'https://www.example.com/pricing?page=2#plans',
    ],
    ['user and password', 'https://alice:s3cret@example.com/a', 'https://***@example.com/a'],
    ['user only (a token as user name)', 'https://ghp_abc123@github.com/o/r', 'https://***@github.com/o/r'],
    ['backslash spelling of user info', 'https:\\\\alice:pw@example.com/a', 'https://***@example.com/a'],
    ['token', 'https://x.test/a?token=abc&page=2', 'https://x.test/a?token=***&page=2'],
    ['key', 'https://x.test/?key=abc', 'https://x.test/?key=***'],
    ['api_key', 'https://x.test/?api_key=abc', 'https://x.test/?api_key=***'],
    ['apikey upper case', 'https://x.test/?APIKEY=abc', 'https://x.test/?APIKEY=***'],
    ['secret', 'https://x.test/?client_secret=abc', 'https://x.test/?client_secret=***'],
    ['password', 'https://x.test/?Password=abc', 'https://x.test/?Password=***'],
    ['sig', 'https://x.test/?sig=abc&se=2030', 'https://x.test/?sig=***&se=2030'],
    [
      'signature (S3)',
      'https://b.s3.test/o?X-Amz-Signature=abc&X-Amz-Credential=def',
      'https://b.s3.test/o?X-Amz-Signature=***&X-Amz-Credential=***',
    ],
    ['auth', 'https://x.test/?auth=abc', 'https://x.test/?auth=***'],
    [
      'access_token in the fragment',
      'https://x.test/cb#access_token=abc&state=1',
      'https://x.test/cb#access_token=***&state=1',
    ],
    ['OAuth code', 'https://x.test/cb?code=abc', 'https://x.test/cb?code=***'],
    ['camelCase accessToken', 'https://x.test/?accessToken=abc', 'https://x.test/?accessToken=***'],
    ['percent-encoded name', 'https://x.test/?%74oken=abc', 'https://x.test/?%74oken=***'],
    ['a word that only contains "key"', 'https://x.test/?monkey=1&keyword=2', 'https://x.test/?monkey=1&keyword=2'],
    ['empty secret value kept', 'https://x.test/?token=', 'https://x.test/?token='],
    ['not a URL', 'just text ?token=abc', 'just text ?token=abc'],
    ['a path', '/pricing?token=abc', '/pricing?token=abc'],
    ['user info of a URL that does not parse', 'http://u:PW@[::1', 'http://***@[::1'],
    ['user info with a slash, port out of range', 'http://u:pa/ss@h.test:99999/', 'http://***@h.test:99999/'],
    ['user info of an unknown scheme', 'htp://user:PW@h.test/', 'htp://***@h.test/'],
    ['javascript: URL has nothing to mask', 'javascript:alert(1)', 'javascript:alert(1)'],
  ])('%s', (_name, url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('redactUrlsIn', () => {
  it('masks every URL inside text and keeps the text around it', () => {
    expect(redactUrlsIn('<a href="https://x.test/?token=abc">and https://u:p@y.test/</a>')).toBe(
      '<a href="https://x.test/?token=***">and https://***@y.test/</a>',
    );
  });

  it('returns text without URLs unchanged', () => {
    expect(redactUrlsIn('token=abc, no address here')).toBe('token=abc, no address here');
  });
});
