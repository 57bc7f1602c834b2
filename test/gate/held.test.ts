import { describe, expect, it } from 'vitest';
import { pageHolder } from '../../src/gate/held.js';
import { finding, page } from '../report/fixtures.js';

const critical = finding({ check: 'images.alt', severity: 'Critical' });
const recommended = finding();
const baseline = { key: 'b', score: 90, grade: 'A', issues: null, findings: [critical, recommended] };

describe('pageHolder', () => {
  const heldPage = pageHolder();

  it.each([
    [
      'a failing page keeps its critical findings (the report lists them)',
      page({ verdict: 'fail', findings: [critical, recommended], baseline }),
      [critical],
      [],
    ],
    ['a passing page keeps none, but says it had them', page({ findings: [critical, recommended], baseline }), [], []],
    ['an error page keeps none', page({ verdict: 'error', findings: [], baseline }), [], []],
    [
      'a page without findings stays without',
      page({ findings: undefined, baseline: { ...baseline, findings: undefined } }),
      undefined,
      undefined,
    ],
  ])('%s', (_, whole, findings, baselineFindings) => {
    const held = heldPage(whole);
    expect(held.findings).toEqual(findings);
    expect(held.baseline?.findings).toEqual(baselineFindings);
    expect({ ...held, findings: whole.findings, baseline: whole.baseline }).toEqual(whole);
  });

  // Whether two equal strings are one is not observable from JavaScript; the bench's report job shows the memory.
  it('keeps every text of the findings it holds across pages whose texts repeat', () => {
    const hold = pageHolder();
    const parsed = () =>
      JSON.parse(
        JSON.stringify(
          page({
            verdict: 'fail',
            findings: [critical],
            regressions: [{ ...critical, change: 'new' as const }],
            resolved: [recommended],
          }),
        ),
      ) as ReturnType<typeof page>;
    for (let i = 0; i < 3; i++)
      expect(hold(parsed())).toEqual({ ...parsed(), baseline: { ...parsed().baseline, findings: [] } });
  });

  it('keeps a missing baseline missing', () => {
    expect(heldPage(page({ baseline: null })).baseline).toBeNull();
  });

  it('holds evidence within a run-wide budget; past it, every finding and its count without evidence', () => {
    const hold = pageHolder(3);
    const failing = () =>
      page({
        verdict: 'fail',
        findings: [critical, recommended],
        regressions: [{ ...critical, change: 'new' as const }],
      });
    const first = hold(failing());
    const second = hold(failing());
    const small = hold(page({ verdict: 'fail', findings: [critical] }));
    expect(first.findings).toEqual([critical]);
    expect(first.regressions[0]?.evidence).toBe(critical.evidence);
    expect(second.findings).toEqual([{ ...critical, evidence: '' }]);
    expect(second.regressions).toEqual([{ ...critical, change: 'new', evidence: '' }]);
    // Spent for good: a later page small enough for what was left gets none either.
    expect(small.findings).toEqual([{ ...critical, evidence: '' }]);
  });
});
