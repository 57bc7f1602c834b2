import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { assertPatternsMatch, originOf, patternMatches, ruleLayers, rulesFor } from '../../src/config/rules.js';
import { ruleOriginText } from '../../src/model/config.js';
import { parseGateConfig } from '../../src/config/inputs.js';
import { yamlFile } from './yaml-file.js';

function configWith(file: string, inputs: Record<string, string> = {}) {
  return parseGateConfig({
    inputs: { 'api-url': 'https://pa.example/api/v1', 'api-key': 'k', urls: 'https://a.example/', ...inputs },
    configFile: yamlFile(file),
  });
}

describe('patternMatches', () => {
  it.each([
    ['/blog/**', 'https://a.example/blog/2024/post', true],
    ['/blog/**', 'https://a.example/blog', true],
    ['/blog/*', 'https://a.example/blog/a/b', false],
    ['/blog/*', 'https://a.example/blogs/a', false],
    ['/', 'https://a.example/', true],
    ['/', 'https://a.example/x', false],
    ['/docs/*.html', 'https://a.example/docs/a.html?v=2', true],
    ['/**/.well-known/*', 'https://a.example/x/.well-known/y', true],
    ['/Pricing', 'https://a.example/pricing', false],
    ['https://a.example/shop/**', 'https://a.example/shop/item/1', true],
    ['https://a.example/shop/**', 'https://b.example/shop/item/1', false],
    ['http://a.example/**', 'https://a.example/shop', false],
    ['https://*.example/**', 'https://pr-1.example/x', true],
  ])('%s vs %s -> %s', (pattern, url, expected) => {
    expect(patternMatches(pattern, url)).toBe(expected);
  });

  // The linear matcher (text/glob.ts) does the work; its own test counts the steps.
  it('refuses a pattern too long to match, naming it', () => {
    expect(() => patternMatches(`/[${'a-b'.repeat(5000)}]`, 'https://a.example/a')).toThrow(
      new ConfigError(`glob "/[${'a-b'.repeat(19)}…" is longer than 1000 characters`),
    );
  });
});

describe('rulesFor', () => {
  const file = [
    'pages:',
    '  - pattern: /blog/**',
    '    min-score: 60',
    '    ignore-checks: [links.*]',
    '    render: true',
    '  - pattern: /blog/drafts/**',
    '    min-score: null',
    '    fail-on-regression: none',
    '  - pattern: https://a.example/shop/**',
    '    max-critical: 5',
  ].join('\n');
  const config = configWith(file, { 'min-score': '80', 'max-critical': '0', 'ignore-checks': 'social.*' });

  it.each([
    [
      'no pattern: the inputs',
      'https://a.example/about',
      {
        minScore: 80,
        maxCritical: 0,
        maxScoreDrop: null,
        warnMinScore: null,
        warnMaxCritical: null,
        failOnRegression: 'recommended',
        ignoreChecks: ['social.*'],
        checks: {},
        render: false,
      },
    ],
    [
      'one pattern: override wins over inputs, waivers add up',
      'https://a.example/blog/a',
      {
        minScore: 60,
        maxCritical: 0,
        maxScoreDrop: null,
        warnMinScore: null,
        warnMaxCritical: null,
        failOnRegression: 'recommended',
        ignoreChecks: ['social.*', 'links.*'],
        checks: {},
        render: true,
      },
    ],
    [
      'two patterns: the later wins',
      'https://a.example/blog/drafts/x',
      {
        minScore: null,
        maxCritical: 0,
        maxScoreDrop: null,
        warnMinScore: null,
        warnMaxCritical: null,
        failOnRegression: 'none',
        ignoreChecks: ['social.*', 'links.*'],
        checks: {},
        render: true,
      },
    ],
    [
      'a full-URL pattern',
      'https://a.example/shop/cart',
      {
        minScore: 80,
        maxCritical: 5,
        maxScoreDrop: null,
        warnMinScore: null,
        warnMaxCritical: null,
        failOnRegression: 'recommended',
        ignoreChecks: ['social.*'],
        checks: {},
        render: false,
      },
    ],
  ])('%s', (_, url, expected) => {
    expect(rulesFor(config, url)).toEqual(expected);
  });

  it.each([
    [
      'about',
      'https://a.example/about',
      {
        minScore: 'input',
        maxCritical: 'input',
        failOnRegression: 'default',
        render: 'default',
        warnMinScore: 'config-file top level',
      },
    ],
    [
      'blog',
      'https://a.example/blog/a',
      {
        minScore: 'pages[0] /blog/**',
        maxCritical: 'input',
        failOnRegression: 'default',
        render: 'pages[0] /blog/**',
        warnMinScore: 'config-file top level',
      },
    ],
    [
      'drafts',
      'https://a.example/blog/drafts/x',
      {
        minScore: 'pages[1] /blog/drafts/**',
        maxCritical: 'input',
        failOnRegression: 'pages[1] /blog/drafts/**',
        render: 'pages[0] /blog/**',
        warnMinScore: 'config-file top level',
      },
    ],
    [
      'shop',
      'https://a.example/shop/cart',
      {
        minScore: 'input',
        maxCritical: 'pages[2] https://a.example/shop/**',
        failOnRegression: 'default',
        render: 'default',
        warnMinScore: 'config-file top level',
      },
    ],
  ])('%s: each rule comes from the last layer that set it, in precedence order', (_, url, expected) => {
    const traced = configWith(`warn-min-score: 90\n${file}`, {
      'min-score': '80',
      'max-critical': '0',
      'ignore-checks': 'social.*',
    });
    const layers = ruleLayers(traced, url);
    expect(layers.slice(0, 2).map((layer) => layer.origin.kind)).toEqual(['input', 'config']);
    const origins = Object.fromEntries(
      Object.keys(expected).map((key) => [key, ruleOriginText(originOf(layers, key as keyof typeof expected))]),
    );
    expect(origins).toEqual(expected);
  });

  it(
    'an input at its default value is the default (a runner passes every default as an input); another value is ' +
      'the input',
    () => {
      const given = configWith('', { 'fail-on-regression': 'recommended', render: 'true' });
      expect(originOf(ruleLayers(given, null), 'failOnRegression')).toEqual({ kind: 'default' });
      expect(originOf(ruleLayers(given, null), 'render')).toEqual({ kind: 'input' });
    },
  );
});

describe('assertPatternsMatch', () => {
  const config = configWith('pages:\n  /blog/**: 60\n  /docs/**: 50\n  https://b.example/**: 40\n');

  it('passes when every pattern matches a page', () => {
    expect(() =>
      assertPatternsMatch(config, ['https://a.example/blog/x', 'https://a.example/docs/', 'https://b.example/']),
    ).not.toThrow();
  });

  it.each([
    [
      ['https://a.example/blog/x', 'https://b.example/'],
      'config-file pagegate.yml: pattern "/docs/**" matches no page (of 2 pages in the run)',
    ],
    [
      ['https://a.example/'],
      'config-file pagegate.yml: patterns "/blog/**", "/docs/**", "https://b.example/**" match no page ' +
        '(of 1 page in the run)',
    ],
  ])('names each pattern that matches no page of %j', (urls, message) => {
    expect(() => assertPatternsMatch(config, urls)).toThrow(new ConfigError(message));
  });

  it('names the first five of 20,000 unmatched patterns and counts the rest', () => {
    const many = { ...config, overrides: Array.from({ length: 20_000 }, (_, i) => ({ pattern: `/p${i}/**` })) };
    const five = [0, 1, 2, 3, 4].map((i) => `"/p${i}/**"`).join(', ');
    expect(() => assertPatternsMatch(many, ['https://a.example/'])).toThrow(
      new ConfigError(`config-file pagegate.yml: patterns ${five} and 19995 more match no page (of 1 page in the run)`),
    );
  });

  it('without a config file there is nothing to match', () => {
    const plain = parseGateConfig({
      inputs: { 'api-url': 'https://pa.example/api/v1', 'api-key': 'k', urls: 'https://a.example/' },
    });
    expect(() => assertPatternsMatch(plain, [])).not.toThrow();
  });
});
