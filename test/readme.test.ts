/**
 * The README and the pages of docs/ are what users copy from: their tables list exactly the inputs
 * and outputs of action.yml, and every command and workflow step they show names a script, a
 * command, a flag or an input that exists. The commands that run a site are run as given by
 * test/cli/pack.test.ts, test/e2e/fork-pair.e2e.test.ts and test/local-action.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACCEPT_HELP, ACCEPTED_HELP } from '../src/cli/accepted.js';
import { CHECK_HELP } from '../src/cli/check.js';
import { CRAWL_HELP } from '../src/cli/crawl.js';
import { DEMO_HELP } from '../src/cli/demo.js';
import { MERGE_HELP } from '../src/cli/merge.js';
import { SERVE_HELP } from '../src/cli/serve.js';

const root = new URL('../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const readme = read('README.md');
const configuration = read('docs/configuration.md');
const workflows = read('docs/workflows.md');
/** Every page a user reads: the README, CONTRIBUTING and each markdown page of docs/. */
const pages = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(new URL('docs/', root))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].map((file) => ({ file, text: read(file) }));

const action = parse(read('action.yml')) as {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, unknown>;
};
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
const commandHelp: Record<string, string> = {
  check: CHECK_HELP,
  serve: SERVE_HELP,
  crawl: CRAWL_HELP,
  merge: MERGE_HELP,
  accepted: ACCEPTED_HELP,
  accept: ACCEPT_HELP,
  demo: DEMO_HELP,
};

/** The fenced blocks of one language in `text`. */
const blocks = (text: string, language: string) =>
  [...text.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1] ?? '');

/**
 * Each command line of every page: the shell blocks' lines, continuation lines joined, and the
 * `npx pagegate` items of a YAML block's script (a CI system's job), with their folded lines.
 */
const shellLines = pages.flatMap(({ file, text }) => [
  ...blocks(text, 'sh').flatMap((block) =>
    block
      .replaceAll('\\\n', ' ')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => ({ file, line })),
  ),
  ...blocks(text, 'yaml').flatMap((block) =>
    [...block.matchAll(/- (npx pagegate .*(?:\n {6,}[^\s-].*)*)/g)].map((match) => ({
      file,
      line: (match[1] ?? '').replace(/\n\s+/g, ' '),
    })),
  ),
]);

/** Rows of the markdown table whose header's first cell is `first`: first cell name -> second cell. */
function tableRows(text: string, first: string): Map<string, string> {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  const rows = new Map<string, string>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    rows.set((cells[1] ?? '').replaceAll('`', ''), (cells[2] ?? '').replaceAll('`', ''));
  }
  return rows;
}

describe('the configuration page matches action.yml', () => {
  const inputs = tableRows(configuration, 'input');
  const outputs = tableRows(configuration, 'output');

  it('lists every input of action.yml and no other', () => {
    expect([...inputs.keys()].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it.each(Object.entries(action.inputs))('shows the default of %s', (name, spec) => {
    expect(inputs.get(name)).toBe(spec.default === undefined ? 'required' : spec.default);
  });

  it('lists every output of action.yml and no other', () => {
    expect([...outputs.keys()].sort()).toEqual(Object.keys(action.outputs).sort());
  });
});

describe('the README is the first page', () => {
  it('stays under 300 lines; the rest is in docs/', () => {
    expect(readme.split('\n').length).toBeLessThan(300);
  });

  it('leads with a workflow that has no api-url and no secret', () => {
    const first = blocks(readme, 'yaml')[0] ?? '';
    expect(readme.indexOf('```yaml')).toBeLessThan(readme.indexOf('## What reviewers see'));
    expect(first).toContain('uses: OWNER/pagegate@v1');
    expect(first).not.toMatch(/api-url|api-key|secrets\./);
  });

  it('gives the two set-up commands for a fresh machine', () => {
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toMatch(/^npm test\b/m);
  });

  it('links every page of docs/', () => {
    for (const { file } of pages.filter((page) => page.file.startsWith('docs/')))
      expect(readme, `README links ${file}`).toContain(`](${file})`);
  });
});

describe('the workflows page', () => {
  it('shows a hosted service first, then one pagegate serve for many repositories', () => {
    const hosted = workflows.indexOf('## Using a hosted Page Analysis Service');
    const central = workflows.indexOf('## One `pagegate serve` for many repositories');
    expect(hosted).toBeGreaterThan(0);
    expect(central).toBeGreaterThan(hosted);
    const section = workflows.slice(central, workflows.indexOf('\n## ', central + 1));
    for (const part of ['--public-url', '--keys-file', '[Service]', 'docker run']) expect(section).toContain(part);
  });
});

describe('every command in the README and docs/', () => {
  it('installs from npm, and says how to install from a git tag until the first release', () => {
    expect(readme).toContain('npm install --save-dev pagegate\n');
    expect(readme).toMatch(/npm install --save-dev github:OWNER\/pagegate#v\d+\.\d+\.\d+/);
  });

  it('runs npx pagegate in a shell block only after the install line', () => {
    for (const { file, text } of pages)
      for (const block of blocks(text, 'sh').filter((shell) => shell.includes('npx pagegate')))
        expect(block.indexOf('npm install --save-dev pagegate'), file).toBeGreaterThanOrEqual(0);
  });

  const npmRuns = shellLines.flatMap(({ file, line }) =>
    [...line.matchAll(/\bnpm run ([\w:-]+)/g)].map((match) => ({ file, script: match[1] ?? '' })),
  );
  it.each(npmRuns)('$file: npm run $script is a script of package.json', ({ script }) => {
    expect(scripts).toContain(script);
  });

  const cliLines = shellLines.flatMap(({ file, line }) => {
    const match = /(?:\bpagegate|dist\/cli\.js) ([a-z]+)(.*)$/.exec(line.replace(/\s#.*$/, ''));
    return match ? [{ file, command: match[1] ?? '', args: match[2] ?? '' }] : [];
  });
  it('finds the CLI lines it checks', () => {
    expect(cliLines.length).toBeGreaterThan(10);
  });
  it.each(cliLines)('$file: pagegate $command $args', ({ command, args }) => {
    const help = commandHelp[command];
    expect(help, `pagegate has no command ${command}`).toBeDefined();
    for (const [, flag] of args.matchAll(/(?:^|\s)(--[a-z][\w-]*)/g))
      expect(help, `pagegate ${command} takes no ${flag}`).toMatch(new RegExp(`${flag}\\b(?!-)`));
  });

  const steps = pages.flatMap(({ file, text }) =>
    blocks(text, 'yaml').flatMap((block) =>
      [...block.matchAll(/uses: OWNER\/pagegate@\S+\n((?:\s+with:\n)(?:\s{10,}.*\n?)*)/g)].map((match) => ({
        file,
        keys: Object.keys((parse((match[1] ?? '').replace(/^\s+with:\n/, 'with:\n')) as { with: object }).with),
      })),
    ),
  );
  it('finds the workflow steps it checks', () => {
    expect(steps.length).toBeGreaterThanOrEqual(6);
  });
  it.each(steps)('$file: a pagegate step sets only inputs of action.yml ($keys)', ({ keys }) => {
    for (const key of keys) expect(Object.keys(action.inputs)).toContain(key);
  });
});
