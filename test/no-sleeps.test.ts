/**
 * Tests wait on events, not timers: no fixed sleep (`setTimeout(resolve, N)`, a `sleep` from
 * node:timers/promises) and no bound on wall time (`performance.now()` or `Date.now()`
 * differences). A state reached in another process is awaited with vi.waitFor, whose timeout
 * bounds a hung test, not a speed; "nothing happened" is shown by an event that would have fired.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const TEST = resolve(import.meta.dirname);
const TIMED = [
  /setTimeout\(\s*(?:resolve|r|done)\s*,\s*\d/,
  /import\s*\{[^}]*\bsetTimeout\b[^}]*\}\s*from\s*'node:timers\/promises'/,
  /performance\.now\(\)/,
  /Date\.now\(\)\s*-/,
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

it('no test sleeps on a timer or bounds wall time', () => {
  const timed = files(TEST)
    .filter((path) => TIMED.some((pattern) => pattern.test(readFileSync(path, 'utf8'))))
    .map((path) => relative(TEST, path))
    .filter((name) => name !== 'no-sleeps.test.ts');
  expect(timed).toEqual([]);
});

it.each([
  'await new Promise((resolve) => setTimeout(resolve, 50));',
  "import { setTimeout as sleep } from 'node:timers/promises';",
  'expect(performance.now() - begun).toBeGreaterThanOrEqual(110);',
  'const waited = Date.now() - started;',
])('finds a timer in %s', (line) => {
  expect(TIMED.some((pattern) => pattern.test(line))).toBe(true);
});
