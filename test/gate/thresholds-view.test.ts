import { describe, expect, it } from 'vitest';
import { parseGateConfig } from '../../src/config/inputs.js';
import { thresholdUses } from '../../src/gate/thresholds-view.js';
import { finding, page, regression } from '../report/fixtures.js';
import { yamlFile } from '../config/yaml-file.js';

const config = parseGateConfig({
  inputs: {
    'api-url': 'https://pa.example/api/v1',
    'api-key': 'k',
    urls: 'https://a.example/',
    'min-score': '80',
    'warn-max-critical': '0',
  },
  configFile: yamlFile('warn-min-score: 90\npages:\n  - { pattern: /blog/**, min-score: 60 }\n'),
});

describe('thresholdUses', () => {
  const pages = [
    page({ url: 'https://a.example/', score: 95 }),
    page({ url: 'https://a.example/pricing', score: 81, verdict: 'pass' }),
    page({ url: 'https://a.example/about', score: 75, verdict: 'fail', regressions: [regression()] }),
    page({
      url: 'https://a.example/blog/a',
      score: 62,
      issues: { critical: 1, recommended: 0, optional: 0, passed: 20 },
      findings: [finding({ check: 'images.alt', severity: 'critical' })],
    }),
    page({
      url: 'https://a.example/blog/b',
      score: 70,
      issues: { critical: 1, recommended: 0, optional: 0, passed: 20 },
      waived: [{ ...finding({ check: 'images.alt', severity: 'critical' }), waiver: 0 }],
    }),
    page({
      url: 'https://a.example/down',
      score: null,
      error: { code: 'timeout', message: 'unfinished' },
      verdict: 'error',
    }),
  ];

  it(
    'one row per value and origin, in precedence order, with pages, how many it failed or warned, and the ' +
      'closest pass',
    () => {
      expect(thresholdUses(config, pages)).toEqual([
        {
          name: 'min-score',
          limit: 80,
          level: 'fail',
          from: { kind: 'input' },
          pages: 3,
          past: 1,
          closest: { url: 'https://a.example/pricing', actual: 81 },
        },
        {
          name: 'min-score',
          limit: 60,
          level: 'fail',
          from: { kind: 'pattern', index: 0, pattern: '/blog/**' },
          pages: 2,
          past: 0,
          closest: { url: 'https://a.example/blog/a', actual: 62 },
        },
        {
          name: 'warn-min-score',
          limit: 90,
          level: 'warn',
          from: { kind: 'config' },
          pages: 5,
          past: 4,
          closest: { url: 'https://a.example/', actual: 95 },
        },
        // The waived critical finding of /blog/b counts for nothing here too.
        {
          name: 'warn-max-critical',
          limit: 0,
          level: 'warn',
          from: { kind: 'input' },
          pages: 5,
          past: 1,
          closest: { url: 'https://a.example/', actual: 0 },
        },
        {
          name: 'fail-on-regression',
          limit: 'recommended',
          level: 'fail',
          from: { kind: 'default' },
          pages: 5,
          past: 1,
          closest: null,
        },
      ]);
    },
  );

  it('nobody passing leaves closest null', () => {
    const [first] = thresholdUses(config, [page({ url: 'https://a.example/', score: 10 })]);
    expect(first).toMatchObject({ name: 'min-score', past: 1, closest: null });
  });
});
