import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { configFileData } from '../../src/config/config-file-data.js';
import { parseConfigFile } from '../../src/config/inputs-config-file.js';
import { yamlFile } from './yaml-file.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const yml = (text: string) => parseConfigFile(yamlFile(text), NOW);

describe('config-file formats', () => {
  const expected = {
    defaults: { thresholds: { minScore: 70, failOnRegression: 'recommended' }, ignoreChecks: ['social.*'] },
    overrides: [{ pattern: '/blog/**', thresholds: { minScore: 60, maxCritical: 2 }, render: true }],
    waivers: [],
  };

  it.each([
    [
      'pagegate.yml',
      'min-score: 70\nfail-on-regression: recommended\nignore-checks: [social.*]\npages:\n  - pattern: ' +
        '/blog/**\n    min-score: 60\n    max-critical: 2\n    render: true\n',
    ],
    [
      'pagegate.yaml',
      'min-score: "70"\nfail-on-regression: recommended\nignore-checks: |\n  social.*\npages:\n  - { pattern: ' +
        '/blog/**, min-score: 60, max-critical: "2", render: "True" }\n',
    ],
    [
      'pagegate.json',
      '{"min-score":70,"fail-on-regression":"recommended","ignore-checks":["social.*"],' +
        '"pages":[{"pattern":"/blog/**","min-score":60,"max-critical":2,"render":true}]}',
    ],
    [
      'pagegate.conf',
      ' {"min-score":70,"fail-on-regression":"recommended","ignore-checks":["social.*"],' +
        '"pages":[{"pattern":"/blog/**","min-score":60,"max-critical":2,"render":true}]}',
    ],
  ])('%s', async (name, text) => {
    expect(parseConfigFile(await configFileData({ name, text }), NOW)).toEqual(expected);
  });

  it('an empty file sets nothing', () => {
    expect(yml('')).toEqual({ defaults: {}, overrides: [], waivers: [] });
  });
});

describe('pages shorthand is normalised to the one override shape', () => {
  it.each([
    [
      'map of pattern to min-score',
      'pages:\n  "/blog/**": 60\n  /docs/*: "55"\n',
      [
        { pattern: '/blog/**', thresholds: { minScore: 60 } },
        { pattern: '/docs/*', thresholds: { minScore: 55 } },
      ],
    ],
    [
      'map of pattern to rules',
      'pages:\n  /blog/**: { max-score-drop: 5, ignore-checks: [links.*] }\n',
      [{ pattern: '/blog/**', thresholds: { maxScoreDrop: 5 }, ignoreChecks: ['links.*'] }],
    ],
    [
      'full-URL pattern',
      'pages:\n  - pattern: https://example.com/shop/**\n    fail-on-regression: none\n',
      [{ pattern: 'https://example.com/shop/**', thresholds: { failOnRegression: 'none' } }],
    ],
    [
      'null turns a threshold off',
      'pages:\n  - pattern: /legacy/**\n    min-score: null\n',
      [{ pattern: '/legacy/**', thresholds: { minScore: null } }],
    ],
  ])('%s', (_, text, overrides) => {
    expect(yml(text).overrides).toEqual(overrides);
  });

  it('keeps the file order, which decides which override wins', () => {
    expect(yml('pages:\n  /b: 1\n  /a: 2\n').overrides.map((o) => o.pattern)).toEqual(['/b', '/a']);
  });
});

describe('config-file errors name the file, the key path, the value and what is allowed', () => {
  const pageKeys =
    'pattern, min-score, max-critical, max-score-drop, warn-min-score, warn-max-critical, fail-on-regression, ' +
    'render, ignore-checks, checks, budgets';
  const ruleKeys =
    'min-score, max-critical, max-score-drop, warn-min-score, warn-max-critical, fail-on-regression, render, ' +
    'ignore-checks, checks, budgets';
  it.each([
    [
      'unknown key in a page',
      'pages:\n  - pattern: /\n  - pattern: /blog/**\n    min-scor: 60\n',
      `config-file pagegate.yml: pages[1].min-scor is not a known key (allowed: ${pageKeys})`,
    ],
    [
      'unknown top-level key',
      'minscore: 60\n',
      `config-file pagegate.yml: minscore is not a known key (allowed: ${ruleKeys}, pages, waivers)`,
    ],
    [
      'pattern at the top level',
      'pattern: /blog\n',
      `config-file pagegate.yml: pattern is not a known key (allowed: ${ruleKeys}, pages, waivers)`,
    ],
    [
      'unknown key in the map form',
      'pages:\n  /blog/**: { minscore: 1 }\n',
      `config-file pagegate.yml: pages["/blog/**"].minscore is not a known key (allowed: ${ruleKeys})`,
    ],
    [
      'threshold out of range',
      'pages:\n  - pattern: /\n    min-score: 101\n',
      'config-file pagegate.yml: pages[0].min-score: "101" is not an integer from 0 to 100',
    ],
    [
      'shorthand out of range',
      'pages:\n  /: 150\n',
      'config-file pagegate.yml: pages["/"].min-score: "150" is not an integer from 0 to 100',
    ],
    [
      'threshold not a number',
      'max-critical: lots\n',
      'config-file pagegate.yml: max-critical: "lots" is not an integer >= 0',
    ],
    [
      'unknown check level',
      'checks:\n  html.lang: fatal\n',
      'config-file pagegate.yml: checks["html.lang"]: "fatal" is not one of error, warn, off',
    ],
    [
      'unknown check level on a pattern',
      'pages:\n  - pattern: /blog/**\n    checks: { social.*: ignore }\n',
      'config-file pagegate.yml: pages[0].checks["social.*"]: "ignore" is not one of error, warn, off',
    ],
    [
      'checks not a mapping',
      'checks: [html.lang]\n',
      'config-file pagegate.yml: checks: must be a mapping of check-name glob to error, warn, off',
    ],
    [
      'bad fail-on-regression',
      'fail-on-regression: high\n',
      'config-file pagegate.yml: fail-on-regression: "high" is not one of critical, recommended, optional, none',
    ],
    [
      'bad boolean',
      'render: yes\n',
      'config-file pagegate.yml: render: "yes" is not a boolean (allowed: true, True, TRUE, false, False, FALSE)',
    ],
    [
      'bad glob list',
      'ignore-checks: 5\n',
      'config-file pagegate.yml: ignore-checks: "5" is not a list of check-name globs',
    ],
    [
      'bad glob item',
      'ignore-checks: [links.*, 3]\n',
      'config-file pagegate.yml: ignore-checks[1]: "3" is not a check-name glob',
    ],
    [
      'pattern missing',
      'pages:\n  - min-score: 1\n',
      'config-file pagegate.yml: pages[0].pattern is missing (a URL path starting with / or a full http(s):// URL)',
    ],
    [
      'relative pattern',
      'pages:\n  - pattern: blog/**\n',
      'config-file pagegate.yml: pages[0].pattern: "blog/**" must start with / (a URL path) or http(s):// (a full URL)',
    ],
    [
      'page not a mapping',
      'pages:\n  - /blog\n',
      `config-file pagegate.yml: pages[0] must be a mapping with a pattern (allowed keys: ${pageKeys})`,
    ],
    [
      'pages a scalar',
      'pages: 3\n',
      'config-file pagegate.yml: pages must be a list of { pattern, ... } or a mapping of pattern to min-score ' +
        'or rules',
    ],
    [
      'top level a list',
      '- 1\n',
      `config-file pagegate.yml: the top level must be a mapping (allowed keys: ${ruleKeys}, pages, waivers)`,
    ],
  ])('%s', (_, text, message) => {
    expect(() => yml(text)).toThrow(new ConfigError(message));
  });
});

describe('per-check levels', () => {
  it('reads checks: GLOB: level at the top level and per URL pattern, in file order', () => {
    const rules = yml(
      'checks:\n  html.lang: error\n  links.fragment: error\n  social.*: off\n  content.word_count: warn\n' +
        'pages:\n  - pattern: /blog/**\n    checks: { social.og_title: warn }\n',
    );
    expect(rules.defaults.checks).toEqual({
      'html.lang': 'error',
      'links.fragment': 'error',
      'social.*': 'off',
      'content.word_count': 'warn',
    });
    expect(Object.keys(rules.defaults.checks ?? {})).toEqual([
      'html.lang',
      'links.fragment',
      'social.*',
      'content.word_count',
    ]);
    expect(rules.overrides).toEqual([{ pattern: '/blog/**', checks: { 'social.og_title': 'warn' } }]);
  });
});
