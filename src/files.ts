/** File I/O for the edges (main.ts, the CLI, the demo): the gate itself receives these as functions. */
import { glob, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ConfigError } from './errors.js';
import { parseAcceptedState, type AcceptedStore } from './model/accepted.js';
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

/**
 * `accepted-file`: the accepted state in a file the CI caches (the CLI's store in any CI). Written
 * through a temporary file and a rename, so a run stopped mid-write leaves the old state whole.
 */
export function acceptedFileStore(path: string): AcceptedStore {
  const where = `accepted-file ${path}`;
  return {
    load: async () => {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
        if (code === 'ENOENT') return { kind: 'missing', why: 'not-found', detail: `${where} does not exist yet (the first passing gate writes it)` };
        return { kind: 'missing', why: 'unavailable', detail: `${where} cannot be read (${code})` };
      }
      const read = parseAcceptedState(text);
      return 'state' in read ? { kind: 'found', state: read.state, where } : { kind: 'missing', why: 'unreadable', detail: `${where}: ${read.problem}` };
    },
    save: async (state) => {
      const temporary = `${path}.${process.pid}.tmp`;
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(temporary, `${JSON.stringify(state)}\n`);
        await rename(temporary, path);
        return { saved: true, where };
      } catch (error) {
        // Best effort: where the write failed, removing the temporary file may fail the same way.
        await rm(temporary, { force: true }).catch(() => undefined);
        return { saved: false, detail: `${where} cannot be written (${(error as NodeJS.ErrnoException).code ?? 'unwritable'})`, warned: false };
      }
    },
  };
}
