import { describe, expect, it } from 'vitest';
import { parseConfigFile } from '../../src/config/inputs-config-file.js';
import { ConfigFile } from '../../src/model/config-file.js';

const NOW = new Date('2026-06-01T00:00:00Z');

/** The keys the reader allows where `data` puts an unknown one, as its one-line error lists them. */
function allowedKeys(data: unknown): string[] {
  try {
    parseConfigFile({ name: 'pagegate.yml', data }, NOW);
  } catch (error) {
    const listed = /\(allowed: ([^)]+)\)$/.exec((error as Error).message)?.[1];
    if (listed) return listed.split(', ').sort();
  }
  throw new Error('the reader took an unknown key');
}

const pageShape = ConfigFile.shape.pages.unwrap().options[0].element.shape;

describe('ConfigFile (docs/config.schema.json) describes the keys the reader takes', () => {
  it('at the top level', () => {
    expect(Object.keys(ConfigFile.shape).sort()).toEqual(allowedKeys({ 'no-such-key': 1 }));
  });

  it('in a pages entry', () => {
    expect(Object.keys(pageShape).sort()).toEqual(allowedKeys({ pages: [{ pattern: '/', 'no-such-key': 1 }] }));
  });

  it('accepts what the reader accepts, and refuses an unknown key as the reader does', () => {
    const file = {
      'min-score': 70,
      'max-critical': null,
      'fail-on-regression': 'recommended',
      render: false,
      'ignore-checks': ['social.*'],
      pages: [{ pattern: '/blog/**', 'min-score': 50, render: true }],
      waivers: [{ check: 'images.alt', pattern: '/', reason: 'redesign', expires: '2026-12-31' }],
    };
    expect(() => parseConfigFile({ name: 'pagegate.yml', data: file }, NOW)).not.toThrow();
    expect(ConfigFile.safeParse(file).success).toBe(true);
    expect(ConfigFile.safeParse({ ...file, 'min-scor': 70 }).success).toBe(false);
    expect(ConfigFile.safeParse({ pages: { '/blog/**': 60, '/docs/**': { render: true } } }).success).toBe(true);
    expect(ConfigFile.safeParse({ 'min-score': 101 }).success).toBe(false);
  });
});
