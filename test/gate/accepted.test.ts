import { describe, expect, it } from 'vitest';
import { keptPages, nextAccepted, planAccepted, startLoading } from '../../src/gate/accepted.js';
import { snapshotOf } from '../../src/gate/baseline-file.js';
import { ConfigError, PagegateError } from '../../src/errors.js';
import type {
  AcceptedDraft,
  AcceptedLoad,
  AcceptedMeta,
  AcceptedSave,
  AcceptedState,
  AcceptedStore,
} from '../../src/model/accepted.js';
import type { BaselineSnapshot, PageResult } from '../../src/model/results.js';
import { finding, page } from '../report/fixtures.js';

const META = { tag: 'deploy/gate', commit: 'b'.repeat(40), savedAt: '2025-11-20T10:00:00.000Z' };
const snap = (key: string): BaselineSnapshot => ({
  key,
  score: 90,
  grade: 'A',
  issues: null,
  analyzedAt: null,
  findings: [],
});

/** A draft in memory: the entries added, and what became of it. */
function memoryDraft(saved: AcceptedSave = { saved: true, where: 'memory' }) {
  const entries: [string, BaselineSnapshot][] = [];
  const end = { saved: null as AcceptedMeta | null, discarded: 0 };
  const draft: AcceptedDraft = {
    add: async (url, snapshot) => void entries.push([url, snapshot]),
    save: async (meta) => {
      end.saved = meta;
      return saved;
    },
    discard: async () => void end.discarded++,
  };
  return { draft, entries, end };
}

const said = () => {
  const lines: string[] = [];
  return {
    lines,
    io: {
      info: (l: string) => lines.push(`info ${l}`),
      warn: (l: string) => lines.push(`warn ${l}`),
    },
  };
};
const failsGate = (p: PageResult) => p.verdict === 'fail';
/** Pages of the state as one mode each, the way `statePages` reads an entry of a file. */
const modes = (pages: Map<string, BaselineSnapshot>) =>
  new Map([...pages].map(([url, snapshot]) => [url, { fetched: snapshot }]));

describe('nextAccepted: compare-and-swap with a run that saved meanwhile', () => {
  const compared = { revision: 3, savedAt: META.savedAt };
  const stateOf = (revision: number, savedAt: string, pages: Record<string, BaselineSnapshot>): AcceptedLoad => ({
    kind: 'found',
    state: { version: 1, ...META, savedAt, revision, pages },
    where: 'memory',
  });
  const ours = page({ url: 'https://a.example/', key: 'ours', analyzedAt: '2025-11-20T10:05:00.000Z' });

  it('unchanged since the run compared: saves as the next revision', async () => {
    const { draft, end } = memoryDraft();
    const current = stateOf(3, META.savedAt, { 'https://a.example/other': snap('other') });
    const next = nextAccepted(draft, new Map(), failsGate, snapshotOf, undefined, {
      compared,
      reread: async () => current,
    });
    await next.add(ours);
    await expect(next.finish(true, META, said().io)).resolves.toBe(true);
    expect(end.saved).toEqual({ ...META, revision: 4 });
  });

  it("saved meanwhile with other pages: this run's pages merged into that state, not the one compared", async () => {
    const { draft, entries, end } = memoryDraft();
    const before = modes(new Map([['https://a.example/fixed', snap('before-fix')]]));
    const theirs = stateOf(4, '2025-11-20T10:06:00.000Z', {
      'https://a.example/fixed': { ...snap('their-fix'), analyzedAt: '2025-11-20T10:06:00.000Z' },
    });
    const next = nextAccepted(draft, before, failsGate, snapshotOf, undefined, {
      compared,
      reread: async () => theirs,
    });
    await next.add(ours);
    await expect(next.finish(true, META, said().io)).resolves.toBe(true);
    expect(entries.map(([url, snapshot]) => [url, snapshot.key])).toEqual([
      ['https://a.example/', 'ours'],
      ['https://a.example/fixed', 'their-fix'],
    ]);
    expect(end.saved).toEqual({ ...META, revision: 5 });
  });

  it('saved meanwhile with a newer analysis of a page this run wrote: not saved, the newer state stands', async () => {
    const { draft, end } = memoryDraft();
    const theirs = stateOf(4, '2025-11-20T10:06:00.000Z', {
      'https://a.example/': { ...snap('their-fix'), analyzedAt: '2025-11-20T10:06:00.000Z' },
    });
    const next = nextAccepted(draft, new Map(), failsGate, snapshotOf, undefined, {
      compared,
      reread: async () => theirs,
    });
    await next.add(ours);
    const { lines, io } = said();
    await expect(next.finish(true, META, io)).resolves.toBe(false);
    expect(end).toEqual({ saved: null, discarded: 1 });
    expect(lines).toEqual([
      'warn accepted state not saved: another run saved it meanwhile with newer analyses of https://a.example/; ' +
        'its state stands, and the next run compares with it',
    ]);
  });
});

describe('nextAccepted', () => {
  it("writes this run's analysed pages as they come, then keeps every page of the state it left", async () => {
    const before = new Map([
      ['https://a.example/errored', snap('old-errored')],
      ['https://a.example/gone', snap('old-gone')],
      ['https://a.example/', snap('old-home')],
    ]);
    const { draft, entries, end } = memoryDraft();
    const next = nextAccepted(draft, modes(before), failsGate, snapshotOf);
    await next.add(
      page({
        url: 'https://a.example/',
        key: 'new-home',
        findings: [finding()],
        analyzedAt: '2025-11-20T09:59:00.000Z',
      }),
    );
    await next.add(
      page({
        url: 'https://a.example/errored',
        key: null,
        verdict: 'error',
        error: { code: 'timeout', message: 'x' },
        findings: [],
      }),
    );
    const { lines, io } = said();
    await expect(next.finish(true, META, io)).resolves.toBe(true);
    expect(entries).toEqual([
      [
        'https://a.example/',
        {
          key: 'new-home',
          score: 96,
          grade: 'A',
          issues: page().issues,
          analyzedAt: '2025-11-20T09:59:00.000Z',
          findings: [finding()],
        },
      ],
      ['https://a.example/errored', snap('old-errored')],
      ['https://a.example/gone', snap('old-gone')],
    ]);
    expect(end).toEqual({ saved: META, discarded: 0 });
    expect(lines).toEqual(['info accepted state saved: memory (1 page of this run, 2 kept)']);
  });

  it('merges a one-page run into a 31-page state: the 30 others stay, the one analysed moves', async () => {
    const url = (n: number) => `https://a.example/p${n}`;
    const before = new Map(Array.from({ length: 31 }, (_, n) => [url(n), snap(`old-${n}`)] as const));
    const { draft, entries } = memoryDraft();
    const next = nextAccepted(draft, modes(before), failsGate, snapshotOf);
    await next.add(page({ url: url(7), key: 'new-7', findings: [] }));
    await expect(next.finish(true, META, said().io)).resolves.toBe(true);
    expect(entries).toHaveLength(31);
    expect(new Map(entries).get(url(7))?.key).toBe('new-7');
    expect(new Map(entries).get(url(30))?.key).toBe('old-30');
  });

  it("a rendered run of a page keeps the page's fetched state beside it, and a fetched run the rendered", async () => {
    const fetched = { ...snap('fetched-1'), render: false };
    const rendered = { ...snap('rendered-1'), render: true };
    const home = 'https://a.example/';
    const other = 'https://a.example/other';
    const before = new Map([
      [home, { fetched }],
      [other, { fetched: { ...snap('fetched-2'), render: false }, rendered }],
    ]);
    const { draft, entries } = memoryDraft();
    const next = nextAccepted(draft, before, failsGate, snapshotOf);
    await next.add(page({ url: home, key: 'rendered-now', render: true, findings: [] }));
    await next.add(page({ url: other, key: 'fetched-now', render: false, findings: [] }));
    await expect(next.finish(true, META, said().io)).resolves.toBe(true);
    const written = new Map(entries);
    expect(written.get(home)).toMatchObject({ key: 'fetched-1', rendered: { key: 'rendered-now', render: true } });
    expect(written.get(other)).toMatchObject({ key: 'fetched-now', rendered: { key: 'rendered-1' } });
  });

  it("hands the judging function the state before in the page's own mode, never the other", async () => {
    const seen: (string | null)[] = [];
    const before = new Map([['https://a.example/', { fetched: { ...snap('fetched-1'), render: false } }]]);
    const next = nextAccepted(memoryDraft().draft, before, failsGate, (p, held) => {
      seen.push(held?.key ?? null);
      return snapshotOf(p);
    });
    await next.add(page({ url: 'https://a.example/', render: true }));
    expect(seen).toEqual([null]);
  });

  it('drops the draft at the first page that fails the gate, and writes nothing after it', async () => {
    const { draft, entries, end } = memoryDraft();
    const next = nextAccepted(draft, new Map(), failsGate, snapshotOf);
    await next.add(page({ url: 'https://a.example/1' }));
    await next.add(page({ url: 'https://a.example/2', verdict: 'fail' }));
    await next.add(page({ url: 'https://a.example/3' }));
    await expect(next.finish(false, META, said().io)).resolves.toBe(false);
    expect(entries.map(([url]) => url)).toEqual(['https://a.example/1']);
    expect(end).toEqual({ saved: null, discarded: 1 });
  });

  it.each([
    [{ saved: false, detail: 'disk full', warned: false }, 'warn accepted state not saved: disk full'],
    [
      { saved: false, detail: 'the cache did not take it', warned: true },
      'info accepted state not saved: the cache did not take it',
    ],
  ] as const)('keeps the verdict when the save fails: %j', async (outcome, line) => {
    const { draft } = memoryDraft(outcome);
    const next = nextAccepted(draft, new Map(), failsGate, snapshotOf);
    await next.add(page());
    const { lines, io } = said();
    await expect(next.finish(true, META, io)).resolves.toBe(false);
    expect(lines).toEqual([line]);
  });
});

describe('planAccepted', () => {
  const state: AcceptedState = { version: 1, ...META, pages: { 'https://a.example/': snap('k') } };
  const storeWith = (load: AcceptedLoad): AcceptedStore => ({
    load: async () => load,
    draft: () => memoryDraft().draft,
  });

  it('plans the accepted pages from a found state of this tag', async () => {
    const { lines, io } = said();
    const planned = await planAccepted(
      startLoading(storeWith({ kind: 'found', state, where: 'cache k1' })),
      'deploy/gate',
      io,
    );
    expect(planned.plan).toEqual({
      kind: 'accepted',
      pages: new Map([['https://a.example/', { fetched: { ...snap('k'), acceptedAt: META.savedAt } }]]),
    });
    expect(planned.facts).toEqual({ from: { commit: META.commit, savedAt: META.savedAt }, saved: false });
    expect(lines).toEqual([`info baseline: the accepted state of commit bbbbbbb, saved ${META.savedAt} (cache k1)`]);
  });

  it.each([
    ['not-found', 'info'],
    ['no-store', 'info'],
    ['unavailable', 'warn'],
  ] as const)('falls back to previous when the state is %s, said once as %s', async (why, level) => {
    const { lines, io } = said();
    const planned = await planAccepted(Promise.resolve({ kind: 'missing', why, detail: 'because' }), 'deploy/gate', io);
    expect(planned.plan).toEqual({ kind: 'previous' });
    expect(planned.facts).toEqual({ from: null, missing: why, saved: false });
    expect(lines).toEqual([
      `${level} baseline accepted: because; ${why === 'not-found' ? 'this run sets the baseline; ' : ''}` +
        'no page is compared with an accepted state, only with its previous report where the service holds one',
    ]);
  });

  it('stops the run on a state there but unreadable, never saving over it', async () => {
    const { lines, io } = said();
    const load = Promise.resolve({
      kind: 'missing',
      why: 'unreadable',
      detail: 'accepted-file a.json: too big',
    } as const);
    await expect(planAccepted(load, 'deploy/gate', io)).rejects.toThrow(
      'baseline accepted: accepted-file a.json: too big; the run stops rather than save over it (repair or remove it)',
    );
    const store = storeWith({ kind: 'missing', why: 'unreadable', detail: 'GitHub Actions cache k: not a state' });
    await expect(keptPages(store, 'deploy/gate', io)).rejects.toThrow('GitHub Actions cache k: not a state');
    expect(lines).toEqual([]);
  });

  it('an accepted-file of another comment-tag is a configuration error naming both tags, writing nothing', async () => {
    const other = { ...storeWith({ kind: 'found', state: { ...state, tag: 'old/gate' }, where: 'state.json' }) };
    const file = { ...other, kind: 'file' as const };
    const failure = planAccepted(startLoading(file), 'deploy/gate', said().io);
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(
      'accepted-file state.json holds the state of comment-tag "old/gate", not "deploy/gate": set comment-tag ' +
        '"old/gate" to gate against it, or give another accepted-file to start a state for "deploy/gate"',
    );
    await expect(keptPages(file, 'deploy/gate', said().io)).rejects.toBeInstanceOf(ConfigError);
    // The cache's key names the gate (repository, workflow file, site): its entry is this gate's, whatever
    // tag saved it (a renamed job changes the default tag).
    const cache = { ...other, kind: 'cache' as const };
    await expect(planAccepted(startLoading(cache), 'deploy/gate', said().io)).resolves.toMatchObject({
      plan: { kind: 'accepted' },
      facts: { from: { commit: state.commit }, store: 'cache' },
    });
  });

  it('no cache service and no accepted-file stops the run (exit 3), saying how to keep a state', async () => {
    const store = {
      ...storeWith({ kind: 'missing', why: 'unavailable', cause: 'no-cache-service', detail: 'no cache here' }),
      kind: 'cache' as const,
    };
    const failure = planAccepted(startLoading(store), 'deploy/gate', said().io);
    await expect(failure).rejects.toBeInstanceOf(PagegateError);
    await expect(failure).rejects.not.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(
      'baseline accepted: no cache here, so no accepted state can be kept and every regression would pass: set ' +
        'accepted-file to keep it in a file (and cache that path), or baseline: none to gate on thresholds alone',
    );
  });

  it('reads a state file of the format before the side-by-side modes: each entry is its own mode', async () => {
    const old: AcceptedState = {
      version: 1,
      ...META,
      pages: {
        'https://a.example/': { ...snap('f'), render: false },
        'https://a.example/r': { ...snap('r'), render: true },
      },
    };
    const planned = await planAccepted(
      startLoading(storeWith({ kind: 'found', state: old, where: 'w' })),
      'deploy/gate',
      said().io,
    );
    expect(planned.pages.get('https://a.example/')?.fetched?.key).toBe('f');
    expect(planned.pages.get('https://a.example/r')).toEqual({
      rendered: { ...snap('r'), render: true, acceptedAt: META.savedAt },
    });
  });

  it.each(['file', 'cache'] as const)('says which store the state lives in: %s', async (kind) => {
    const { io } = said();
    const missing = { ...storeWith({ kind: 'missing', why: 'not-found', detail: 'none' }), kind };
    const found = { ...storeWith({ kind: 'found', state, where: 'w' }), kind };
    expect((await planAccepted(startLoading(missing), 'deploy/gate', io)).facts.store).toBe(kind);
    expect((await planAccepted(startLoading(found), 'deploy/gate', io)).facts.store).toBe(kind);
  });

  it('turns a store that throws after all into an unavailable state, never a failed run', async () => {
    const broken: AcceptedStore = {
      load: () => Promise.reject(new Error('library missing')),
      draft: () => memoryDraft().draft,
    };
    await expect(startLoading(broken)).resolves.toEqual({
      kind: 'missing',
      why: 'unavailable',
      cause: 'load-error',
      detail: 'the accepted state could not be loaded (library missing)',
    });
    await expect(startLoading(undefined)).resolves.toMatchObject({ kind: 'missing', why: 'no-store' });
  });
});
