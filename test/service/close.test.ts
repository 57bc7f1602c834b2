import { request } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { startService } from '../../src/service/index.js';
import { call, KEY, requestArrived, startStubService, StubAnalyzer } from './service-fixture.js';

describe('close()', () => {
  it('aborts running analyses, stops answering, and resolves promptly', async () => {
    const stub = new StubAnalyzer();
    stub.hold();
    let aborted = false;
    const service = await startStubService(stub, {
      analyze: async (url, options) => {
        options.signal?.addEventListener('abort', () => (aborted = true));
        return stub.analyze(url, options);
      },
    });
    await call(service.url, '/reports', { body: { url: 'https://example.com/' } });
    await vi.waitFor(() => expect(stub.calls.length).toBeGreaterThan(0));
    await service.close();
    expect(aborted).toBe(true);
    await expect(fetch(`${service.url}/reports`)).rejects.toThrow();
  });

  it('drops a request still in its injected latency and returns the same promise twice', async () => {
    const service = await startStubService(new StubAnalyzer(), { faults: { latencyMs: 10_000 } });
    const arrived = requestArrived('/reports');
    const pending = call(service.url, '/reports');
    await arrived;
    const closing = service.close();
    expect(service.close()).toBe(closing);
    await closing;
    await expect(pending).rejects.toThrow();
  });

  it('does not wait for a client still trickling a request body', async () => {
    const service = await startStubService(new StubAnalyzer());
    const sent = request(`${service.url}/reports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', 'content-length': '1000' },
    });
    const answered = new Promise<string>((resolve) => {
      sent.on('response', () => resolve('answered'));
      sent.on('error', (error) => resolve(error.message));
    });
    await new Promise((resolve) => sent.write('{"url":', resolve));
    await service.close();
    expect(await answered).toMatch(/socket hang up|ECONNRESET/);
  });

  it('refuses bad options with a one-line ConfigError', async () => {
    await expect(startService({ workers: 0 })).rejects.toThrow('workers: 0 is not a whole number >= 1');
    await expect(startService({ cacheTtlSeconds: -1 })).rejects.toThrow(
      'cacheTtlSeconds: -1 is not a whole number >= 0',
    );
    const taken = await startService({ port: 0 });
    await expect(startService({ port: Number(new URL(taken.url).port) })).rejects.toThrow(
      /cannot listen on 127\.0\.0\.1:\d+: EADDRINUSE/,
    );
    await taken.close();
  });
});
