/**
 * The drain's bound, with a request that never finishes: readBody is replaced by one that ignores
 * the stop signal (the real one honours it; see request-body.test.ts), and the clock is fake.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAIN_SECONDS } from '../../src/service/server.js';
import { KEY, startStubService, StubAnalyzer } from './service-fixture.js';

const reading = Promise.withResolvers<void>();
vi.mock('../../src/service/request-body.js', async (original) => ({
  ...(await original<typeof import('../../src/service/request-body.js')>()),
  readBody: () => {
    reading.resolve();
    return new Promise<string>(() => {});
  },
}));

afterEach(() => {
  vi.useRealTimers();
});

describe('drain', () => {
  it(`closes the connections of requests still in flight after ${DRAIN_SECONDS} s`, async () => {
    const service = await startStubService(new StubAnalyzer());
    const posted = fetch(`${service.url}/reports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
      body: '{}',
    }).catch(() => 'closed');
    await reading.promise;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let closed = false;
    const closing = service.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(DRAIN_SECONDS * 1000 - 1);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await closing;
    expect(closed).toBe(true);
    expect(await posted).toBe('closed');
  });
});
