/**
 * What the `comment` input and the token's rights do to the PR comment, and what they never do:
 * change the verdict or lose the job summary. (`auto` across fail and fix is in gate.e2e.)
 */
import { describe, expect, it } from 'vitest';
import { commandLines, onlyComment, pullRequest, run, useWorld } from './world.js';

const world = useWorld();
// A 404 page scores far below 50 (http.status); the home page far above it. With the readiness
// probe on it would end as `answered HTTP 404` before analysis, so it is off here.
const failing = { urls: '/\n/gone', 'min-score': '50', baseline: 'none', 'wait-for': '0' };
const passing = { urls: '/', 'min-score': '50', baseline: 'none' };

describe('a read-only token (a fork PR)', () => {
  it.each([
    { name: 'failing run, comment auto', inputs: { ...failing, comment: 'auto' }, code: 1, pr: 61 },
    { name: 'passing run, comment always', inputs: { ...passing, comment: 'always' }, code: 0, pr: 62 },
  ])('$name: one warning naming the fix, summary written, exit $code', async ({ inputs, code, pr }) => {
    const { site, github } = world();
    site.deploy(1);
    github.readOnly = true;
    try {
      const forked = await run(world(), inputs, { event: pullRequest(pr) });
      expect(forked.code, forked.log).toBe(code);
      const warnings = commandLines(forked.log, '::warning::');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/pull-requests: write/);
      expect(warnings[0]).toMatch(/fork-safe/);
      expect(forked.summary).toContain(`${site.origin}/`);
      expect(forked.outputs.passed).toBe(String(code === 0));
      expect(forked.outputs['comment-url']).toBe('');
      expect(github.comments.get(pr) ?? []).toEqual([]);
    } finally {
      github.readOnly = false;
    }
  });
});

describe('comment policy', () => {
  it('never: a failing run sends no request to GitHub at all', async () => {
    const { github } = world();
    const before = github.requests.length;
    const silent = await run(world(), { ...failing, comment: 'never' }, { event: pullRequest(63) });
    expect(silent.code, silent.log).toBe(1);
    expect(github.requests.slice(before)).toEqual([]);
    expect(silent.outputs['comment-url']).toBe('');
    expect(silent.summary).toContain('/gone');
  });

  it('always: a passing run creates the comment', async () => {
    const loud = await run(world(), { ...passing, comment: 'always' }, { event: pullRequest(64) });
    expect(loud.code, loud.log).toBe(0);
    expect(onlyComment(world(), 64, loud)).toMatch(/pagegate: passed/);
  });
});
