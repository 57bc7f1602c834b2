import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import {
  baselinesFromResults,
  baselineUrlFor,
  parseResultsText,
  RESULTS_FILE_LIMITS,
} from '../../src/gate/baseline-file.js';
import { finding, page, results } from '../report/fixtures.js';

describe('parseResultsText', () => {
  it('reads a results file v1 and keeps unknown fields', () => {
    const file = results([page({ findings: [finding()] })], { decided: true });
    expect(parseResultsText(JSON.stringify({ ...file, extra: 1 }), 'base.json')).toEqual({ ...file, extra: 1 });
  });

  it('reads a file written before facts were typed, dropping its notes sentences', () => {
    const older = results([page({ baseline: null })]);
    const text = JSON.stringify({
      ...older,
      pages: [{ ...older.pages[0], notes: ['no baseline: the latest report failed', 'crawl 3, depth 1, HTTP 200'] }],
    });
    const read = parseResultsText(text, 'old.json');
    expect(read.pages[0]).toEqual(older.pages[0]);
    expect(read.pages[0]).not.toHaveProperty('notes');
  });

  it.each([
    ['{', 'base.json: not a results file (not JSON)'],
    ['[]', 'base.json: not a pagegate results file v1 (the body: Invalid input: expected object, received array)'],
    [
      JSON.stringify({ ...results([]), version: 2 }),
      'base.json: not a pagegate results file v1 (version: Invalid input: expected 1)',
    ],
    [
      JSON.stringify(results([page()])).replace('"verdict":"pass"', '"verdict":"ok"'),
      'base.json: not a pagegate results file v1 (pages[0].verdict: Invalid option: expected one of "pass"|"fail"|"error")',
    ],
    [
      JSON.stringify(results([page()])).replace('"score":96', '"score":"96"'),
      'base.json: not a pagegate results file v1 (pages[0].score: Invalid input: expected number, received string)',
    ],
  ])('%s', (text, message) => {
    expect(() => parseResultsText(text, 'base.json')).toThrow(new ConfigError(message));
  });
});

describe('parseResultsText: what a results file may hold (a fork chooses its size)', () => {
  const { pages, findingsPerPage } = RESULTS_FILE_LIMITS;
  const many = (n: number) => Array.from({ length: n }, () => finding());

  it('reads a file at every limit', () => {
    const file = results([
      page({ findings: many(findingsPerPage) }),
      ...Array.from({ length: pages - 1 }, () => page()),
    ]);
    expect(parseResultsText(JSON.stringify(file), 'base.json').pages).toHaveLength(pages);
  });

  it.each([
    [
      'pages',
      { ...results([]), pages: Array.from({ length: pages + 1 }, () => ({})) },
      `base.json: holds ${pages + 1} pages, more than the ${pages} a results file may hold`,
    ],
    [
      'findings',
      results([page(), page({ findings: many(findingsPerPage + 1) })]),
      `base.json: pages[1].findings holds ${findingsPerPage + 1} findings, more than the ${findingsPerPage} a page may hold`,
    ],
    [
      'regressions',
      { ...results([]), pages: [{ regressions: many(findingsPerPage + 1) }] },
      `base.json: pages[0].regressions holds ${findingsPerPage + 1} findings, more than the ${findingsPerPage} a page may hold`,
    ],
    [
      'resolved',
      { ...results([]), pages: [{ resolved: many(findingsPerPage + 1) }] },
      `base.json: pages[0].resolved holds ${findingsPerPage + 1} findings, more than the ${findingsPerPage} a page may hold`,
    ],
    [
      'baseline findings',
      { ...results([]), pages: [{ baseline: { findings: many(findingsPerPage + 1) } }] },
      `base.json: pages[0].baseline.findings holds ${findingsPerPage + 1} findings, more than the ${findingsPerPage} a page may hold`,
    ],
  ])('refuses too many %s in one line naming the file', (_name, file, message) => {
    expect(() => parseResultsText(JSON.stringify(file), 'base.json')).toThrow(new ConfigError(message));
  });
});

describe('baselinesFromResults', () => {
  const findings = [finding({ check: 'images.alt' })];

  it('keys analysed pages with findings by normalised URL', () => {
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
    expect([...baselinesFromResults(file)]).toEqual([
      [
        'https://a.example/x',
        { key: 'k1', score: 80, grade: 'B', issues: { critical: 1 }, analyzedAt: '2025-11-20T10:00:00.000Z', findings },
      ],
    ]);
  });

  it('a URL listed twice: the later entry wins', () => {
    const file = results([page({ key: 'first', findings }), page({ key: 'second', findings })]);
    expect(baselinesFromResults(file).get('https://preview.example.com/')?.key).toBe('second');
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
