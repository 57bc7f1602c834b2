/** Every command's help is generated from its flag table; `check`'s table is the action's inputs table. */
import { describe, expect, it } from 'vitest';
import { ACTION_ONLY_INPUTS, CHECK_HELP } from '../../src/cli/check.js';
import { CRAWL_HELP } from '../../src/cli/crawl.js';
import { DEMO_HELP } from '../../src/cli/demo.js';
import { helpText } from '../../src/cli/flags.js';
import { MERGE_HELP } from '../../src/cli/merge.js';
import { SERVE_HELP } from '../../src/cli/serve.js';
import { INPUTS } from '../../src/config/input-table.js';

/** The help's rows joined back into one line per flag (continuation lines are indented). */
function rows(help: string): Map<string, string> {
  const options = help.slice(help.indexOf('Options:\n') + 9).split('\n\n')[0] ?? '';
  const joined = options.replace(/\n {26}/g, ' ');
  return new Map(
    joined.split('\n').map((line) => [/--([\w-]+)/.exec(line)?.[1] ?? '', line.replace(/\s+/g, ' ').trim()]),
  );
}

describe('helpText', () => {
  const help = helpText({
    usage: 'pagegate thing [options]',
    about: 'Does a thing.',
    flags: {
      port: { type: 'string', value: 'N', default: '8787', meaning: 'port to listen on' },
      key: {
        type: 'string',
        value: 'KEY=PLAN',
        multiple: true,
        shownDefault: 'dev-key=pro',
        env: 'THING_KEYS',
        meaning: 'a key',
      },
      quiet: { type: 'boolean', short: 'q', meaning: 'say less '.repeat(20).trim() },
    },
    notes: ['Exit status: 0 ok.'],
    examples: ['pagegate thing --port 0'],
  });

  it('lists each flag with its value, meaning, default and environment variable, then --help', () => {
    expect(help).toContain('  --port N                port to listen on (default 8787)\n');
    expect(help).toContain('  --key KEY=PLAN ...      a key (default dev-key=pro; env THING_KEYS)\n');
    expect(help).toContain('  -h, --help              this help');
    expect(help).toMatch(/^pagegate thing \[options\]\n\nDoes a thing\.\n\nOptions:\n/);
    expect(help).toMatch(/Exit status: 0 ok\.\n\nExamples:\n {2}pagegate thing --port 0$/);
  });

  it('wraps a long meaning at 100 columns under the meaning column', () => {
    const lines = help.split('\n').filter((line) => line.includes('say less') || /^ {26}say/.test(line));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    expect(lines[1]).toMatch(/^ {26}say less/);
  });
});

describe("pagegate check --help is the action's inputs table", () => {
  const help = rows(CHECK_HELP);

  it.each(ACTION_ONLY_INPUTS)('leaves out --%s, which only a run in GitHub Actions can use', (name) => {
    expect(help.has(name)).toBe(false);
    expect(CHECK_HELP).toContain(name);
  });

  it.each(INPUTS.filter((spec) => !ACTION_ONLY_INPUTS.includes(spec.name)).map((spec) => [spec.name, spec] as const))(
    '--%s: its meaning and its default',
    (name, spec) => {
      const row = help.get(name) ?? '';
      expect(row).toContain(spec.meaning.replace(/\s+/g, ' '));
      const shown = spec.cliDefault ?? (spec.default.startsWith('${{') ? '' : spec.default);
      if (shown) expect(row).toContain(`default ${shown}`);
      else expect(row).not.toMatch(/\(default /);
    },
  );

  it('shows the CLI defaults where the action has a runner and the CLI has none', () => {
    expect(help.get('comment')).toContain('(default never)');
    expect(help.get('annotations')).toContain('(default false)');
    expect(help.get('api-key')).toContain('(env PAGEGATE_API_KEY)');
  });

  it('lists the CLI-only flags too', () => {
    expect([...help.keys()]).toEqual(expect.arrayContaining(['config', 'json', 'markdown', 'help']));
  });
});

describe('every command has generated help', () => {
  it.each([
    [
      'serve',
      SERVE_HELP,
      [
        'port',
        'host',
        'public-url',
        'db',
        'key',
        'keys-file',
        'faults',
        'cache-ttl',
        'workers',
        'lease',
        'log-format',
        'max-connections',
        'max-connections-per-address',
        'headers-timeout',
        'chromium',
        'allow-private',
      ],
    ],
    [
      'crawl',
      CRAWL_HELP,
      ['api-url', 'api-key', 'max-pages', 'max-depth', 'render', 'performance', 'performance-runs', 'wait', 'timeout'],
    ],
    ['merge', MERGE_HELP, ['output']],
    ['demo', DEMO_HELP, ['out']],
  ])('%s', (_, text, flags) => {
    expect([...rows(text).keys()]).toEqual([...flags, 'help']);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(110);
  });
});
