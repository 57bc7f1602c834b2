/**
 * Two runs of one gate overlap on one cache key (issue 46, item 7): the run that saves last holds
 * an older analysis of the page than the state another run saved meanwhile. Its save is a
 * compare-and-swap: it rereads the state, finds a newer one and leaves it standing, so the other
 * run's fix survives and the regression, when it returns, fails the gate.
 */
import { describe, expect, it } from 'vitest';
import { readResults, run, useWorld } from './world.js';

const world = useWorld();
const inputs = { urls: '/pricing', comment: 'never', 'comment-tag': 'overlap' };

/** One run of the gate; each its own run id and commit, as each saves its own cache entry. */
const gate = (step: number) =>
  run(world(), inputs, { env: { GITHUB_RUN_ID: String(600 + step), GITHUB_SHA: String(step).repeat(40) } });

describe('two runs overlapping on one cache key', () => {
  it('the later save of an older snapshot never replaces the fix the other run saved', async () => {
    world().site.deploy(2);
    const first = await gate(1);
    expect(first.code, first.log).toBe(0);
    expect(first.log).toContain('accepted state saved');

    // The stale run analyses release 2 against the first state, then waits to reread before saving.
    const hold = world().cache.holdLookupAfterRestore();
    const stale = gate(2);
    await hold.held;

    world().site.deploy(1);
    const fixing = await gate(3);
    expect(fixing.code, fixing.log).toBe(0);
    expect(fixing.log).toContain('accepted state saved');

    hold.release();
    const late = await stale;
    expect(late.code, late.log).toBe(0);
    expect(late.log).toContain(
      'accepted state not saved: another run saved it meanwhile with newer analyses of ' +
        `${world().site.origin}/pricing`,
    );

    world().site.deploy(2);
    const returned = await gate(4);
    expect(returned.code, returned.log).toBe(1);
    const page = (await readResults(returned.outputs['results-file'])).pages[0];
    expect(page?.baselineFrom?.kind).toBe('accepted');
    expect(page?.reasons).toContain('new critical finding images.alt');
    world().site.deploy(1);
  }, 180_000);
});
