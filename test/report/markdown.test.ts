import { describe, expect, it } from 'vitest';
import { commentMarker, renderComment, renderSummary } from '../../src/report/markdown.js';
import type { PageResult } from '../../src/model/results.js';
import { failingPage, finding, page, regression, renderInput, results } from './fixtures.js';

const PRICING = 'https://preview.example.com/pricing';
const RUN_LINE =
  'Run [deploy #\u200D12](https://github.com/acme/site/actions/runs/1) · commit bbbbbbb · thresholds: ' +
  "min-score 70, fail-on-regression critical · full results: [the run's " +
  'page](https://github.com/acme/site/actions/runs/1)';

interface Case {
  name: string;
  pages: PageResult[];
  contains: string[];
  lacks?: string[];
}

const cases: Case[] = [
  {
    name: 'pass',
    pages: [page()],
    contains: [
      '**pagegate: passed** — 1 page: 1 passed, 0 failed, 0 errors · 0 regressions fail · 0 cache hits\n',
      '<details><summary>1 passing page</summary>\n\n| verdict | page | score | grade | critical | notes |',
      '| ✅ pass | `https://preview.example.com/` | 96 (±0) | A | 0 (±0) |  |',
    ],
    lacks: ['| verdict | page | score | grade | critical | reasons |', 'Left out'],
  },
  {
    name: 'fail on a threshold, no regression',
    pages: [page({ url: PRICING, verdict: 'fail', reasons: ['score 61 < min-score 70'], score: 61, grade: 'D' })],
    contains: [
      '**pagegate: failed** — 1 page: 0 passed, 1 failed, 0 errors · 0 regressions fail · 0 cache hits\n',
      '| verdict | page | score | grade | critical | reasons |\n|---|---|---|---|---|---|\n| ❌ fail | ' +
        '`https://preview.example.com/pricing` | 61 (−35) | D (was A) | 0 (±0) | score 61 &lt; min-score 70 |\n',
    ],
    lacks: ['**`https://preview.example.com/pricing`**', '<summary>'],
  },
  {
    name: 'regressions',
    pages: [failingPage(PRICING, 1, { title: 'Pricing', regressions: [regression({ fails: true })] })],
    contains: [
      '1 page: 0 passed, 1 failed, 0 errors · 1 regression fails',
      '| ❌ fail | `https://preview.example.com/pricing` | 71 (−19) | C (was A) | 1 (+1) | new critical finding ' +
        'check.n0 |',
      '\n**`https://preview.example.com/pricing`** — Pricing\n- **new** critical `images.alt`: Image has no ' +
        'alt text — evidence: `<img src="/plans.png">` — fix: Describe the image in an alt attribute\n',
    ],
  },
  {
    name: 'escalations name the previous severity',
    pages: [
      failingPage(PRICING, 1, {
        regressions: [
          regression({
            check: 'headings.order',
            change: 'escalated',
            from: 'optional',
            severity: 'recommended',
            remediation: null,
            evidence: '',
          }),
        ],
      }),
    ],
    contains: ['- **escalated** optional → recommended `headings.order`: Image has no alt text\n'],
  },
  {
    name: 'regressions listed most severe first',
    pages: [
      failingPage(PRICING, 2, {
        regressions: [regression({ check: 'a.optional', severity: 'optional' }), regression({ check: 'b.critical' })],
      }),
    ],
    contains: [
      '`b.critical`: Image has no alt text — evidence: `<img src="/plans.png">` — fix: Describe the image in ' +
        'an alt attribute\n- **new** optional `a.optional`',
    ],
  },
  {
    name: 'errors',
    pages: [
      page({
        url: PRICING,
        verdict: 'error',
        score: null,
        grade: null,
        issues: null,
        reasons: [],
        error: { code: 'timeout', message: 'unfinished: the timeout ran out while waiting for the analysis' },
      }),
    ],
    contains: [
      '1 page: 0 passed, 0 failed, 1 error · 0 regressions fail · 0 cache hits',
      '| ⚠️ error | `https://preview.example.com/pricing` | — | — | — | timeout: unfinished: the timeout ran ' +
        'out while waiting for the analysis |',
    ],
  },
  {
    name: 'cache hits',
    pages: [page({ cached: true })],
    contains: [
      '· 1 cache hit\n',
      '| ✅ pass · cached | `https://preview.example.com/` | 96 (±0) | A | 0 (±0) | *cache hit* |',
    ],
    lacks: ['compared nothing new'],
  },
  {
    name: 'a cache hit that is the baseline compared nothing new',
    pages: [
      page({
        cached: true,
        key: 'same',
        baseline: { key: 'same', score: 96, grade: 'A', issues: null, analyzedAt: '2025-01-01T00:00:00Z' },
      }),
      page({ url: PRICING }),
    ],
    contains: [
      '2 pages: 2 passed, 0 failed, 0 errors · 0 regressions fail · 1 cache hit · 1 page compared nothing ' +
        'new (the cache hit is the baseline)\n',
      '*cache hit: no new analysis since 2025-01-01T00:00:00Z*',
    ],
  },
  {
    name: 'no baseline',
    pages: [page({ baseline: null, baselineFrom: { kind: 'none', why: 'never-analysed' } })],
    contains: ['| ✅ pass | `https://preview.example.com/` | 96 | A | 0 | *no baseline* |'],
  },
  {
    name: 'no baseline, derived for results that carry no baselineFrom',
    pages: [page({ baseline: null })],
    contains: ['| 96 | A | 0 | *no baseline* |'],
  },
  {
    name: 'why there is no baseline, in words',
    pages: [
      page({ url: `${PRICING}/1`, baseline: null, baselineFrom: { kind: 'none', why: 'setting' } }),
      page({
        url: `${PRICING}/2`,
        baseline: null,
        baselineFrom: { kind: 'none', why: 'failed', status: 'fetch_failed' },
      }),
      page({
        url: `${PRICING}/3`,
        baseline: null,
        baselineFrom: { kind: 'none', why: 'unfinished', status: 'running' },
      }),
      page({ url: `${PRICING}/4`, baseline: null, baselineFrom: { kind: 'none', why: 'not-in-file' } }),
      page({
        url: `${PRICING}/5`,
        baseline: null,
        baselineFrom: { kind: 'none', why: 'not-in-crawl' },
        crawl: { id: 3, depth: 2, status: 200 },
      }),
    ],
    contains: [
      '*no baseline: baseline set to none*',
      '*no baseline: the latest report failed (fetch\\_failed)*',
      '*no baseline: the latest report had not finished (running)*',
      '*no baseline in baseline-file*',
      '*crawl 3, depth 2, HTTP 200*; *no baseline: page not in the previous crawl*',
    ],
  },
  {
    name: 'a new page',
    pages: [failingPage(PRICING, 1, { baseline: null, baselineFrom: { kind: 'new-page' } })],
    contains: ['*new page: not in the accepted state, compared with an empty baseline*'],
  },
  {
    name: 'a page re-analysed past a stale cache spent allowance, and the headline counts it',
    pages: [
      page({
        url: PRICING,
        analyzedUrl: `${PRICING}?pagegate=3f1c2ab`,
        fresh: { reason: 'stale-cache', staleSince: '2025-01-01T00:00:00Z' },
      }),
      page({
        cached: true,
        analyzedUrl: 'https://preview.example.com/?pagegate=3f1c2ab',
        fresh: { reason: 'stale-cache', staleSince: null },
      }),
    ],
    contains: [
      '· 1 page re-analysed past a stale cache (each spent allowance)\n',
      '*re-analysed past a stale cache*',
      "*cache hit of this deploy's earlier analysis*",
    ],
    lacks: ['*cache hit*', '2025-01-01'],
  },
  {
    name: 'fresh: always',
    pages: [
      page({
        analyzedUrl: 'https://preview.example.com/?pagegate=3f1c2ab',
        fresh: { reason: 'always', staleSince: null },
      }),
    ],
    contains: ['*re-analysed (fresh: always)*'],
    lacks: ['past a stale cache'],
  },
  {
    name: 'a page the runner could not reach, and an error that does not fail the gate',
    pages: [
      page({ probe: { waitedMs: 120_000, status: null, unreachable: 'host not found (ENOTFOUND)' } }),
      page({
        url: PRICING,
        verdict: 'error',
        score: null,
        reasons: ['error: x'],
        error: { code: 'timeout', message: 'x' },
        errorIgnored: true,
      }),
    ],
    contains: [
      '*the runner could not reach it (host not found (ENOTFOUND)); submitted anyway*',
      '*error does not fail the gate (fail-on-error: false)*',
    ],
  },
  {
    name: 'a page on an address the service refuses names the fix',
    pages: [
      page({
        verdict: 'error',
        score: null,
        reasons: ['error: analysis failed: 127.0.0.1 is a private or local address'],
        error: { code: 'blocked_address', message: 'analysis failed: 127.0.0.1 is a private or local address' },
      }),
    ],
    contains: ['pagegate serve --allow-private, or leave api-url unset to analyse in-process'],
  },
  {
    name: 'a failing page lists the critical findings it still has, with evidence',
    pages: [
      failingPage(PRICING, 0, {
        reasons: ['1 critical > max-critical 0: meta.viewport'],
        findings: [
          finding({
            check: 'meta.viewport',
            severity: 'critical',
            message: 'No viewport',
            evidence: '<head>',
            remediation: 'Add one',
          }),
        ],
      }),
    ],
    contains: [
      '| 1 critical &gt; max-critical 0: meta.viewport |',
      '\n**`https://preview.example.com/pricing`** — Home\n- still critical `meta.viewport`: No viewport — ' +
        'evidence: `<head>` — fix: Add one\n',
    ],
  },
  {
    name: 'resolved findings fold into details',
    pages: [failingPage(PRICING, 1, { resolved: [finding(), finding({ check: 'lang', severity: 'critical' })] })],
    contains: [
      '<details><summary>2 findings resolved since the baseline</summary>\n\n- ' +
        '`https://preview.example.com/pricing`: `meta.description` (recommended), `lang` ' +
        '(critical)\n\n</details>\n',
    ],
  },
  {
    name: 'a passing page whose regressions did not fail it says so',
    pages: [page({ regressions: [regression({ severity: 'optional' })] })],
    contains: ['| *1 regressed without failing the page: new optional `images.alt`* |'],
  },
  {
    name: 'a long list of reasons is cut in the row',
    pages: [failingPage(PRICING, 5)],
    contains: [
      '| new critical finding check.n0; new critical finding check.n1; new critical finding check.n2; +2 more |',
    ],
  },
];

describe('renderComment and renderSummary', () => {
  it.each(cases)('$name', ({ pages, contains, lacks = [] }) => {
    const input = renderInput(results(pages));
    for (const markdown of [renderComment(input), renderSummary(input)]) {
      for (const text of contains) expect(markdown).toContain(text);
      for (const text of lacks) expect(markdown).not.toContain(text);
      expect(markdown).toContain(RUN_LINE);
    }
  });

  it.each([
    [
      { from: { commit: 'c'.repeat(40), savedAt: '2025-01-01T00:00:00Z' }, saved: true },
      true,
      'Compared with the accepted state of commit ccccccc (saved 2025-01-01T00:00:00Z); this run passed and is ' +
        'the accepted state now.',
    ],
    [
      { from: { commit: null, savedAt: '2025-01-01T00:00:00Z' }, saved: false },
      false,
      'Compared with the accepted state of an earlier run (saved 2025-01-01T00:00:00Z); this run failed, so ' +
        'the accepted state stays where it was.',
    ],
    [
      { from: null, missing: 'not-found', saved: true, store: 'cache' },
      true,
      'No accepted state (none in the GitHub Actions cache: the first run of this gate, or evicted after 7 days ' +
        'unused), so each page was compared with its previous report; this run passed and is the accepted state now.',
    ],
    [
      { from: null, missing: 'not-found', saved: false, store: 'file' },
      true,
      'No accepted state (accepted-file does not exist yet: the first passing gate writes it), so each page was ' +
        'compared with its previous report; this run passed, but its state could not be saved (see the log).',
    ],
    [
      { from: { commit: null, savedAt: '2025-01-01T00:00:00Z' }, saved: false, store: 'file' },
      false,
      'Compared with the accepted state of an earlier run (saved 2025-01-01T00:00:00Z, in accepted-file); this ' +
        'run failed, so the accepted state stays where it was.',
    ],
    [
      { from: null, missing: 'unavailable', saved: false },
      false,
      'No accepted state (the accepted state could not be loaded), so each page was compared with its previous ' +
        'report; this run failed, so no accepted state was saved.',
    ],
    [
      { from: null, missing: 'unavailable', cause: 'no-cache-service', saved: false, store: 'cache' },
      false,
      'No accepted state (no GitHub Actions cache service on this runner), so each page was compared with its ' +
        'previous report; this run failed, so no accepted state was saved.',
    ],
    [
      { from: null, missing: 'no-store', saved: false },
      true,
      'No accepted state (no accepted-file was given), so each page was compared with its previous report.',
    ],
    [
      { from: { commit: null, savedAt: '2025-01-01T00:00:00Z' }, saved: false },
      true,
      'this run passed, but its state could not be saved (see the log).',
    ],
    [{ saved: true }, true, '*This run passed and is the accepted state now.*'],
    [{ saved: false }, false, '*This run failed, so the accepted state stays where it was.*'],
  ] as const)('says what the gate compared against: %j', (accepted, passed, line) => {
    const pages = passed ? [page()] : [failingPage(PRICING, 1)];
    expect(renderSummary(renderInput(results(pages, { accepted })))).toContain(line);
  });

  it('lists the findings that cost a page under min-score the most, in the comment and the summary', () => {
    const costly = finding({ check: 'title.missing', severity: 'recommended', evidence: '<head>', impact: 9 });
    const input = renderInput(
      results([page({ verdict: 'fail', score: 41, reasons: ['score 41 < min-score 70'], costliest: [costly] })]),
    );
    for (const rendered of [renderComment(input), renderSummary(input)])
      expect(rendered).toContain('- still recommended `title.missing`');
  });

  it('has no accepted-state line without baseline accepted', () => {
    expect(renderSummary(renderInput(results([page()])))).not.toMatch(/accepted state/i);
  });

  it('marks verdicts of an analyze shard as provisional', () => {
    expect(renderSummary(renderInput(results([page()], { decided: false })))).toMatch(
      /^\*\*pagegate: analysed, verdicts provisional\*\*/,
    );
  });

  it('starts the comment with the marker of its tag, and the summary without it', () => {
    const input = renderInput(results([page()]), { tag: 'deploy/gate' });
    expect(renderComment(input).startsWith('<!-- pagegate:deploy/gate -->\n**pagegate: passed**')).toBe(true);
    expect(renderSummary(input).startsWith('**pagegate: passed**')).toBe(true);
  });

  it('names the run without a link when it has no URL, and says when no threshold is set', () => {
    const markdown = renderSummary({
      ...renderInput(results([page()]), { url: null, commit: null, name: 'pagegate check' }),
      thresholds: {},
    });
    expect(markdown).toContain(
      '\nRun pagegate check · thresholds: none · full results: `/tmp/pagegate-results.json`\n',
    );
  });

  it('links the run only to an http(s) address', () => {
    const markdown = renderSummary(renderInput(results([page()]), { url: 'javascript:alert(1)' }));
    expect(markdown).toContain('Run deploy #\u200D12 · ');
    expect(markdown).not.toContain('javascript');
  });
});

describe('commentMarker', () => {
  it.each([
    ['deploy/gate', '<!-- pagegate:deploy/gate -->'],
    ['CI: pagegate', '<!-- pagegate:CI: pagegate -->'],
    ['a -- b', '<!-- pagegate:a - b -->'],
    ['x---->y', '<!-- pagegate:x-y -->'],
    ['<!-- evil -->', '<!-- pagegate:!- evil - -->'],
    ['two\nlines', '<!-- pagegate:two lines -->'],
    ['', '<!-- pagegate:default -->'],
  ])('%j', (tag, expected) => {
    const marker = commentMarker(tag);
    expect(marker).toBe(expected);
    expect(marker.slice(4, -3)).not.toMatch(/--|>/);
  });
});
