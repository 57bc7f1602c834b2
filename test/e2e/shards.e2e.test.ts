/**
 * The two workflows that split analysing from deciding: matrix shards merged by one report job,
 * and the fork-safe pair (a tokenless pull_request analyze, then a workflow_run report that finds
 * the PR by its head SHA).
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shardOf } from '../../src/gate/shard.js';
import { commandLines, onlyComment, pullRequest, readResults, run, tempDir, useWorld, verdicts } from './world.js';

const world = useWorld();

/**
 * The fixture's pages plus 404 pages until both shards hold one: a URL's shard hashes its origin, whose port is random.
 */
function pathsOverTwoShards(origin: string): string[] {
  const paths = ['/', '/pricing', '/blog/hello'];
  for (let i = 1; new Set(paths.map((p) => shardOf(new URL(p, origin).href, 2))).size < 2; i++)
    paths.push(`/gone-${i}`);
  return paths;
}

describe('matrix shards and one report job', () => {
  it(
    'analyses each slice without deciding, then merges ' + 'every page once, decides, comments once and fails',
    async () => {
      const { site, github } = world();
      site.deploy(2);
      const paths = pathsOverTwoShards(site.origin);
      const dir = await tempDir();
      const shards = [];
      for (const shard of [1, 2]) {
        const requestsBefore = github.requests.length;
        const analyzed = await run(
          world(),
          {
            mode: 'analyze',
            shard: `${shard}/2`,
            // A /gone-N page answers 404 on purpose; the readiness probe would wait wait-for out on it.
            'wait-for': '0',
            urls: paths.join('\n'),
            'min-score': '90',
            baseline: 'none',
            'results-file': join(dir, `shard-${shard}.json`),
          },
          { event: pullRequest(21) },
        );
        expect(analyzed.code, analyzed.log).toBe(0);
        expect(github.requests.slice(requestsBefore)).toEqual([]);
        const results = await readResults(analyzed.outputs['results-file']);
        expect(results.decided).toBe(false);
        expect(results.shard).toEqual({ index: shard, count: 2 });
        expect(results.pages.map((p) => p.url)).toEqual(
          paths.map((p) => new URL(p, site.origin).href).filter((url) => shardOf(url, 2) === shard),
        );
        shards.push(results);
      }
      // pages that fail, yet both shards exit 0
      expect(shards.flatMap((s) => s.pages).some((p) => p.verdict !== 'pass')).toBe(true);

      const report = await run(
        world(),
        { mode: 'report', 'results-files': join(dir, '*.json'), 'min-score': '90', 'api-url': '', 'api-key': '' },
        { event: pullRequest(21) },
      );
      expect(report.code, report.log).toBe(1);
      expect(report.log).toContain(`results-files: merged ${paths.length} pages from 2 files`);
      const merged = await readResults(report.outputs['results-file']);
      expect(merged.pages.map((p) => new URL(p.url).pathname).sort()).toEqual([...paths].sort());
      expect(
        verdicts(merged)
          .filter(([path]) => ['/', '/pricing', '/blog/hello'].includes(path))
          .sort(),
      ).toEqual([
        ['/', 'pass'],
        ['/blog/hello', 'pass'],
        ['/pricing', 'fail'],
      ]);
      expect(report.outputs.passed).toBe('false');
      expect(report.outputs['failed-count']).toBe(String(merged.pages.filter((p) => p.verdict !== 'pass').length));
      expect(report.summary).toContain('/pricing');
      expect(onlyComment(world(), 21, report)).toContain('/pricing');

      // Shard 2's job wrote nothing (it failed, or its upload missed): its pages are not passed by their absence.
      await rm(join(dir, 'shard-2.json'));
      const partial = await run(
        world(),
        { mode: 'report', 'results-files': join(dir, 'shard-*.json'), 'min-score': '90', 'api-url': '', 'api-key': '' },
        { event: pullRequest(21) },
      );
      expect(partial.outputs.outcome, partial.log).toBe('error');
      expect(partial.log).toMatch(/::error::results-files: no results of shard 2\/2 among the files /);
    },
  );
});

describe('the fork-safe pair', () => {
  it('analyses the fork PR with no token, then comments on the PR found by the workflow_run head SHA', async () => {
    const { site, github } = world();
    site.deploy(2);
    const headSha = 'c'.repeat(40);
    github.pullsForSha.set(headSha, [34]);
    const dir = await tempDir();
    const requestsBefore = github.requests.length;
    const analyzed = await run(
      world(),
      {
        mode: 'analyze',
        urls: '/\n/pricing',
        baseline: 'none',
        'github-token': '',
        'results-file': join(dir, 'pagegate-results.json'),
      },
      { event: pullRequest(34, headSha) },
    );
    expect(analyzed.code, analyzed.log).toBe(0);
    expect(commandLines(analyzed.log, '::warning')).toEqual([]);
    expect(github.requests.slice(requestsBefore)).toEqual([]);

    const workflowRun = {
      name: 'workflow_run',
      payload: {
        workflow_run: {
          head_sha: headSha,
          head_branch: 'patch-1',
          pull_requests: [],
          head_repository: { owner: { login: 'contributor' } },
        },
        repository: { name: 'site', owner: { login: 'acme' } },
      },
    };
    const report = await run(
      world(),
      { mode: 'report', 'results-files': join(dir, '*.json'), 'min-score': '90', 'api-url': '', 'api-key': '' },
      { event: workflowRun },
    );
    expect(report.code, report.log).toBe(1);
    expect(verdicts(await readResults(report.outputs['results-file']))).toEqual([
      ['/', 'pass'],
      ['/pricing', 'fail'],
    ]);
    expect(onlyComment(world(), 34, report)).toContain('/pricing');
  });
});
