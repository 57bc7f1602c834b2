import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { CallOptions, ReportRead, SubmitResult } from '../../src/client/client.js';
import type { ReportAck } from '../../src/model/resources.js';
import { ServiceError, TransportError } from '../../src/errors.js';
import { analyzePage, type PageJob } from '../../src/gate/analyze-page.js';
import { snapshot, type BaselineLookup } from '../../src/gate/baseline.js';
import { ack, fakeClient, report } from './fake-client.js';

const PAGE_URL = 'https://example.com/pricing';
const POLL_MS = 10;

interface Script {
  lookup?: BaselineLookup | (() => Promise<BaselineLookup>);
  submit: SubmitResult | Error;
  /** Answers of successive polls; the last one repeats. */
  polls?: (ReportRead | Error)[];
}

/** A page job over a scripted service, recording what was submitted and how often it was polled. */
function scripted(script: Script, signal: AbortSignal = new AbortController().signal) {
  const seen = { submitOptions: [] as (CallOptions & { knownLastRunAt?: string | null })[], polled: [] as ReportAck[] };
  const polls = script.polls ?? [];
  const client = fakeClient({
    submitReport: async (_input, options = {}) => {
      seen.submitOptions.push(options);
      if (script.submit instanceof Error) throw script.submit;
      return script.submit;
    },
    pollReport: async (polledAck) => {
      seen.polled.push(polledAck);
      const answer = polls[Math.min(seen.polled.length, polls.length) - 1];
      if (answer === undefined) throw new Error('no poll answer scripted');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  const { lookup = { baseline: null } } = script;
  const job: PageJob = {
    url: PAGE_URL,
    render: false,
    client,
    baselineOf: typeof lookup === 'function' ? lookup : async () => lookup,
    pollIntervalMs: POLL_MS,
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
      key: 'r_new',
      score: 91,
      grade: 'A',
      title: 'Pricing',
      issues: complete.issues,
      cached: true,
      baseline: null,
      error: null,
      notes: [],
      findings: complete.findings,
    });
    expect(seen.polled).toEqual([]);
  });

  it('polls a queued report through pending statuses, known or not, until it is complete', async () => {
    const { job, seen } = scripted({
      submit: { kind: 'queued', ack: queued },
      polls: [{ kind: 'pending', status: 'running' }, { kind: 'pending', status: 'analyzing' }, { kind: 'complete', report: complete }],
    });
    const page = await analyzePage(job);
    expect(page).toMatchObject({ key: 'r_new', score: 91, cached: false, error: null });
    expect(seen.polled).toEqual([queued, queued, queued]);
  });

  it('keeps the baseline and its note on the page', async () => {
    const baseline = snapshot(report({ key: 'r_old' }), '2025-11-20T09:15:00+00:00');
    const { job } = scripted({ lookup: { baseline, note: 'no baseline in baseline-file' }, submit: { kind: 'cached', report: complete } });
    await expect(analyzePage(job)).resolves.toMatchObject({ baseline, notes: ['no baseline in baseline-file'] });
  });

  it('turns a failed report into an error with its code and message', async () => {
    const { job } = scripted({
      lookup: { baseline: null, note: 'no baseline' },
      submit: { kind: 'queued', ack: queued },
      polls: [{ kind: 'failed', status: 'failed', error: { code: 'fetch_failed', message: 'the page answered 503' } }],
    });
    await expect(analyzePage(job)).resolves.toEqual({
      url: PAGE_URL,
      key: 'r_new',
      score: null,
      grade: null,
      title: null,
      issues: null,
      cached: false,
      baseline: null,
      error: { code: 'fetch_failed', message: 'analysis failed: the page answered 503' },
      notes: ['no baseline'],
      findings: [],
    });
  });

  it.each<[string, Script, { code: string; message: string }, string | null]>([
    [
      'a rejected key while reading the baseline',
      { lookup: () => Promise.reject(new ServiceError('GET /reports/lookup: 401 unauthorized: invalid key', { status: 401, code: 'unauthorized', endpoint: 'GET /reports/lookup' })), submit: new Error('not submitted') },
      { code: 'unauthorized', message: 'reading the baseline: GET /reports/lookup: 401 unauthorized: invalid key' },
      null,
    ],
    [
      'a reset while submitting',
      { submit: new TransportError('POST /reports: connection reset', { endpoint: 'POST /reports', failure: 'reset', sent: true }) },
      { code: 'reset', message: 'submitting: POST /reports: connection reset' },
      null,
    ],
    [
      'a 500 while polling',
      {
        submit: { kind: 'queued', ack: queued },
        polls: [{ kind: 'pending', status: 'running' }, new ServiceError('GET /reports/{key}: 500 internal', { status: 500, code: 'internal', endpoint: 'GET /reports/{key}' })],
      },
      { code: 'internal', message: 'waiting for the analysis: GET /reports/{key}: 500 internal' },
      'r_new',
    ],
    ['anything else', { submit: new Error('body used twice\nstack') }, { code: 'error', message: 'submitting: body used twice' }, null],
  ])('turns %s into an error naming the stage', async (_, script, error, key) => {
    const { job } = scripted(script);
    await expect(analyzePage(job)).resolves.toMatchObject({ key, error, score: null, cached: false });
  });

  it('ends as timeout with the stage and last status when the deadline passes while polling', async () => {
    const { job, seen } = scripted({ submit: { kind: 'queued', ack: queued }, polls: [{ kind: 'pending', status: 'running' }] }, AbortSignal.timeout(5 * POLL_MS));
    const page = await analyzePage(job);
    expect(page.error).toEqual({ code: 'timeout', message: 'unfinished: the timeout ran out while waiting for the analysis (last status: running)' });
    expect(page.key).toBe('r_new');
    expect(seen.polled.length).toBeGreaterThanOrEqual(1);
    expect(seen.polled.length).toBeLessThanOrEqual(5);
  });

  it('shows the acknowledged status when the deadline passes before the first poll answered', async () => {
    const { job } = scripted({ submit: { kind: 'queued', ack: queued }, polls: [{ kind: 'pending', status: 'running' }] }, AbortSignal.timeout(POLL_MS / 2));
    await expect(analyzePage(job)).resolves.toMatchObject({ error: { code: 'timeout', message: 'unfinished: the timeout ran out while waiting for the analysis (last status: queued)' } });
  });

  it('says the run was stopped when the user interrupts while the baseline is read', async () => {
    const stop = new AbortController();
    const { job, seen } = scripted(
      { lookup: () => sleep(1000, { baseline: null }, { signal: stop.signal }), submit: { kind: 'cached', report: complete } },
      stop.signal,
    );
    setTimeout(() => stop.abort(), POLL_MS);
    await expect(analyzePage(job)).resolves.toMatchObject({ key: null, error: { code: 'timeout', message: 'unfinished: the run was stopped while reading the baseline' } });
    expect(seen.submitOptions).toEqual([]);
  });

  it.each<[string, BaselineLookup, Record<string, unknown>]>([
    ['a lookup that was not made (baseline none or file)', { baseline: null, note: 'no baseline: baseline set to none' }, {}],
    ['a lookup that found nothing', { baseline: null, knownLastRunAt: null }, { knownLastRunAt: null }],
    ['a lookup that found a report', { baseline: null, knownLastRunAt: '2025-11-20T09:15:00+00:00' }, { knownLastRunAt: '2025-11-20T09:15:00+00:00' }],
  ])('passes knownLastRunAt to the submit exactly as given by %s', async (_, lookup, expected) => {
    const { job, seen } = scripted({ lookup, submit: { kind: 'cached', report: complete } });
    await analyzePage(job);
    expect(seen.submitOptions).toEqual([{ signal: job.signal, ...expected }]);
  });
});

describe('analyzePage: when it polls (a fake clock: each wait is recorded, none is waited)', () => {
  const pending = (retryAfterMs?: number): ReportRead => ({ kind: 'pending', status: 'running', ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });

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
    const { job, waits } = clocked([pending(), pending(), pending(), pending(), { kind: 'complete', report: complete }], interval);
    await expect(analyzePage(job)).resolves.toMatchObject({ key: 'r_new', error: null });
    expect(waits).toEqual(expected);
  });

  it("waits as long as a 202's Retry-After says, then goes back to the schedule", async () => {
    const { job, waits } = clocked([pending(7000), pending(), pending(0), { kind: 'complete', report: complete }], 3000);
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
    expect(observation.error).toEqual({ code: 'timeout', message: 'unfinished: the timeout ran out while waiting for the analysis (last status: running)' });
  });
});
