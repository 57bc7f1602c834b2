/** File I/O for the edges (main.ts, the CLI, the demo): the gate itself receives these as functions. */
import { glob, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ConfigError } from './errors.js';
import type { Results } from './report/results.js';

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

export async function writeResults(path: string, results: Results): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(results, null, 2)}\n`);
}
