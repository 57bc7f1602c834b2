/** `npm run demo` is a newcomer's first command: it must tell the whole story and say so in its last line. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { browser } from '../service/render/with-browser.js';
import { runCli } from './run-cli.js';

it('gates a baseline, a regressing deploy and the fix, printing the summary and the comment', async () => {
  const cwd = await mkdtemp(join(tmpdir(), 'pagegate-demo-'));
  const run = await runCli(['demo'], { cwd });
  expect(run.code, run.stderr).toBe(0);
  const lastLine = run.stdout.trim().split('\n').at(-1) ?? '';
  expect(lastLine).toMatch(/^demo ok: release 1 passed as the baseline, release 2 failed on \/pricing \(.*new critical images\.alt/);
  expect(run.stdout).toContain('job summary of release 2');
  expect(run.stdout).toContain('<!-- pagegate:demo/gate -->');
  expect(run.stdout).toMatch(/images\.alt/);
  expect(lastLine).toMatch(browser ? /; \/app, built by script, failed fetched \(score \d+\) and passed with render: true \(score \d+\), where .*title\.missing.* went away$/ : /; render: not shown, no Chromium found/);
}, 60_000);
