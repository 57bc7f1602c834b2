/**
 * One cause, one wording: why the accepted state could not be had reads the same in the run's
 * one-line error (gate/accepted.ts: a cache that cannot keep a state stops the run, exit 3) and the
 * summary's line (report/).
 */
import { expect, it } from 'vitest';
import { planAccepted, startLoading } from '../../src/gate/accepted.js';
import type { AcceptedLoad, AcceptedStore } from '../../src/model/accepted.js';
import { AcceptedUnavailable } from '../../src/model/results.js';
import { acceptedLine } from '../../src/report/accepted-line.js';
import { UNAVAILABLE } from '../../src/model/accepted-causes.js';
import { results } from '../report/fixtures.js';

const storeAnswering = (load: () => Promise<AcceptedLoad>): AcceptedStore => ({
  kind: 'cache',
  load,
  draft: () => {
    throw new Error('not drafted');
  },
});

it.each(AcceptedUnavailable.options)('%s is worded once, in the log and in the summary', async (cause) => {
  const store =
    cause === 'load-error'
      ? storeAnswering(() => Promise.reject(new Error('library missing')))
      : storeAnswering(async () => ({ kind: 'missing', why: 'unavailable', cause, detail: UNAVAILABLE[cause] }));
  const logged: string[] = [];
  const io = { info: (line: string) => logged.push(line), warn: (line: string) => logged.push(line) };
  const planned = planAccepted(startLoading(store), 'deploy/gate', io);
  await expect(planned).rejects.toThrow(`baseline accepted: ${UNAVAILABLE[cause]}`);
  expect(logged).toEqual([]);
  const facts = { from: null, missing: 'unavailable' as const, cause, saved: false };
  const summary = acceptedLine(results([], { passed: false, accepted: facts }));
  expect(summary).toContain(`No accepted state (${UNAVAILABLE[cause]})`);
});
