/**
 * A rendered analysis in which axe did not run: the service fails it with `axe_not_run`. The page
 * is an error, says why, and its accepted `axe.*` findings stay in the state, never "resolved".
 */
import { describe, expect, it } from 'vitest';
import { nextAccepted } from '../../src/gate/accepted.js';
import { judgedSnapshot } from '../../src/gate/accepted-snapshot.js';
import { evaluatePage, failsGate } from '../../src/gate/verdict.js';
import type { AcceptedDraft } from '../../src/model/accepted.js';
import type { PageRules } from '../../src/model/config.js';
import type { BaselineSnapshot } from '../../src/model/results.js';
import { renderTerminalLine } from '../../src/report/terminal.js';
import { renderSummary } from '../../src/report/markdown.js';
import { finding, renderInput, results } from '../report/fixtures.js';

const RULES: PageRules = {
  minScore: null,
  maxCritical: null,
  maxScoreDrop: null,
  warnMinScore: null,
  warnMaxCritical: null,
  failOnRegression: 'recommended',
  ignoreChecks: [],
  checks: {},
  render: true,
};
const URL = 'https://docs.example/old-path/';
const axe = [
  finding({ check: 'axe.region', severity: 'recommended', evidence: '<div class="content">' }),
  finding({ check: 'axe.color-contrast', severity: 'critical', evidence: '<a class="nav">' }),
];
const rendered: BaselineSnapshot = {
  key: 'r-accepted',
  score: 88,
  grade: 'B',
  issues: null,
  analyzedAt: '2025-11-20T09:00:00.000Z',
  findings: [finding(), ...axe],
  render: true,
};
const fetched: BaselineSnapshot = { ...rendered, key: 'f-accepted', findings: [finding()], render: false };

/** The page as analyse-page gives a failed report: its key, no findings, the service's error. */
const observation = {
  url: URL,
  render: true,
  key: 'r-failed',
  score: null,
  grade: null,
  title: null,
  issues: null,
  cached: false,
  baseline: rendered,
  baselineFrom: { kind: 'accepted' as const },
  error: { code: 'axe_not_run', message: 'analysis failed: axe did not run in the rendered page' },
  findings: [],
};

describe('a rendered analysis in which axe did not run', () => {
  it.each([true, false])('is an error verdict with nothing resolved (fail-on-error %s)', (failOnError) => {
    const decided = evaluatePage(observation, RULES, { failOnError });
    expect([decided.verdict, decided.resolved, decided.regressions]).toEqual(['error', [], []]);
    expect(failsGate(decided, { failOnError })).toBe(failOnError);
  });

  it('says so in its line and in the summary', () => {
    const decided = evaluatePage(observation, RULES, { failOnError: true });
    expect(renderTerminalLine(decided)).toContain('axe did not run: accessibility not measured');
    expect(renderSummary(renderInput(results([decided])))).toContain('axe did not run: accessibility not measured');
  });

  it("keeps the page's accepted axe findings, both modes, when the gate passes without it", async () => {
    const decided = evaluatePage(observation, RULES, { failOnError: false });
    const entries: [string, BaselineSnapshot][] = [];
    const draft: AcceptedDraft = {
      add: async (url, snapshot) => void entries.push([url, snapshot]),
      save: async () => ({ saved: true, where: 'memory' }),
      discard: async () => undefined,
    };
    const next = nextAccepted(
      draft,
      new Map([[URL, { fetched, rendered }]]),
      (p) => failsGate(p, { failOnError: false }),
      (p, before) => judgedSnapshot(p, before, { ignored: () => false, treatment: () => 'fails' }),
    );
    await next.add(decided);
    await expect(next.finish(true, { tag: 't', commit: null, savedAt: 'now' }, { info() {}, warn() {} })).resolves.toBe(
      true,
    );
    // The rendered snapshot, axe findings and all, is the one accepted before: nothing resolved, nothing dropped.
    expect(entries).toEqual([[URL, { ...fetched, rendered }]]);
  });
});
