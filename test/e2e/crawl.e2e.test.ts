/**
 * `crawl: latest`: the gate reads a finished site crawl instead of submitting URLs; a later crawl
 * is compared with the previous one; a plan without crawls is told which plans have them.
 */
import { describe, expect, it } from 'vitest';
import { commandLines, crawlSite, readResults, run, submittedCount, useWorld, verdicts } from './world.js';

const FREE_KEY = 'e2e-free-key-93b1';
const world = useWorld({ [FREE_KEY]: 'free' });

const crawlInputs = { crawl: 'latest', urls: '', 'site-url': '', comment: 'never' };

describe('crawl: latest', () => {
  it('gates on the crawled pages, then finds the regression of a second crawl after a bad deploy', async () => {
    const { site } = world();
    site.deploy(1);
    const firstCrawl = await crawlSite(world());
    const submittedBefore = submittedCount(world());
    const first = await run(world(), crawlInputs);
    expect(first.code, first.log).toBe(0);
    expect(first.log).toContain(`crawl ${firstCrawl} of 127.0.0.1: 3 pages`);
    const clean = await readResults(first.outputs['results-file']);
    expect(verdicts(clean).sort()).toEqual([
      ['/', 'pass'],
      ['/blog/hello', 'pass'],
      ['/pricing', 'pass'],
    ]);
    expect(clean.pages.every((p) => p.baseline === null)).toBe(true);
    expect(submittedCount(world())).toBe(submittedBefore); // read from the crawl, nothing submitted

    site.deploy(2);
    const secondCrawl = await crawlSite(world());
    const second = await run(world(), crawlInputs);
    expect(second.code, second.log).toBe(1);
    expect(second.log).toContain(`crawl ${secondCrawl} of 127.0.0.1: 3 pages`);
    expect(second.outputs['failed-count']).toBe('1');
    const results = await readResults(second.outputs['results-file']);
    const pricing = results.pages.find((p) => new URL(p.url).pathname === '/pricing');
    // The default fails on recommended regressions too: the bad deploy also dropped the meta description.
    expect(pricing).toMatchObject({
      verdict: 'fail',
      reasons: ['new recommended finding meta.description', 'new critical finding images.alt'],
    });
    expect(pricing?.baseline?.key).toMatch(new RegExp(`^crawl-${firstCrawl}-`));
    expect(pricing?.regressions.map((r) => [r.check, r.change])).toContainEqual(['images.alt', 'new']);
    expect(results.pages.filter((p) => p !== pricing).map((p) => p.verdict)).toEqual(['pass', 'pass']);
    // The crawl's grouped findings: the regressed image alt is one group of one page.
    expect(results.crawl).toMatchObject({ id: secondCrawl, host: '127.0.0.1' });
    expect(second.summary).toContain(
      `**Findings across crawl ${secondCrawl} of 127.0.0.1**, grouped by check and severity:`,
    );
    expect(second.summary).toMatch(/^\| images\.alt \| critical \| 1 \|$/m);
  });

  it('gates on a crawl still running when the step starts, not on the older finished one', async () => {
    const finished = await crawlSite(world());
    const running = await crawlSite(world(), undefined, { wait: false });
    const gated = await run(world(), crawlInputs);
    expect(gated.code, gated.log).toBeLessThan(2);
    expect(running).toBeGreaterThan(finished);
    expect(gated.log).toContain(`crawl ${running} of 127.0.0.1: 3 pages`);
    const results = await readResults(gated.outputs['results-file']);
    expect(results.pages.every((p) => p.key?.startsWith(`crawl-${running}-`))).toBe(true);
  });

  it('on the free plan fails with one line naming the plans that include crawls', async () => {
    const refused = await run(world(), { ...crawlInputs, 'api-key': FREE_KEY });
    expect(refused.code).toBe(1);
    const errors = commandLines(refused.log, '::error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^::error::.*\bPro\b.*\bAgency\b/);
    expect(refused.log).not.toContain(FREE_KEY);
  });
});
