import { describe, expect, it } from 'vitest';
import { PagegateError } from '../../src/errors.js';
import { mergeResults } from '../../src/gate/merge.js';
import { Results } from '../../src/model/results.js';
import { page, results } from '../report/fixtures.js';

describe('mergeResults', () => {
  const shard1 = results([page({ url: 'https://a.example/1' }), page({ url: 'https://a.example/2', key: 'old' })], {
    startedAt: '2025-01-01T10:00:00.000Z',
    finishedAt: '2025-01-01T10:05:00.000Z',
    decided: false,
  });
  const shard2 = results([page({ url: 'https://a.example/3' }), page({ url: 'https://a.example/2', key: 'new' })], {
    startedAt: '2025-01-01T11:59:00.000+02:00',
    finishedAt: '2025-01-01T12:04:00.000+02:00',
  });

  it('merges shards into one undecided results file', () => {
    const merged = mergeResults([shard1, shard2]);
    expect(Results.parse(merged)).toEqual(merged);
    expect(merged.pages.map((p) => [p.url, p.key])).toEqual([
      ['https://a.example/1', 'k-now'],
      ['https://a.example/2', 'new'],
      ['https://a.example/3', 'k-now'],
    ]);
    expect(merged).toMatchObject({ version: 1, passed: true, decided: false });
  });

  it('takes the earliest start and the latest finish as instants, not as text', () => {
    expect(mergeResults([shard1, shard2])).toMatchObject({
      startedAt: '2025-01-01T11:59:00.000+02:00',
      finishedAt: '2025-01-01T10:05:00.000Z',
    });
    expect(mergeResults([shard2, shard1])).toMatchObject({
      startedAt: '2025-01-01T11:59:00.000+02:00',
      finishedAt: '2025-01-01T10:05:00.000Z',
    });
  });

  it.each([
    [['pass', 'pass'], true],
    [['pass', 'fail'], false],
    [['error', 'pass'], false],
  ] as const)('verdicts %j: passed %s', (verdicts, passed) => {
    const parts = verdicts.map((verdict, i) => results([page({ url: `https://a.example/${i}`, verdict })]));
    expect(mergeResults(parts).passed).toBe(passed);
  });

  it('a page replaced by a later part counts with its later verdict', () => {
    const failing = results([page({ verdict: 'fail' })]);
    const rerun = results([page({ verdict: 'pass' })]);
    expect(mergeResults([failing, rerun])).toMatchObject({ passed: true, pages: [{ verdict: 'pass' }] });
  });

  it('one part is returned as an undecided copy', () => {
    expect(mergeResults([shard2])).toEqual({ ...shard2, decided: false });
  });

  it('nothing to merge is an error', () => {
    expect(() => mergeResults([])).toThrow(new PagegateError('no results to merge'));
  });
});
