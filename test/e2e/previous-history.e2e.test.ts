/**
 * `baseline: previous` through the action over many deploys of one regression, against the
 * reference service with its cache on (each run's fresh analysis lands under a variant, then under
 * its commit's tag): every run is red, however many reports of failed runs pile up after the one
 * that passed. An earlier version read eight reports and went green from the ninth run.
 */
import { expect, it } from 'vitest';
import { readResults, run, useWorld, verdicts } from './world.js';

const world = useWorld({}, { cacheTtlSeconds: 3600 });
const RUNS = 11;
const inputs = { urls: '/\n/pricing', baseline: 'previous', comment: 'never', 'wait-for': '0' };
/** A commit of its own per deploy, as each push has: its fallback tag is its own URL. */
const deploy = (n: number) => ({ env: { GITHUB_SHA: `${n.toString(16).padStart(7, '0')}${'c'.repeat(33)}` } });

it(`a regression deployed ${RUNS} times fails every run`, async () => {
  world().site.deploy(1);
  const first = await run(world(), inputs, deploy(1));
  expect(first.code, first.log).toBe(0);

  world().site.deploy(2);
  const pricing: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const gated = await run(world(), inputs, deploy(2 + i));
    const results = await readResults(gated.outputs['results-file']);
    const [, verdict] = verdicts(results).find(([path]) => path === '/pricing') ?? [];
    pricing.push(`${i + 1}: ${gated.code} ${verdict}`);
  }
  expect(pricing).toEqual(Array.from({ length: RUNS }, (_, i) => `${i + 1}: 1 fail`));
}, 600_000);
