/**
 * The bundle is one build of one module graph: the action, the CLI, the analysis threads and the
 * cache restore's child process share their chunks, no source map ships, and the whole is small.
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
