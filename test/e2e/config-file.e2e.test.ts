/**
 * The config file as a maintainer writes it: a per-pattern override that relaxes one page, and
 * the mistakes that must stop the step in one line before anything is submitted.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandLines, readResults, run, submittedCount, tempDir, useWorld, verdicts } from './world.js';

const world = useWorld();
const urls = '/\n/pricing';

async function configFile(yaml: string): Promise<string> {
  const path = join(await tempDir(), 'pagegate.yml');
  await writeFile(path, yaml);
  return path;
}

describe('config-file', () => {
  it('a per-pattern override relaxing /pricing turns the failing run into a pass', async () => {
    const { site } = world();
    site.deploy(1);
    // The same baseline file for both runs, so the only difference between them is the config file.
    const earlier = await run(world(), { urls, baseline: 'none', comment: 'never' });
    const baselineFile = earlier.outputs['results-file'] ?? '';
    site.deploy(2);
    const strict = await run(world(), { urls, 'baseline-file': baselineFile, comment: 'never' });
    expect(strict.code, strict.log).toBe(1);
    expect(verdicts(await readResults(strict.outputs['results-file']))).toEqual([
      ['/', 'pass'],
      ['/pricing', 'fail'],
    ]);

    const config = await configFile(
      [
        '# /pricing is being redesigned: its findings are reviewed by hand',
        'pages:',
        '  - pattern: /pricing',
        '    fail-on-regression: none',
        '',
      ].join('\n'),
    );
    const relaxed = await run(world(), {
      urls,
      'baseline-file': baselineFile,
      'config-file': config,
      comment: 'never',
    });
    expect(relaxed.code, relaxed.log).toBe(0);
    expect(relaxed.outputs.passed).toBe('true');
    const results = await readResults(relaxed.outputs['results-file']);
    expect(verdicts(results)).toEqual([
      ['/', 'pass'],
      ['/pricing', 'pass'],
    ]);
    // Relaxed, not hidden: the regression is still reported.
    expect(results.pages[1]?.regressions.map((r) => r.check)).toContain('images.alt');
    expect(relaxed.summary).toContain('/pricing');
  });

  it.each([
    {
      mistake: 'a pattern that matches no page',
      yaml: 'pages:\n  - pattern: /careers/**\n    min-score: 80\n',
      named: '"/careers/**"',
    },
    { mistake: 'an unknown key', yaml: 'min-scroe: 80\n', named: 'min-scroe' },
  ])('$mistake fails the step with one line naming it, before anything is submitted', async ({ yaml, named }) => {
    const before = submittedCount(world());
    const refused = await run(world(), { urls, 'config-file': await configFile(yaml), comment: 'never' });
    expect(refused.code).toBe(1);
    const errors = commandLines(refused.log, '::error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^::error::config-file /);
    expect(errors[0]).toContain(named);
    expect(submittedCount(world())).toBe(before);
  });
});
