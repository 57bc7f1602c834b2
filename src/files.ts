/** File I/O for the edges (main.ts, the CLI, the demo): the gate itself receives these as functions. */
import { glob, mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ConfigError } from './errors.js';
import type { Results } from './model/results.js';

export function readText(path: string): Promise<string> {
  return readFile(path, 'utf8');
}

/** Reads a file the user named in an input; a missing one is a configuration error naming the input. */
export async function readNamedFile(input: string, path: string): Promise<{ name: string; text: string }> {
  try {
    return { name: path, text: await readFile(path, 'utf8') };
  } catch (error) {
    throw new ConfigError(`${input}: cannot read "${path}" (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
}

/**
 * The payload of the event that started the run. A file that cannot be read or parsed is taken as
 * an empty payload, with a warning that says so: the run goes on without what the event gives
 * (a deployment's URL, the pull request to comment on).
 */
export async function readEventFile(name: string, path: string): Promise<{ payload: unknown; warning: string | null }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return { payload: {}, warning: emptyEvent(name, `cannot read "${path}" (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`) };
  }
  try {
    return { payload: JSON.parse(text), warning: null };
  } catch {
    return { payload: {}, warning: emptyEvent(name, `"${path}" is not JSON`) };
  }
}

function emptyEvent(name: string, why: string): string {
  return `GITHUB_EVENT_PATH: ${why}; assumed an empty ${name} event, so no site URL or pull request comes from it`;
}

export async function globFiles(pattern: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of glob(pattern)) files.push(file);
  return files.sort();
}

/**
 * Writes the results JSON one page per line. A run of 1000 pages with baselines holds tens of MB
 * of findings; stringifying the whole document at once (pretty-printed, it is 60 MB) doubled the
 * action's peak memory. One page per line keeps the file valid JSON, greppable and diffable.
 */
export async function writeResults(path: string, results: Results): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const { pages, ...head } = results;
  const file = await open(path, 'w');
  try {
    const opening = JSON.stringify({ ...head, pages: [] }).slice(0, -2);
    await file.write(`${opening}\n`);
    for (const [index, page] of pages.entries()) {
      await file.write(`${JSON.stringify(page)}${index < pages.length - 1 ? ',' : ''}\n`);
    }
    await file.write(']}\n');
  } finally {
    await file.close();
  }
}
