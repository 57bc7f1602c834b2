import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServeConfigError } from '../../src/service/errors.js';
import { FaultInjector, parseFaults, seededRandom, type Faults } from '../../src/service/faults.js';
import type { RunningService } from '../../src/service/index.js';
import { call, KEY, startStubService, StubAnalyzer } from './service-fixture.js';

/**
 * The service waits out injected latency with node:timers/promises; a wait of a length in
 * `latency.watched` is held here until the test releases it, so the test sees the wait begin and
 * what is still unanswered meanwhile, without timing anything. Every other wait is real.
 */
const latency = vi.hoisted(() => {
  const watched = new Set<number>();
  const begun = new Map<number, PromiseWithResolvers<void>>();
  const gates = new Map<number, PromiseWithResolvers<void>>();
  const of = (map: Map<number, PromiseWithResolvers<void>>, ms: number) => {
    if (!map.has(ms)) map.set(ms, Promise.withResolvers<void>());
    return map.get(ms)!;
  };
  return {
    watched,
    /** Resolves when the service starts a wait of `ms`. */
    begun: (ms: number) => of(begun, ms).promise,
    release: (ms: number) => of(gates, ms).resolve(),
    hold(ms: number): Promise<void> {
      of(begun, ms).resolve();
      return of(gates, ms).promise;
    },
  };
});
vi.mock('node:timers/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:timers/promises')>();
  const setTimeout = ((ms: number, value?: unknown, options?: { signal?: AbortSignal }) =>
    latency.watched.has(ms)
      ? latency.hold(ms).then(() => value)
      : real.setTimeout(ms, value, options)) as typeof real.setTimeout;
  return { ...real, setTimeout };
});

/** Waiting for something to happen (never for nothing to): generous, as a loaded machine is slow. */
const PATIENCE = { timeout: 15_000, interval: 10 };
const services: RunningService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

async function started(faults: Faults, stub = new StubAnalyzer(), log?: (line: string) => void) {
  const service = await startStubService(stub, { faults, ...(log ? { log } : {}) });
  services.push(service);
  return service;
}

/** Status of each of n sequential requests, or "reset" when the connection was dropped. */
async function statuses(api: string, n: number): Promise<(number | string)[]> {
  const seen: (number | string)[] = [];
  for (let i = 0; i < n; i++) {
    try {
      seen.push((await fetch(`${api}/reports?limit=1`, { headers: { authorization: `Bearer ${KEY}` } })).status);
    } catch {
      seen.push('reset');
    }
  }
  return seen;
}

describe('parseFaults', () => {
  it.each<[string, Faults]>([
    ['seed=7', { seed: 7 }],
    [
      'seed=7,latency=20,analysis-latency=500,503=0.1,429=0.05,retry-after=1,' +
        'reset=0.02,malformed=0.02,unknown-status=0.2,never-finish=0.01',
      {
        seed: 7,
        latencyMs: 20,
        analysisLatencyMs: 500,
        rate503: 0.1,
        rate429: 0.05,
        retryAfterSeconds: 1,
        rateReset: 0.02,
        rateMalformed: 0.02,
        rateUnknownStatus: 0.2,
        rateNeverFinish: 0.01,
      },
    ],
    [' 503=1 , 429=0 ', { rate503: 1, rate429: 0 }],
  ])('reads %s', (spec, faults) => {
    expect(parseFaults(spec)).toEqual(faults);
  });

  it.each([
    ['teapot=0.1', '--faults: unknown fault "teapot"'],
    ['503', '--faults: expected 503=VALUE'],
    ['503=1=2', '--faults: expected 503=VALUE'],
    ['503=1.5', '--faults: 503="1.5" is not a share between 0 and 1'],
    ['reset=-0.1', '--faults: reset="-0.1" is not a share between 0 and 1'],
    ['latency=fast', '--faults: latency="fast" is not a whole number >= 0'],
    ['seed=1.5', '--faults: seed="1.5" is not a whole number >= 0'],
    ['429=', '--faults: 429="" is not a share between 0 and 1'],
    ['seed=1,seed=2', '--faults: seed is given twice'],
    ['seed=1,,503=0.1', '--faults: unknown fault ""'],
  ])('refuses %s with one clear line', (spec, message) => {
    expect(() => parseFaults(spec)).toThrow(ServeConfigError);
    expect(() => parseFaults(spec)).toThrow(message);
  });
});

describe('the seeded PRNG', () => {
  it('repeats a sequence for a seed and differs across seeds', () => {
    const take = (seed: number) => Array.from({ length: 8 }, seededRandom(seed));
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    expect(take(7).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('spreads draws near their share', () => {
    const injector = new FaultInjector({ seed: 3, rate503: 0.2 });
    const refused = Array.from({ length: 2000 }, () => injector.forRequest().refuse).filter((r) => r === 503).length;
    expect(refused / 2000).toBeGreaterThan(0.17);
    expect(refused / 2000).toBeLessThan(0.23);
  });

  it('draws analysis faults from their own stream', () => {
    const quiet = new FaultInjector({ seed: 5, rate503: 0.5 });
    const busy = new FaultInjector({ seed: 5, rate503: 0.5, rateNeverFinish: 0.5 });
    const mixed = Array.from({ length: 20 }, (_, i) =>
      i % 3 === 0 ? (busy.neverFinishes(), busy.forRequest()) : busy.forRequest(),
    );
    expect(mixed).toEqual(Array.from({ length: 20 }, () => quiet.forRequest()));
  });
});

describe('faults on a running service', () => {
  it('are the same for the same seed and differ for another', async () => {
    const spec = { rate503: 0.3, rate429: 0.2, rateReset: 0.1 };
    const first = await statuses((await started({ seed: 7, ...spec })).url, 30);
    const again = await statuses((await started({ seed: 7, ...spec })).url, 30);
    const other = await statuses((await started({ seed: 8, ...spec })).url, 30);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(new Set(first)).toEqual(new Set([200, 503, 429, 'reset']));
  });

  it('answers 503 unavailable and 429 with Retry-After', async () => {
    const unavailable = await call((await started({ rate503: 1 })).url, '/reports');
    expect([unavailable.status, unavailable.body.error.code]).toEqual([503, 'unavailable']);
    const limited = await call((await started({ rate429: 1, retryAfterSeconds: 3 })).url, '/reports');
    expect([limited.status, limited.body.error.code, limited.headers.get('retry-after')]).toEqual([
      429,
      'rate_limited',
      '3',
    ]);
  });

  it('refuses before handling: a refused POST queues nothing', async () => {
    const stub = new StubAnalyzer();
    // Seed 9 refuses the first request and answers the next: the queue is first in, first out, so
    // once the second POST's page is analysed, the first one's would have been too.
    const service = await started({ seed: 9, rate503: 0.5 }, stub);
    expect((await call(service.url, '/reports', { body: { url: 'https://example.com/a' } })).status).toBe(503);
    expect((await call(service.url, '/reports', { body: { url: 'https://example.com/b' } })).status).toBe(202);
    await vi.waitFor(() => expect(stub.calls).toContain('https://example.com/b'), PATIENCE);
    expect(stub.calls).toEqual(['https://example.com/b']);
  });

  it('resets a POST after queuing its job, exactly once', async () => {
    const stub = new StubAnalyzer();
    const lines: string[] = [];
    const service = await started({ seed: 2, rateReset: 0.5 }, stub, (line) => lines.push(line));
    let reset: string | undefined;
    for (let i = 0; i < 20 && !reset; i++) {
      const url = `https://example.com/${i}`;
      await call(service.url, '/reports', { body: { url } }).catch(() => (reset = url));
    }
    expect(reset).toBeDefined();
    expect(lines.filter((line) => line.endsWith('fault=reset'))).toHaveLength(1);
    expect(lines.find((line) => line.endsWith('fault=reset'))).toMatch(/^POST \/api\/v1\/reports 202 /);
    // A page queued after all the others (even if its POST is reset too, it is queued): once it is
    // analysed, every job queued before it has been, a second one for the reset page included.
    const last = 'https://example.com/last';
    await call(service.url, '/reports', { body: { url: last } }).catch(() => undefined);
    await vi.waitFor(() => expect(stub.calls).toContain(last), PATIENCE);
    expect(stub.calls.filter((url) => url === reset)).toHaveLength(1);
  });

  it('cuts a 200 answer to a GET in half, never a POST', async () => {
    const service = await started({ rateMalformed: 1 });
    const posted = await fetch(`${service.url}/reports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ url: 'https://example.com/' }),
    });
    expect(posted.status).toBe(202);
    expect(await posted.json()).toMatchObject({ status: 'queued' });
    const listed = await fetch(`${service.url}/reports`, { headers: { authorization: `Bearer ${KEY}` } });
    const text = await listed.text();
    expect(listed.status).toBe(200);
    expect(text.startsWith('{"reports"')).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('shows an unknown status on a 202 read while the ack keeps "queued"', async () => {
    const stub = new StubAnalyzer();
    stub.hold();
    const service = await started({ rateUnknownStatus: 1 }, stub);
    const posted = await call(service.url, '/reports', { body: { url: 'https://example.com/' } });
    expect(posted.body.status).toBe('queued');
    const read = await call(service.url, `/reports/${posted.body.key}`);
    expect([read.status, read.body.status, read.body.key]).toEqual([202, 'analyzing', posted.body.key]);
    stub.release();
  });

  it('leaves a report running forever without calling the analyzer', async () => {
    const stub = new StubAnalyzer();
    const service = await started({ rateNeverFinish: 1 }, stub);
    const posted = await call(service.url, '/reports', { body: { url: 'https://example.com/' } });
    // A worker claims a job (it is running from then) and starts its analysis in the same turn, so
    // once a read shows it running, the analyzer would have been called.
    await vi.waitFor(
      async () => expect((await call(service.url, `/reports/${posted.body.key}`)).body.status).toBe('running'),
      PATIENCE,
    );
    const read = await call(service.url, `/reports/${posted.body.key}`);
    expect([read.status, read.body.status]).toEqual([202, 'running']);
    expect(stub.calls).toEqual([]);
  });

  it('adds latency per request and per analysis', async () => {
    latency.watched.add(120).add(150);
    const slowRequests = await started({ latencyMs: 120 });
    let answered = false;
    const held = call(slowRequests.url, '/reports').then((answer) => ((answered = true), answer));
    await latency.begun(120);
    // A request outside /api/v1 carries no fault: answered while the first still waits out its 120 ms.
    expect((await fetch(`${new URL(slowRequests.url).origin}/healthz`)).status).toBe(200);
    expect(answered).toBe(false);
    latency.release(120);
    expect((await held).status).toBe(200);

    // The POST does not wait for the analysis: with a minute of analysis latency, it is queued and
    // still running when the next read comes.
    const minute = await started({ analysisLatencyMs: 60_000 });
    const queued = await call(minute.url, '/reports', { body: { url: 'https://example.com/' } });
    expect(queued.status).toBe(202);
    expect((await call(minute.url, `/reports/${queued.body.key}`)).status).toBe(202);

    const stub = new StubAnalyzer();
    const slowAnalyses = await started({ analysisLatencyMs: 150 }, stub);
    const posted = await call(slowAnalyses.url, '/reports', { body: { url: 'https://example.com/' } });
    await latency.begun(150);
    expect((await call(slowAnalyses.url, `/reports/${posted.body.key}`)).status).toBe(202);
    expect(stub.calls).toEqual([]); // the analysis waits its 150 ms before the analyzer is asked
    latency.release(150);
    await vi.waitFor(
      async () => expect((await call(slowAnalyses.url, `/reports/${posted.body.key}`)).status).toBe(200),
      PATIENCE,
    );
    expect(stub.calls).toEqual(['https://example.com/']);
  });

  it('never touches the reference endpoint', async () => {
    const service = await started({ rate503: 1, rateReset: 1, latencyMs: 0 });
    const crawl = await call(new URL(service.url).origin, '/reference/site-crawls', {
      body: { url: 'https://example.com/' },
    });
    expect(crawl.status).toBe(202);
  });
});
