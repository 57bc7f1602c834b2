/** `pagegate check --explain URL`: the rules of one page and where each came from, without a service. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../src/cli/check.js';
import { dayAfter } from '../../src/model/waiver.js';

let config: string;
const inForce = dayAfter(new Date(), 30);
const expired = dayAfter(new Date(), -3);

beforeAll(async () => {
  config = join(await mkdtemp(join(tmpdir(), 'pagegate-explain-')), 'pagegate.yml');
  const yaml = [
    'min-score: 80',
    'warn-min-score: 90',
    'ignore-checks: [social.*]',
    'checks: { html.lang: error, links.*: warn }',
    'pages:',
    '  - { pattern: /blog/**, min-score: 60, ignore-checks: [content.word_count], checks: { html.lang: off } }',
    '  - { pattern: /docs/**, render: true }',
    'waivers:',
    `  - { check: images.alt, pattern: /blog/**, evidence: hero.png, reason: legacy hero images, expires: ${inForce} }`,
    `  - { check: links.*, reason: old footer, expires: ${expired} }`,
    `  - { check: meta.*, pattern: /docs/**, reason: docs are generated, expires: ${inForce} }`,
    '',
  ].join('\n');
  await writeFile(config, yaml);
});

/** The two columns as explain aligns them: the second one past the widest first cell. */
function aligned(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)} ${right}`);
}

async function explain(args: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const code = await check(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stdout += `stderr: ${text}`),
    isTTY: false,
    env: {},
  });
  return { code, stdout };
}

describe('check --explain', () => {
  it(
    'prints the layers in order of precedence, each rule in force with its origin, and the waivers that match; ' +
      'needs no service',
    async () => {
      const { code, stdout } = await explain([
        '--explain',
        '/blog/a',
        '--site-url',
        'https://a.example',
        '--config',
        config,
        '--min-score',
        '70',
        '--fail-on-regression',
        'critical',
      ]);
      expect(code).toBe(0);
      expect(stdout).toBe(
        [
          'Rules for https://a.example/blog/a, lowest precedence first (a later layer wins; ignore-checks, checks ' +
            'and budgets add up):',
          ...aligned([
            ['default', 'action.yml defaults'],
            ['input', 'min-score 70, fail-on-regression critical'],
            [
              `config-file ${config} top level`,
              'min-score 80, warn-min-score 90, ignore-checks social.*, checks html.lang error, links.* warn',
            ],
            [
              `config-file ${config} pages[0] /blog/**`,
              'min-score 60, ignore-checks content.word_count, checks html.lang off',
            ],
          ]),
          '',
          'In force:',
          ...aligned([
            ['min-score 60', `from config-file ${config} pages[0] /blog/**`],
            ['max-critical off', 'from default'],
            ['max-score-drop off', 'from default'],
            ['warn-min-score 90', `from config-file ${config} top level`],
            ['warn-max-critical off', 'from default'],
            ['fail-on-regression critical', 'from input'],
            [
              'ignore-checks social.*, content.word_count',
              `from config-file ${config} top level + config-file ${config} pages[0] /blog/**`,
            ],
            [
              'checks links.* warn, html.lang off',
              `from config-file ${config} top level + config-file ${config} pages[0] /blog/**`,
            ],
            ['render false', 'from default'],
            ['budgets (none)', 'from default'],
          ]),
          '',
          'Waivers whose pattern matches this page (the first that matches a finding waives it):',
          `  waivers[0] images.alt on /blog/**, evidence "hero.png": legacy hero images — in force until ` +
            `${inForce} (30 days left)`,
          `  waivers[1] links.* on every page: old footer — expired on ${expired}: no longer applies`,
          '',
        ].join('\n'),
      );
    },
  );

  it('a page no pattern matches gets the inputs and the top level only', async () => {
    const { stdout } = await explain(['--explain', 'https://a.example/pricing', '--config', config]);
    expect(stdout).not.toContain('pages[');
    expect(stdout).toMatch(/^ {2}input +sets nothing$/m);
    expect(stdout).toMatch(/^ {2}fail-on-regression recommended +from default$/m);
    expect(stdout).toMatch(new RegExp(`^ {2}min-score 80 +from config-file ${config} top level$`, 'm'));
    // Each table's second column starts at one place.
    const starts = stdout
      .split('\n')
      .filter((line) => / from /.test(line))
      .map((line) => line.indexOf(' from ') + 1);
    expect(new Set(starts).size).toBe(1);
    expect(stdout).not.toContain('waivers[0]');
  });

  it('a config mistake is still one line', async () => {
    await expect(
      explain(['--explain', 'https://a.example/', '--min-score', '70', '--warn-min-score', '60']),
    ).rejects.toThrow(/^warn-min-score 60 is below min-score 70/);
  });
});
