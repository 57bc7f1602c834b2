import { describe, expect, it } from 'vitest';
import type { ReportRead } from '../../src/client/client.js';
import type { Lookup } from '../../src/model/resources.js';
import { baselineSource, snapshot } from '../../src/gate/baseline.js';
import type { BaselineFrom, BaselineSnapshot } from '../../src/model/results.js';
import { fakeClient, lookup, report } from './fake-client.js';

const PAGE = 'https://preview.example.com/pricing?plan=team';

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
    await expect(baselineSource({ kind: 'previous' }, client)(PAGE, {}, false)).resolves.toEqual({
      baseline: null,
      from: { kind: 'none', why: 'never-analysed' },
      knownLastRunAt: null,
    });
    expect(calls).toEqual([`lookup ${PAGE}`]);
  });

  it('reads the full report of a complete lookup hit, with its findings and when it ran', async () => {
    const found = lookup({ key: 'r_before', last_run_at: '2025-11-20T09:15:00+00:00' });
    const before = report({ key: 'r_before', score: 74 });
    const { client, calls, signals } = serviceWith(found, { kind: 'complete', report: before });
    const signal = new AbortController().signal;
    await expect(baselineSource({ kind: 'previous' }, client)(PAGE, { signal }, false)).resolves.toEqual({
      baseline: {
        key: 'r_before',
        score: 74,
        grade: 'B',
        issues: before.issues,
        analyzedAt: '2025-11-20T09:15:00+00:00',
        findings: before.findings,
      },
      from: { kind: 'previous' },
      knownLastRunAt: '2025-11-20T09:15:00+00:00',
    });
    expect(calls).toEqual([`lookup ${PAGE}`, 'get r_before']);
    expect(signals).toEqual([signal, signal]);
  });

  it.each<[string, ReportRead, BaselineFrom]>([
    ['still running', { kind: 'pending', status: 'running' }, { kind: 'none', why: 'unfinished', status: 'running' }],
    [
      'of an unknown status',
      { kind: 'pending', status: 'analyzing' },
      { kind: 'none', why: 'unfinished', status: 'analyzing' },
    ],
    [
      'failed',
      { kind: 'failed', status: 'failed', error: { code: 'fetch_failed', message: 'the page answered 503' } },
      { kind: 'none', why: 'failed', status: 'fetch_failed' },
    ],
  ])('gives no baseline when the latest report is %s, but keeps its last_run_at', async (_, read, from) => {
    const { client } = serviceWith(lookup({ last_run_at: '2025-11-21T10:00:00+00:00' }), read);
    await expect(baselineSource({ kind: 'previous' }, client)(PAGE, {}, false)).resolves.toEqual({
      baseline: null,
      from,
      knownLastRunAt: '2025-11-21T10:00:00+00:00',
    });
  });
});

describe('baselineSource: url', () => {
  it("looks up the same path and query on the other origin, and never passes that URL's last_run_at on", async () => {
    const { client, calls } = serviceWith(lookup({ key: 'r_prod' }), {
      kind: 'complete',
      report: report({ key: 'r_prod' }),
    });
    const found = await baselineSource({ kind: 'url', origin: 'https://www.example.com' }, client)(PAGE, {}, false);
    expect(calls).toEqual(['lookup https://www.example.com/pricing?plan=team', 'get r_prod']);
    expect(found).toEqual({ baseline: expect.objectContaining({ key: 'r_prod' }), from: { kind: 'url' } });
  });

  it('says so when the other origin never had the page', async () => {
    const { client } = serviceWith(null);
    await expect(
      baselineSource({ kind: 'url', origin: 'https://www.example.com' }, client)(PAGE, {}, false),
    ).resolves.toEqual({
      baseline: null,
      from: { kind: 'none', why: 'never-analysed' },
    });
  });
});

describe('baselineSource: file, accepted and none', () => {
  const pages = new Map<string, BaselineSnapshot>([[PAGE, snapshot(report({ key: 'r_file' }), null)]]);
  const acceptedPages = new Map([[PAGE, { fetched: snapshot(report({ key: 'r_file' }), null) }]]);
  const untouched = fakeClient({});

  it('takes the page from the file pages without asking the service', async () => {
    await expect(baselineSource({ kind: 'file', pages }, untouched)(PAGE, {}, false)).resolves.toEqual({
      baseline: pages.get(PAGE),
      from: { kind: 'file' },
    });
  });

  it('takes the page from the accepted pages without asking the service', async () => {
    await expect(
      baselineSource({ kind: 'accepted', pages: acceptedPages }, untouched)(PAGE, {}, false),
    ).resolves.toEqual({ baseline: acceptedPages.get(PAGE)?.fetched, from: { kind: 'accepted' } });
  });

  it("compares each mode with that mode's own accepted snapshot when the page has both", async () => {
    const both = new Map([
      [
        PAGE,
        {
          fetched: { ...snapshot(report({ key: 'r_fetched' }), null), render: false },
          rendered: { ...snapshot(report({ key: 'r_rendered' }), null), render: true },
        },
      ],
    ]);
    const source = baselineSource({ kind: 'accepted', pages: both }, untouched);
    await expect(source(PAGE, {}, true)).resolves.toMatchObject({ baseline: { key: 'r_rendered' } });
    await expect(source(PAGE, {}, false)).resolves.toMatchObject({ baseline: { key: 'r_fetched' } });
  });

  it('says a page the baseline-file does not hold has none', async () => {
    await expect(
      baselineSource({ kind: 'file', pages }, untouched)('https://preview.example.com/', {}, false),
    ).resolves.toEqual({
      baseline: null,
      from: { kind: 'none', why: 'not-in-file' },
    });
  });

  it('calls a page the accepted state does not hold a new page', async () => {
    await expect(
      baselineSource({ kind: 'accepted', pages: acceptedPages }, untouched)('https://preview.example.com/', {}, false),
    ).resolves.toEqual({
      baseline: null,
      from: { kind: 'new-page' },
    });
  });

  it.each(['file', 'accepted'] as const)(
    'never gives a %s baseline of the other mode: rendered after fetched has none in its mode yet',
    async (kind) => {
      const one = { ...snapshot(report({ key: 'r_fetched' }), null), render: false };
      const source = baselineSource(
        kind === 'file'
          ? { kind, pages: new Map([[PAGE, one]]) }
          : { kind, pages: new Map([[PAGE, { fetched: one }]]) },
        untouched,
      );
      await expect(source(PAGE, {}, true)).resolves.toEqual({
        baseline: null,
        from: { kind: 'none', why: 'mode-changed' },
      });
      await expect(source(PAGE, {}, false)).resolves.toMatchObject({ baseline: { key: 'r_fetched' } });
    },
  );

  it('asks nothing for none', async () => {
    await expect(baselineSource({ kind: 'none' }, untouched)(PAGE, {}, false)).resolves.toEqual({
      baseline: null,
      from: { kind: 'none', why: 'setting' },
    });
  });
});
