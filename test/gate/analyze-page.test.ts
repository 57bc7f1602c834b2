import { describe, expect, it } from 'vitest';
import type { CallOptions, ReportRead, SubmitResult } from '../../src/client/client.js';
import type { ReportAck } from '../../src/model/resources.js';
import { ServiceError, TransportError } from '../../src/errors.js';
import { analyzePage, type PageJob } from '../../src/gate/analyze-page.js';
import { snapshot, type BaselineLookup } from '../../src/gate/baseline.js';
import type { FreshPolicy } from '../../src/gate/fresh.js';
import { ack, fakeClient, lookup, report } from './fake-client.js';

const PAGE_URL = 'https://example.com/pricing';
const POLL_MS = 10;

interface Script {
  lookup?: BaselineLookup | (() => Promise<BaselineLookup>);
  /** One answer for every submit, or an answer per submitted URL. */
  submit: SubmitResult | Error | Record<string, SubmitResult | Error>;
  /** Answers of successive polls; the last one repeats. */
  polls?: (ReportRead | Error)[];
  /** What GET /reports/lookup, and the host's listing for variants, say of each URL (absent: never analysed). */
  lastRuns?: Record<string, string>;
  fresh?: Partial<FreshPolicy>;
}

function isSubmitResult(value: Script['submit']): value is SubmitResult {
  return !(value instanceof Error) && typeof value.kind === 'string';
}

const NO_BASELINE: BaselineLookup = { baseline: null, from: { kind: 'none', why: 'setting' } };
const DEPLOYED_AT = '2025-11-20T10:00:00.000Z';
const NOW = '2025-11-20T10:05:00.000Z';
/** The page's first fresh variant; the run's unique tag is the fallback when every variant is stale. */
const FRESH_URL = `${PAGE_URL}?pagegate=1`;
const variant = (n: number) => `${PAGE_URL}?pagegate=${n}`;
const UNIQUE_URL = `${PAGE_URL}?pagegate=3f1c2ab`;

/** A page job over a scripted service, recording what was looked up and submitted, and how often it was polled. */
function scripted(script: Script, signal: AbortSignal = new AbortController().signal) {
  const seen = {
    submitOptions: [] as (CallOptions & { knownLastRunAt?: string | null })[],
    polled: [] as ReportAck[],
    calls: [] as string[],
  };
  const polls = script.polls ?? [];
  const client = fakeClient({
    lookupReport: async (url) => {
      seen.calls.push(`lookup ${url}`);
      const lastRun = script.lastRuns?.[url];
      return lastRun ? lookup({ url, last_run_at: lastRun }) : null;
    },
    submitReport: async (input, options = {}) => {
      seen.calls.push(`submit ${input.url}`);
      seen.submitOptions.push(options);
      const { submit } = script;
      const answer = submit instanceof Error || isSubmitResult(submit) ? submit : submit[input.url];
      if (answer === undefined) throw new Error(`no submit answer scripted for ${input.url}`);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    pollReport: async (polledAck) => {
      seen.polled.push(polledAck);
      const answer = polls[Math.min(seen.polled.length, polls.length) - 1];
      if (answer === undefined) throw new Error('no poll answer scripted');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  const { lookup: baseline = NO_BASELINE } = script;
  const job: PageJob = {
    url: PAGE_URL,
    render: false,
    client,
    baselineOf: typeof baseline === 'function' ? baseline : async () => baseline,
    history: {
      lastRuns: async (page, urls) => {
        seen.calls.push(`variants of ${page}`);
        return urls.map((url) => script.lastRuns?.[url] ?? null);
      },
    },
    pollIntervalMs: POLL_MS,
    fresh: { mode: 'never', deployedAt: DEPLOYED_AT, tag: '3f1c2ab', ...script.fresh },
    now: () => new Date(NOW),
    signal,
  };
  return { job, seen };
}

const queued = ack({ key: 'r_new' });
const complete = report({ key: 'r_new', score: 91, grade: 'A', title: 'Pricing' });

describe('analyzePage', () => {
  it('takes a cache hit as the result: no polling, cached', async () => {
    const { job, seen } = scripted({ submit: { kind: 'cached', report: complete } });
    await expect(analyzePage(job)).resolves.toEqual({
      url: PAGE_URL,
      render: false,
      key: 'r_new',
      score: 91,
      grade: 'A',
      title: 'Pricing',
      issues: complete.issues,
      cached: true,
      baseline: null,
      error: null,
      baselineFrom: { kind: 'none', why: 'setting' },
      analyzedAt: null,
      findings: complete.findings,
    });
    expect(seen.polled).toEqual([]);
  });

  it('polls a queued report through pending statuses, known or not, until it is complete', async () => {
    const { job, seen } = scripted({
      submit: { kind: 'queued', ack: queued },
      polls: [
        { kind: 'pending', status: 'running' },
        { kind: 'pending', status: 'analyzing' },
        { kind: 'complete', report: complete },
      ],
    });
    const page = await analyzePage(job);
    expect(page).toMatchObject({ key: 'r_new', score: 91, cached: false, error: null, analyzedAt: NOW });
    expect(seen.polled).toEqual([queued, queued, queued]);
  });

  it('keeps the baseline and where it came from on the page', async () => {
    const baseline = snapshot(report({ key: 'r_old' }), '2025-11-20T09:15:00+00:00');
    const { job } = scripted({
      lookup: { baseline, from: { kind: 'accepted' } },
      submit: { kind: 'cached', report: complete },
    });
    await expect(analyzePage(job)).resolves.toMatchObject({ baseline, baselineFrom: { kind: 'accepted' } });
  });

  it.each([
    [404, { code: 'http_status', message: 'answered HTTP 404' }],
    [500, { code: 'http_status', message: 'answered HTTP 500' }],
    [200, null],
    [undefined, null],
  ])('a report of a page the service got HTTP %s for has error %j, whatever the wait', async (status, error) => {
    const answered = report({ key: 'r_new', score: 34, ...(status === undefined ? {} : { http_status: status }) });
    const { job } = scripted({ submit: { kind: 'cached', report: answered } });
    await expect(analyzePage(job)).resolves.toMatchObject({ score: 34, error });
  });

  it('turns a failed report into an error with its code and message', async () => {
    const { job } = scripted({
      lookup: { baseline: null, from: { kind: 'none', why: 'never-analysed' } },
      submit: { kind: 'queued', ack: queued },
      polls: [{ kind: 'failed', status: 'failed', error: { code: 'fetch_failed', message: 'the page answered 503' } }],
    });
    await expect(analyzePage(job)).resolves.toEqual({
      url: PAGE_URL,
      render: false,
      key: 'r_new',
      score: null,
      grade: null,
      title: null,
      issues: null,
      cached: false,
      baseline: null,
      error: { code: 'fetch_failed', message: 'analysis failed: the page answered 503', origin: 'page' },
      baselineFrom: { kind: 'none', why: 'never-analysed' },
      findings: [],
    });
  });

  it.each<[string, Script, { code: string; message: string }, string | null]>([
    [
      'a rejected key while reading the baseline',
      {
        lookup: () =>
          Promise.reject(
            new ServiceError('GET /reports/lookup: 401 unauthorized: invalid key', {
              status: 401,
              code: 'unauthorized',
              endpoint: 'GET /reports/lookup',
            }),
          ),
        submit: new Error('not submitted'),
      },
      { code: 'unauthorized', message: 'reading the baseline: GET /reports/lookup: 401 unauthorized: invalid key' },
      null,
    ],
    [
      'a reset while submitting',
      {
        submit: new TransportError('POST /reports: connection reset', {
          endpoint: 'POST /reports',
          failure: 'reset',
          sent: true,
        }),
      },
      { code: 'reset', message: 'submitting: POST /reports: connection reset' },
      null,
    ],
    [
      'a 500 while polling',
      {
        submit: { kind: 'queued', ack: queued },
        polls: [
          { kind: 'pending', status: 'running' },
          new ServiceError('GET /reports/{key}: 500 internal', {
            status: 500,
            code: 'internal',
            endpoint: 'GET /reports/{key}',
          }),
        ],
      },
      { code: 'internal', message: 'waiting for the analysis: GET /reports/{key}: 500 internal' },
      'r_new',
    ],
    [
      'anything else',
      { submit: new Error('body used twice\nstack') },
      { code: 'error', message: 'submitting: body used twice' },
      null,
    ],
  ])('turns %s into an error naming the stage', async (_, script, error, key) => {
    const { job } = scripted(script);
    await expect(analyzePage(job)).resolves.toMatchObject({ key, error, score: null, cached: false });
  });

  /** The job's wait without a timer: the deadline passes during the given wait (1 is the first). */
  function deadlineAt(wait: number) {
    const deadline = new AbortController();
    let waits = 0;
    const sleep = async (_ms: number, signal: AbortSignal) => {
      waits += 1;
      if (waits === wait) deadline.abort(Object.assign(new Error('deadline'), { name: 'TimeoutError' }));
      signal.throwIfAborted();
    };
    return { signal: deadline.signal, sleep };
  }

  it('ends as timeout with the stage and last status when the deadline passes while polling', async () => {
    const { signal, sleep } = deadlineAt(3);
    const { job, seen } = scripted(
      { submit: { kind: 'queued', ack: queued }, polls: [{ kind: 'pending', status: 'running' }] },
      signal,
    );
    const page = await analyzePage({ ...job, sleep });
    expect(page.error).toEqual({
      code: 'timeout',
      message: 'unfinished: the timeout ran out while waiting for the analysis (last status: running)',
      origin: 'run',
      unfinished: true,
    });
    expect(page.key).toBe('r_new');
    expect(seen.polled).toHaveLength(2);
  });

  it('shows the acknowledged status when the deadline passes before the first poll answered', async () => {
    const { signal, sleep } = deadlineAt(1);
    const { job, seen } = scripted(
      { submit: { kind: 'queued', ack: queued }, polls: [{ kind: 'pending', status: 'running' }] },
      signal,
    );
    await expect(analyzePage({ ...job, sleep })).resolves.toMatchObject({
      error: {
        code: 'timeout',
        message: 'unfinished: the timeout ran out while waiting for the analysis (last status: queued)',
      },
    });
    expect(seen.polled).toEqual([]);
  });

  it('says the run was stopped when the user interrupts while the baseline is read', async () => {
    const stop = new AbortController();
    const reading = Promise.withResolvers<void>();
    // A baseline read that ends only when the run is stopped, as a request under the run's signal does.
    const lookup = () => {
      reading.resolve();
      return new Promise<never>((_, reject) =>
        stop.signal.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError'))),
      );
    };
    const { job, seen } = scripted({ lookup, submit: { kind: 'cached', report: complete } }, stop.signal);
    const analysed = analyzePage(job);
    await reading.promise;
    stop.abort();
    await expect(analysed).resolves.toMatchObject({
      key: null,
      error: { code: 'timeout', message: 'unfinished: the run was stopped while reading the baseline' },
    });
    expect(seen.submitOptions).toEqual([]);
  });

  it.each<[string, BaselineLookup, Record<string, unknown>]>([
    ['a lookup that was not made (baseline none or file)', NO_BASELINE, {}],
    ['a lookup that found nothing', { ...NO_BASELINE, knownLastRunAt: null }, { knownLastRunAt: null }],
    [
      'a lookup that found a report',
      { ...NO_BASELINE, knownLastRunAt: '2025-11-20T09:15:00+00:00' },
      { knownLastRunAt: '2025-11-20T09:15:00+00:00' },
    ],
  ])('with fresh never, passes knownLastRunAt to the submit exactly as given by %s', async (_, lookup, expected) => {
    const { job, seen } = scripted({ lookup, submit: { kind: 'cached', report: complete } });
    await analyzePage(job);
    expect(seen.submitOptions).toEqual([{ signal: job.signal, ...expected }]);
  });
});

describe('analyzePage: fresh', () => {
  const before = '2025-11-20T09:15:00+00:00';
  const after = '2025-11-20T10:01:00+00:00';
  const stale = report({ key: 'r_stale', score: 99 });
  const regressed = report({ key: 'r_fresh', score: 80 });

  it('auto: takes a cache hit analysed after the deploy as it is', async () => {
    const { job, seen } = scripted({
      fresh: { mode: 'auto' },
      lastRuns: { [PAGE_URL]: after },
      submit: { kind: 'cached', report: complete },
    });
    const page = await analyzePage(job);
    expect(page).toMatchObject({ key: 'r_new', cached: true, analyzedAt: after });
    expect(page).not.toHaveProperty('fresh');
    expect(page).not.toHaveProperty('analyzedUrl');
    expect(seen.calls).toEqual([`lookup ${PAGE_URL}`, `submit ${PAGE_URL}`]);
  });

  it('auto: submits a cache hit older than the deploy again as the fresh URL and polls it', async () => {
    const { job, seen } = scripted({
      fresh: { mode: 'auto' },
      lastRuns: { [PAGE_URL]: before },
      submit: { [PAGE_URL]: { kind: 'cached', report: stale }, [FRESH_URL]: { kind: 'queued', ack: queued } },
      polls: [{ kind: 'complete', report: regressed }],
    });
    await expect(analyzePage(job)).resolves.toMatchObject({
      url: PAGE_URL,
      key: 'r_fresh',
      score: 80,
      cached: false,
      analyzedUrl: FRESH_URL,
      analyzedAt: NOW,
      fresh: { reason: 'stale-cache', staleSince: before },
    });
    expect(seen.calls).toEqual([
      `lookup ${PAGE_URL}`,
      `submit ${PAGE_URL}`,
      `variants of ${PAGE_URL}`,
      `submit ${FRESH_URL}`,
    ]);
    expect(seen.submitOptions.map((o) => o.knownLastRunAt)).toEqual([before, null]);
  });

  it('auto: a cache hit of a variant never seen analysed has no known time, so it is stale: the next one', async () => {
    const { job, seen } = scripted({
      fresh: { mode: 'auto' },
      submit: {
        [PAGE_URL]: { kind: 'cached', report: stale },
        [variant(1)]: { kind: 'cached', report: stale },
        [variant(2)]: { kind: 'queued', ack: queued },
      },
      polls: [{ kind: 'complete', report: regressed }],
    });
    await expect(analyzePage(job)).resolves.toMatchObject({
      key: 'r_fresh',
      analyzedUrl: variant(2),
      fresh: { reason: 'stale-cache', staleSince: null },
    });
    expect(seen.calls.filter((c) => c.startsWith('submit'))).toEqual([
      `submit ${PAGE_URL}`,
      `submit ${variant(1)}`,
      `submit ${variant(2)}`,
    ]);
  });

  it('auto: a variant answering from a cache older than the deploy gives way to the next-oldest', async () => {
    const { job, seen } = scripted({
      fresh: { mode: 'auto' },
      lastRuns: {
        [PAGE_URL]: before,
        [variant(1)]: '2025-11-20T08:00:00Z',
        [variant(2)]: '2025-11-20T09:00:00Z',
        [variant(3)]: '2025-11-20T07:00:00Z',
        [variant(4)]: '2025-11-20T09:30:00Z',
      },
      submit: {
        [PAGE_URL]: { kind: 'cached', report: stale },
        [variant(3)]: { kind: 'cached', report: stale },
        [variant(1)]: { kind: 'queued', ack: queued },
      },
      polls: [{ kind: 'complete', report: regressed }],
    });
    await expect(analyzePage(job)).resolves.toMatchObject({
      key: 'r_fresh',
      cached: false,
      analyzedUrl: variant(1),
      fresh: { reason: 'stale-cache', staleSince: before },
    });
    expect(seen.calls.filter((c) => c.startsWith('submit'))).toEqual([
      `submit ${PAGE_URL}`,
      `submit ${variant(3)}`,
      `submit ${variant(1)}`,
    ]);
    expect(seen.submitOptions.map((o) => o.knownLastRunAt)).toEqual([
      before,
      '2025-11-20T07:00:00Z',
      '2025-11-20T08:00:00Z',
    ]);
  });

  it("auto: falls back to the run's unique tag when every variant answers from a stale cache", async () => {
    const { job, seen } = scripted({
      fresh: { mode: 'auto' },
      lastRuns: {
        [PAGE_URL]: before,
        [variant(1)]: '2025-11-20T08:00:00Z',
        [variant(2)]: '2025-11-20T08:10:00Z',
        [variant(3)]: '2025-11-20T08:20:00Z',
        [variant(4)]: '2025-11-20T08:30:00Z',
      },
      submit: {
        [PAGE_URL]: { kind: 'cached', report: stale },
        [variant(1)]: { kind: 'cached', report: stale },
        [variant(2)]: { kind: 'cached', report: stale },
        [variant(3)]: { kind: 'cached', report: stale },
        [variant(4)]: { kind: 'cached', report: stale },
        [UNIQUE_URL]: { kind: 'queued', ack: queued },
      },
      polls: [{ kind: 'complete', report: regressed }],
    });
    await expect(analyzePage(job)).resolves.toMatchObject({
      key: 'r_fresh',
      cached: false,
      analyzedUrl: UNIQUE_URL,
      fresh: { reason: 'stale-cache', staleSince: before, fallback: true },
    });
    expect(seen.calls.filter((c) => c.startsWith('submit'))).toEqual([
      `submit ${PAGE_URL}`,
      ...[1, 2, 3, 4].map((n) => `submit ${variant(n)}`),
      `submit ${UNIQUE_URL}`,
    ]);
    expect(seen.calls.slice(-2)).toEqual([`lookup ${UNIQUE_URL}`, `submit ${UNIQUE_URL}`]);
  });

  it("auto: tries no variant analysed after the page's own cache hit: the cache holds it too", async () => {
    const earlier = '2025-11-20T09:40:00Z';
    const { job, seen } = scripted({
      fresh: { mode: 'auto' },
      lastRuns: {
        [PAGE_URL]: before,
        [variant(1)]: earlier,
        [variant(2)]: earlier,
        [variant(3)]: earlier,
        [variant(4)]: before,
      },
      submit: { [PAGE_URL]: { kind: 'cached', report: stale }, [UNIQUE_URL]: { kind: 'queued', ack: queued } },
      polls: [{ kind: 'complete', report: regressed }],
    });
    await expect(analyzePage(job)).resolves.toMatchObject({
      analyzedUrl: UNIQUE_URL,
      fresh: { reason: 'stale-cache', staleSince: before, fallback: true },
    });
    expect(seen.calls.filter((c) => c.startsWith('submit'))).toEqual([`submit ${PAGE_URL}`, `submit ${UNIQUE_URL}`]);
  });

  it("auto: uses the baseline lookup's last_run_at instead of asking again", async () => {
    const { job, seen } = scripted({
      fresh: { mode: 'auto' },
      lookup: { ...NO_BASELINE, knownLastRunAt: after },
      submit: { kind: 'cached', report: complete },
    });
    await analyzePage(job);
    expect(seen.calls).toEqual([`submit ${PAGE_URL}`]);
  });

  it("auto: a variant analysed since the deploy goes first: its cache hit is this deploy's", async () => {
    const { job } = scripted({
      fresh: { mode: 'auto' },
      lastRuns: { [PAGE_URL]: before, [variant(3)]: after },
      submit: { [PAGE_URL]: { kind: 'cached', report: stale }, [variant(3)]: { kind: 'cached', report: regressed } },
    });
    await expect(analyzePage(job)).resolves.toMatchObject({
      key: 'r_fresh',
      cached: true,
      analyzedAt: after,
      analyzedUrl: variant(3),
      fresh: { reason: 'stale-cache' },
    });
  });

  it('always: submits only the fresh URL', async () => {
    const { job, seen } = scripted({
      fresh: { mode: 'always' },
      lastRuns: { [PAGE_URL]: after },
      submit: { [FRESH_URL]: { kind: 'queued', ack: queued } },
      polls: [{ kind: 'complete', report: regressed }],
    });
    await expect(analyzePage(job)).resolves.toMatchObject({
      key: 'r_fresh',
      analyzedUrl: FRESH_URL,
      fresh: { reason: 'always', staleSince: null },
    });
    expect(seen.calls.filter((c) => c.startsWith('submit'))).toEqual([`submit ${FRESH_URL}`]);
  });

  it('never: accepts a stale cache hit, still marked cached', async () => {
    const { job, seen } = scripted({
      fresh: { mode: 'never' },
      lastRuns: { [PAGE_URL]: before },
      submit: { kind: 'cached', report: stale },
    });
    await expect(analyzePage(job)).resolves.toMatchObject({ key: 'r_stale', cached: true });
    expect(seen.calls).toEqual([`submit ${PAGE_URL}`]);
  });

  it('keeps the fresh URL and why on a page whose fresh analysis failed', async () => {
    const { job } = scripted({
      fresh: { mode: 'auto' },
      lastRuns: { [PAGE_URL]: before },
      submit: {
        [PAGE_URL]: { kind: 'cached', report: stale },
        [FRESH_URL]: new ServiceError('POST /reports: 402 allowance_exhausted', {
          status: 402,
          code: 'allowance_exhausted',
          endpoint: 'POST /reports',
        }),
      },
    });
    await expect(analyzePage(job)).resolves.toMatchObject({
      key: null,
      error: { code: 'allowance_exhausted' },
      analyzedUrl: FRESH_URL,
      fresh: { reason: 'stale-cache' },
    });
  });
});

describe('analyzePage: when it polls (a fake clock: each wait is recorded, none is waited)', () => {
  const pending = (retryAfterMs?: number): ReportRead => ({
    kind: 'pending',
    status: 'running',
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });

  function clocked(polls: ReportRead[], pollIntervalMs: number) {
    const { job, seen } = scripted({ submit: { kind: 'queued', ack: queued }, polls });
    const waits: number[] = [];
    return { job: { ...job, pollIntervalMs, sleep: async (ms: number) => void waits.push(ms) }, seen, waits };
  }

  it.each([
    ['3 s: after 1 s, then doubling up to the interval', 3000, [1000, 2000, 3000, 3000, 3000]],
    ['10 s: doubling up to 10 s', 10_000, [1000, 2000, 4000, 8000, 10_000]],
    ['0.5 s, smaller than 1 s: every 0.5 s', 500, [500, 500, 500, 500, 500]],
    ['0.05 s (the smallest): every 50 ms', 50, [50, 50, 50, 50, 50]],
  ])('poll-interval %s', async (_, interval, expected) => {
    const { job, waits } = clocked(
      [pending(), pending(), pending(), pending(), { kind: 'complete', report: complete }],
      interval,
    );
    await expect(analyzePage(job)).resolves.toMatchObject({ key: 'r_new', error: null });
    expect(waits).toEqual(expected);
  });

  it("waits as long as a 202's Retry-After says, then goes back to the schedule", async () => {
    const { job, waits } = clocked(
      [pending(7000), pending(), pending(0), { kind: 'complete', report: complete }],
      3000,
    );
    await analyzePage(job);
    expect(waits).toEqual([1000, 7000, 3000, 50]);
  });

  it('a Retry-After beyond the deadline ends with the deadline, as unfinished', async () => {
    const deadline = new AbortController();
    const { job } = clocked([pending(3_600_000)], 3000);
    const sleep = async (ms: number, signal: AbortSignal) => {
      if (ms === 3_600_000) deadline.abort(Object.assign(new Error('deadline'), { name: 'TimeoutError' }));
      signal.throwIfAborted();
    };
    const observation = await analyzePage({ ...job, signal: deadline.signal, sleep });
    expect(observation.error).toEqual({
      code: 'timeout',
      message: 'unfinished: the timeout ran out while waiting for the analysis (last status: running)',
      origin: 'run',
      unfinished: true,
    });
  });
});

describe('analyzePage: long polling (Prefer: wait)', () => {
  const held: ReportRead = { kind: 'pending', status: 'running', held: true };
  const ignored: ReportRead = { kind: 'pending', status: 'running' };

  function longPolled(
    polls: ReportRead[],
    secondsLeft: number[],
    submit: SubmitResult = { kind: 'queued', ack: queued },
  ) {
    const { job, seen } = scripted({ submit, polls });
    const waits: number[] = [];
    const asked: (number | undefined)[] = [];
    const events: string[] = [];
    const left = [...secondsLeft];
    const client = {
      ...job.client,
      submitReport: async (...args: Parameters<typeof job.client.submitReport>) => {
        events.push('submit');
        return job.client.submitReport(...args);
      },
      pollReport: async (ack: ReportAck, options: { waitSeconds?: number } = {}) => {
        events.push('poll');
        asked.push(options.waitSeconds);
        return job.client.pollReport(ack);
      },
    } as PageJob['client'];
    const longJob: PageJob = {
      ...job,
      client,
      pollIntervalMs: 3000,
      sleep: async (ms: number) => void waits.push(ms),
      waitSeconds: () => left.shift() ?? 30,
      submitted: () => events.push('submitted'),
    };
    return { job: longJob, seen, waits, asked, events };
  }

  it('reads at once, asking for the time left, and reads again at once while the service holds', async () => {
    const { job, waits, asked } = longPolled([held, held, { kind: 'complete', report: complete }], [30, 12, 1]);
    await expect(analyzePage(job)).resolves.toMatchObject({ key: 'r_new', error: null });
    expect(asked).toEqual([30, 12, 1]);
    expect(waits).toEqual([50, 50]);
  });

  it('asks for no hold in the last second of the run', async () => {
    const { job, asked } = longPolled([ignored, { kind: 'complete', report: complete }], [0, 0]);
    await analyzePage(job);
    expect(asked).toEqual([undefined, undefined]);
  });

  it('falls back to the schedule, and a Retry-After, when the service ignores the preference', async () => {
    const { job, waits } = longPolled(
      [ignored, ignored, { ...ignored, retryAfterMs: 7000 }, held, ignored, { kind: 'complete', report: complete }],
      [],
    );
    await analyzePage(job);
    expect(waits).toEqual([1000, 2000, 7000, 50, 3000]);
  });

  it('frees its submission slot once submitted, before it reads', async () => {
    const { job, events } = longPolled([{ kind: 'complete', report: complete }], []);
    await analyzePage(job);
    expect(events).toEqual(['submit', 'submitted', 'poll']);
  });

  it('keeps its slot through a cache hit: nothing to wait for', async () => {
    const { job, events } = longPolled([], [], { kind: 'cached', report: complete });
    await analyzePage(job);
    expect(events).toEqual(['submit']);
  });
});
