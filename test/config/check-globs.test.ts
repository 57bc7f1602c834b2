import { describe, expect, it } from 'vitest';
import { knownCheckGlob } from '../../src/config/check-globs.js';
import { parseGateConfig } from '../../src/config/inputs.js';
import { CHECK_NAMES } from '../../src/model/check-names.js';
import { RULES } from '../../src/service/analyzer/rules.js';
import { BROKEN_LINK_CHECK } from '../../src/model/link-check.js';
import { ConfigError } from '../../src/errors.js';
import { yamlFile } from './yaml-file.js';

describe('check names and globs that match no check are a config error with a "did you mean" line', () => {
  it.each([
    ['html.lang', true],
    ['social.*', true],
    ['a11y.*', true],
    ['axe.color-contrast', true],
    ['*', true],
    [BROKEN_LINK_CHECK, true],
    ['perf.lcp', true],
    ['html.lagn', false],
    ['socail.*', false],
  ])('%s matches a check: %s', (glob, known) => {
    const read = () => knownCheckGlob('checks', glob);
    if (known) expect(read()).toBe(glob);
    else expect(read).toThrow(ConfigError);
  });

  it.each([
    [
      'checks: { html.lagn: off }\n',
      'config-file pagegate.yml: checks: "html.lagn" matches no check (did you mean html.lang?)',
    ],
    [
      'ignore-checks: socail.*\n',
      'config-file pagegate.yml: ignore-checks: "socail.*" matches no check (did you mean social.*?)',
    ],
    [
      'waivers:\n  - { check: images.atl, reason: r, expires: 2020-01-01 }\n',
      'config-file pagegate.yml: waivers[0].check: "images.atl" matches no check (did you mean images.alt?)',
    ],
    [
      'pages:\n  - pattern: /\n    checks: { meta.descripton: warn }\n',
      'config-file pagegate.yml: pages[0].checks: "meta.descripton" matches no check (did you mean meta.description?)',
    ],
  ])('%j', (text, message) => {
    const parse = () => parseGateConfig({ inputs: { urls: 'https://example.com/' }, configFile: yamlFile(text) });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(`${message}; the checks are in docs/reference-service.md`);
  });

  it('an ignore-checks input is checked too', () => {
    expect(() => parseGateConfig({ inputs: { urls: 'https://example.com/', 'ignore-checks': 'socail.*' } })).toThrow(
      'ignore-checks: "socail.*" matches no check (did you mean social.*?)',
    );
  });

  it("names every check of the reference service's table", () => {
    expect(Object.keys(RULES).filter((check) => !(CHECK_NAMES as readonly string[]).includes(check))).toEqual([]);
  });
});

describe('a budget named like no metric', () => {
  it('is a config error with a "did you mean" line', () => {
    expect(() =>
      parseGateConfig({
        inputs: { urls: 'https://example.com/' },
        configFile: yamlFile('budgets: { lcp-sm: 2500 }\n'),
      }),
    ).toThrow('config-file pagegate.yml: budgets.lcp-sm is not a known key (did you mean lcp-ms?) (allowed: ');
  });
});
