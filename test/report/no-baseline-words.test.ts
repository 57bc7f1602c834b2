/**
 * A finding is "still" there only when the page's baseline had it: a page with no baseline (or
 * one without findings) lists its critical findings by severity alone, in the comment and the log.
 */
import { describe, expect, it } from 'vitest';
import { renderComment, renderDetailGroups } from '../../src/report/markdown.js';
import { pageNotes } from '../../src/report/page-notes.js';
import { failingPage, finding, renderInput, results } from './fixtures.js';

const viewport = finding({ check: 'meta.viewport', severity: 'critical', message: 'No viewport', evidence: '<head>' });
const failing = (overrides: Parameters<typeof failingPage>[2]) =>
  failingPage('https://preview.example.com/pricing', 0, {
    reasons: ['1 critical > max-critical 0: meta.viewport'],
    findings: [viewport],
    ...overrides,
  });

const lines = (page: ReturnType<typeof failing>) => {
  const comment = renderComment(renderInput(results([page])));
  const log = renderDetailGroups(results([page]), 'results.json').flatMap((group) => group.lines);
  return { comment, log: log.join('\n') };
};

describe('"still" only against a baseline that had the finding', () => {
  it.each([
    ['no baseline', { baseline: null, baselineFrom: { kind: 'none' as const, why: 'never-analysed' as const } }],
    ['a baseline without findings', { baseline: { key: 'b', score: 90, grade: 'A', issues: null } }],
  ])('a page with %s says "critical", never "still critical"', (_, overrides) => {
    const { comment, log } = lines(failing(overrides));
    expect(comment).toContain('- critical `meta.viewport`: No viewport');
    expect(log).toContain('  critical meta.viewport: No viewport');
    expect(`${comment}\n${log}`).not.toMatch(/\bstill\b/);
  });

  it('a page whose baseline had it says "still critical"', () => {
    const { comment, log } = lines(failing({}));
    expect(comment).toContain('- still critical `meta.viewport`');
    expect(log).toContain('  still critical meta.viewport');
  });

  it('the note of a page whose latest report had not finished says so without "still"', () => {
    const notes = pageNotes(
      failing({ baseline: null, baselineFrom: { kind: 'none', why: 'unfinished', status: 'running' } }),
    );
    expect(notes).toEqual(['no baseline: the latest report had not finished (running)']);
  });
});
