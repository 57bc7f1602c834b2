import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/service/api-error.js';
import { idParam, limitParam, offsetParam, oneOfParam, pageUrl } from '../../src/service/query-params.js';

const query = (text: string) => new URLSearchParams(text);

describe('limit and offset', () => {
  it.each([
    ['', 25],
    ['limit=1', 1],
    ['limit=100', 100],
    ['limit=007', 7],
  ])('limit from "%s" is %i', (text, limit) => {
    expect(limitParam(query(text))).toBe(limit);
  });

  it.each(['limit=0', 'limit=101', 'limit=', 'limit=-1', 'limit=2.5', 'limit=1e2', 'limit=ten'])(
    'refuses %s',
    (text) => {
      expect(() => limitParam(query(text))).toThrow(ApiError);
      expect(() => limitParam(query(text))).toThrow(/^limit: ".*" is not a whole number from 1 to 100$/);
    },
  );

  it.each([
    ['', 0],
    ['offset=0', 0],
    ['offset=250', 250],
    ['offset=1000000000', 1_000_000_000],
    ['offset=9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('offset from "%s" is %i', (text, offset) => {
    expect(offsetParam(query(text))).toBe(offset);
  });

  it.each(['offset=-1', 'offset=x', 'offset=1.5', 'offset=9007199254740992', 'offset=99999999999999999'])(
    'refuses %s',
    (text) => {
      expect(() => offsetParam(query(text))).toThrow(/^offset: ".*" is not a whole number from 0 to 9007199254740991$/);
    },
  );
});

describe('ids, URLs and enumerations', () => {
  it.each([
    ['1', 1],
    ['42', 42],
  ])('id %s is %i', (raw, id) => {
    expect(idParam('id', raw)).toBe(id);
  });

  it.each(['0', '-3', 'abc', '1.0', ''])('refuses id "%s" with 400 invalid_parameter', (raw) => {
    expect(() => idParam('id', raw)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_parameter' }));
  });

  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://Example.COM/a?b=1', 'http://example.com/a?b=1'],
    ['https://example.com/%70age?q=%7e#section', 'https://example.com/page?q=~'],
  ])('reads the URL %s as %s', (raw, href) => {
    expect(pageUrl('url', raw).href).toBe(href);
  });

  it.each([
    [undefined, 'url is required'],
    ['', 'url is required'],
    [7, 'url is required'],
    ['javascript:alert(1)', 'url: "javascript:alert(1)" is not an absolute http or https URL'],
    ['example.com/page', 'url: "example.com/page" is not an absolute http or https URL'],
    [`https://example.com/${'x'.repeat(2100)}`, 'url: longer than 2048 characters'],
    ['bad\nline', 'url: "bad line" is not an absolute http or https URL'],
  ])('refuses the URL %j', (raw, message) => {
    expect(() => pageUrl('url', raw)).toThrow(message);
  });

  it('reads one of the allowed values, or none', () => {
    expect(oneOfParam('state', 'done', ['queued', 'done'])).toBe('done');
    expect(oneOfParam('state', null, ['queued', 'done'])).toBeNull();
    expect(() => oneOfParam('state', 'paused', ['queued', 'done'])).toThrow(
      'state: "paused" is not one of queued, done',
    );
  });
});
