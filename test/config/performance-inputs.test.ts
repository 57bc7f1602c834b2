/** `performance` / `performance-runs` and the config file's `budgets`, per URL pattern. */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { explainRules } from '../../src/cli/explain.js';
import { rulesFor } from '../../src/config/rules.js';
import { analysisConfig } from '../gate/configs.js';
import { yamlFile } from './yaml-file.js';

const base = { 'api-url': 'https://pa.example/api/v1', 'api-key': 'k', urls: 'https://example.com/' };
const configOf = (inputs: Record<string, string>, file?: string) =>
  analysisConfig({ inputs: { ...base, ...inputs }, ...(file === undefined ? {} : { configFile: yamlFile(file) }) });

describe('performance inputs', () => {
  it.each([
    [{}, null],
    [{ performance: 'false', 'performance-runs': '5' }, null],
    [{ performance: 'true' }, { runs: 3 }],
    [{ performance: 'TRUE', 'performance-runs': '1' }, { runs: 1 }],
    [{ performance: 'true', 'performance-runs': '10' }, { runs: 10 }],
  ])('%j asks for %j', (inputs, performance) => {
    expect(configOf(inputs).performance).toEqual(performance);
  });

  it.each([
    ['latest', 'latest'],
    ['a site URL', 'https://example.com/'],
  ])('goes with crawl %s: the crawl measures its pages', (_name, crawl) => {
    expect(configOf({ performance: 'true', 'performance-runs': '2', urls: '', crawl })).toMatchObject({
      crawl: crawl === 'latest' ? 'latest' : { seed: crawl },
      performance: { runs: 2 },
    });
  });

  it.each([
    [{ performance: 'yes' }, 'performance: "yes" is not a boolean'],
    [{ performance: 'true', 'performance-runs': '0' }, 'performance-runs: "0"'],
    [{ performance: 'true', 'performance-runs': '11' }, 'performance-runs: "11"'],
  ])('%j is a configuration error naming the input', (inputs, message) => {
    expect(() => configOf(inputs)).toThrow(ConfigError);
    expect(() => configOf(inputs)).toThrow(message);
  });
});

describe('budgets in the config file', () => {
  const file = [
    'budgets: { lcp-ms: 3000, transfer-kb: 800 }',
    'pages:',
    '  - pattern: /blog/**',
    '    budgets: { lcp-ms: 1500, requests: 40 }',
    '  - pattern: /blog/heavy',
    '    budgets: { cls: 0.2 }',
  ].join('\n');

  it.each([
    ['https://example.com/', { 'lcp-ms': 3000, 'transfer-kb': 800 }],
    ['https://example.com/blog/a', { 'lcp-ms': 1500, 'transfer-kb': 800, requests: 40 }],
    ['https://example.com/blog/heavy', { 'lcp-ms': 1500, 'transfer-kb': 800, requests: 40, cls: 0.2 }],
  ])('%s is judged by %j: a later pattern sets its keys, the others stay', (url, budgets) => {
    const config = configOf(
      { urls: 'https://example.com/\nhttps://example.com/blog/a\nhttps://example.com/blog/heavy' },
      file,
    );
    expect(rulesFor(config, url).budgets).toEqual(budgets);
  });

  it('--explain names the budgets in force and the layers that set them', () => {
    const config = configOf({ urls: 'https://example.com/blog/a' }, file);
    expect(explainRules(config, 'https://example.com/blog/a', new Date())).toMatch(
      new RegExp(
        String.raw`budgets lcp-ms 1500, transfer-kb 800, requests 40 +from config-file pagegate.yml top level \+ ` +
          String.raw`config-file pagegate.yml pages\[0\] /blog/\*\*`,
      ),
    );
  });

  it('a page no budget covers has none: the Core Web Vitals bounds judge it', () => {
    expect(rulesFor(configOf({}), 'https://example.com/').budgets).toBeUndefined();
  });

  it.each([
    [
      'budgets: { lcp: 100 }',
      'config-file pagegate.yml: budgets.lcp is not a known key (did you mean lcp-ms?) ' +
        '(allowed: lcp-ms, cls, tbt-ms, transfer-kb, requests)',
    ],
    ['budgets: { lcp-ms: fast }', 'config-file pagegate.yml: budgets.lcp-ms: "fast" is not a number, 0 or more'],
    [
      'budgets: { requests: 2.5 }',
      'config-file pagegate.yml: budgets.requests: "2.5" is not a whole number, 0 or more',
    ],
    [
      'budgets: 100',
      'config-file pagegate.yml: budgets: must be a mapping of lcp-ms, cls, tbt-ms, transfer-kb, requests to a number',
    ],
    [
      'pages:\n  - pattern: /\n    budgets: { tbt-ms: -1 }',
      'config-file pagegate.yml: pages[0].budgets.tbt-ms: "-1" is not a number, 0 or more',
    ],
  ])('%s is refused with one line naming the path', (text, message) => {
    expect(() => configOf({}, text)).toThrow(new ConfigError(message));
  });
});
