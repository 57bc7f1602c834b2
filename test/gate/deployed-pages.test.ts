import { describe, expect, it } from 'vitest';
import { waitingLine } from '../../src/gate/deployed-pages.js';

describe('waitingLine: what a page answered while the probe waits', () => {
  it.each([
    [{ status: 404, marker: true }, 12_400, 'waiting for /nope.html: HTTP 404 (12 s of wait-for 120)'],
    [
      { status: 200, marker: false },
      30_000,
      'waiting for /nope.html: HTTP 200 without the expect marker (30 s of wait-for 120)',
    ],
    [
      { unreachable: 'connection refused (ECONNREFUSED)' },
      10_000,
      'waiting for /nope.html: connection refused (ECONNREFUSED) (10 s of wait-for 120)',
    ],
  ])('%j after %i ms', (seen, waitedMs, line) => {
    expect(waitingLine('https://a.example/nope.html', seen, waitedMs, 120_000)).toBe(line);
  });

  it('redacts a token in the query', () => {
    expect(waitingLine('https://a.example/p?token=abc', { status: 503, marker: true }, 10_000, 60_000)).toBe(
      'waiting for /p?token=***: HTTP 503 (10 s of wait-for 60)',
    );
  });
});
