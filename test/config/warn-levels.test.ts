import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { parseGateConfig } from '../../src/config/inputs.js';
import { assertWarnLevels } from '../../src/config/warn-levels.js';
import { yamlFile } from './yaml-file.js';

const BASE = { 'api-url': 'https://pa.example/api/v1', 'api-key': 'k', urls: 'https://a.example/' };
const parse = (inputs: Record<string, string>, file?: string) =>
  parseGateConfig({
    inputs: { ...BASE, ...inputs },
    configFile: file === undefined ? null : yamlFile(file),
  });

describe('warn levels in inputs and the config file', () => {
  it('are read from inputs, then the file top level, then patterns', () => {
    const config = parse(
      { 'warn-min-score': '85', 'warn-max-critical': '1' },
      'warn-min-score: 90\npages:\n  - { pattern: /blog/**, warn-max-critical: 3 }\n',
    );
    expect(config.thresholds).toMatchObject({ warnMinScore: 90, warnMaxCritical: 1 });
    expect(config.overrides).toEqual([{ pattern: '/blog/**', thresholds: { warnMaxCritical: 3 } }]);
  });

  it.each([
    [{ 'min-score': '70', 'warn-min-score': '71' }, null],
    [{ 'max-critical': '3', 'warn-max-critical': '2' }, null],
    [{ 'warn-min-score': '50' }, null],
    [
      { 'min-score': '70', 'warn-min-score': '60' },
      'warn-min-score 60 is below min-score 70, so it can never warn: the page fails first (warn-min-score ' +
        'from input, min-score from input)',
    ],
    [
      { 'min-score': '70', 'warn-min-score': '70' },
      'warn-min-score 70 equals min-score 70, so it can never warn: the page fails first (warn-min-score from ' +
        'input, min-score from input)',
    ],
    [
      { 'max-critical': '1', 'warn-max-critical': '2' },
      'warn-max-critical 2 is above max-critical 1, so it can never warn: the page fails first ' +
        '(warn-max-critical from input, max-critical from input)',
    ],
  ])('inputs %j -> %s', (inputs, message) => {
    if (message === null) expect(() => parse(inputs)).not.toThrow();
    else expect(() => parse(inputs)).toThrow(new ConfigError(message));
  });

  it('names where each value came from when the file sets one', () => {
    expect(() => parse({ 'warn-min-score': '60' }, 'min-score: 70\n')).toThrow(
      new ConfigError(
        'warn-min-score 60 is below min-score 70, so it can never warn: the page fails first (warn-min-score ' +
          'from input, min-score from config-file top level)',
      ),
    );
  });

  it('checks each page with the patterns that match it, naming the page and the pattern', () => {
    const config = parse(
      { 'warn-min-score': '80', 'min-score': '60' },
      'pages:\n  - { pattern: /blog/**, min-score: 85 }\n  - { pattern: /blog/old/**, min-score: 50 }\n',
    );
    expect(() => assertWarnLevels(config, ['https://a.example/', 'https://a.example/blog/old/x'])).not.toThrow();
    expect(() => assertWarnLevels(config, ['https://a.example/', 'https://a.example/blog/new'])).toThrow(
      new ConfigError(
        'warn-min-score 80 is below min-score 85, so it can never warn: the page fails first (warn-min-score ' +
          'from input, min-score from pages[0] /blog/**) (for https://a.example/blog/new)',
      ),
    );
  });
});
