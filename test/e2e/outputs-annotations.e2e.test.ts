/** Step outputs of an analyze shard, and warning annotations: off, and capped at GitHub's 10 per step. */
import { describe, expect, it } from 'vitest';
import { commandLines, readResults, run, useWorld } from './world.js';

const world = useWorld();
// 404 pages are errors whatever the wait (the status the service got); the home page scores far
// above 50. With the readiness probe off they are submitted, and the service's status decides.
const thresholds = { 'min-score': '50', baseline: 'none', comment: 'never', 'wait-for': '0' };

describe('mode: analyze outputs', () => {
  it('sets passed and report-keys from the pages it analysed, and exits 0', async () => {
    world().site.deploy(1);
    const shard = await run(world(), { ...thresholds, mode: 'analyze', urls: '/\n/gone' });
    expect(shard.code, shard.log).toBe(0);
    const results = await readResults(shard.outputs['results-file']);
    expect(shard.outputs.passed).toBe('false');
    const keys = JSON.parse(shard.outputs['report-keys'] ?? '') as Record<string, string>;
    expect(Object.keys(keys)).toEqual([`${world().site.origin}/`, `${world().site.origin}/gone`]);
    expect(keys).toEqual(Object.fromEntries(results.pages.map((p) => [p.url, p.key])));
  });
});

describe('annotations', () => {
  it('false: a failing run writes no warning annotation', async () => {
    const quiet = await run(world(), { ...thresholds, urls: '/gone', annotations: 'false' });
    expect(quiet.code, quiet.log).toBe(1);
    expect(commandLines(quiet.log, '::warning title=')).toEqual([]);
  });

  it('12 failing pages: 10 annotations and one line counting the rest', async () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/missing-${i + 1}`);
    const many = await run(world(), { ...thresholds, urls: paths.join('\n'), concurrency: '12' });
    expect(many.code, many.log).toBe(1);
    expect(many.outputs['failed-count']).toBe('12');
    const annotations = commandLines(many.log, '::warning title=');
    expect(annotations).toHaveLength(10);
    expect(annotations[0]).toMatch(
      /^::warning title=http%3A\/\/127\.0\.0\.1%3A\d+\/missing-1::error: answered HTTP 404$/,
    );
    expect(many.log.split('\n')).toContain('…and 2 more failing pages: see the job summary');
  });
});
