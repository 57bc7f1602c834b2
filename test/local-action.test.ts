/**
 * GitHub's local-action runs the action from its source: `npx @github/local-action run . src/main.ts
 * .env` imports the entry, calls its exported `run()` with the inputs from the `.env` file, and
 * prints the outputs. The docs' example `.env` (docs/development.md) gates a loopback site in-process.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../src/demo/site.js';

const run = promisify(execFile);
const root = new URL('../', import.meta.url).pathname;
let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

/** The example `.env` of docs/development.md, with this run's site. */
async function exampleEnv(): Promise<string> {
  const docs = await readFile(join(root, 'docs/development.md'), 'utf8');
  const example = /```ini\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
  expect(example).toContain('INPUT_SITE-URL=');
  return example.replace(/^INPUT_SITE-URL=.*$/m, `INPUT_SITE-URL=${site.origin}`);
}

it.each(['src/main.ts', 'src/index.ts'])(
  'npx @github/local-action run . %s .env runs the action and prints its outputs',
  async (entry) => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-local-action-'));
    await writeFile(join(dir, '.env'), `${await exampleEnv()}RUNNER_TEMP=${dir}\n`);
    const { stdout } = await run('npx', ['--offline', 'local-action', 'run', '.', entry, join(dir, '.env')], {
      cwd: root,
      env: { ...process.env, CI: '' },
    });
    expect(stdout).toMatch(/'passed'\s*│\s*'true'/);
    expect(stdout).toMatch(/'outcome'\s*│\s*'passed'/);
  },
  120_000,
);

it('importing the entry runs nothing: it exports run() for local-action to call', async () => {
  const entry = (await import('../src/index.js')) as { run?: unknown };
  expect(typeof entry.run).toBe('function');
});
