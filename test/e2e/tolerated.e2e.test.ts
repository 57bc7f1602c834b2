/**
 * The accepted state as a ledger through the action and the Actions cache (issue 46, sequence 9): a
 * run that tolerated a regression by level saves it as tolerated, so the plain run after it is red;
 * a `.github/pagegate.yml` found in the workspace never overrides an input the workflow gave, and
 * the log and the job summary name the file and what was taken from it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readResults, run, tempDir, useWorld } from './world.js';

const world = useWorld();
let gates = 0;
let runs = 0;

/** One run of the action; each its own run id, as each saves its own cache entry. */
const gate = (inputs: Record<string, string>, dir?: string) =>
  run(world(), inputs, { env: { GITHUB_RUN_ID: String(500 + ++runs) }, ...(dir ? { dir } : {}) });

/** A gate of its own (its comment-tag keys its cache entries) whose accepted state holds release 1. */
async function gateOnRelease1() {
  const inputs = { urls: '/pricing', comment: 'never', 'comment-tag': `tolerated-${++gates}` };
  world().site.deploy(1);
  const first = await gate(inputs);
  expect(first.code, first.log).toBe(0);
  expect(first.log).toContain('accepted state saved');
  world().site.deploy(2);
  return inputs;
}

describe('what a run tolerated stays a regression for the plain run after it', () => {
  it.each([
    ['fail-on-regression: none', { 'fail-on-regression': 'none' }],
    [
      'fail-on-regression: critical and ignore-checks images.alt',
      { 'fail-on-regression': 'critical', 'ignore-checks': 'images.alt' },
    ],
  ])(
    '%s',
    async (_name, tolerant) => {
      const inputs = await gateOnRelease1();
      const tolerated = await gate({ ...inputs, ...tolerant });
      expect(tolerated.code, tolerated.log).toBe(0);
      expect(tolerated.log).toContain('accepted state saved');
      const plain = await gate(inputs);
      expect(plain.code, plain.log).toBe(1);
      const page = (await readResults(plain.outputs['results-file'])).pages[0];
      expect(page?.reasons.sort()).toEqual([
        'new critical finding images.alt',
        'new recommended finding meta.description',
      ]);
    },
    120_000,
  );
});

describe('a config file found in the workspace', () => {
  it('never overrides an input given; the log and the summary name it and what it set', async () => {
    const inputs = await gateOnRelease1();
    const workspace = await tempDir();
    await mkdir(join(workspace, '.github'), { recursive: true });
    await writeFile(join(workspace, '.github', 'pagegate.yml'), 'fail-on-regression: none\nmin-score: 50\n');
    const gated = await gate({ ...inputs, 'fail-on-regression': 'critical' }, workspace);
    expect(gated.code, gated.log).toBe(1);
    const page = (await readResults(gated.outputs['results-file'])).pages[0];
    expect(page?.reasons).toEqual(['new critical finding images.alt']);
    expect(gated.log).toContain('config-file: read .github/pagegate.yml (found in the working directory');
    expect(gated.log).toContain('took min-score 50');
    expect(gated.summary).toContain('.github/pagegate.yml (min-score 50)');
  }, 120_000);
});
