import { describe, expect, it } from 'vitest';
import { diffFindings, failsOnRegression } from '../../src/gate/compare.js';
import { findingIdentity } from '../../src/model/finding-identity.js';
import { finding } from '../report/fixtures.js';
import { LEVEL_SEVERITY_FAILS } from './regression-levels.js';

const f = (check: string, evidence: string, severity = 'critical') => finding({ check, evidence, severity });
const checks = (list: { check: string; severity: string }[]) => list.map((x) => `${x.check}:${x.severity}`);

describe('findingIdentity', () => {
  it.each([
    [
      { check: 'images.alt', evidence: '<img  src="a.png"\n   width=1>' },
      { check: 'images.alt', evidence: '  <img src="a.png" width=1>\t' },
      true,
    ],
    [
      { check: 'images.alt', evidence: '<img src="a.png">' },
      { check: 'images.alt', evidence: '<img src="b.png">' },
      false,
    ],
    [{ check: 'images.alt', evidence: 'x' }, { check: 'links.text', evidence: 'x' }, false],
    [{ check: 'a', evidence: 'b c' }, { check: 'a b', evidence: 'c' }, false],
    [{ check: 'a', evidence: 'ab' }, { check: 'a', evidence: 'a b' }, false],
  ])('%j vs %j -> same: %s', (a, b, same) => {
    expect(findingIdentity(a) === findingIdentity(b)).toBe(same);
  });
});

describe('failsOnRegression: every level × every severity', () => {
  it.each(LEVEL_SEVERITY_FAILS)('level %s, severity %s -> %s', (level, severity, fails) => {
    expect(failsOnRegression(severity, level)).toBe(fails);
  });
});

describe('diffFindings', () => {
  it('nothing changed: nothing listed, whatever the order', () => {
    const before = [f('a', '1'), f('b', '2', 'optional')];
    expect(diffFindings([...before].reverse(), before, [])).toEqual({ added: [], escalated: [], resolved: [] });
  });

  it('matches as a multiset: two identical findings now against one before is one added', () => {
    const diff = diffFindings([f('images.alt', '<img>'), f('images.alt', '<img>')], [f('images.alt', '<img>')], []);
    expect(diff.added).toEqual([f('images.alt', '<img>')]);
    expect([diff.escalated, diff.resolved]).toEqual([[], []]);
  });

  it('one identical finding now against two before is one resolved', () => {
    const diff = diffFindings([f('images.alt', '<img>')], [f('images.alt', '<img>'), f('images.alt', '<img>')], []);
    expect([diff.added, diff.escalated, diff.resolved]).toEqual([[], [], [f('images.alt', '<img>')]]);
  });

  it('ignores whitespace differences in evidence', () => {
    expect(diffFindings([f('h', '  <h1>\n  Title\t</h1>')], [f('h', '<h1> Title </h1>')], [])).toEqual({
      added: [],
      escalated: [],
      resolved: [],
    });
  });

  it('different evidence of the same check is one added and one resolved', () => {
    const diff = diffFindings([f('images.alt', '<img src=b>')], [f('images.alt', '<img src=a>')], []);
    expect(diff).toEqual({
      added: [f('images.alt', '<img src=b>')],
      escalated: [],
      resolved: [f('images.alt', '<img src=a>')],
    });
  });

  it.each([
    ['recommended', 'critical', [{ from: 'recommended', now: 'critical' }]],
    ['optional', 'recommended', [{ from: 'optional', now: 'recommended' }]],
    ['blocker', 'optional', [{ from: 'blocker', now: 'optional' }]],
    ['critical', 'recommended', []],
    ['recommended', 'blocker', []],
    ['critical', 'critical', []],
  ])('same identity from %s to %s', (before, now, expected) => {
    const diff = diffFindings([f('headings.h1', 'x', now)], [f('headings.h1', 'x', before)], []);
    expect(diff.escalated.map((e) => ({ from: e.from, now: e.finding.severity }))).toEqual(expected);
    expect([diff.added, diff.resolved]).toEqual([[], []]);
  });

  it('pairs unchanged severities first, then escalates from the closest earlier severity', () => {
    const now = [f('c', 'x', 'critical'), f('c', 'x', 'optional')];
    const before = [f('c', 'x', 'optional'), f('c', 'x', 'recommended'), f('c', 'x', 'optional')];
    const diff = diffFindings(now, before, []);
    expect(diff.escalated.map((e) => `${e.from}->${e.finding.severity}`)).toEqual(['recommended->critical']);
    expect(checks(diff.resolved)).toEqual(['c:optional']);
    expect(diff.added).toEqual([]);
  });

  it('reads each severity a bounded number of times, not once per pair (a fork may send 60,000 findings of one identity)', () => {
    let reads = 0;
    const counted = (severity: string) =>
      new Proxy(f('images.alt', '<img>', severity), {
        get(target, name, receiver) {
          if (name === 'severity') reads++;
          return Reflect.get(target, name, receiver) as unknown;
        },
      });
    const n = 2000;
    const diff = diffFindings(
      Array.from({ length: n }, () => counted('optional')),
      Array.from({ length: n }, () => counted('critical')),
      [],
    );
    expect([diff.added.length, diff.escalated.length, diff.resolved.length]).toEqual([0, 0, 0]);
    expect(reads).toBeLessThan(n * 60);
  });

  it('keeps findings of an unknown severity and shows the severity as given', () => {
    const diff = diffFindings([f('x.new', 'e', 'blocker')], [], []);
    expect(checks(diff.added)).toEqual(['x.new:blocker']);
  });

  it.each([
    [['social.*'], ['links.text:critical'], []],
    [['*.og_*'], ['links.text:critical'], []],
    [['links.text', 'social.og_title'], [], ['social.og_image:critical']],
    [['{links,social}.*'], [], []],
    [['social'], ['social.og_title:critical', 'links.text:critical'], ['social.og_image:critical']],
  ])('ignore-checks %j: ignored checks appear in no list', (ignore, added, resolved) => {
    const now = [f('social.og_title', 'a'), f('links.text', 'b'), f('images.alt', 'same', 'critical')];
    const before = [f('social.og_image', 'gone'), f('images.alt', 'same', 'optional')];
    const diff = diffFindings(now, before, ignore);
    expect(checks(diff.added)).toEqual(added);
    expect(checks(diff.escalated.map((e) => e.finding))).toEqual(['images.alt:critical']);
    expect(checks(diff.resolved)).toEqual(resolved);
  });

  it('an ignored check is ignored on both sides, so waiving it never counts as a resolution', () => {
    expect(diffFindings([], [f('social.og_title', 'a')], ['social.*'])).toEqual({
      added: [],
      escalated: [],
      resolved: [],
    });
  });
});
