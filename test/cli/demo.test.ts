/** `npm run demo` is a newcomer's first command: it must tell the whole story and say so in its last line. */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { browser } from '../service/render/with-browser.js';
import { markdownHash, screenshotMarkdown, SCREENSHOTS } from '../../src/demo/screenshot-source.js';
import { runCli } from './run-cli.js';

it('gates a baseline, a regressing deploy and the fix, printing the comment and what the summary adds', async () => {
  const cwd = await mkdtemp(join(tmpdir(), 'pagegate-demo-'));
  // The pictures' markdown names the results file relative to the working directory, as npm run screenshots runs it.
  const run = await runCli(['demo', '--out', join('.pagegate', 'demo')], { cwd });
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout.split('\n')[0]).toBe(`pagegate demo: results go to ${join('.pagegate', 'demo')}`);
  const lastLine = run.stdout.trim().split('\n').at(-1) ?? '';
  expect(lastLine).toMatch(
    /^demo ok: release 1 passed as the baseline, release 2 failed on \/pricing \(.*new critical images\.alt/,
  );
  // The comment in full, then only what the summary adds: the report's table is printed once per comment.
  expect(run.stdout).toContain(
    '━━ the sticky PR comment after release 2\n\n<!-- pagegate:demo/gate -->\n**pagegate: failed**',
  );
  expect(run.stdout).toContain(
    '━━ the job summary of release 2 (GITHUB_STEP_SUMMARY)\n\nThe job summary holds the same report, without ' +
      'the hidden marker',
  );
  expect(run.stdout.split('| verdict | page | score | grade | critical | reasons |')).toHaveLength(2);
  expect(run.stdout).toMatch(/images\.alt/);
  expect(lastLine).toMatch(
    browser
      ? new RegExp(
          '; \\/app, built by script, failed fetched \\(score \\d+\\) and passed with ' +
            'render: true \\(score \\d+\\), where .*title\\.missing.* went away$',
        )
      : /; render: not shown, no Chromium found/,
  );
  // The HTML report opens on one table of every page, the failing one first.
  const report = await readFile(join(cwd, '.pagegate', 'demo', 'release-2.html'), 'utf8');
  const overview = report.slice(report.indexOf('<table class="overview">'), report.indexOf('</table>'));
  expect(report.indexOf('<table class="overview">')).toBeLessThan(report.indexOf('<section'));
  expect(overview).toContain('Every page (3)');
  expect(overview.match(/<tr class="(\w+)">/g)).toEqual([
    '<tr class="fail">',
    '<tr class="pass">',
    '<tr class="pass">',
  ]);
  // The README's pictures were made from this markdown: when the report changes, run npm run screenshots.
  const sources = JSON.parse(
    await readFile(new URL('../../docs/screenshots/sources.json', import.meta.url), 'utf8'),
  ) as Record<string, { sha256: string }>;
  for (const shot of SCREENSHOTS) {
    const markdown = screenshotMarkdown(await readFile(join(cwd, '.pagegate', 'demo', shot.source), 'utf8'));
    expect(markdownHash(markdown), `docs/screenshots/${shot.name}.png is stale: run npm run screenshots`).toBe(
      sources[shot.name]?.sha256,
    );
  }
}, 60_000);

it('writes into a fresh folder in the working directory unless --out names one, and says where', async () => {
  const cwd = await mkdtemp(join(tmpdir(), 'pagegate-demo-cwd-'));
  const { demoDirectory } = await import('../../src/cli/demo.js');
  const made = await demoDirectory(undefined, cwd);
  expect(made.startsWith(join(cwd, 'pagegate-demo-'))).toBe(true);
  expect(await demoDirectory(undefined, cwd)).not.toBe(made);
  expect(await readdir(cwd)).toHaveLength(2);
  expect(await demoDirectory('mine', cwd)).toBe('mine');
});
