import { describe, expect, it } from 'vitest';
import { commentMarker, renderComment, renderSummary } from '../../src/report/markdown.js';
import type { PageResult } from '../../src/model/results.js';
import { failingPage, finding, page, regression, renderInput, results } from './fixtures.js';

const PRICING = 'https://preview.example.com/pricing';
const RUN_LINE =
  'Run [deploy #\u200D12](https://github.com/acme/site/actions/runs/1) · commit bbbbbbb · thresholds: min-score 70, fail-on-regression critical · full results: [the run\'s page](https://github.com/acme/site/actions/runs/1)';

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
      '**pagegate: passed** — 1 page: 1 passed, 0 failed, 0 errors · 0 findings regressed · 0 cache hits\n',
      '<details><summary>1 passing page</summary>\n\n| verdict | page | score | grade | critical | notes |',
      '| ✅ pass | `https://preview.example.com/` | 96 (±0) | A | 0 (±0) |  |',
    ],
    lacks: ['| verdict | page | score | grade | critical | reasons |', 'Left out'],
  },
  {
    name: 'fail on a threshold, no regression',
    pages: [page({ url: PRICING, verdict: 'fail', reasons: ['score 61 < min-score 70'], score: 61, grade: 'D' })],
    contains: [
      '**pagegate: failed** — 1 page: 0 passed, 1 failed, 0 errors · 0 findings regressed · 0 cache hits\n',
      '| verdict | page | score | grade | critical | reasons |\n|---|---|---|---|---|---|\n| ❌ fail | `https://preview.example.com/pricing` | 61 (−35) | D (was A) | 0 (±0) | score 61 &lt; min-score 70 |\n',
    ],
    lacks: ['**`https://preview.example.com/pricing`**', '<summary>'],
  },
  {
    name: 'regressions',
    pages: [failingPage(PRICING, 1, { title: 'Pricing', regressions: [regression()] })],
    contains: [
      '1 page: 0 passed, 1 failed, 0 errors · 1 finding regressed',
      '| ❌ fail | `https://preview.example.com/pricing` | 71 (−19) | C (was A) | 1 (+1) | new critical finding check.n0 |',
      '\n**`https://preview.example.com/pricing`** — Pricing\n- **new** critical `images.alt`: Image has no alt text — evidence: `<img src="/plans.png">` — fix: Describe the image in an alt attribute\n',
    ],
  },
  {
    name: 'escalations name the previous severity',
    pages: [failingPage(PRICING, 1, { regressions: [regression({ check: 'headings.order', change: 'escalated', from: 'optional', severity: 'recommended', remediation: null, evidence: '' })] })],
    contains: ['- **escalated** optional → recommended `headings.order`: Image has no alt text\n'],
  },
  {
    name: 'regressions listed most severe first',
    pages: [failingPage(PRICING, 2, { regressions: [regression({ check: 'a.optional', severity: 'optional' }), regression({ check: 'b.critical' })] })],
    contains: ['`b.critical`: Image has no alt text — evidence: `<img src="/plans.png">` — fix: Describe the image in an alt attribute\n- **new** optional `a.optional`'],
  },
  {
    name: 'errors',
    pages: [page({ url: PRICING, verdict: 'error', score: null, grade: null, issues: null, reasons: [], error: { code: 'timeout', message: 'unfinished: the timeout ran out while waiting for the analysis' } })],
    contains: [
      '1 page: 0 passed, 0 failed, 1 error · 0 findings regressed · 0 cache hits',
      '| ⚠️ error | `https://preview.example.com/pricing` | — | — | — | timeout: unfinished: the timeout ran out while waiting for the analysis |',
    ],
  },
  {
    name: 'cache hits',
    pages: [page({ cached: true })],
    contains: ['· 1 cache hit\n', '| ✅ pass · cached | `https://preview.example.com/` | 96 (±0) | A | 0 (±0) | *cache hit* |'],
    lacks: ['compared nothing new'],
  },
  {
    name: 'a cache hit that is the baseline compared nothing new',
    pages: [page({ cached: true, key: 'same', baseline: { key: 'same', score: 96, grade: 'A', issues: null, analyzedAt: '2025-01-01T00:00:00Z' } }), page({ url: PRICING })],
    contains: [
      '2 pages: 2 passed, 0 failed, 0 errors · 0 findings regressed · 1 cache hit · 1 page compared nothing new (the cache hit is the baseline)\n',
      '*cache hit: no new analysis since 2025-01-01T00:00:00Z*',
    ],
  },
  {
    name: "the engine's note is shown as given, not doubled",
    pages: [page({ cached: true, key: 'same', baseline: { key: 'same', score: 96, grade: 'A', issues: null }, notes: ['cache hit: no new analysis since 2024-12-31T23:00:00Z'] })],
    contains: ['| *cache hit: no new analysis since 2024-12-31T23:00:00Z* |'],
    lacks: ['since the baseline'],
  },
  {
    name: 'no baseline',
    pages: [page({ baseline: null, notes: ['no baseline'] })],
    contains: ['| ✅ pass | `https://preview.example.com/` | 96 | A | 0 | *no baseline* |'],
  },
  {
    name: 'no baseline, derived when results carry no note',
    pages: [page({ baseline: null, notes: undefined })],
    contains: ['| 96 | A | 0 | *no baseline* |'],
  },
  {
    name: 'resolved findings fold into details',
    pages: [failingPage(PRICING, 1, { resolved: [finding(), finding({ check: 'lang', severity: 'critical' })] })],
    contains: ['<details><summary>2 findings resolved since the baseline</summary>\n\n- `https://preview.example.com/pricing`: `meta.description` (recommended), `lang` (critical)\n\n</details>\n'],
  },
  {
    name: 'a passing page whose regressions did not fail it says so',
    pages: [page({ regressions: [regression({ severity: 'optional' })] })],
    contains: ['| *1 regressed without failing the page* |'],
  },
  {
    name: 'a long list of reasons is cut in the row',
    pages: [failingPage(PRICING, 5)],
    contains: ['| new critical finding check.n0; new critical finding check.n1; new critical finding check.n2; +2 more |'],
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

  it('marks verdicts of an analyze shard as provisional', () => {
    expect(renderSummary(renderInput(results([page()], { decided: false })))).toMatch(/^\*\*pagegate: analysed, verdicts provisional\*\*/);
  });

  it('starts the comment with the marker of its tag, and the summary without it', () => {
    const input = renderInput(results([page()]), { tag: 'deploy/gate' });
    expect(renderComment(input).startsWith('<!-- pagegate:deploy/gate -->\n**pagegate: passed**')).toBe(true);
    expect(renderSummary(input).startsWith('**pagegate: passed**')).toBe(true);
  });

  it('names the run without a link when it has no URL, and says when no threshold is set', () => {
    const markdown = renderSummary({ ...renderInput(results([page()]), { url: null, commit: null, name: 'pagegate check' }), thresholds: {} });
    expect(markdown).toContain('\nRun pagegate check · thresholds: none · full results: `/tmp/pagegate-results.json`\n');
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
