import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { parseConfigFile } from '../../src/config/inputs-config-file.js';
import { yamlFile } from './yaml-file.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const waivers = (yaml: string, now = NOW) => parseConfigFile(yamlFile(`waivers:\n${yaml}`), now).waivers;

describe('config-file waivers', () => {
  it('reads every key, collapses the evidence, and defaults pattern and evidence to any', () => {
    const yaml = [
      '  - check: images.alt',
      '    pattern: /blog/**',
      '    evidence: "  <img   src=\\"hero.png\\">\\n "',
      '    reason: "legacy hero images, redesign in PAGE-412"',
      '    expires: 2026-06-30',
      '  - { check: "social.*", reason: vendor widget, expires: "2026-03-01" }',
      '',
    ].join('\n');
    expect(waivers(yaml)).toEqual([
      {
        check: 'images.alt',
        pattern: '/blog/**',
        evidence: '<img src="hero.png">',
        reason: 'legacy hero images, redesign in PAGE-412',
        expires: '2026-06-30',
      },
      { check: 'social.*', pattern: null, evidence: null, reason: 'vendor widget', expires: '2026-03-01' },
    ]);
  });

  it('an expired waiver is no configuration error: the run says it expired', () => {
    expect(waivers('  - { check: html.lang, reason: r, expires: 2020-01-01 }\n')).toHaveLength(1);
  });

  it.each([
    ['exactly 365 days ahead (UTC day of now)', '2027-03-01', new Date('2026-03-01T23:59:59Z'), true],
    ['366 days ahead', '2027-03-02', new Date('2026-03-01T23:59:59Z'), false],
    // 2026-03-01T23:30-05:00 is already 2026-03-02 in UTC: one more day is allowed, whatever the runner's zone.
    ['judged by the UTC day, not the offset written', '2027-03-02', new Date('2026-03-01T23:30:00-05:00'), true],
  ])('expires %s', (_, expires, now, allowed) => {
    const read = () => waivers(`  - { check: html.lang, reason: r, expires: ${expires} }\n`, now);
    if (allowed) expect(read()).toHaveLength(1);
    else
      expect(read).toThrow(
        new ConfigError(
          `config-file pagegate.yml: waivers[0] (html.lang).expires: ${expires} is more than 365 days ahead (at most ` +
            `2027-03-01)`,
        ),
      );
  });

  it.each([
    [
      'reason missing',
      '  - { check: images.alt, expires: 2026-04-01 }',
      'config-file pagegate.yml: waivers[0] (images.alt).reason is missing (say why these findings are waived)',
    ],
    [
      'reason empty',
      '  - { check: images.alt, reason: "  ", expires: 2026-04-01 }',
      'config-file pagegate.yml: waivers[0] (images.alt).reason: "" is empty or not text (say why these ' +
        'findings are waived)',
    ],
    [
      'expires missing',
      '  - { check: images.alt, reason: r }',
      'config-file pagegate.yml: waivers[0] (images.alt).expires is missing (a date YYYY-MM-DD, at most 365 ' +
        'days ahead)',
    ],
    [
      'expires not a day',
      '  - { check: images.alt, reason: r, expires: 2026-02-30 }',
      'config-file pagegate.yml: waivers[0] (images.alt).expires: "2026-02-30" is not a date YYYY-MM-DD',
    ],
    [
      'expires with a time',
      '  - { check: images.alt, reason: r, expires: "2026-04-01T00:00:00Z" }',
      'config-file pagegate.yml: waivers[0] (images.alt).expires: "2026-04-01T00:00:00Z" is not a date YYYY-MM-DD',
    ],
    [
      'check missing',
      '  - { reason: r, expires: 2026-04-01 }',
      'config-file pagegate.yml: waivers[0].check is missing (a check-name glob such as images.alt)',
    ],
    [
      'empty evidence',
      '  - { check: html.lang, evidence: "", reason: r, expires: 2026-04-01 }',
      'config-file pagegate.yml: waivers[0] (html.lang).evidence: "" is empty or not text (a substring of the ' +
        'evidence; leave it out to waive any)',
    ],
    [
      'relative pattern',
      '  - { check: html.lang, pattern: blog/**, reason: r, expires: 2026-04-01 }',
      'config-file pagegate.yml: waivers[0] (html.lang).pattern: "blog/**" must start with / (a URL path) or ' +
        'http(s):// (a full URL)',
    ],
    [
      'unknown key',
      '  - { check: html.lang, reasons: r, expires: 2026-04-01 }',
      'config-file pagegate.yml: waivers[0].reasons is not a known key (allowed: check, pattern, evidence, ' +
        'reason, expires)',
    ],
    [
      'not a mapping',
      '  - images.alt',
      'config-file pagegate.yml: waivers[0] must be a mapping (allowed keys: check, pattern, evidence, reason, ' +
        'expires)',
    ],
  ])('%s is an error naming the entry', (_, yaml, message) => {
    expect(() =>
      waivers(
        `  - { check: images.alt, reason: fine, expires: 2026-04-01 }\n${yaml.replace('waivers[0]', 'waivers[1]')}\n`,
      ),
    ).toThrow(new ConfigError(message.replace('waivers[0]', 'waivers[1]')));
  });

  it('waivers must be a list', () => {
    expect(() => parseConfigFile(yamlFile('waivers: { check: a }\n', 'g.yml'), NOW)).toThrow(
      new ConfigError('config-file g.yml: waivers must be a list of { check, pattern, evidence, reason, expires }'),
    );
  });
});
