import { snapshotOf } from '../../src/gate/baseline-file.js';
/** The accepted state's score history per page: what the HTML report's chart and the sparklines draw. */
import { describe, expect, it } from 'vitest';
import { nextAccepted, withHistory } from '../../src/gate/accepted.js';
import { AcceptedState, HISTORY_MAX } from '../../src/model/accepted.js';
import type { BaselineSnapshot } from '../../src/model/results.js';
import { page } from '../report/fixtures.js';

const snap = (score: number, history?: unknown): BaselineSnapshot => ({
  key: 'k',
  score,
  grade: 'A',
  issues: null,
  findings: [],
  ...(history === undefined ? {} : { history }),
});

describe('withHistory', () => {
  it("starts a page's history with this run's score", () => {
    expect(withHistory(snap(90), undefined, new Date('2026-01-01T00:00:00Z')).history).toEqual([
      { at: '2026-01-01T00:00:00.000Z', score: 90 },
    ]);
  });

  it(`appends to the accepted history and keeps the last ${HISTORY_MAX}`, () => {
    const past = Array.from({ length: HISTORY_MAX }, (_, i) => ({
      at: `2025-01-${String(i + 1).padStart(2, '0')}`,
      score: i,
    }));
    const next = withHistory(snap(77), snap(19, past), new Date('2026-01-01T00:00:00Z')).history;
    expect(next).toHaveLength(HISTORY_MAX);
    expect(next[0]).toEqual({ at: '2025-01-02', score: 1 });
    expect(next.at(-1)).toEqual({ at: '2026-01-01T00:00:00.000Z', score: 77 });
  });

  it('starts again from a history it cannot read, rather than failing the run', () => {
    expect(withHistory(snap(50), snap(40, 'garbled'), new Date(0)).history).toEqual([
      { at: '1970-01-01T00:00:00.000Z', score: 50 },
    ]);
  });
});

describe('nextAccepted with a clock', () => {
  it('writes each page with its history, and the state it writes is a valid accepted state', async () => {
    const added: [string, BaselineSnapshot][] = [];
    const draft = {
      add: async (url: string, snapshot: BaselineSnapshot) => void added.push([url, snapshot]),
      save: async () => ({ saved: true as const, where: 'memory' }),
      discard: async () => undefined,
    };
    const before = new Map([
      ['https://a.example/', { fetched: snap(80, [{ at: '2025-12-01T00:00:00.000Z', score: 80 }]) }],
    ]);
    const next = nextAccepted(draft, before, () => false, snapshotOf, { now: () => new Date('2026-01-02T00:00:00Z') });
    await next.add(page({ url: 'https://a.example/', score: 85 }));
    expect(added[0]?.[1]).toMatchObject({
      history: [
        { at: '2025-12-01T00:00:00.000Z', score: 80 },
        { at: '2026-01-02T00:00:00.000Z', score: 85 },
      ],
    });
    const state = { version: 1, tag: 't', commit: null, savedAt: 'now', pages: Object.fromEntries(added) };
    expect(AcceptedState.safeParse(state).success).toBe(true);
  });
});
