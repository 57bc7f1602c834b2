/**
 * `Prefer: wait=N` on GET /reports/{key} against the real service on loopback. The wait's clock
 * is injected: a held read ends when the test expires its timer, never after real seconds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningService } from '../../src/service/index.js';
import { MAX_HELD_PER_WORKSPACE, preferredWait, ReportWaits, type WaitTimer } from '../../src/service/report-waits.js';
import { ReportStore } from '../../src/service/store-reports.js';
import { finding, KEY, startStubService, StubAnalyzer, type Answer } from './service-fixture.js';

/** Timers that run until the test expires them (or their read ends); `started` resolves as each begins. */
class HandTimers {
  readonly running: { ms: number; expire: () => void }[] = [];
  #waiting: { count: number; resolve: () => void }[] = [];

  readonly timer: WaitTimer = (ms, signal) =>
    new Promise<void>((resolve) => {
      const entry = { ms, expire: resolve };
      signal.addEventListener('abort', () => resolve(), { once: true });
      this.running.push(entry);
      this.#waiting = this.#waiting.filter((w) => (this.running.length >= w.count ? void w.resolve() : true));
    });

  /** Resolves once `count` timers have started: that many reads are held. */
  started(count: number): Promise<void> {
    if (this.running.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push({ count, resolve }));
  }
}

let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
  vi.restoreAllMocks();
});

async function started() {
  const stub = new StubAnalyzer();
  const timers = new HandTimers();
  service = await startStubService(stub, { waitTimer: timers.timer });
  return { stub, timers, api: service.url };
}

async function read(api: string, key: string, prefer?: string): Promise<Answer> {
  const response = await fetch(`${api}/reports/${key}`, {
    headers: { authorization: `Bearer ${KEY}`, ...(prefer === undefined ? {} : { prefer }) },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function queued(api: string, url = 'https://example.com/a'): Promise<string> {
  const response = await fetch(`${api}/reports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { key: string }).key;
}

describe('GET /reports/{key} with Prefer: wait', () => {
  it('holds the read of an unfinished report and answers as soon as the analysis completes', async () => {
    const { stub, timers, api } = await started();
    stub.hold();
    const key = await queued(api);
    const answer = read(api, key, 'wait=20');
    await timers.started(1);
    expect(timers.running[0]?.ms).toBe(20_000);
    stub.release();
    const held = await answer;
    expect(held.status).toBe(200);
    expect(held.body.report).toMatchObject({ key, status: 'complete' });
    expect(held.headers.get('preference-applied')).toBe('wait=20');
  });

  it('answers a held read whose report ended while its row was being read', async () => {
    // Over PostgreSQL the read is a round trip; the end is told to every node meanwhile. The read
    // is stubbed to let the analysis end, and its end be told, before the row it read comes back.
    const { stub, timers, api } = await started();
    stub.hold();
    const key = await queued(api);
    const told = Promise.withResolvers<void>();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, applied to its own `this` below
    const finished = ReportWaits.prototype.finished;
    vi.spyOn(ReportWaits.prototype, 'finished').mockImplementation(function (this: ReportWaits<unknown>, ...args) {
      finished.apply(this, args);
      told.resolve();
    });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, applied to its own `this` below
    const byKey = ReportStore.prototype.byKey;
    let racing = true;
    vi.spyOn(ReportStore.prototype, 'byKey').mockImplementation(async function (this: ReportStore, ...args) {
      const row = await byKey.apply(this, args);
      if (racing) {
        racing = false;
        stub.release();
        await told.promise;
      }
      return row;
    });
    const held = await read(api, key, 'wait=20');
    expect(held.status).toBe(200);
    expect(held.body.report).toMatchObject({ key, status: 'complete' });
    expect(timers.running).toHaveLength(1);
  });

  it('answers a held read with a report too long to travel in the notification that it ended', async () => {
    const { stub, timers, api } = await started();
    const findings = Array.from({ length: 40 }, (_, i) =>
      finding(`check.${i}`, 'optional', `<p>${'e'.repeat(250)}</p>`),
    );
    stub.pages.set('https://example.com/a', { findings });
    stub.hold();
    const key = await queued(api);
    const answer = read(api, key, 'wait=20');
    await timers.started(1);
    stub.release();
    const held = await answer;
    expect(held.status).toBe(200);
    expect(held.body.report).toMatchObject({ key, status: 'complete', findings });
  });

  it('answers a failed analysis while held with the failed report', async () => {
    const { stub, timers, api } = await started();
    stub.pages.set('https://example.com/a', new Error('boom'));
    stub.hold();
    const key = await queued(api);
    const answer = read(api, key, 'respond-async, wait=5');
    await timers.started(1);
    stub.release();
    const held = await answer;
    expect(held.status).toBe(200);
    expect(held.body.report).toMatchObject({ key, status: 'failed' });
  });

  it('answers 202 with Preference-Applied when the wait runs out first', async () => {
    const { stub, timers, api } = await started();
    stub.hold();
    const key = await queued(api);
    const answer = read(api, key, 'wait=3');
    await timers.started(1);
    timers.running[0]?.expire();
    const held = await answer;
    expect(held.status).toBe(202);
    expect(held.headers.get('preference-applied')).toBe('wait=3');
  });

  it('cuts a wait longer than 30 s to 30 s', async () => {
    const { stub, timers, api } = await started();
    stub.hold();
    const key = await queued(api);
    const answer = read(api, key, 'wait=3600');
    await timers.started(1);
    expect(timers.running[0]?.ms).toBe(30_000);
    timers.running[0]?.expire();
    expect((await answer).headers.get('preference-applied')).toBe('wait=30');
  });

  it.each([
    ['without Prefer', undefined],
    ['with wait=0', 'wait=0'],
    ['with another preference only', 'return=minimal'],
  ])('answers at once %s', async (_, prefer) => {
    const { stub, timers, api } = await started();
    stub.hold();
    const key = await queued(api);
    const answer = await read(api, key, prefer);
    expect(answer.status).toBe(202);
    expect(answer.headers.get('preference-applied')).toBeNull();
    expect(timers.running).toEqual([]);
  });

  it('answers a complete report at once', async () => {
    const { timers, api } = await started();
    const key = await queued(api);
    let answer = await read(api, key);
    while (answer.status === 202) answer = await read(api, key, 'wait=30');
    expect(answer.status).toBe(200);
    const again = await read(api, key, 'wait=30');
    expect(again.status).toBe(200);
    expect(again.headers.get('preference-applied')).toBeNull();
    expect(timers.running.length).toBeLessThanOrEqual(1);
  });

  it(`holds at most ${MAX_HELD_PER_WORKSPACE} reads of one workspace; the next is answered at once`, async () => {
    const { stub, timers, api } = await started();
    stub.hold();
    const key = await queued(api);
    const held = Array.from({ length: MAX_HELD_PER_WORKSPACE }, () => read(api, key, 'wait=30'));
    await timers.started(MAX_HELD_PER_WORKSPACE);
    const beyond = await read(api, key, 'wait=30');
    expect(beyond.status).toBe(202);
    expect(beyond.headers.get('preference-applied')).toBeNull();
    expect(timers.running).toHaveLength(MAX_HELD_PER_WORKSPACE);
    stub.release();
    const answers = await Promise.all(held);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const next = await read(api, key, 'wait=30');
    expect(next.status).toBe(200);
  });

  it('answers a held read when the service stops', async () => {
    const { stub, timers, api } = await started();
    stub.hold();
    const key = await queued(api);
    const answer = read(api, key, 'wait=30');
    await timers.started(1);
    const closing = service?.close();
    expect((await answer).status).toBe(202);
    await closing;
    service = undefined;
  });
});

describe('preferredWait', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['wait=10', 10],
    ['WAIT = 7', 7],
    ['respond-async, wait=12', 12],
    ['wait="4"', 4],
    ['wait=99; foo=bar', 30],
    ['wait=-1', null],
    ['wait=abc', null],
    ['waits=3', null],
  ])('%j asks %j seconds', (prefer, seconds) => {
    expect(preferredWait(prefer)).toBe(seconds);
  });
});
