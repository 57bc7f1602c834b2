/**
 * Baselines other than "the page's previous report": a preview gated against production
 * (`baseline-url`), and an earlier run's results file (`baseline-file`).
 */
import { describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../src/demo/site.js';
import type { Results } from '../../src/model/results.js';
import { readResults, run, useWorld, verdicts } from './world.js';

const world = useWorld();
const urls = '/\n/pricing';

function pricingOf(results: Results) {
  return results.pages.find((p) => new URL(p.url).pathname === '/pricing');
}

describe('baseline-url', () => {
  it('gates a preview against the same paths on production and finds the images.alt regression', async () => {
    const production = await startFixtureSite();
    try {
      production.deploy(1);
      const live = await run(world(), { 'site-url': production.origin, urls, baseline: 'none', comment: 'never' });
      expect(live.code, live.log).toBe(0);
      const liveResults = await readResults(live.outputs['results-file']);

      world().site.deploy(2);
      const preview = await run(world(), { urls, 'baseline-url': production.origin, comment: 'never' });
      expect(preview.code, preview.log).toBe(1);
      const results = await readResults(preview.outputs['results-file']);
      expect(verdicts(results)).toEqual([
        ['/', 'pass'],
        ['/pricing', 'fail'],
      ]);
      expect(results.pages.every((p) => p.url.startsWith(world().site.origin))).toBe(true);
      expect(results.pages.map((p) => p.baseline?.key)).toEqual(liveResults.pages.map((p) => p.key));
      expect(pricingOf(results)?.regressions.filter((r) => r.check === 'images.alt')).toMatchObject([
        { change: 'new', severity: 'critical' },
      ]);
      expect(preview.summary).toContain('images.alt');
    } finally {
      await production.close();
    }
  });
});

describe('baseline-file', () => {
  it('compares with an earlier run results file, not with the latest report on the service', async () => {
    const { site } = world();
    site.deploy(1);
    const earlier = await run(world(), { urls, baseline: 'none', comment: 'never' });
    expect(earlier.code, earlier.log).toBe(0);
    site.deploy(2);
    // The service's latest report of /pricing is now the regressed one: only the file still holds the clean page.
    const latest = await run(world(), { urls, baseline: 'none', comment: 'never' });
    expect(latest.code, latest.log).toBe(0);

    const gated = await run(world(), {
      urls,
      'baseline-file': earlier.outputs['results-file'] ?? '',
      comment: 'never',
    });
    expect(gated.code, gated.log).toBe(1);
    const results = await readResults(gated.outputs['results-file']);
    expect(verdicts(results)).toEqual([
      ['/', 'pass'],
      ['/pricing', 'fail'],
    ]);
    const pricing = pricingOf(results);
    expect(pricing?.baseline?.key).toBe(pricingOf(await readResults(earlier.outputs['results-file']))?.key);
    expect(pricing?.regressions.filter((r) => r.check === 'images.alt')).toMatchObject([
      { change: 'new', severity: 'critical' },
    ]);
    expect(pricing?.reasons).toContain('new critical finding images.alt');
  });
});
