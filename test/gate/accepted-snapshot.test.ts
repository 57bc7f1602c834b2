import { describe, expect, it } from 'vitest';
import { judgedSnapshot } from '../../src/gate/accepted-snapshot.js';
import type { BaselineSnapshot, PageResult } from '../../src/model/results.js';
import { finding, page } from '../report/fixtures.js';
import { judgingBy } from '../../src/gate/page-keeper.js';
import type { PageRules } from '../../src/model/config.js';

type Levels = Pick<PageRules, 'ignoreChecks' | 'checks' | 'failOnRegression'>;
const DEFAULTS: Levels = { ignoreChecks: [], checks: {}, failOnRegression: 'recommended' };
/** Rules that leave checks off where `ignored` says so. */
const judging = (ignored: (check: string) => boolean, rules: Levels = DEFAULTS) => ({
  ...judgingBy({ ...rules } as PageRules),
  ignored,
});

const alt = (evidence: string) => finding({ check: 'images.alt', severity: 'critical', evidence });
const label = (evidence: string) => finding({ check: 'a11y.label', severity: 'critical', evidence });
const kept = (p: PageResult, before: BaselineSnapshot | null = null, ignored = (_check: string) => false) =>
  judgedSnapshot(p, before, judging(ignored))?.findings;
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
    expect(judgedSnapshot(errored, state([desc]), judging(ignoringA11y))).toBeNull();
  });
});

describe('judgedSnapshot: what a run tolerated is kept as tolerated, with its level', () => {
  const desc = finding();
  const og = finding({ check: 'social.og_title', severity: 'optional', evidence: '<head>' });
  const lang = finding({ check: 'html.lang', severity: 'recommended', evidence: '<html>' });
  const hero = alt('<img src="/hero.png">');
  const snapshot = (p: PageResult, before: BaselineSnapshot | null, rules: Levels = DEFAULTS) =>
    judgedSnapshot(
      p,
      before,
      judging(() => false, rules),
    );
  const compared = (findings: PageResult['findings'], extra: Partial<PageResult> = {}) =>
    page({ findings, baseline: state([desc]), baselineFrom: { kind: 'accepted' }, ...extra });

  it.each([
    ['a check at warn', { ...DEFAULTS, checks: { 'html.lang': 'warn' as const } }, lang, 'warn'],
    [
      'fail-on-regression critical',
      { ...DEFAULTS, failOnRegression: 'critical' as const },
      lang,
      'below-fail-on-regression',
    ],
    ['fail-on-regression none', { ...DEFAULTS, failOnRegression: 'none' as const }, hero, 'below-fail-on-regression'],
    ['an optional finding at the default', DEFAULTS, og, 'below-fail-on-regression'],
  ])('a finding new under %s is tolerated at its level, not accepted', (_name, rules, added, level) => {
    const kept = snapshot(compared([desc, added]), state([desc]), rules);
    expect(kept?.findings).toEqual([desc]);
    expect(kept?.tolerated).toEqual([{ ...added, level }]);
  });

  it('a waived finding and a finding of a check off are tolerated as waived and off', () => {
    const kept = judgedSnapshot(
      compared([desc, hero, lang], { waived: [{ ...hero, waiver: 0 }] }),
      state([desc]),
      judging((check) => check === 'html.lang'),
    );
    expect(kept?.findings).toEqual([desc]);
    expect(kept?.tolerated).toEqual([
      { ...hero, level: 'waived' },
      { ...lang, level: 'off' },
    ]);
  });

  it('a tolerated finding stays tolerated at the stricter level: a looser run never loosens it', () => {
    const before = { ...state([desc]), tolerated: [{ ...lang, level: 'warn' as const }] };
    const off = snapshot(compared([desc, lang]), before, { ...DEFAULTS, failOnRegression: 'none' });
    expect(off?.tolerated).toEqual([{ ...lang, level: 'warn' }]);
    const looser = judgedSnapshot(
      compared([desc, lang]),
      before,
      judging((check) => check === 'html.lang'),
    );
    expect(looser?.tolerated).toEqual([{ ...lang, level: 'warn' }]);
  });

  it('a page with no baseline at all compared nothing: what it has is accepted', () => {
    const kept = snapshot(page({ findings: [desc, og], baseline: null }), null);
    expect(kept?.findings).toEqual([desc, og]);
    expect(kept?.tolerated).toBeUndefined();
  });
});
