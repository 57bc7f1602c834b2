/**
 * No decision reads an error's wording: what a page's error means is its typed fields (`code`,
 * `origin`), set where the error is made. The exceptions are the fallback for results files of
 * v0.1, which predate `origin` (model/outcome.ts, `errorOrigin`), and node-postgres's lost connection,
 * which has words and no code (service/pg-outage.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const WORDING = /\.message\s*\.\s*(?:startsWith|includes|endsWith|match|indexOf|search)\s*\(|\.message\s*(?:===|!==)/;
const ALLOWED = [
  { file: 'model/outcome.ts', line: "return error.message.startsWith('analysis ') ? 'page' : 'run';" },
  // node-postgres gives a lost connection no code, only its own words: not a message we wrote.
  { file: 'service/pg-outage.ts', line: 'return PG_LOST.some((message) => error.message.startsWith(message));' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

it('no source file decides on the wording of an error message, but the v0.1 fallback and pg lost connections', () => {
  const readers = sourceFiles(SRC).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => WORDING.test(line))
      .map((line) => ({ file: relative(SRC, path), line: line.trim() })),
  );
  expect(readers).toEqual(ALLOWED);
});
