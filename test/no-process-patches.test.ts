/**
 * Nothing patches the process for a moment: a library that needs another environment (the cache
 * restore's GITHUB_WORKSPACE and PATH) runs in a child process with an `env` of its own, and no
 * code swaps process.stdout's writer to read what a library printed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');
const PATCH = new RegExp(
  [
    String.raw`process\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]`,
    String.raw`Object\.assign\(\s*process\.env`,
    String.raw`delete process\.env`,
    String.raw`process\.std(?:out|err)\.write\s*=[^=]`,
  ].join('|'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

it('no source file assigns to process.env or to process.stdout/stderr.write', () => {
  const patches = sourceFiles(SRC).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => PATCH.test(line))
      .map((line) => `${relative(SRC, path)}: ${line.trim()}`),
  );
  expect(patches).toEqual([]);
});
