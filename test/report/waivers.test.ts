import { describe, expect, it } from 'vitest';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderTerminalLine } from '../../src/report/terminal.js';
import { waiverLines } from '../../src/report/waivers.js';
import type { WaiverFacts } from '../../src/model/results.js';
import { finding, page, renderInput, results } from './fixtures.js';

const facts = (overrides: Partial<WaiverFacts> = {}): WaiverFacts => ({
  check: 'images.alt',
  pattern: '/blog/**',
  evidence: null,
  reason: 'legacy hero images, redesign in PAGE-412',
  expires: '2027-01-31',
  daysLeft: 100,
  matched: 1,
  ...overrides,
});
const alt = finding({ check: 'images.alt', severity: 'critical', evidence: '<img src="/hero.png">' });
const BLOG = 'https://preview.example.com/blog/a';

describe('waiverLines', () => {
  it.each([
    [
      'expired',
      facts({ daysLeft: -1, matched: 0 }),
      { expired: ['waiver for images.alt on /blog/** expired on 2027-01-31: its findings count again'] },
    ],
    [
      'expiring within 14 days',
      facts({ daysLeft: 14 }),
      { expiring: ['waiver for images.alt on /blog/** expires on 2027-01-31 (in 14 days)'] },
    ],
    [
      'on its last day',
      facts({ daysLeft: 0, pattern: null, evidence: 'hero.png' }),
      {
        expiring: [
          'waiver for images.alt on every page (evidence hero.png) expires on 2027-01-31 (today is its last day)',
        ],
      },
    ],
    ['15 days ahead: nothing to say', facts({ daysLeft: 15 }), {}],
    [
      'unused',
      facts({ matched: 0 }),
      {
        unused: [
          'waiver for images.alt on /blog/** matched no finding in this run: remove it if it is no longer needed',
        ],
      },
    ],
  ])('%s', (_, waiver, expected) => {
    expect(waiverLines(results([page()], { waivers: [waiver] }))).toEqual({
      expired: [],
      expiring: [],
      unused: [],
      ...expected,
    });
  });

  it('an analyze shard does not call a waiver unused: it saw only its slice', () => {
    expect(waiverLines(results([page()], { decided: false, waivers: [facts({ matched: 0 })] })).unused).toEqual([]);
  });
});

describe('the summary and the comment', () => {
  const waivedPage = page({
    url: BLOG,
    issues: { critical: 1, recommended: 0, optional: 0, passed: 20 },
    findings: [alt, alt],
    waived: [
      { ...alt, waiver: 1 },
      { ...alt, waiver: 1 },
    ],
  });
  const input = renderInput(
    results([waivedPage], {
      waivers: [
        facts({ daysLeft: -3, matched: 0, check: 'links.*' }),
        facts({ daysLeft: 10, matched: 2, reason: 'ask @octocat <b>now</b>' }),
      ],
    }),
  );

  it.each([
    ['summary', renderSummary(input)],
    ['comment', renderComment(input)],
  ])(
    'the %s lists waived findings in a collapsed section with reason and expiry, and says which waivers expired or expire soon',
    (_, markdown) => {
      expect(markdown).toContain('2 findings waived');
      expect(markdown).toContain(
        '<details><summary>Waived: 2 findings</summary>\n\n- `https://preview.example.com/blog/a`: `images.alt` (critical) ×2 — waived until 2027-01-31: ask @\u200Doctocat &lt;b&gt;now&lt;/b&gt;\n',
      );
      expect(markdown).toContain(
        '- waiver for `links.*` on `/blog/**` expired on 2027-01-31: its findings count again\n',
      );
      expect(markdown).toContain('- waiver for `images.alt` on `/blog/**` expires on 2027-01-31 (in 10 days)\n');
      expect(markdown).toContain('*2 findings waived*');
    },
  );

  it('the terminal line says how many findings were waived', () => {
    expect(renderTerminalLine(waivedPage)).toContain('[2 findings waived]');
  });
});

describe('warn levels in the report', () => {
  const warned = page({
    url: 'https://preview.example.com/pricing',
    score: 81,
    warnings: ['score 81 < warn-min-score 85'],
  });
  const summary = renderSummary(renderInput(results([warned, page()])));

  it('a warned page gets a warn mark and the table a warnings column', () => {
    expect(summary).toContain('1 page past a warn level');
    expect(summary).toContain(
      '| verdict | page | score | grade | critical | notes | warnings |\n|---|---|---|---|---|---|---|\n',
    );
    expect(summary).toContain(
      '| ✅ pass · ⚠️ warn | `https://preview.example.com/pricing` | 81 (−15) | A | 0 (±0) |  | score 81 &lt; warn-min-score 85 |\n',
    );
    expect(summary).toContain('| ✅ pass | `https://preview.example.com/` | 96 (±0) | A | 0 (±0) |  |  |\n');
  });

  it('without warnings there is no column', () => {
    expect(renderSummary(renderInput(results([page()])))).not.toContain('warnings |');
  });

  it('the terminal line says why it warned', () => {
    expect(renderTerminalLine(warned)).toContain('warn: score 81 < warn-min-score 85');
  });
});

describe('the thresholds table', () => {
  const thresholds = [
    {
      name: 'min-score',
      limit: 80,
      level: 'fail' as const,
      from: { kind: 'input' as const },
      pages: 3,
      past: 0,
      closest: { url: 'https://preview.example.com/pricing', actual: 81 },
    },
    {
      name: 'min-score',
      limit: 60,
      level: 'fail' as const,
      from: { kind: 'pattern' as const, index: 1, pattern: '/blog/(a|b)/**' },
      pages: 2,
      past: 1,
      closest: null,
    },
    {
      name: 'warn-min-score',
      limit: 90,
      level: 'warn' as const,
      from: { kind: 'config' as const },
      pages: 5,
      past: 2,
      closest: { url: 'https://preview.example.com/', actual: 96 },
    },
    {
      name: 'max-score-drop',
      limit: 5,
      level: 'fail' as const,
      from: { kind: 'input' as const },
      pages: 5,
      past: 0,
      closest: { url: 'https://preview.example.com/', actual: 4 },
    },
    {
      name: 'fail-on-regression',
      limit: 'critical',
      level: 'fail' as const,
      from: { kind: 'default' as const },
      pages: 5,
      past: 0,
      closest: null,
    },
  ];
  const input = renderInput(results([page()], { thresholds }));

  it('ends the job summary: each threshold, where it came from, how many pages it failed or warned, and the closest pass', () => {
    const summary = renderSummary(input);
    expect(summary.slice(summary.indexOf('### Thresholds'))).toBe(
      [
        '### Thresholds',
        '',
        '| threshold | from | pages | past it | closest pass |',
        '|---|---|---|---|---|',
        '| min-score 80 | input | 3 | 0 failed | `https://preview.example.com/pricing` at 81 |',
        '| min-score 60 | config file pages[1] `/blog/(a\\|b)/**` | 2 | 1 failed | — |',
        '| warn-min-score 90 | config file | 5 | 2 warned | `https://preview.example.com/` at 96 |',
        '| max-score-drop 5 | input | 5 | 0 failed | `https://preview.example.com/` dropped 4 |',
        '| fail-on-regression critical | default | 5 | 0 failed | — |',
        '',
      ].join('\n'),
    );
  });

  it('is not in the comment, which is for reviewers', () => {
    expect(renderComment(input)).not.toContain('Thresholds');
  });
});
