/** One headline for every output: the terminal and the markdown of one run say the same counts. */
import { describe, expect, it } from 'vitest';
import { headline, plainHeadline } from '../../src/report/headline.js';
import { page, results } from './fixtures.js';

const error = (url: string) =>
  page({
    url,
    verdict: 'error',
    score: null,
    grade: null,
    issues: null,
    error: { code: 'timeout', message: 'unfinished' },
  });

describe('headline and plainHeadline', () => {
  it.each([
    {
      name: 'three errors and a pass (the run that said "3 of 4 failed" in the terminal and "0 of 4" in markdown)',
      run: results([page(), error('https://x.test/a'), error('https://x.test/b'), error('https://x.test/c')], {
        passed: false,
      }),
      words: 'failed — 4 pages: 1 passed, 0 failed, 3 errors · 0 findings regressed · 0 cache hits',
    },
    {
      name: 'one page that passed from the cache',
      run: results([page({ cached: true })]),
      words: 'passed — 1 page: 1 passed, 0 failed, 0 errors · 0 findings regressed · 1 cache hit',
    },
    {
      name: 'an analyze shard decides nothing',
      run: results([page()], { decided: false }),
      words:
        'analysed, verdicts provisional — 1 page: 1 passed, 0 failed, 0 errors · 0 findings regressed · 0 cache hits',
    },
  ])('$name', ({ run, words }) => {
    expect(plainHeadline(run)).toBe(`pagegate: ${words}`);
    expect(headline(run)).toBe(`**pagegate: ${words.replace(' — ', '** — ')}\n`);
  });
});
