/** A `deployment_status` workflow: the deployed URL comes from the event and the PR from the deployment's commit. */
import { describe, expect, it } from 'vitest';
import { onlyComment, readResults, run, useWorld } from './world.js';

const world = useWorld();

describe('deployment_status event', () => {
  it('gates the environment_url and comments on the PR of the deployment SHA', async () => {
    const { site, github } = world();
    site.deploy(1);
    const deploymentSha = 'd'.repeat(40);
    github.pullsForSha.set(deploymentSha, [47]);
    const event = {
      name: 'deployment_status',
      payload: {
        deployment_status: { state: 'success', environment_url: site.origin },
        deployment: { sha: deploymentSha, environment: 'preview' },
        repository: { name: 'site', owner: { login: 'acme' } },
      },
    };
    const deployed = await run(
      world(),
      { 'site-url': '', urls: '/pricing\n/blog/hello', comment: 'always' },
      { event },
    );
    expect(deployed.code, deployed.log).toBe(0);
    const results = await readResults(deployed.outputs['results-file']);
    expect(results.pages.map((p) => p.url)).toEqual([`${site.origin}/pricing`, `${site.origin}/blog/hello`]);
    // GITHUB_SHA maps to no PR: only the deployment's SHA finds #47.
    expect(onlyComment(world(), 47, deployed)).toContain('/pricing');
  });
});
