/**
 * The bundle is one build of one module graph: the action, the CLI, the analysis threads and the
 * cache restore's child process share their chunks, no source map ships, and the whole is small.
 * What only a later step needs stays out of the chunks node loads before the action's first request.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { bundled } from '../setup/bundled.js';

const ENTRIES = ['index.js', 'cli.js', 'cli-main.js', 'analysis-worker/index.js', 'cache-restore-process.js'];

/** The chunks a file imports, statically or on first use. */
async function chunksOf(file: string): Promise<string[]> {
  const code = await readFile(bundled(file), 'utf8');
  return [...code.matchAll(/["']\.\.?\/(chunk-[\w-]+\.js)["']/g)].map((match) => match[1] ?? '');
}

it('holds each entry once, shared chunks, no source maps, under 10 MB', async () => {
  const files = await readdir(bundled('.'), { recursive: true });
  for (const entry of ENTRIES) expect(files).toContain(entry);
  expect(files.filter((name) => name.endsWith('.map'))).toEqual([]);
  expect(files.filter((name) => name.includes('analysis-worker') && name.endsWith('.js'))).toEqual([
    'analysis-worker/index.js',
  ]);
  const sizes = await Promise.all(files.map(async (name) => (await stat(join(bundled('.'), name))).size));
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(10 * 1024 * 1024);
  const [action, cli, worker] = await Promise.all(
    ['index.js', 'cli-main.js', 'analysis-worker/index.js'].map(chunksOf),
  );
  expect(action?.filter((chunk) => cli?.includes(chunk))).not.toEqual([]);
  expect(worker?.length).toBeGreaterThan(0);
});

/** The files node loads before `file` runs: it and every chunk it imports statically, transitively. */
async function staticClosure(file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await readFile(bundled(file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"';]*?from\s*)?["']\.\/(chunk-[\w-]+\.js)["']/g))
    await staticClosure(match[1] ?? '', seen);
  return seen;
}

/** A text each package's code holds and nothing else in the bundle does. */
const LOADED_ON_FIRST_USE = [
  ['Octokit (the comment)', 'octokit-core.js'],
  ['yaml (a YAML config file)', 'Map keys must be unique'],
  ['parse5 (finding identity, redirect stubs, page links)', 'abrupt-closing-of-empty-comment'],
  ['htmlparser2 (a sitemap)', 'onopentagname'],
] as const;

it.each(LOADED_ON_FIRST_USE)('keeps %s out of what the action loads before its first request', async (_, marker) => {
  const files = [...(await staticClosure('index.js'))];
  const holders = await Promise.all(
    files.map(async (file) => (await readFile(bundled(file), 'utf8')).includes(marker)),
  );
  expect(files.filter((_, index) => holders[index])).toEqual([]);
  // The marker names the package's code: it is in the bundle, in a chunk loaded later.
  const all = (await readdir(bundled('.'))).filter((name) => name.endsWith('.js'));
  const found = await Promise.all(all.map(async (file) => (await readFile(bundled(file), 'utf8')).includes(marker)));
  expect(found.some(Boolean)).toBe(true);
});
