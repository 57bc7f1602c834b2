/**
 * Tests wait on events, not timers: no fixed sleep (`setTimeout(resolve, N)`) and no bound on wall
 * time (`performance.now()` or `Date.now()` differences). The files listed still hold some and are
 * being moved to events or fake clocks; the list only shrinks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const TEST = resolve(import.meta.dirname);
const TIMED = /setTimeout\(\s*(?:resolve|r|done)\s*,\s*\d|performance\.now\(\)|Date\.now\(\)\s*-/;
const NOT_YET = [
  'service/close.test.ts',
  'service/reports.test.ts',
  'service/faults.test.ts',
  'service/service-fixture.ts',
  'service/persistence.test.ts',
  'service/crawls.test.ts',
  'service/contract.test.ts',
  'service/drain.test.ts',
  'site/readiness.test.ts',
  'client/submit.test.ts',
  'client/long-poll.test.ts',
  'client/transport.test.ts',
  'e2e/world.ts',
  'e2e/runner.ts',
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

it('no test sleeps on a timer or bounds wall time, but those still listed', () => {
  const timed = files(TEST)
    .filter((path) => TIMED.test(readFileSync(path, 'utf8')))
    .map((path) => relative(TEST, path))
    .filter((name) => name !== 'no-sleeps.test.ts');
  expect(timed.filter((name) => !NOT_YET.includes(name))).toEqual([]);
});
