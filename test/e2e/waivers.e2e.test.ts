/**
 * Waivers as a maintainer uses them, through the bundled action with the accepted baseline in the fake
 * Actions cache: a regression waived until a date passes with the waiver shown; the same config
 * after that date fails on it; a waiver that matched nothing warns. The run's clock is started at
 * fixed instants through PAGEGATE_TEST_NOW (read by main.ts only, for tests), so the expiry is
 * judged by the engine's clock and never by the machine's.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandLines, onlyComment, pullRequest, readResults, run, tempDir, useWorld } from './world.js';

const world = useWorld();
const TAG = 'waivers/e2e';
const PR = 1701;

/** One deploy gated at `now`: its own commit (and so its own cache key), the PR's sticky comment. */
async function gate(step: number, now: string, inputs: Record<string, string> = {}) {
  const sha = `${step}`.padEnd(40, 'c');
  return run(
    world(),
    { urls: '/\n/pricing', 'comment-tag': TAG, comment: 'always', ...inputs },
    { event: pullRequest(PR), env: { GITHUB_SHA: sha, GITHUB_RUN_ID: String(1700 + step), PAGEGATE_TEST_NOW: now } },
  );
}

async function configFile(): Promise<string> {
  const path = join(await tempDir(), 'pagegate.yml');
  const yaml = [
    'waivers:',
    '  - check: images.alt',
    '    pattern: /pricing',
    '    evidence: plans.png',
    '    reason: "plan images get their alt text with the redesign, PAGE-412"',
    '    expires: 2031-03-31',
    '  - check: links.*',
    '    pattern: /blog/**',
    '    reason: old footer links',
    '    expires: 2031-06-30',
    'checks:',
    '  meta.description: warn',
    '',
  ].join('\n');
  await writeFile(path, yaml);
  return path;
}

describe('a waived regression, until its date and after it', () => {
  const config: { path?: string } = {};

  it('1: a clean release is accepted', async () => {
    world().site.deploy(1);
    const first = await gate(1, '2031-03-19T09:00:00Z');
    expect(first.code, first.log).toBe(0);
  });

  it(
    '2: the regression waived until 2031-03-31 passes; the waiver is shown, a notice says it expires soon, the ' +
      'unused one warns',
    async () => {
      config.path = await configFile();
      world().site.deploy(2);
      const waived = await gate(2, '2031-03-20T12:00:00Z', { 'config-file': config.path, 'warn-min-score': '100' });
      expect(waived.code, waived.log).toBe(0);
      // The release also dropped /pricing's meta description: not waived, a regression that only warns
      // (checks: warn).
      expect(waived.outputs).toMatchObject({
        passed: 'true',
        'failed-count': '0',
        'regression-count': '1',
        'warning-count': '2',
      });
      const pricing = (await readResults(waived.outputs['results-file'])).pages.find((p) => p.url.endsWith('/pricing'));
      expect(pricing?.waived?.map((f) => [f.check, f.waiver])).toEqual([['images.alt', 0]]);
      expect(pricing?.regressions.map((r) => r.check)).toEqual(['meta.description']);
      expect(pricing?.reasons).toEqual([]);
      for (const markdown of [waived.summary, onlyComment(world(), PR, waived)]) {
        expect(markdown).toContain('<details><summary>Waived: 1 finding</summary>');
        expect(markdown).toMatch(
          new RegExp(
            '`images\\.alt` \\(critical\\) — waived until 2031-03-31: plan images get ' +
              'their alt text with the redesign, PAGE-412',
          ),
        );
        expect(markdown).toContain(
          '- waiver for `images.alt` on `/pricing` (evidence `plans.png`) expires on 2031-03-31 (in 11 days)',
        );
        expect(markdown).toContain('✅ pass · ⚠️ warn');
      }
      expect(waived.summary).toContain('### Thresholds');
      expect(waived.summary).toMatch(/\| warn-min-score 100 \| input \| 2 \| 2 warned \| — \|/);
      expect(commandLines(waived.log, '::notice')).toEqual([
        '::notice title=pagegate%3A a waiver expires soon::waiver for images.alt on /pricing (evidence ' +
          'plans.png) expires on 2031-03-31 (in 11 days)',
      ]);
      expect(commandLines(waived.log, '::warning title=pagegate')).toEqual([
        '::warning title=pagegate%3A an unused waiver::waiver for links.* on /blog/** matched no finding in this ' +
          'run: remove it if it is no longer needed',
      ]);
    },
  );

  it('3: the same config after 2031-03-31 (UTC) fails: the finding is new since the accepted state', async () => {
    const expired = await gate(3, '2031-04-01T00:00:00Z', { 'config-file': config.path ?? '' });
    expect(expired.code, expired.log).toBe(1);
    const pricing = (await readResults(expired.outputs['results-file'])).pages.find((p) => p.url.endsWith('/pricing'));
    expect(pricing).toMatchObject({ verdict: 'fail', reasons: ['new critical finding images.alt'] });
    expect(pricing?.waived).toBeUndefined();
    expect(expired.summary).toContain(
      '- waiver for `images.alt` on `/pricing` (evidence `plans.png`) expired on 2031-03-31: its findings count again',
    );
    expect(expired.log).toContain(
      'waiver for images.alt on /pricing (evidence plans.png) expired on 2031-03-31: its findings count again',
    );
    expect(onlyComment(world(), PR, expired)).not.toContain('Waived:');
  });
});
