/**
 * The accepted state in the (fake) Actions cache belongs to the repository, the workflow file and
 * the site: renaming the job (or the workflow's name) finds it, and a state saved under the key
 * shape of an earlier pagegate is found and said as such. Before, a renamed job found nothing,
 * passed new criticals and saved the regressed state.
 */
import { describe, expect, it } from 'vitest';
import type { Results } from '../../src/model/results.js';
import { readResults, run, useWorld } from './world.js';

const world = useWorld();
const URLS = '/\n/pricing';

const pricingOf = (results: Results) => results.pages.find((p) => new URL(p.url).pathname === '/pricing');

/** One run of a workflow file with no comment-tag: the default tag names the workflow and the job. */
function gate(file: string, names: { workflow: string; job: string }, step: number) {
  return run(
    world(),
    { urls: URLS, comment: 'never' },
    {
      env: {
        GITHUB_WORKFLOW_REF: `acme/site/.github/workflows/${file}@refs/heads/main`,
        GITHUB_WORKFLOW: names.workflow,
        GITHUB_JOB: names.job,
        GITHUB_SHA: String(step).repeat(40),
        GITHUB_RUN_ID: String(500 + step),
      },
    },
  );
}

describe('the cache key: repository, workflow file and site', () => {
  it('a renamed job and workflow name still find the state, and the regression fails', async () => {
    world().site.deploy(1);
    const first = await gate('rename.yml', { workflow: 'deploy', job: 'gate' }, 1);
    expect(first.code, first.log).toBe(0);
    expect(first.log).toMatch(
      /accepted state saved: GitHub Actions cache pagegate-accepted-v2-[0-9a-f]{20}-1{40}-501-1/,
    );

    world().site.deploy(2);
    const renamed = await gate('rename.yml', { workflow: 'Deploy site', job: 'quality' }, 2);
    expect(renamed.code, renamed.log).toBe(1);
    expect(renamed.log).toMatch(
      /baseline: the accepted state of commit 1111111, saved .* \(GitHub Actions cache pagegate-accepted-v2-/,
    );
    const pricing = pricingOf(await readResults(renamed.outputs['results-file']));
    expect(pricing?.baselineFrom?.kind).toBe('accepted');
    expect(pricing?.reasons).toContain('new critical finding images.alt');
    world().site.deploy(1);
  }, 60_000);

  it('a state saved under the earlier key shape is found, and the run says where it came from', async () => {
    world().site.deploy(1);
    const first = await gate('upgrade.yml', { workflow: 'deploy', job: 'gate' }, 3);
    expect(first.code, first.log).toBe(0);
    // As an earlier pagegate keyed it: by the default comment-tag (workflow name / job id).
    const saved = world().cache.entries.find((entry) => entry.key.endsWith(`${'3'.repeat(40)}-503-1`));
    if (!saved) throw new Error('no entry saved');
    saved.key = `pagegate-accepted-deploy/gate-${'3'.repeat(40)}-503-1`;

    world().site.deploy(2);
    const upgraded = await gate('upgrade.yml', { workflow: 'deploy', job: 'gate' }, 4);
    expect(upgraded.code, upgraded.log).toBe(1);
    expect(upgraded.log).toContain(
      `(GitHub Actions cache pagegate-accepted-deploy/gate-${'3'.repeat(40)}-503-1, an earlier key of this gate; a ` +
        'passing run saves it under pagegate-accepted-v2-',
    );
    expect(pricingOf(await readResults(upgraded.outputs['results-file']))?.reasons).toContain(
      'new critical finding images.alt',
    );
    world().site.deploy(1);
  }, 60_000);
});
