import { describe, expect, it } from 'vitest';
import type { ReportRead } from '../../src/client/client.js';
import type { Lookup } from '../../src/model/resources.js';
import { baselineSource, snapshot } from '../../src/gate/baseline.js';
import type { BaselineSnapshot } from '../../src/model/results.js';
import { fakeClient, lookup, report } from './fake-client.js';

const PAGE = 'https://preview.example.com/pricing?plan=team';
const NO_FILE = new Map<string, BaselineSnapshot>();

/** A client whose lookup answers `found` and whose getReport answers `read`, recording the calls. */
function serviceWith(found: Lookup | null, read?: ReportRead) {
  const calls: string[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  const client = fakeClient({
    lookupReport: async (url, options) => {
      calls.push(`lookup ${url}`);
      signals.push(options?.signal);
      return found;
    },
    getReport: async (key, options) => {
      calls.push(`get ${key}`);
      signals.push(options?.signal);
      if (!read) throw new Error('getReport was not expected');
      return read;
    },
  });
  return { client, calls, signals };
}

describe('baselineSource: previous', () => {
  it('treats a lookup 404 as a first run: no baseline, known to have never run', async () => {
    const { client, calls } = serviceWith(null);
    await expect(baselineSource({ kind: 'previous' }, client, NO_FILE)(PAGE, {})).resolves.toEqual({
      baseline: null,
      knownLastRunAt: null,
      note: 'no baseline',
    });
    expect(calls).toEqual([`lookup ${PAGE}`]);
  });

  it('reads the full report of a complete lookup hit, with its findings and when it ran', async () => {
    const found = lookup({ key: 'r_before', last_run_at: '2025-11-20T09:15:00+00:00' });
    const before = report({ key: 'r_before', score: 74 });
    const { client, calls, signals } = serviceWith(found, { kind: 'complete', report: before });
    const signal = new AbortController().signal;
    await expect(baselineSource({ kind: 'previous' }, client, NO_FILE)(PAGE, { signal })).resolves.toEqual({
      baseline: { key: 'r_before', score: 74, grade: 'B', issues: before.issues, analyzedAt: '2025-11-20T09:15:00+00:00', findings: before.findings },
      knownLastRunAt: '2025-11-20T09:15:00+00:00',
    });
    expect(calls).toEqual([`lookup ${PAGE}`, 'get r_before']);
    expect(signals).toEqual([signal, signal]);
  });

  it.each<[string, ReportRead, string]>([
    ['still running', { kind: 'pending', status: 'running' }, 'no baseline: the latest report is still running'],
    ['of an unknown status', { kind: 'pending', status: 'analyzing' }, 'no baseline: the latest report is still analyzing'],
    ['failed', { kind: 'failed', status: 'failed', error: { code: 'fetch_failed', message: 'the page answered 503' } }, 'no baseline: the latest report failed (fetch_failed)'],
  ])('gives no baseline when the latest report is %s, but keeps its last_run_at', async (_, read, note) => {
    const { client } = serviceWith(lookup({ last_run_at: '2025-11-21T10:00:00+00:00' }), read);
    await expect(baselineSource({ kind: 'previous' }, client, NO_FILE)(PAGE, {})).resolves.toEqual({
      baseline: null,
      knownLastRunAt: '2025-11-21T10:00:00+00:00',
      note,
    });
  });
});

describe('baselineSource: url', () => {
  it("looks up the same path and query on the other origin, and never passes that URL's last_run_at on", async () => {
    const { client, calls } = serviceWith(lookup({ key: 'r_prod' }), { kind: 'complete', report: report({ key: 'r_prod' }) });
    const found = await baselineSource({ kind: 'url', origin: 'https://www.example.com' }, client, NO_FILE)(PAGE, {});
    expect(calls).toEqual(['lookup https://www.example.com/pricing?plan=team', 'get r_prod']);
    expect(found).toEqual({ baseline: expect.objectContaining({ key: 'r_prod' }) });
  });

  it('says so when the other origin never had the page', async () => {
    const { client } = serviceWith(null);
    await expect(baselineSource({ kind: 'url', origin: 'https://www.example.com' }, client, NO_FILE)(PAGE, {})).resolves.toEqual({
      baseline: null,
      note: 'no baseline',
    });
  });
});

describe('baselineSource: file and none', () => {
  const fromFile = new Map<string, BaselineSnapshot>([[PAGE, snapshot(report({ key: 'r_file' }), null)]]);
  const untouched = fakeClient({});

  it('takes the page from the baseline-file', async () => {
    await expect(baselineSource({ kind: 'file', path: 'old.json' }, untouched, fromFile)(PAGE, {})).resolves.toEqual({ baseline: fromFile.get(PAGE) });
  });

  it('notes a page the baseline-file does not hold', async () => {
    await expect(baselineSource({ kind: 'file', path: 'old.json' }, untouched, fromFile)('https://preview.example.com/', {})).resolves.toEqual({
      baseline: null,
      note: 'no baseline in baseline-file',
    });
  });

  it('asks nothing for none', async () => {
    await expect(baselineSource({ kind: 'none' }, untouched, fromFile)(PAGE, {})).resolves.toEqual({ baseline: null, note: 'no baseline: baseline set to none' });
  });
});
