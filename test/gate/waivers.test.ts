import { afterEach, describe, expect, it } from 'vitest';
import { activeWaivers, countedView, splitWaived, waiverFacts } from '../../src/gate/waivers.js';
import type { Waiver } from '../../src/model/waiver.js';
import { finding, page } from '../report/fixtures.js';

const waiver = (overrides: Partial<Waiver> = {}): Waiver => ({
  check: 'images.alt',
  pattern: null,
  evidence: null,
  reason: 'legacy images',
  expires: '2027-01-31',
  ...overrides,
});
const NOW = new Date('2027-01-15T12:00:00Z');
const alt = (evidence: string) => finding({ check: 'images.alt', severity: 'critical', evidence });

/** The index of the waiver that waives the finding on the page, or null. */
const waivedBy = (waivers: Waiver[], url: string, f = alt('<img src="/hero.png">'), now = NOW) =>
  activeWaivers(waivers, now).forPage(url)(f);

describe('waiver matching', () => {
  it.each([
    ['a check name', waiver(), null, 0],
    ['a check glob', waiver({ check: 'images.*' }), null, 0],
    ['another check', waiver({ check: 'meta.*' }), null, null],
    ['a glob is not a prefix', waiver({ check: 'images' }), null, null],
    ['a path pattern that matches', waiver({ pattern: '/blog/**' }), 'https://a.example/blog/2024/post', 0],
    ['a path pattern that does not', waiver({ pattern: '/blog/**' }), 'https://a.example/pricing', null],
    ['a full-URL pattern', waiver({ pattern: 'https://a.example/**' }), 'https://a.example/x', 0],
    ['a full-URL pattern of another host', waiver({ pattern: 'https://b.example/**' }), 'https://a.example/x', null],
    ['an evidence substring', waiver({ evidence: 'hero.png' }), null, 0],
    ['an evidence substring that is not there', waiver({ evidence: 'plans.png' }), null, null],
    ['evidence is case-sensitive', waiver({ evidence: 'HERO.png' }), null, null],
  ])('%s', (_, w, url, expected) => {
    expect(waivedBy([w], url ?? 'https://a.example/blog/x')).toBe(expected);
  });

  it('evidence matches with whitespace collapsed on both sides', () => {
    const spread = alt('<img\n   src="/hero.png"\talt="">');
    expect(waivedBy([waiver({ evidence: '<img src="/hero.png" alt' })], 'https://a.example/', spread)).toBe(0);
  });

  it('the first matching waiver in file order is the one recorded', () => {
    expect(waivedBy([waiver({ check: 'meta.*' }), waiver({ check: 'images.*' }), waiver()], 'https://a.example/')).toBe(
      1,
    );
  });

  describe('expiry at the boundary day, in UTC', () => {
    const originalTz = process.env.TZ;
    afterEach(() => {
      process.env.TZ = originalTz;
    });

    it.each([
      ['the day before', '2027-01-30T12:00:00Z', 0],
      ['the first instant of the day', '2027-01-31T00:00:00Z', 0],
      ['the last instant of the day', '2027-01-31T23:59:59.999Z', 0],
      ['the first instant after', '2027-02-01T00:00:00Z', null],
      // 2027-01-31T20:00-05:00 is 2027-02-01T01:00Z: already expired, whatever the offset written.
      ['an evening in New York that is the next day in UTC', '2027-01-31T20:00:00-05:00', null],
      // 2027-02-01T09:00+14:00 is 2027-01-31T19:00Z: still the expiry day in UTC.
      ['a morning in Kiritimati that is still the day in UTC', '2027-02-01T09:00:00+14:00', 0],
    ])('%s (%s) -> %s', (_, now, expected) => {
      // A runner's zone must not matter: judge in a zone far from UTC.
      process.env.TZ = 'Pacific/Kiritimati';
      expect(waivedBy([waiver()], 'https://a.example/', alt('<img>'), new Date(now))).toBe(expected);
    });
  });
});

describe('splitWaived', () => {
  it('keeps unwaived findings in order and records the waiver of each waived one', () => {
    const desc = finding();
    const hero = alt('<img src="/hero.png">');
    const other = alt('<img src="/other.png">');
    const split = splitWaived(
      [desc, hero, other],
      activeWaivers([waiver({ evidence: 'hero' })], NOW).forPage('https://a.example/'),
    );
    expect(split).toEqual({ counted: [desc, other], waived: [{ ...hero, waiver: 0 }] });
  });
});

describe('waiverFacts', () => {
  it('counts the findings each waiver took, and the days left (negative: expired); an unused waiver matched 0', () => {
    const waivers = [
      waiver(),
      waiver({ check: 'links.*', expires: '2027-01-20' }),
      waiver({ check: 'meta.*', expires: '2027-01-14' }),
    ];
    const pages = [
      page({
        waived: [
          { ...alt('a'), waiver: 0 },
          { ...alt('b'), waiver: 0 },
        ],
      }),
      page({ url: 'https://a.example/x', waived: [{ ...alt('c'), waiver: 0 }] }),
    ];
    expect(
      waiverFacts(waivers, pages, NOW).map(({ check, daysLeft, matched }) => ({ check, daysLeft, matched })),
    ).toEqual([
      { check: 'images.alt', daysLeft: 16, matched: 3 },
      { check: 'links.*', daysLeft: 5, matched: 0 },
      { check: 'meta.*', daysLeft: -1, matched: 0 },
    ]);
  });
});

describe('countedView: waived findings out of the count', () => {
  it('takes out as many as are waived, though findings of one identity differ in their raw evidence', () => {
    // One identity (the hash is masked), but a waiver on "1a2b3c4d" waives only the first.
    const first = alt('<img src="/hero.1a2b3c4d.png">');
    const second = alt('<img src="/hero.9f8e7d6c.png">');
    const view = countedView(page({ findings: [first, second], waived: [{ ...first, waiver: 0 }] }));
    expect(view.findings).toHaveLength(1);
  });
});
