import { describe, expect, it } from 'vitest';
import { CHECK_NAMES, RULES, type CheckName } from '../../../src/service/analyzer/rules.js';
import { countIssues, gradeOf, scoreOf } from '../../../src/service/analyzer/score.js';

const counts = (entries: Array<[CheckName, number]>) => entries.map(([name, count]) => ({ ...RULES[name], count }));

describe('scoreOf', () => {
  it.each<[string, Array<[CheckName, number]>, number]>([
    ['no findings', [], 100],
    ['one critical status', [['http.status', 1]], 60],
    ['weight per finding', [['images.alt', 3]], 88],
    ['capped per check', [['images.alt', 50]], 88],
    [
      'checks add up',
      [
        ['images.alt', 1],
        ['links.text', 2],
        ['meta.description', 1],
      ],
      88,
    ],
    [
      'floored at 0',
      [
        ['http.status', 1],
        ['robots.noindex', 1],
        ['title.missing', 1],
        ['meta.viewport', 1],
        ['images.alt', 5],
      ],
      0,
    ],
    ['zero counts cost nothing', [['http.status', 0]], 100],
  ])('%s', (_, entries, expected) => {
    expect(scoreOf(counts(entries))).toBe(expected);
  });

  it('every cap is reachable and no larger than the findings a check may report', () => {
    for (const name of CHECK_NAMES) {
      expect(RULES[name].cap % RULES[name].weight, name).toBe(0);
      expect(RULES[name].impact).toBeGreaterThanOrEqual(1);
      expect(RULES[name].effort).toBeLessThanOrEqual(10);
    }
  });
});

describe('gradeOf', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89, 'B'],
    [80, 'B'],
    [79, 'C'],
    [70, 'C'],
    [69, 'D'],
    [60, 'D'],
    [59, 'F'],
    [0, 'F'],
  ])('%i is %s', (score, grade) => {
    expect(gradeOf(score)).toBe(grade);
  });
});

describe('countIssues', () => {
  it.each<[string, Array<[CheckName, number]>, { critical: number; recommended: number; optional: number }]>([
    ['nothing found', [], { critical: 0, recommended: 0, optional: 0 }],
    [
      'findings per severity',
      [
        ['http.status', 1],
        ['images.alt', 3],
        ['links.text', 2],
      ],
      { critical: 4, recommended: 0, optional: 2 },
    ],
  ])('%s', (_, entries, expected) => {
    const failing = entries.filter(([, count]) => count > 0).length;
    const ran = new Map([...CHECK_NAMES.map((name): [CheckName, number] => [name, 0]), ...entries]);
    expect(countIssues(counts([...ran]))).toEqual({ ...expected, passed: CHECK_NAMES.length - failing });
  });

  it('counts only the checks that ran as passed (browser checks do not run on a fetched page)', () => {
    expect(
      countIssues(
        counts([
          ['http.status', 0],
          ['images.alt', 2],
        ]),
      ),
    ).toEqual({ critical: 2, recommended: 0, optional: 0, passed: 1 });
  });
});
