import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import {
  oneOf,
  quote,
  readBoolean,
  readCrawl,
  readHttpUrl,
  readInteger,
  readLines,
  readSeconds,
  readShard,
  scalarText,
} from '../../src/config/inputs-values.js';

describe('readBoolean', () => {
  it.each([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
    ['FALSE', false],
  ])('%s -> %s', (raw, expected) => {
    expect(readBoolean('render', raw)).toBe(expected);
  });

  it.each(['yes', 'no', '1', 'tRue', 'on', ''])('rejects %j naming the six spellings', (raw) => {
    expect(() => readBoolean('render', raw)).toThrow(
      new ConfigError(
        `render: ${JSON.stringify(raw)} is not a boolean (allowed: true, True, TRUE, false, False, FALSE)`,
      ),
    );
  });
});

describe('readInteger', () => {
  it.each([
    ['0', 0, 100, 0],
    ['100', 0, 100, 100],
    ['+7', 0, 100, 7],
    ['12345', 0, null, 12345],
  ])('%s in [%s, %s] -> %s', (raw, min, max, expected) => {
    expect(readInteger('x', raw, min, max)).toBe(expected);
  });

  it.each([
    ['abc', 0, 100, 'x: "abc" is not an integer from 0 to 100'],
    ['101', 0, 100, 'x: "101" is not an integer from 0 to 100'],
    ['-1', 0, 100, 'x: "-1" is not an integer from 0 to 100'],
    ['7.5', 0, 100, 'x: "7.5" is not an integer from 0 to 100'],
    ['1e2', 0, 100, 'x: "1e2" is not an integer from 0 to 100'],
    ['-1', 0, null, 'x: "-1" is not an integer >= 0'],
    ['99999999999999999999', 0, null, 'x: "99999999999999999999" is not an integer >= 0'],
  ])('%j in [%s, %s] fails', (raw, min, max, message) => {
    expect(() => readInteger('x', raw, min, max)).toThrow(new ConfigError(message));
  });
});

describe('readSeconds', () => {
  it.each([
    ['0.05', 0.05],
    ['.5', 0.5],
    ['3', 3],
    ['300', 300],
  ])('%s -> %s', (raw, expected) => {
    expect(readSeconds('poll-interval', raw, 0.05, 300)).toBe(expected);
  });

  it.each(['0.01', '301', 'fast', '-1', '1,5'])('%j fails', (raw) => {
    expect(() => readSeconds('poll-interval', raw, 0.05, 300)).toThrow(
      new ConfigError(`poll-interval: ${JSON.stringify(raw)} is not a number of seconds from 0.05 to 300`),
    );
  });
});

describe('oneOf', () => {
  it('accepts an allowed value and names every allowed one otherwise', () => {
    expect(oneOf('comment', 'never', ['auto', 'always', 'never'])).toBe('never');
    expect(() => oneOf('comment', 'Never', ['auto', 'always', 'never'])).toThrow(
      new ConfigError('comment: "Never" is not one of auto, always, never'),
    );
  });
});

describe('readShard', () => {
  it.each([
    ['1/1', { index: 1, count: 1 }],
    ['2/3', { index: 2, count: 3 }],
    ['3 / 3', { index: 3, count: 3 }],
    ['256/256', { index: 256, count: 256 }],
  ])('%s', (raw, expected) => {
    expect(readShard('shard', raw)).toEqual(expected);
  });

  it.each(['0/2', '3/2', '1/257', '1', '1/2/3', 'a/b', '-1/2'])('%j fails', (raw) => {
    expect(() => readShard('shard', raw)).toThrow(
      new ConfigError(`shard: ${JSON.stringify(raw)} is not i/n with 1 <= i <= n <= 256`),
    );
  });
});

describe('readCrawl', () => {
  it.each([
    ['latest', 'latest'],
    ['42', 42],
  ])('%s', (raw, expected) => {
    expect(readCrawl('crawl', raw, null)).toBe(expected);
  });

  it.each([
    ['site', 'https://example.com/', { seed: 'https://example.com/' }],
    ['http://127.0.0.1:8080/', null, { seed: 'http://127.0.0.1:8080/' }],
  ])('%s starts a crawl', (raw, siteUrl, expected) => {
    expect(readCrawl('crawl', raw, siteUrl)).toEqual(expected);
  });

  it('site needs site-url', () => {
    expect(() => readCrawl('crawl', 'site', null)).toThrow(
      new ConfigError('crawl: site crawls site-url, but no site-url is set'),
    );
  });

  it.each(['0', 'Latest', '1.5', '-3'])('%j fails', (raw) => {
    expect(() => readCrawl('crawl', raw, null)).toThrow(
      new ConfigError(`crawl: ${JSON.stringify(raw)} is not latest, site, a site URL or a positive integer crawl id`),
    );
  });
});

describe('readHttpUrl', () => {
  it.each(['https://example.com', 'http://127.0.0.1:8787/api/v1'])('accepts %s', (raw) => {
    expect(readHttpUrl('api-url', raw)).toBe(raw);
  });

  it.each(['example.com', 'ftp://example.com', '/api/v1'])('rejects %s', (raw) => {
    expect(() => readHttpUrl('api-url', raw)).toThrow(
      new ConfigError(`api-url: ${JSON.stringify(raw)} is not an absolute http(s) URL`),
    );
  });

  it.each([
    ['htp://user:PW@127.0.0.1:8787/api/v1', 'htp://***@127.0.0.1:8787/api/v1'],
    ['http://u:PW@[::1', 'http://***@[::1'],
  ])('masks the credentials of %s even when the URL does not parse', (raw, shown) => {
    expect(() => readHttpUrl('api-url', raw)).toThrow(
      new ConfigError(`api-url: ${JSON.stringify(shown)} is not an absolute http(s) URL`),
    );
  });
});

describe('text helpers', () => {
  it('quote puts a multi-line or long value on one short line', () => {
    expect(quote('a\nb')).toBe('"a b"');
    expect(quote('x'.repeat(200))).toBe(JSON.stringify(`${'x'.repeat(79)}…`));
  });

  it.each([
    ['text', 'text'],
    [60, '60'],
    [true, 'true'],
    [{ a: 1 }, '{"a":1}'],
  ])('scalarText(%j)', (value, expected) => {
    expect(scalarText(value)).toBe(expected);
  });

  it('readLines keeps one trimmed entry per non-empty line and does not split commas', () => {
    expect(readLines(' social.*\n\n{meta,links}.*\r\n')).toEqual(['social.*', '{meta,links}.*']);
  });
});
