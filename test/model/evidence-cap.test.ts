/**
 * Evidence is cut to EVIDENCE_MAX_CHARS wherever findings are read: a service's report, a results
 * file (a baseline-file, a shard), an accepted state. One finding of a megabyte in any of them is
 * no longer read again by every identity and diff of the run.
 */
import { describe, expect, it } from 'vitest';
import { readAcceptedState } from '../../src/io/accepted-state.js';
import { resultsPages } from '../../src/gate/results-file.js';
import { EVIDENCE_MAX_CHARS, Report } from '../../src/model/resources.js';
import { finding, page, results } from '../report/fixtures.js';
import { chunks } from '../io/text-files.js';

const HUGE = `<img src="${'?a'.repeat(512 * 1024)}">`;
const long = finding({ evidence: HUGE });

function expectCut(evidence: string | undefined): void {
  expect([...(evidence ?? '')]).toHaveLength(EVIDENCE_MAX_CHARS);
  expect(evidence?.endsWith('…')).toBe(true);
  expect(HUGE.startsWith(evidence?.slice(0, -1) ?? 'none')).toBe(true);
}

describe('evidence is cut where findings are read', () => {
  it("a service's report", () => {
    const report = Report.parse({ ...page({ findings: [long] }), status: 'complete', word_count: 1 });
    expectCut(report.findings[0]?.evidence);
  });

  it('a results file (baseline-file, a shard), its findings and regressions', async () => {
    const text = JSON.stringify(results([page({ findings: [long], regressions: [{ ...long, change: 'new' }] })]));
    const pages = [];
    for await (const read of resultsPages(chunks(text, 64 * 1024), 'base.json')) pages.push(read);
    expectCut(pages[0]?.findings?.[0]?.evidence);
    expectCut(pages[0]?.regressions[0]?.evidence);
  });

  it('an accepted state', async () => {
    const snapshot = { key: 'k', score: 90, grade: 'A', issues: null, findings: [long] };
    const state = {
      version: 1,
      tag: 't',
      commit: null,
      savedAt: '2026-11-27T00:00:00Z',
      pages: { 'https://x.test/': snapshot },
    };
    const read = await readAcceptedState(chunks(JSON.stringify(state), 64 * 1024));
    expect('state' in read).toBe(true);
    if ('state' in read) expectCut(read.state.pages['https://x.test/']?.findings?.[0]?.evidence);
  });

  it('keeps evidence within the limit as it is', () => {
    const evidence = 'x'.repeat(EVIDENCE_MAX_CHARS);
    expect(
      Report.parse({ ...page({ findings: [finding({ evidence })] }), status: 'complete', word_count: 1 }).findings[0]
        ?.evidence,
    ).toBe(evidence);
  });
});
