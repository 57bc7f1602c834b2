/**
 * performance through the whole action against `pagegate serve`'s service: the inputs reach the
 * service, its report's (or crawled page's) `metrics` (checked against docs/openapi.json by the
 * world) reach the results file, and the accepted state keeps them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeRender } from '../service/render/with-browser.js';
import { readResults, run, tempDir, useWorld, verdicts } from './world.js';

const world = useWorld();

describeRender('performance: true', () => {
  it('measures /app over performance-runs loads, rendered, and keeps its metrics in results and state', async () => {
    const accepted = join(await tempDir(), 'accepted.json');
    const inputs = { urls: '/app', performance: 'true', 'performance-runs': '2', comment: 'never' };
    const gated = await run(world(), { ...inputs, 'accepted-file': accepted });
    expect(gated.code, gated.log).toBe(0);
    const results = await readResults(gated.outputs['results-file']);
    expect(verdicts(results)).toEqual([['/app', 'pass']]);
    const [page] = results.pages;
    expect(page?.render).toBe(true);
    expect(page?.metrics).toMatchObject({ runs: 2, lcp_ms: { median: expect.any(Number) } });
    const state = JSON.parse(await readFile(accepted, 'utf8')) as { pages: Record<string, { metrics?: unknown }> };
    expect(Object.values(state.pages).map((snapshot) => snapshot.metrics)).toEqual([page?.metrics]);
  }, 120_000);

  it('with crawl: site, measures every crawled page, keeps its metrics, compares the next crawl to them', async () => {
    const accepted = join(await tempDir(), 'accepted.json');
    const inputs = {
      crawl: 'site',
      urls: '',
      performance: 'true',
      'performance-runs': '1',
      comment: 'never',
      'accepted-file': accepted,
    };
    const first = await run(world(), inputs);
    expect(first.code, first.log).toBe(0);
    const results = await readResults(first.outputs['results-file']);
    expect(verdicts(results)).toEqual([
      ['/', 'pass'],
      ['/pricing', 'pass'],
      ['/blog/hello', 'pass'],
    ]);
    for (const page of results.pages) {
      expect(page.metrics, page.url).toMatchObject({ runs: 1, lcp_ms: { median: expect.any(Number) } });
      expect(page.render, page.url).toBe(true);
    }
    // The crawl's own performance_runs, in the results and the job summary.
    expect(results.crawl?.performanceRuns).toBe(1);
    expect(first.summary).toContain(
      `*Crawl ${results.crawl?.id} of 127.0.0.1 measured each page over 1 load (performance_runs): its metrics are ` +
        'the medians.*',
    );
    const state = JSON.parse(await readFile(accepted, 'utf8')) as {
      pages: Record<string, { metrics?: unknown; render?: boolean }>;
    };
    expect(Object.values(state.pages).map((snapshot) => snapshot.metrics)).toEqual(results.pages.map((p) => p.metrics));
    // Kept as rendered snapshots: a fetched run or crawl of these pages is never compared with them.
    expect(Object.values(state.pages).map((snapshot) => snapshot.render)).toEqual([true, true, true]);

    // The next crawl's pages are judged against the accepted medians. Its verdicts are not asserted:
    // one load of the fixture's /pricing, whose image answers 404, shifts its layout or not by when
    // the 404 lands (CLS 0 or 0.2); test/cli/crawl-performance.test.ts holds a re-crawl green.
    const again = await run(world(), inputs);
    const next = await readResults(again.outputs['results-file']);
    expect(next.crawl?.id).toBeGreaterThan(results.crawl?.id ?? Number.POSITIVE_INFINITY);
    for (const page of next.pages) {
      expect(page.metrics?.runs, page.url).toBe(1);
      expect(page.baseline?.metrics, page.url).toEqual(results.pages.find((p) => p.url === page.url)?.metrics);
    }
  }, 240_000);
});
