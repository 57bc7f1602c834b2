/**
 * The size budget at scale (1000 pages × 100 findings) and step by step: what goes first, that
 * the left-out line counts exactly what is missing, and that cuts never split a code point.
 */
import { describe, expect, it } from 'vitest';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { failingPage, finding, page, renderInput, results } from './fixtures.js';

const RESULTS_AT = "The full results are in [the run's page](https://github.com/acme/site/actions/runs/1).";

/** 500 failing pages with 100 regressions and 5 resolved findings each, and 500 passing pages. */
function thousandPages() {
  const pages = Array.from({ length: 1000 }, (_, i) =>
    i % 2 === 0
      ? failingPage(`https://preview.example.com/failing/${i}`, 100, {
          resolved: Array.from({ length: 5 }, () => finding()),
        })
      : page({ url: `https://preview.example.com/passing/${i}` }),
  );
  return renderInput(results(pages));
}

const big = thousandPages();

function leftOutLine(markdown: string): string | undefined {
  return markdown.split('\n').find((line) => line.startsWith('**Left out**'));
}

/** The finding lines listed under each page heading, in page order. */
function listedPerPage(markdown: string): { shown: number; more: string | null }[] {
  return markdown
    .split('\n\n**`')
    .slice(1)
    .map((section) => {
      const lines = section.split('\n');
      return {
        shown: lines.filter((l) => l.startsWith('- **new**')).length,
        more: lines.find((l) => l.startsWith('- …and')) ?? null,
      };
    });
}

describe('1000 pages × 100 findings', () => {
  it('the comment stays within 65,536 characters, uses most of them, and says exactly what it left out', () => {
    const comment = renderComment(big);
    expect(comment.length).toBeLessThanOrEqual(65_536);
    expect(comment.length).toBeGreaterThan(65_536 - 300); // within one table row of the limit
    const rows = comment.split('\n').filter((l) => l.startsWith('| ❌ fail |'));
    const k = rows.length;
    expect(k).toBeGreaterThan(100);
    expect(k).toBeLessThan(500);
    expect(rows.at(-1)).toContain(`/failing/${(k - 1) * 2}\``);
    expect(listedPerPage(comment)).toEqual([]);
    expect(leftOutLine(comment)).toBe(
      `**Left out** to stay within the 65536-character limit of the PR comment: 2500 resolved findings, 500 passing pages, ` +
        `the ${k * 100} findings listed under each page, ${500 - k} pages that did not pass beyond the first ${k} ` +
        `(with ${(500 - k) * 100} listed findings). ${RESULTS_AT}`,
    );
  });

  it('the summary stays within 1 MiB of UTF-8, keeps every failing page, and says exactly what it left out', () => {
    const summary = renderSummary(big);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1_048_576);
    expect(summary.split('\n').filter((l) => l.startsWith('| ❌ fail |'))).toHaveLength(500);
    const listed = listedPerPage(summary);
    expect(listed).toHaveLength(500);
    const n = listed[0]!.shown;
    expect(n).toBeGreaterThan(1);
    expect(n).toBeLessThan(100);
    expect(listed).toEqual(
      Array.from({ length: 500 }, () => ({ shown: n, more: `- …and ${100 - n} more findings (in the results file)` })),
    );
    expect(summary).not.toContain('— evidence:');
    expect(leftOutLine(summary)).toBe(
      `**Left out** to stay within the 1048576-byte limit of the job summary: 2500 resolved findings, 500 passing pages, ` +
        `the evidence of ${500 * n} listed findings, ${500 * (100 - n)} findings beyond the first ${n} of each page. ${RESULTS_AT}`,
    );
  });

  it('counts the summary in bytes: multi-byte text fills fewer characters', () => {
    const wide = renderInput(
      results(
        Array.from({ length: 1000 }, (_, i) =>
          failingPage(`https://preview.example.com/${'東京'.repeat(20)}/${i}`, 50, { title: '🚀'.repeat(100) }),
        ),
      ),
    );
    const summary = renderSummary(wide);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1_048_576);
    expect(Buffer.byteLength(summary)).toBeGreaterThan(1_048_576 * 0.95);
    expect(summary.length).toBeLessThan(Buffer.byteLength(summary) * 0.8);
    expect(summary.isWellFormed()).toBe(true);
  });
});

describe('what goes first as the budget shrinks', () => {
  // Each step's budget is one character less than the previous rendering, so each step must
  // leave out something more, in the documented order.
  const input = renderInput(
    results(
      [
        failingPage('https://preview.example.com/a', 6, {
          resolved: Array.from({ length: 20 }, (_, i) => finding({ check: `resolved.n${i}` })),
        }),
        failingPage('https://preview.example.com/b', 6),
        ...Array.from({ length: 8 }, (_, i) => page({ url: `https://preview.example.com/passing/${i}` })),
        page({
          url: 'https://preview.example.com/waived',
          waived: [0, 1, 2].map((i) => ({ ...finding({ check: `waived.n${i}` }), waiver: 0 })),
        }),
      ],
      {
        waivers: [
          {
            check: 'waived.*',
            pattern: null,
            evidence: null,
            reason: 'vendor widget',
            expires: '2027-01-31',
            daysLeft: 100,
            matched: 3,
          },
        ],
      },
    ),
  );
  const steps: string[] = [];
  let budget = renderComment(input, 1_000_000).length;
  for (;;) {
    const comment = renderComment(input, budget - 1);
    const line = leftOutLine(comment) ?? '';
    // Below the smallest plan the text is cut, and its left-out line with it.
    if (!line.endsWith(RESULTS_AT)) break;
    const dropped = line.replace(/^.*PR comment: /, '').replace(`. ${RESULTS_AT}`, '');
    if (steps.at(-1) !== dropped) steps.push(dropped);
    budget = comment.length;
  }

  it('drops resolved findings, waived findings, passing pages, evidence, later findings, then table rows', () => {
    expect(steps.slice(0, 5)).toEqual([
      '20 resolved findings',
      '20 resolved findings, 3 waived findings',
      '20 resolved findings, 3 waived findings, 9 passing pages',
      '20 resolved findings, 3 waived findings, 9 passing pages, the evidence of 12 listed findings',
      '20 resolved findings, 3 waived findings, 9 passing pages, the evidence of 10 listed findings, 2 findings beyond the first 5 of each page',
    ]);
    expect(steps).toContain(
      '20 resolved findings, 3 waived findings, 9 passing pages, the 12 findings listed under each page',
    );
    expect(steps).toContain(
      '20 resolved findings, 3 waived findings, 9 passing pages, the 6 findings listed under each page, 1 page that did not pass beyond the first 1 (with 6 listed findings)',
    );
    expect(steps.at(-1)).toBe(
      '20 resolved findings, 3 waived findings, 9 passing pages, 2 pages that did not pass (with 12 listed findings)',
    );
  });

  it('the plan with everything needs no left-out line', () => {
    expect(leftOutLine(renderComment(input, 1_000_000))).toBeUndefined();
  });
});

describe('a budget smaller than the headline', () => {
  const input = renderInput(results([failingPage('https://preview.example.com/🚀🚀', 3, { title: '🚀'.repeat(50) })]), {
    tag: '🚀'.repeat(10),
  });

  it.each([10, 41, 42, 100, 301])('the comment is cut to %i characters on a code point', (budget) => {
    const comment = renderComment(input, budget);
    expect(comment.length).toBeLessThanOrEqual(budget);
    expect(comment.isWellFormed()).toBe(true);
    expect(comment.endsWith('…')).toBe(true);
  });

  it.each([10, 41, 42, 43, 100, 301])('the summary is cut to %i bytes on a code point', (budget) => {
    const summary = renderSummary(input, budget);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(budget);
    expect(summary.isWellFormed()).toBe(true);
    expect(summary).not.toContain('\uFFFD');
  });
});
