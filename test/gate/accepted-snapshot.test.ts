import { describe, expect, it } from 'vitest';
import { judgedSnapshot } from '../../src/gate/accepted-snapshot.js';
import type { BaselineSnapshot, PageResult } from '../../src/model/results.js';
import { finding, page } from '../report/fixtures.js';

const alt = (evidence: string) => finding({ check: 'images.alt', severity: 'critical', evidence });
const label = (evidence: string) => finding({ check: 'a11y.label', severity: 'critical', evidence });
const kept = (p: PageResult, before: BaselineSnapshot | null = null, ignored = (_check: string) => false) =>
  judgedSnapshot(p, before, ignored)?.findings;
const state = (findings: BaselineSnapshot['findings']): BaselineSnapshot => ({
  key: 'accepted',
  score: 90,
  grade: 'A',
  issues: null,
  findings,
});

describe('judgedSnapshot: what the accepted state keeps of a page with waived findings', () => {
  const desc = finding();
  const hero = alt('<img src="/hero.png">');

  it('a finding new under its waiver stays out of the state, so it is new again when the waiver expires', () => {
    const now = page({
      findings: [desc, hero],
      waived: [{ ...hero, waiver: 0 }],
      baseline: { key: 'b', score: 90, grade: 'A', issues: null, findings: [desc] },
    });
    expect(kept(now)).toEqual([desc]);
  });

  it('a finding the state held before the waiver stays as the state held it (an escalation is still one later)', () => {
    const before = { ...hero, severity: 'recommended' };
    const now = page({
      findings: [desc, hero, hero],
      waived: [
        { ...hero, waiver: 0 },
        { ...hero, waiver: 0 },
      ],
      baseline: { key: 'b', score: 90, grade: 'A', issues: null, findings: [desc, before] },
    });
    expect(kept(now)).toEqual([desc, before]);
  });

  it('a finding the state held before keeps its place though a rebuild changed its evidence', () => {
    const rebuilt = alt('<IMG src="/hero.9f8e7d6c.png">');
    const before = alt('<img src="/hero.1a2b3c4d.png">');
    const now = page({
      findings: [desc, rebuilt],
      waived: [{ ...rebuilt, waiver: 0 }],
      baseline: { key: 'b', score: 90, grade: 'A', issues: null, findings: [desc, before] },
    });
    expect(kept(now)).toEqual([desc, before]);
  });

  it('a new page keeps none of its waived findings; a page without waived findings is kept as it is', () => {
    const fresh = page({
      findings: [desc, hero],
      waived: [{ ...hero, waiver: 0 }],
      baselineFrom: { kind: 'new-page' },
      baseline: null,
    });
    expect(kept(fresh)).toEqual([desc]);
    const plain = page({ findings: [desc, hero] });
    expect(kept(plain)).toEqual(plain.findings);
  });
});

describe('judgedSnapshot: what the accepted state keeps of checks a run ignored', () => {
  const desc = finding();
  const search = label('<input name="q">');
  const ignoringA11y = (check: string) => check.startsWith('a11y.');

  it('a finding of an ignored check that is new is not accepted: the next plain run still sees it as new', () => {
    const now = page({ findings: [desc, search], baseline: state([desc]), baselineFrom: { kind: 'accepted' } });
    expect(kept(now, state([desc]), ignoringA11y)).toEqual([desc]);
  });

  it("an ignored check's findings the state held stay, though this run no longer has them", () => {
    const old = label('<input name="email">');
    const now = page({ findings: [desc], baseline: state([desc, old]), baselineFrom: { kind: 'accepted' } });
    expect(kept(now, state([desc, old]), ignoringA11y)).toEqual([desc, old]);
  });

  it("an ignored check's findings on a page new to the state are not accepted", () => {
    const now = page({ findings: [desc, search], baseline: null, baselineFrom: { kind: 'new-page' } });
    expect(kept(now, null, ignoringA11y)).toEqual([desc]);
  });

  it('a page that errored leaves nothing to keep (the state keeps its snapshot)', () => {
    const errored = page({ key: null, verdict: 'error', error: { code: 'axe_not_run', message: 'x' } });
    expect(judgedSnapshot(errored, state([desc]), ignoringA11y)).toBeNull();
  });
});
