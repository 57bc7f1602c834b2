import { describe, expect, it } from 'vitest';
import { baselinesFromPages, baselineUrlFor } from '../../src/gate/baseline-file.js';
import type { Results } from '../../src/model/results.js';
import { finding, page, results } from '../report/fixtures.js';

async function* pagesOf(file: Pick<Results, 'pages'>) {
  yield* file.pages;
}

const baselinesFromResults = (file: Pick<Results, 'pages'>) => baselinesFromPages(pagesOf(file));

describe('baselinesFromPages', () => {
  const findings = [finding({ check: 'images.alt' })];

  it('keys analysed pages with findings by normalised URL', async () => {
    const file = results([
      page({
        url: 'https://A.example/x#top',
        key: 'k1',
        score: 80,
        grade: 'B',
        issues: { critical: 1 },
        analyzedAt: '2025-11-20T10:00:00.000Z',
        findings,
      }),
      page({ url: 'https://a.example/no-findings', key: 'k2', findings: undefined }),
      page({ url: 'https://a.example/no-key', key: null, findings }),
      page({
        url: 'https://a.example/errored',
        key: 'k3',
        verdict: 'error',
        score: null,
        error: { code: 'timeout', message: 'x' },
        findings: [],
      }),
    ]);
    expect([...(await baselinesFromResults(file))]).toEqual([
      [
        'https://a.example/x',
        { key: 'k1', score: 80, grade: 'B', issues: { critical: 1 }, analyzedAt: '2025-11-20T10:00:00.000Z', findings },
      ],
    ]);
  });

  it('a URL listed twice: the later entry wins', async () => {
    const file = results([page({ key: 'first', findings }), page({ key: 'second', findings })]);
    expect((await baselinesFromResults(file)).get('https://preview.example.com/')?.key).toBe('second');
  });
});

describe('baselineUrlFor', () => {
  it.each([
    ['https://pr-7.preview.example/pricing', 'https://www.example.com', 'https://www.example.com/pricing'],
    [
      'https://pr-7.preview.example/search?q=a&p=2',
      'https://www.example.com',
      'https://www.example.com/search?q=a&p=2',
    ],
    ['https://pr-7.preview.example/', 'http://localhost:8080', 'http://localhost:8080/'],
    ['https://pr-7.preview.example/deep/path/', 'https://WWW.example.com:443', 'https://www.example.com/deep/path/'],
  ])('%s on %s', (pageUrl, origin, expected) => {
    expect(baselineUrlFor(pageUrl, origin)).toBe(expected);
  });
});

describe('baselinesFromPages: the run can stop it between pages', () => {
  it.each([
    [
      'the timeout',
      new DOMException('timed out', 'TimeoutError'),
      'baseline-file: the timeout ran out while it was read',
    ],
    ['an interrupt', new Error('interrupted'), 'baseline-file: the run was stopped while it was read'],
  ])('%s stops the read at the next page', async (_, reason, message) => {
    const stop = new AbortController();
    let read = 0;
    async function* endless() {
      for (;;) {
        read++;
        if (read === 3) stop.abort(reason);
        yield page({ url: `https://a.example/${read}`, key: `k${read}`, findings: [] });
      }
    }
    await expect(baselinesFromPages(endless(), stop.signal)).rejects.toThrow(message);
    expect(read).toBe(3);
  });
});
