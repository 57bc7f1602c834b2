import { describe, expect, it } from 'vitest';
import { ConfigError, InvalidRequestError } from '../../src/errors.js';
import {
  checkApiKey,
  checkId,
  checkLimit,
  checkOffset,
  checkPageUrl,
  checkReportKey,
  checkServiceUrl,
} from '../../src/client/validate.js';

describe('checkLimit', () => {
  it.each([1, 25, 100, undefined])('accepts %s', (value) => {
    expect(() => checkLimit('limit', value)).not.toThrow();
  });
  it.each([0, 101, -1, 1.5, Number.NaN])('rejects %s with the allowed range', (value) => {
    expect(() => checkLimit('limit', value)).toThrow(
      new InvalidRequestError(`limit must be an integer from 1 to 100, got ${value}`),
    );
  });
});

describe('checkOffset', () => {
  it.each([0, 7, undefined])('accepts %s', (value) => {
    expect(() => checkOffset(value)).not.toThrow();
  });
  it.each([-1, 2.5])('rejects %s', (value) => {
    expect(() => checkOffset(value)).toThrow(InvalidRequestError);
  });
});

describe('checkId', () => {
  it.each([1, 7, 123456])('accepts %s', (value) => {
    expect(() => checkId('crawl id', value)).not.toThrow();
  });
  it.each([0, -3, 1.5, Number.NaN])('rejects %s naming the parameter', (value) => {
    expect(() => checkId('crawl id', value)).toThrow(/^crawl id must be a positive integer/);
  });
});

describe('checkReportKey', () => {
  it('accepts a key', () => expect(() => checkReportKey('r_8f3k2-a')).not.toThrow());
  it.each(['', '   '])('rejects %j', (key) => expect(() => checkReportKey(key)).toThrow(InvalidRequestError));
});

describe('checkPageUrl', () => {
  it.each(['https://example.com/', 'http://example.com/a?b=1'])('accepts %s', (url) => {
    expect(() => checkPageUrl(url)).not.toThrow();
  });
  it.each(['ftp://example.com/', '/pricing', 'example.com', '', 'javascript:alert(1)'])('rejects %j', (url) => {
    expect(() => checkPageUrl(url)).toThrow(InvalidRequestError);
  });
  it('keeps a hostile URL on one line in the message', () => {
    expect(() => checkPageUrl('not a url\nsecond line')).toThrow(
      'page URL must be an absolute http(s) URL, got "not a url second line"',
    );
  });
});

describe('client settings', () => {
  it.each(['', 'localhost:8787', 'file:///tmp'])('rejects the service URL %j as a ConfigError', (url) => {
    expect(() => checkServiceUrl(url)).toThrow(ConfigError);
  });
  it('masks the credentials of a service URL that does not parse', () => {
    expect(() => checkServiceUrl('http://u:PW@[::1')).toThrow(
      new ConfigError('service URL "http://***@[::1" is not an absolute http(s) URL'),
    );
  });
  it.each([
    ['', 'the API key is empty'],
    ['  ', 'the API key is empty'],
    ['abc def', 'the API key contains spaces or characters not allowed in an HTTP header'],
    ['abc\n', 'the API key contains spaces or characters not allowed in an HTTP header'],
  ])('rejects the key %j without printing it', (key, message) => {
    expect(() => checkApiKey(key)).toThrow(new ConfigError(message));
  });
  it('accepts a key of visible ASCII', () => expect(() => checkApiKey('pk_live-1.2~x')).not.toThrow());
});
