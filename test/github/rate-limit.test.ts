import { describe, expect, it, vi } from 'vitest';
import { RateLimitWaits, rateLimitWait } from '../../src/github/rate-limit.js';

/** Shaped like Octokit's RequestError: status, response.headers, response.data. */
function githubError(status: number, message: string, headers: Record<string, string> = {}) {
  return Object.assign(new Error(message), { status, response: { headers, data: { message } } });
}

const NOW = Date.parse('2025-01-01T00:00:00Z');

describe('rateLimitWait', () => {
  it.each([
    ['403 with retry-after seconds', githubError(403, 'You have exceeded a secondary rate limit', { 'retry-after': '5' }), 5_000],
    ['429 with retry-after seconds', githubError(429, 'Too many requests', { 'retry-after': '2' }), 2_000],
    ['retry-after as an HTTP date', githubError(429, 'x', { 'retry-after': new Date(NOW + 7_000).toUTCString() }), 7_000],
    ['remaining 0 waits until the reset', githubError(403, 'API rate limit exceeded', { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 30) }), 30_000],
    ['secondary limit without headers: a minute', githubError(403, 'You have exceeded a secondary rate limit. Please wait'), 60_000],
    ['429 without headers: a minute', githubError(429, 'Too many requests'), 60_000],
    ['a permission 403 is not a rate limit', githubError(403, 'Resource not accessible by integration'), null],
    ['404 is not a rate limit', githubError(404, 'Not Found', { 'retry-after': '5' }), null],
    ['a thrown string is not a rate limit', 'boom', null],
  ])('%s', (_name, error, expected) => {
    expect(rateLimitWait(error, NOW)).toBe(expected);
  });
});

describe('RateLimitWaits', () => {
  it('waits out a rate limit and returns the retried call', async () => {
    const sleep = vi.fn(async () => {});
    const call = vi.fn().mockRejectedValueOnce(githubError(429, 'x', { 'retry-after': '3' })).mockResolvedValueOnce('ok');
    await expect(new RateLimitWaits(sleep).run(call)).resolves.toBe('ok');
    expect(sleep.mock.calls).toEqual([[3_000]]);
  });

  it('waits at most twice across all its calls, then throws the rate limit', async () => {
    const sleep = vi.fn(async () => {});
    const waits = new RateLimitWaits(sleep);
    const limited = () => Promise.reject(githubError(429, 'x', { 'retry-after': '1' }));
    await expect(waits.run(limited)).rejects.toMatchObject({ status: 429 });
    await expect(waits.run(limited)).rejects.toMatchObject({ status: 429 });
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('does not wait longer than 60 s', async () => {
    const sleep = vi.fn(async () => {});
    await expect(new RateLimitWaits(sleep).run(() => Promise.reject(githubError(403, 'x', { 'retry-after': '61' })))).rejects.toMatchObject({ status: 403 });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('rethrows anything else at once', async () => {
    const sleep = vi.fn(async () => {});
    await expect(new RateLimitWaits(sleep).run(() => Promise.reject(githubError(500, 'boom')))).rejects.toMatchObject({ status: 500 });
    expect(sleep).not.toHaveBeenCalled();
  });
});
