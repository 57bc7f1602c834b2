/** One headline for every output: the terminal and the markdown of one run say the same counts. */
import { describe, expect, it } from 'vitest';
import { headline, plainHeadline } from '../../src/report/headline.js';
import { page, regression, results } from './fixtures.js';

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
      words: 'error — 4 pages: 1 passed, 0 failed, 3 errors · 0 regressions fail · 0 cache hits',
    },
    {
      name: 'a page that failed for itself beside pages the run could not analyse',
      run: results([page({ verdict: 'fail' }), error('https://x.test/a')], { passed: false }),
      words: 'failed — 2 pages: 0 passed, 1 failed, 1 error · 0 regressions fail · 0 cache hits',
    },
    {
      name: 'a page that answered 404 is its own failure',
      run: results(
        [
          page({
            verdict: 'error',
            score: null,
            issues: null,
            error: { code: 'http_status', message: 'answered HTTP 404' },
          }),
        ],
        { passed: false },
      ),
      words: 'failed — 1 page: 0 passed, 0 failed, 1 error · 0 regressions fail · 0 cache hits',
    },
    {
      name: 'one page that passed from the cache',
      run: results([page({ cached: true })]),
      words: 'passed — 1 page: 1 passed, 0 failed, 0 errors · 0 regressions fail · 1 cache hit',
    },
    {
      name: 'regressions that fail counted apart from the optional ones that fail nothing',
      run: results(
        [
          page({
            verdict: 'fail',
            regressions: [
              regression({ fails: true }),
              regression({ check: 'meta.description', fails: true }),
              regression({ check: 'meta.canonical', severity: 'optional' }),
            ],
          }),
          page({ url: 'https://x.test/b', regressions: [regression({ check: 'social.og', severity: 'optional' })] }),
        ],
        { passed: false },
      ),
      words: 'failed — 2 pages: 1 passed, 1 failed, 0 errors · 2 regressions fail, 2 optional listed · 0 cache hits',
    },
    {
      name: 'an analyze shard decides nothing',
      run: results([page()], { decided: false }),
      words:
        'analysed, verdicts provisional — 1 page: 1 passed, 0 failed, 0 errors · 0 regressions fail · 0 cache hits',
    },
  ])('$name', ({ run, words }) => {
    expect(plainHeadline(run)).toBe(`pagegate: ${words}`);
    expect(headline(run)).toBe(`**pagegate: ${words.replace(' — ', '** — ')}\n`);
  });
});
