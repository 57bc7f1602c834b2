/**
 * A check name or glob that matches no check stops the bundled CLI with exit 2 and a "did you mean"
 * line (issue 46, 16).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('pagegate check with a check name that matches no check', () => {
  it.each([
    ['checks: { html.lagn: off }\n', [], 'checks: "html.lagn" matches no check (did you mean html.lang?)'],
    ['waivers:\n  - { check: images.atl, reason: r, expires: 2020-01-01 }\n', [], '(did you mean images.alt?)'],
    ['', ['--ignore-checks', 'socail.*'], 'ignore-checks: "socail.*" matches no check (did you mean social.*?)'],
  ])('%j %j exits 2', async (config, args, message) => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-check-names-'));
    const file = join(dir, 'pagegate.yml');
    await writeFile(file, config);
    const run = await runCli(['check', 'https://example.com/', '--config', file, '--wait-for', '0', ...args], {
      cwd: dir,
    });
    await rm(dir, { recursive: true, force: true });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
