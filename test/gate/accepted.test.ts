import { describe, expect, it } from 'vitest';
import { nextAcceptedState, planAccepted, startLoading } from '../../src/gate/accepted.js';
import type { AcceptedLoad, AcceptedState, AcceptedStore } from '../../src/model/accepted.js';
import type { BaselineSnapshot } from '../../src/model/results.js';
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

describe('nextAcceptedState', () => {
  it("holds this run's analysed pages, and carries over a page this run could not analyse", () => {
    const before = new Map([
      ['https://a.example/errored', snap('old-errored')],
      ['https://a.example/gone', snap('old-gone')],
      ['https://a.example/', snap('old-home')],
    ]);
    const state = nextAcceptedState(
      [
        page({
          url: 'https://a.example/',
          key: 'new-home',
          findings: [finding()],
          analyzedAt: '2025-11-20T09:59:00.000Z',
        }),
        page({
          url: 'https://a.example/errored',
          key: null,
          verdict: 'error',
          error: { code: 'timeout', message: 'x' },
          findings: [],
        }),
      ],
      before,
      META,
    );
    expect(state).toEqual({
      version: 1,
      ...META,
      pages: {
        'https://a.example/errored': snap('old-errored'),
        'https://a.example/': {
          key: 'new-home',
          score: 96,
          grade: 'A',
          issues: page().issues,
          analyzedAt: '2025-11-20T09:59:00.000Z',
          findings: [finding()],
        },
      },
    });
  });
});

describe('planAccepted', () => {
  const state: AcceptedState = { version: 1, ...META, pages: { 'https://a.example/': snap('k') } };
  const storeWith = (load: AcceptedLoad): AcceptedStore => ({
    load: async () => load,
    save: async () => ({ saved: false, detail: 'unused', warned: false }),
  });
  const said = () => {
    const lines: string[] = [];
    return {
      lines,
      io: { info: (l: string) => lines.push(`info ${l}`), warn: (l: string) => lines.push(`warn ${l}`) },
    };
  };

  it('plans the accepted pages from a found state of this tag', async () => {
    const { lines, io } = said();
    const planned = await planAccepted(
      startLoading(storeWith({ kind: 'found', state, where: 'cache k1' })),
      'deploy/gate',
      io,
    );
    expect(planned.plan).toEqual({ kind: 'accepted', pages: new Map([['https://a.example/', snap('k')]]) });
    expect(planned.facts).toEqual({ from: { commit: META.commit, savedAt: META.savedAt }, saved: false });
    expect(lines).toEqual([`info baseline: the accepted state of commit bbbbbbb, saved ${META.savedAt} (cache k1)`]);
  });

  it.each([
    ['not-found', 'info'],
    ['no-store', 'info'],
    ['unavailable', 'warn'],
    ['unreadable', 'warn'],
  ] as const)('falls back to previous when the state is %s, said once as %s', async (why, level) => {
    const { lines, io } = said();
    const planned = await planAccepted(Promise.resolve({ kind: 'missing', why, detail: 'because' }), 'deploy/gate', io);
    expect(planned.plan).toEqual({ kind: 'previous' });
    expect(planned.facts).toEqual({ from: null, missing: why, saved: false });
    expect(lines).toEqual([
      `${level} baseline accepted: because; each page is compared with its previous report in this run`,
    ]);
  });

  it('turns a store that throws after all into an unavailable state, never a failed run', async () => {
    const broken: AcceptedStore = {
      load: () => Promise.reject(new Error('library missing')),
      save: async () => ({ saved: false, detail: 'x', warned: false }),
    };
    await expect(startLoading(broken)).resolves.toEqual({
      kind: 'missing',
      why: 'unavailable',
      detail: 'the accepted state could not be loaded (library missing)',
    });
    await expect(startLoading(undefined)).resolves.toMatchObject({ kind: 'missing', why: 'no-store' });
  });
});
