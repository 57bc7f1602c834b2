import { ignoredCheck } from '../../src/config/check-levels.js';
import { describe, expect, it } from 'vitest';
import { diffFindings, failsOnRegression } from '../../src/gate/compare.js';
import { finding } from '../report/fixtures.js';
import { LEVEL_SEVERITY_FAILS } from './regression-levels.js';

const f = (check: string, evidence: string, severity = 'critical') => finding({ check, evidence, severity });
const checks = (list: { check: string; severity: string }[]) => list.map((x) => `${x.check}:${x.severity}`);

const img = (src: string, extra = '') => `<img src="${src}"${extra}>`;
const ev = (list: { evidence: string }[]) => list.map((x) => x.evidence);

describe('diffFindings: leftovers pair by element, never one element with another', () => {
  it.each([
    {
      name: 'rebuilt hashes that the mask misses (vite base64 with "-"): paired by asset stem',
      before: [img('/a/logo-C3V-OSiY.png'), img('/a/icon-D_ry-MEP.png')],
      now: [img('/a/hero-Zq9-x1Y_.png'), img('/a/icon-E-fG_hIj.png'), img('/a/logo-Bv_Jm-1C.png')],
      added: [img('/a/hero-Zq9-x1Y_.png')],
      resolved: [],
    },
    {
      name: 'an attribute added or dropped (width, loading) leaves the same image',
      before: [img('/logo.png', ' width="1"')],
      now: [img('/logo.png', ' loading="lazy" class="brand"')],
      added: [],
      resolved: [],
    },
    {
      name: 'one image gains its alt, another loses it: one resolved, one new',
      before: [img('/img/diagram.png', ' width="600"')],
      now: [img('/img/screenshot.png', ' width="600"')],
      added: [img('/img/screenshot.png', ' width="600"')],
      resolved: [img('/img/diagram.png', ' width="600"')],
    },
    {
      name: 'words in a file name are not hashes: tar-old and tar-new are two images',
      before: [img('/a/tar-old.png')],
      now: [img('/a/tar-new.png')],
      added: [img('/a/tar-new.png')],
      resolved: [img('/a/tar-old.png')],
    },
    {
      name: 'a link fixed and two others emptied: the fixed one resolved, both others new; buttons pair',
      before: ['<a href="/x"></a>', '<button></button>'],
      now: ['<button type="submit"></button>', '<a href="/y"></a>', '<a href="/z"></a>'],
      added: ['<a href="/y"></a>', '<a href="/z"></a>'],
      resolved: ['<a href="/x"></a>'],
    },
    {
      name: 'fields are told apart by name and id, whatever their classes',
      before: ['<input name="q" class="a">', '<input id="mail" type="email">'],
      now: ['<input class="b" name="q" placeholder="Search">', '<input id="phone" type="tel">'],
      added: ['<input id="phone" type="tel">'],
      resolved: ['<input id="mail" type="email">'],
    },
    {
      name: 'an element with no url, id or name is told by its text',
      before: ['<h3 class="old">Install</h3>', '<h3>Usage</h3>'],
      now: ['<h3 class="new">Install</h3>', '<h3>Upgrade</h3>'],
      added: ['<h3>Upgrade</h3>'],
      resolved: ['<h3>Usage</h3>'],
    },
    {
      name: 'fewer than before: the unpaired earlier one is resolved',
      before: [img('/a.png'), img('/b.png', ' width="1"')],
      now: [img('/a.png', ' width="2"')],
      added: [],
      resolved: [img('/b.png', ' width="1"')],
    },
    {
      name: 'text evidence pairs by its words, a URL by its asset stem',
      before: ['https://x.test/app.js failed', 'https://x.test/old.js failed'],
      now: ['https://x.test/app.9f8e.js failed', 'https://x.test/new.js failed'],
      added: ['https://x.test/new.js failed'],
      resolved: ['https://x.test/old.js failed'],
    },
  ])('$name', ({ before, now, added, resolved }) => {
    const diff = diffFindings(
      now.map((e) => f('images.alt', e)),
      before.map((e) => f('images.alt', e)),
    );
    expect({ added: ev(diff.added), resolved: ev(diff.resolved), escalated: diff.escalated }).toEqual({
      added,
      resolved,
      escalated: [],
    });
  });

  it('pairs only within a check', () => {
    const diff = diffFindings([f('links.empty', '<a href="/a"></a>')], [f('links.text', '<a href="/a">here</a>')]);
    expect([checks(diff.added), checks(diff.resolved)]).toEqual([['links.empty:critical'], ['links.text:critical']]);
  });

  it('<HEAD\\n> now, <head> before: neither new nor resolved', () => {
    expect(diffFindings([f('meta.viewport', '<HEAD\n>')], [f('meta.viewport', '<head>')])).toEqual({
      added: [],
      escalated: [],
      resolved: [],
    });
  });

  it('a pair made past identity escalates when its severity rose', () => {
    const diff = diffFindings(
      [f('images.alt', img('/a.png'), 'critical')],
      [f('images.alt', img('/a.png', ' width="1"'), 'optional')],
    );
    expect(diff.escalated.map((e) => `${e.from}->${e.finding.severity}`)).toEqual(['optional->critical']);
    expect([diff.added, diff.resolved]).toEqual([[], []]);
  });

  it('an exact identity is paired before anything looser', () => {
    const diff = diffFindings(
      [f('images.alt', img('/new.png')), f('images.alt', img('/kept.1a2b3c4d.png'))],
      [f('images.alt', img('/kept.9f8e7d6c.png'))],
    );
    expect(ev(diff.added)).toEqual([img('/new.png')]);
  });

  it('lists added findings in the order of the page, resolved in the order of the baseline', () => {
    const diff = diffFindings([f('b', 'x2'), f('a', 'x1'), f('b', 'x3')], [f('c', 'y2'), f('d', 'y1')]);
    expect([ev(diff.added), ev(diff.resolved)]).toEqual([
      ['x2', 'x1', 'x3'],
      ['y2', 'y1'],
    ]);
  });

  it('thousands of rebuilt images pair by element, every one; as many others are new and resolved', () => {
    const n = 6_000;
    const now = Array.from({ length: n }, (_, i) => f('images.alt', img(`/n/${i}-Bv_Jm-1C.png`)));
    const before = Array.from({ length: n }, (_, i) => f('images.alt', img(`/n/${i}-C3V-OSiY.png`)));
    const diff = diffFindings(now, before);
    expect([diff.added.length, diff.escalated.length, diff.resolved.length]).toEqual([0, 0, 0]);
    const others = diffFindings(
      now,
      Array.from({ length: n }, () => f('images.alt', img('/same.png'))),
    );
    expect([others.added.length, others.escalated.length, others.resolved.length]).toEqual([n, 0, n]);
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
    expect(diffFindings([...before].reverse(), before)).toEqual({ added: [], escalated: [], resolved: [] });
  });

  it('matches as a multiset: two identical findings now against one before is one added', () => {
    const diff = diffFindings([f('images.alt', '<img>'), f('images.alt', '<img>')], [f('images.alt', '<img>')]);
    expect(diff.added).toEqual([f('images.alt', '<img>')]);
    expect([diff.escalated, diff.resolved]).toEqual([[], []]);
  });

  it('one identical finding now against two before is one resolved', () => {
    const diff = diffFindings([f('images.alt', '<img>')], [f('images.alt', '<img>'), f('images.alt', '<img>')]);
    expect([diff.added, diff.escalated, diff.resolved]).toEqual([[], [], [f('images.alt', '<img>')]]);
  });

  it('ignores whitespace differences in evidence', () => {
    expect(diffFindings([f('h', '  <h1>\n  Title\t</h1>')], [f('h', '<h1> Title </h1>')])).toEqual({
      added: [],
      escalated: [],
      resolved: [],
    });
  });

  it('another element of the same check, as many as before: one new, one resolved, never cancelled', () => {
    const diff = diffFindings([f('images.alt', '<img src=b>')], [f('images.alt', '<img src=a>')]);
    expect([ev(diff.added), ev(diff.resolved)]).toEqual([['<img src=b>'], ['<img src=a>']]);
  });

  it.each([
    ['recommended', 'critical', [{ from: 'recommended', now: 'critical' }]],
    ['optional', 'recommended', [{ from: 'optional', now: 'recommended' }]],
    ['blocker', 'optional', [{ from: 'blocker', now: 'optional' }]],
    ['critical', 'recommended', []],
    ['recommended', 'blocker', []],
    ['critical', 'critical', []],
  ])('same identity from %s to %s', (before, now, expected) => {
    const diff = diffFindings([f('headings.h1', 'x', now)], [f('headings.h1', 'x', before)]);
    expect(diff.escalated.map((e) => ({ from: e.from, now: e.finding.severity }))).toEqual(expected);
    expect([diff.added, diff.resolved]).toEqual([[], []]);
  });

  it('pairs unchanged severities first, then escalates from the closest earlier severity', () => {
    const now = [f('c', 'x', 'critical'), f('c', 'x', 'optional')];
    const before = [f('c', 'x', 'optional'), f('c', 'x', 'recommended'), f('c', 'x', 'optional')];
    const diff = diffFindings(now, before);
    expect(diff.escalated.map((e) => `${e.from}->${e.finding.severity}`)).toEqual(['recommended->critical']);
    expect(checks(diff.resolved)).toEqual(['c:optional']);
    expect(diff.added).toEqual([]);
  });

  it(
    'reads each severity a bounded number of times, not once per pair (a fork may send 60,000 findings of one ' +
      'identity)',
    () => {
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
      );
      expect([diff.added.length, diff.escalated.length, diff.resolved.length]).toEqual([0, 0, 0]);
      expect(reads).toBeLessThan(n * 60);
    },
  );

  it('keeps findings of an unknown severity and shows the severity as given', () => {
    const diff = diffFindings([f('x.new', 'e', 'blocker')], []);
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
    const diff = diffFindings(now, before, ignoredCheck({ ignoreChecks: ignore, checks: {} }));
    expect(checks(diff.added)).toEqual(added);
    expect(checks(diff.escalated.map((e) => e.finding))).toEqual(['images.alt:critical']);
    expect(checks(diff.resolved)).toEqual(resolved);
  });

  it('an ignored check is ignored on both sides, so waiving it never counts as a resolution', () => {
    expect(
      diffFindings([], [f('social.og_title', 'a')], ignoredCheck({ ignoreChecks: ['social.*'], checks: {} })),
    ).toEqual({
      added: [],
      escalated: [],
      resolved: [],
    });
  });
});
