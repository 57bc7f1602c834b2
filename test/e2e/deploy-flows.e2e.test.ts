/**
 * Verdicts that hold in the flows a team really runs: deploy, gate, re-run, deploy again. The
 * reference service keeps its cache (an hour, as `pagegate serve` does by default) and the
 * accepted state lives in the fake Actions cache, as on a GitHub runner. Each describe block is one
 * story under its own comment-tag; its steps run in order and build on each other.
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PageAnalysisClient } from '../../src/client/client.js';
import { ServiceTarget } from '../../src/model/service-target.js';
import { buildMarker } from '../../src/demo/site.js';
import type { Results } from '../../src/model/results.js';
import { refusedBaseUrl } from '../client/loopback-server.js';
import { commandLines, KEY, readResults, run, useWorld, type World } from './world.js';

const world = useWorld({}, { cacheTtlSeconds: 3600 });
const URLS = '/\n/pricing';

/** One deploy of a story: a commit (so a run id and a fresh tag of its own) and a run attempt. */
function gate(tag: string, commit: string, inputs: Record<string, string> = {}, attempt = '1') {
  const runId = String(Number.parseInt(commit.slice(0, 6), 16));
  return run(
    world(),
    { urls: URLS, 'comment-tag': tag, comment: 'never', ...inputs },
    { env: { GITHUB_SHA: commit, GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: attempt } },
  );
}

/** A 40-hex commit whose first 7 characters tell the story and step apart. */
const sha = (story: number, step: number) => `${story}${step}`.padEnd(7, 'e').padEnd(40, '0');

const pricingOf = (results: Results) => results.pages.find((p) => new URL(p.url).pathname === '/pricing');

async function everAnalysed(w: World, url: string): Promise<boolean> {
  const client = new PageAnalysisClient({ service: new ServiceTarget(w.service.url, KEY) });
  try {
    return (await client.lookupReport(url)) !== null;
  } finally {
    await client.close();
  }
}

describe('scenarios 1-3: a regression within the cache TTL, its re-run, the next deploy and the fix', () => {
  const tag = 'flows/accepted';
  const failed: { results?: Results } = {};

  it(
    '1: a regression deployed within the cache TTL fails, names the finding, and the summary says it was ' +
      're-analysed',
    async () => {
      world().site.deploy(1);
      const first = await gate(tag, sha(1, 1));
      expect(first.code, first.log).toBe(0);
      // The state file the cache archives is gone again: the checkout is left as it was.
      expect(await readdir(first.dir)).not.toContain('.pagegate-accepted');
      expect(world().cache.keys()).toEqual([
        expect.stringMatching(
          new RegExp(
            `^pagegate-accepted-v2-${tag}-[0-9a-f]{20}-${sha(1, 1)}-${Number.parseInt(sha(1, 1).slice(0, 6), 16)}-1$`,
          ),
        ),
      ]);

      world().site.deploy(2);
      const regressed = await gate(tag, sha(1, 2));
      expect(regressed.code, regressed.log).toBe(1);
      const results = await readResults(regressed.outputs['results-file']);
      const pricing = pricingOf(results);
      expect(pricing).toMatchObject({
        verdict: 'fail',
        cached: false,
        analyzedUrl: `${world().site.origin}/pricing?pagegate=1`,
        fresh: { reason: 'stale-cache' },
      });
      expect(pricing?.url).toBe(`${world().site.origin}/pricing`);
      expect(pricing?.reasons).toContain('new critical finding images.alt');
      expect(regressed.summary).toMatch(/2 pages re-analysed past a stale cache \(each spent allowance\)/);
      expect(regressed.summary).toContain('images.alt');
      expect(regressed.summary).toMatch(/this run failed, so the accepted state stays where it was/);
      expect(world().cache.keys()).toHaveLength(1);
      failed.results = results;
    },
  );

  it(
    '2: re-running the failed gate (same SHA, attempt 2) ' + 'gives the same verdict and the same regressions',
    async () => {
      const rerun = await gate(tag, sha(1, 2), {}, '2');
      expect(rerun.code, rerun.log).toBe(1);
      const results = await readResults(rerun.outputs['results-file']);
      expect(pricingOf(results)?.regressions).toEqual(pricingOf(failed.results!)?.regressions);
      expect(pricingOf(results)?.baseline?.key).toBe(pricingOf(failed.results!)?.baseline?.key);
      expect(world().cache.keys()).toHaveLength(1);
    },
  );

  it('3: the next deploy without the fix still fails; the fix passes and moves the accepted state', async () => {
    const unfixed = await gate(tag, sha(1, 3));
    expect(unfixed.code, unfixed.log).toBe(1);
    expect(pricingOf(await readResults(unfixed.outputs['results-file']))?.reasons).toContain(
      'new critical finding images.alt',
    );

    world().site.deploy(3);
    const fixed = await gate(tag, sha(1, 4));
    expect(fixed.code, fixed.log).toBe(0);
    const fixedPricing = pricingOf(await readResults(fixed.outputs['results-file']));
    expect(world().cache.keys()).toHaveLength(2);
    expect(fixed.summary).toMatch(/this run passed and is the accepted state now/);

    world().site.deploy(2);
    const after = await gate(tag, sha(1, 5));
    expect(after.code, after.log).toBe(1);
    expect(pricingOf(await readResults(after.outputs['results-file']))?.baseline?.key).toBe(fixedPricing?.key);
    expect(after.summary).toContain(`Compared with the accepted state of commit ${sha(1, 4).slice(0, 7)}`);
  });
});

describe('scenario 4: a page that answers 404 after the deploy', () => {
  it('is an error "answered HTTP 404" and is never submitted', async () => {
    world().site.deploy(1);
    const broken = await gate('flows/404', sha(4, 1), { urls: '/\n/gone', 'wait-for': '1' });
    expect(broken.code, broken.log).toBe(1);
    const gone = (await readResults(broken.outputs['results-file'])).pages[1];
    expect(gone).toMatchObject({
      verdict: 'error',
      key: null,
      error: { code: 'http_status', message: 'answered HTTP 404 for all of wait-for (1 s)' },
    });
    expect(gone?.reasons).toEqual(['error: answered HTTP 404 for all of wait-for (1 s)']);
    expect(await everAnalysed(world(), `${world().site.origin}/gone`)).toBe(false);
  });
});

describe('scenario 5: expect', () => {
  it('waits while the old build is served and analyses the new one', async () => {
    world().site.deploy(1);
    world().site.deploy(2, 2000);
    const waited = await gate('flows/expect', sha(5, 1), {
      expect: buildMarker(2),
      'wait-for': '30',
      baseline: 'none',
    });
    expect(waited.code, waited.log).toBe(0);
    const pricing = pricingOf(await readResults(waited.outputs['results-file']));
    expect(pricing?.findings?.map((f) => f.check)).toContain('images.alt');
    expect(pricing?.probe).toMatchObject({ status: 200, unreachable: null });
  });

  it('names the marker that never appeared, and submits nothing', async () => {
    world().site.deploy(3);
    const stale = await gate('flows/expect', sha(5, 2), {
      urls: '/blog/hello',
      expect: 'build-that-never-ships',
      'wait-for': '2',
      baseline: 'none',
    });
    expect(stale.code, stale.log).toBe(1);
    expect((await readResults(stale.outputs['results-file'])).pages[0]?.error).toEqual({
      code: 'not_deployed',
      message: 'served 200 but never showed expect build-that-never-ships within 2 s',
      origin: 'page',
    });
  });
});

describe('scenario 6: a page added to the list', () => {
  it('fails as a new page on its critical finding, against an existing accepted state', async () => {
    world().site.deploy(2);
    const before = await gate('flows/new-page', sha(6, 1), { urls: '/\n/blog/hello' });
    expect(before.code, before.log).toBe(0);
    const grown = await gate('flows/new-page', sha(6, 2), { urls: '/\n/blog/hello\n/pricing' });
    expect(grown.code, grown.log).toBe(1);
    const pricing = pricingOf(await readResults(grown.outputs['results-file']));
    expect(pricing).toMatchObject({ verdict: 'fail', baseline: null, baselineFrom: { kind: 'new-page' } });
    expect(pricing?.reasons).toContain('new critical finding images.alt');
    expect(grown.summary).toContain('new page: not in the accepted state, compared with an empty baseline');
  });
});

describe('scenario 7: no cache service', () => {
  it('absent and no accepted-file: exit 3 in one line that says how to keep a state', async () => {
    world().site.deploy(2);
    const absent = await run(
      world(),
      { urls: URLS, 'comment-tag': 'flows/no-cache', comment: 'never' },
      { env: { ACTIONS_CACHE_URL: '', GITHUB_SHA: sha(7, 2) } },
    );
    expect(absent.code, absent.log).toBe(1);
    expect(absent.outputs.outcome).toBe('error');
    expect(commandLines(absent.log, '::error::')).toEqual([
      '::error::baseline accepted: no GitHub Actions cache service on this runner, so no accepted state can be ' +
        'kept and every regression would pass: set accepted-file to keep it in a file (and cache that path), or ' +
        'baseline: none to gate on thresholds alone',
    ]);
    expect(absent.outputs['results-file'] ?? '').toBe('');
  });

  it("down: the cache library's one warning, previous used, the verdict computed as usual", async () => {
    const down = await run(
      world(),
      { urls: URLS, 'comment-tag': 'flows/no-cache', comment: 'never' },
      { env: { ACTIONS_CACHE_URL: `${new URL(await refusedBaseUrl()).origin}/`, GITHUB_SHA: sha(7, 3) } },
    );
    expect(down.code, down.log).toBe(1);
    expect(commandLines(down.log, '::warning::')).toEqual([
      expect.stringMatching(/^::warning::Failed to restore: getCacheEntry failed: .*ECONNREFUSED/),
    ]);
    const results = await readResults(down.outputs['results-file']);
    expect(results.pages.map((p) => p.baselineFrom?.kind)).toEqual(['previous', 'previous']);
    expect(pricingOf(results)?.verdict).toBe('fail');
  }, 30_000);
});
