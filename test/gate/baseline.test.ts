import { describe, expect, it } from 'vitest';
import type { ReportRead } from '../../src/client/client.js';
import type { Lookup } from '../../src/model/resources.js';
import { baselineSource as sourceWith, snapshot, type BaselinePlan, type Regressed } from '../../src/gate/baseline.js';
import { pageHistory } from '../../src/gate/page-history.js';
import type { PageAnalysisClient } from '../../src/client/client.js';
import { regressedUnder } from '../../src/gate/compare.js';
import type { BaselineFrom, BaselineSnapshot } from '../../src/model/results.js';
import { fakeClient, lookup, report } from './fake-client.js';
import { finding } from '../report/fixtures.js';
import { analysisConfig } from './configs.js';

const PAGE = 'https://preview.example.com/pricing?plan=team';
/** The defaults: a new critical or recommended finding fails its page. */
const RULES = analysisConfig({
  inputs: {
    'api-url': 'https://api.example.com/v1',
    'api-key': 'k',
    'site-url': 'https://preview.example.com',
    urls: '/',
  },
});
/** No earlier report regressed: `previous` is the latest report. */
const NEVER: Regressed = () => false;

/** The source as the engine builds it: with a page history of its own over the same client. */
const baselineSource = (plan: BaselinePlan, client: PageAnalysisClient, regressed: Regressed) =>
  sourceWith(plan, client, regressed, pageHistory(client));

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
    await expect(baselineSource({ kind: 'previous' }, client, NEVER)(PAGE, {}, false)).resolves.toEqual({
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
    await expect(baselineSource({ kind: 'previous' }, client, NEVER)(PAGE, { signal }, false)).resolves.toEqual({
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
    await expect(baselineSource({ kind: 'previous' }, client, NEVER)(PAGE, {}, false)).resolves.toEqual({
      baseline: null,
      from,
      knownLastRunAt: '2025-11-21T10:00:00+00:00',
    });
  });
});

describe('baselineSource: previous, across fresh variants and failed runs', () => {
  const alt = (src: string) => finding({ check: 'images.alt', severity: 'critical', evidence: `<img src="${src}">` });
  /** A page's reports: its own URL's and fresh variants' (url, last run, findings), newest anywhere in the list. */
  function history(reports: { url: string; at: string; findings: ReturnType<typeof alt>[] }[]) {
    const keyOf = (i: number) => `r_${i}`;
    const gets: string[] = [];
    const client = fakeClient({
      lookupReport: async (url) => {
        const own = reports.findIndex((r) => r.url === url);
        return own < 0 ? null : lookup({ key: keyOf(own), url, last_run_at: reports[own]?.at });
      },
      reports: () =>
        (async function* () {
          const newestFirst = reports.map((r, i) => ({ ...r, i })).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
          for (const r of newestFirst) yield { ...summary, key: keyOf(r.i), url: r.url, last_run_at: r.at };
        })(),
      getReport: async (key) => {
        gets.push(key);
        const i = Number(key.slice(2));
        return { kind: 'complete', report: report({ key, findings: reports[i]?.findings ?? [] }) };
      },
    });
    return { client, gets };
  }
  const summary = {
    host: 'preview.example.com',
    title: 'Pricing',
    score: 90,
    grade: 'A',
    issues: { critical: 0, recommended: 0, optional: 0 },
    first_run_at: '2025-11-01T00:00:00Z',
    run_count: 1,
  };
  const previous = (client: ReturnType<typeof history>['client']) =>
    baselineSource({ kind: 'previous' }, client, regressedUnder(RULES))(PAGE, {}, false);
  const fresh = (tag: string) => `${PAGE}&pagegate=${tag}`;

  it("a fresh re-analysis newer than the own URL's report is the baseline; last_run_at is the own URL's", async () => {
    const { client } = history([
      { url: PAGE, at: '2025-11-20T09:00:00Z', findings: [alt('/a.png')] },
      { url: fresh('b000002'), at: '2025-11-21T09:00:00Z', findings: [] },
    ]);
    await expect(previous(client)).resolves.toMatchObject({
      baseline: { key: 'r_1', findings: [], analyzedAt: '2025-11-21T09:00:00Z' },
      from: { kind: 'previous' },
      knownLastRunAt: '2025-11-20T09:00:00Z',
    });
  });

  it('a report that regressed against the last one that passed is skipped: a re-run stays red', async () => {
    const { client } = history([
      { url: PAGE, at: '2025-11-20T09:00:00Z', findings: [] },
      { url: fresh('a000001'), at: '2025-11-21T09:00:00Z', findings: [alt('/a.png')] },
      { url: fresh('a000002'), at: '2025-11-22T09:00:00Z', findings: [alt('/a.png')] },
    ]);
    await expect(previous(client)).resolves.toMatchObject({ baseline: { key: 'r_0', findings: [] } });
  });

  it('missing alt, fixed, missing again: the third deploy is compared with the fixed one', async () => {
    const { client } = history([
      { url: PAGE, at: '2025-11-20T09:00:00Z', findings: [alt('/a.png')] },
      { url: fresh('b000002'), at: '2025-11-21T09:00:00Z', findings: [] },
    ]);
    await expect(previous(client)).resolves.toMatchObject({ baseline: { key: 'r_1', findings: [] } });
  });

  it("a page's fixed variants and the per-deploy tags of earlier versions are one history", async () => {
    const { client } = history([
      { url: PAGE, at: '2025-11-20T09:00:00Z', findings: [] },
      { url: fresh('a000001'), at: '2025-11-21T09:00:00Z', findings: [alt('/a.png')] },
      { url: fresh('2'), at: '2025-11-22T09:00:00Z', findings: [] },
      { url: fresh('1'), at: '2025-11-23T09:00:00Z', findings: [alt('/a.png')] },
    ]);
    // pagegate=1 regressed against pagegate=2's fix: the fix is the baseline, found under a variant.
    await expect(previous(client)).resolves.toMatchObject({ baseline: { key: 'r_2', findings: [] } });
  });

  it("another page's variants are not this page's, and every report of the page is read", async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      url: fresh(`c${String(i).padStart(6, '0')}`),
      at: `2025-11-${String(10 + i).padStart(2, '0')}T09:00:00Z`,
      findings: [],
    }));
    const { client, gets } = history([
      ...many,
      { url: 'https://preview.example.com/pricing?pagegate=zzz', at: '2025-11-30T09:00:00Z', findings: [] },
    ]);
    await expect(previous(client)).resolves.toMatchObject({ baseline: { key: 'r_11' }, knownLastRunAt: null });
    expect(gets).toHaveLength(12);
    expect(gets).not.toContain('r_12');
  });

  it('one page gated red eleven times stays red: the report that passed is found however old', async () => {
    const { client } = history([
      { url: PAGE, at: '2025-11-01T09:00:00Z', findings: [] },
      ...Array.from({ length: 11 }, (_, i) => ({
        url: fresh(`d${String(i).padStart(6, '0')}`),
        at: `2025-11-${String(10 + i).padStart(2, '0')}T09:00:00Z`,
        findings: [alt('/a.png')],
      })),
    ]);
    await expect(previous(client)).resolves.toMatchObject({ baseline: { key: 'r_0', findings: [] } });
  });
});

describe('baselineSource: url', () => {
  it("looks up the same path and query on the other origin, and never passes that URL's last_run_at on", async () => {
    const { client, calls } = serviceWith(lookup({ key: 'r_prod' }), {
      kind: 'complete',
      report: report({ key: 'r_prod' }),
    });
    const found = await baselineSource({ kind: 'url', origin: 'https://www.example.com' }, client, NEVER)(
      PAGE,
      {},
      false,
    );
    expect(calls).toEqual(['lookup https://www.example.com/pricing?plan=team', 'get r_prod']);
    expect(found).toEqual({ baseline: expect.objectContaining({ key: 'r_prod' }), from: { kind: 'url' } });
  });

  it('says so when the other origin never had the page', async () => {
    const { client } = serviceWith(null);
    await expect(
      baselineSource({ kind: 'url', origin: 'https://www.example.com' }, client, NEVER)(PAGE, {}, false),
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
    await expect(baselineSource({ kind: 'file', pages }, untouched, NEVER)(PAGE, {}, false)).resolves.toEqual({
      baseline: pages.get(PAGE),
      from: { kind: 'file' },
    });
  });

  it('takes the page from the accepted pages without asking the service', async () => {
    await expect(
      baselineSource({ kind: 'accepted', pages: acceptedPages }, untouched, NEVER)(PAGE, {}, false),
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
    const source = baselineSource({ kind: 'accepted', pages: both }, untouched, NEVER);
    await expect(source(PAGE, {}, true)).resolves.toMatchObject({ baseline: { key: 'r_rendered' } });
    await expect(source(PAGE, {}, false)).resolves.toMatchObject({ baseline: { key: 'r_fetched' } });
  });

  it('says a page the baseline-file does not hold has none', async () => {
    await expect(
      baselineSource({ kind: 'file', pages }, untouched, NEVER)('https://preview.example.com/', {}, false),
    ).resolves.toEqual({
      baseline: null,
      from: { kind: 'none', why: 'not-in-file' },
    });
  });

  it('calls a page the accepted state does not hold a new page', async () => {
    await expect(
      baselineSource({ kind: 'accepted', pages: acceptedPages }, untouched, NEVER)(
        'https://preview.example.com/',
        {},
        false,
      ),
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
        NEVER,
      );
      // The accepted state's other mode is compared where both modes measure the same (cross-mode.ts),
      // without its score.
      await expect(source(PAGE, {}, true)).resolves.toEqual({
        baseline: kind === 'file' ? null : { ...one, score: null },
        from: { kind: 'none', why: 'mode-changed' },
      });
      await expect(source(PAGE, {}, false)).resolves.toMatchObject({ baseline: { key: 'r_fetched' } });
    },
  );

  it('asks nothing for none', async () => {
    await expect(baselineSource({ kind: 'none' }, untouched, NEVER)(PAGE, {}, false)).resolves.toEqual({
      baseline: null,
      from: { kind: 'none', why: 'setting' },
    });
  });
});
