import { describe, expect, it } from 'vitest';
import { secretScrubber } from '../../src/text/secrets.js';
import { serviceErrorFrom, unexpectedAnswer } from '../../src/client/service-error.js';
import type { HttpAnswer } from '../../src/client/transport.js';
import { ServiceError } from '../../src/errors.js';

const endpoint = 'GET /reports';

function answer(status: number, text: string, headers: HttpAnswer['headers'] = {}): HttpAnswer {
  return { status, text, safeText: text, headers, scrub: secretScrubber([]) };
}

describe('serviceErrorFrom', () => {
  it.each([
    [
      402,
      '{"error":{"code":"quota_exceeded","message":"Report allowance exhausted"}}',
      'GET /reports: 402 quota_exceeded: Report allowance exhausted',
      'quota_exceeded',
    ],
    [
      400,
      '{"code":"bad_limit","message":"limit must be at most 100"}',
      'GET /reports: 400 bad_limit: limit must be at most 100',
      'bad_limit',
    ],
    [404, '{"error":"Not found"}', 'GET /reports: 404: Not found', 'http_404'],
    [504, 'upstream timed out\n', 'GET /reports: 504: upstream timed out', 'http_504'],
    [500, '', 'GET /reports: 500', 'http_500'],
    [409, '{"error":{"code":"conflict"}}', 'GET /reports: 409 conflict', 'conflict'],
    [418, '{"detail":"teapot"}', 'GET /reports: 418: {"detail":"teapot"}', 'http_418'],
    [
      502,
      '<html>\n<h1>Bad\r\nGateway</h1></html>',
      'GET /reports: 502: <html> <h1>Bad Gateway</h1></html>',
      'http_502',
    ],
    [
      401,
      '{"error":{"code":"unauthorized","message":"invalid key"}}',
      'GET /reports: 401: the API key is missing or was rejected by the service',
      'unauthorized',
    ],
    [401, '', 'GET /reports: 401: the API key is missing or was rejected by the service', 'http_401'],
    [
      403,
      '{"error":{"code":"plan_excluded","message":"nope"}}',
      'GET /reports: 403 plan_excluded: site crawls are included only in the Pro and Agency plans',
      'plan_excluded',
    ],
    [
      403,
      '{"code":"plan_excluded","message":"nope"}',
      'GET /reports: 403 plan_excluded: site crawls are included only in the Pro and Agency plans',
      'plan_excluded',
    ],
    [
      403,
      '{"error":{"code":"forbidden","message":"workspace suspended"}}',
      'GET /reports: 403 forbidden: workspace suspended',
      'forbidden',
    ],
  ])('%i %j -> %j', (status, body, message, code) => {
    const error = serviceErrorFrom(answer(status, body), endpoint);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.endpoint).toBe(endpoint);
  });

  it.each([
    [408, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
  ])('status %i is retryable: %s', (status, retryable) => {
    expect(serviceErrorFrom(answer(status, ''), endpoint).retryable).toBe(retryable);
  });

  it('cuts a long service message', () => {
    const error = serviceErrorFrom(answer(500, JSON.stringify({ message: 'x'.repeat(5000) })), endpoint);
    expect(error.message.length).toBeLessThan(260);
    expect(error.message.endsWith('…')).toBe(true);
  });

  it('keeps the raw body only on a non-enumerable field', () => {
    const body = '{"error":"Not found"}';
    const error = serviceErrorFrom(answer(404, body), endpoint);
    expect(error.body).toBe(body);
    expect(Object.keys(error)).not.toContain('body');
    expect(JSON.stringify(error)).not.toContain('Not found');
  });

  it('reads Retry-After in seconds', () => {
    expect(serviceErrorFrom(answer(429, '', { 'retry-after': '7' }), endpoint).retryAfterMs).toBe(7000);
  });

  it('reads Retry-After as an HTTP date', () => {
    const now = Date.parse('2025-11-20T09:15:00Z');
    expect(
      serviceErrorFrom(answer(503, '', { 'retry-after': 'Thu, 20 Nov 2025 09:15:30 GMT' }), endpoint, now).retryAfterMs,
    ).toBe(30_000);
  });
});

describe('unexpectedAnswer', () => {
  it('calls an unexpected success a broken contract', () => {
    expect(unexpectedAnswer(answer(204, ''), endpoint)).toMatchObject({
      code: 'invalid_response',
      message: 'GET /reports: invalid response: unexpected status 204',
    });
  });
  it('reports a redirect (never followed) as the service answer', () => {
    expect(unexpectedAnswer(answer(302, ''), endpoint)).toMatchObject({ status: 302, message: 'GET /reports: 302' });
  });
});
