/**
 * One cause, one wording: why the accepted state could not be had reads the same in the log's
 * line (gate/accepted.ts, with the error's own words added) and the summary's line (report/).
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
  const { facts } = await planAccepted(startLoading(store), 'deploy/gate', io);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain(`baseline accepted: ${UNAVAILABLE[cause]}`);
  const summary = acceptedLine(results([], { passed: false, accepted: facts }));
  expect(summary).toContain(`No accepted state (${UNAVAILABLE[cause]})`);
});
