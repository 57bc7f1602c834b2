/** File I/O for the edges (main.ts, the CLI, the demo): the gate itself receives these as functions. */
import { constants } from 'node:fs';
import { access, glob, lstat, mkdir, open, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ConfigError, PagegateError, readFailure } from './errors.js';
import { ACCEPTED_PAGES_OPENING, ACCEPTED_WHOLE_MAX_BYTES, readAcceptedState } from './gate/accepted-lines.js';
import type { AcceptedState, AcceptedStore } from './model/accepted.js';
import { acceptedDraftFile, readLines } from './streamed-files.js';

/**
 * The most pagegate reads from one file: a results file of 10,000 pages with their baselines
 * fits, and a 700 MB artifact from a fork is refused before it is in memory.
 */
export const FILE_MAX_BYTES = 256 * 1024 * 1024;

/**
 * A file's text; over FILE_MAX_BYTES it is a PagegateError whose message is the reason alone (callers name the file).
 */
export async function readText(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    if ((await file.stat()).size > FILE_MAX_BYTES)
      throw new PagegateError(`larger than ${FILE_MAX_BYTES / 1024 / 1024} MiB, the most pagegate reads from one file`);
    return await file.readFile('utf8');
  } finally {
    await file.close();
  }
}

/** Reads a file the user named in an input; a missing one is a configuration error naming the input. */
export async function readNamedFile(input: string, path: string): Promise<{ name: string; text: string }> {
  try {
    return { name: path, text: await readText(path) };
  } catch (error) {
    throw new ConfigError(`${input}: cannot read "${path}" (${readFailure(error)})`);
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
    text = await readText(path);
  } catch (error) {
    return { payload: {}, warning: emptyEvent(name, `cannot read "${path}" (${readFailure(error)})`) };
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

/**
 * Fails before any analysis when an output cannot be written, naming the input or flag: a run
 * of minutes must not end in a bare ENOENT that reads like a failed gate. `createDirectory`:
 * the writer makes missing directories (results-file), so the check makes them too.
 */
export async function checkWritable(label: string, path: string, options: { createDirectory: boolean }): Promise<void> {
  try {
    if (options.createDirectory) await mkdir(dirname(path), { recursive: true });
    const existing = await stat(path).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    });
    if (existing?.isDirectory()) throw new PagegateError('a directory');
    await access(existing ? path : dirname(path), constants.W_OK);
  } catch (error) {
    throw new ConfigError(`${label}: cannot write "${path}" (${readFailure(error)})`);
  }
}

/** Files only: a glob such as `results/**` also matches directories, which are not results. */
export async function globFiles(pattern: string): Promise<string[]> {
  const files: string[] = [];
  for await (const path of glob(pattern)) {
    if (!(await stat(path)).isDirectory()) files.push(path);
  }
  return files.sort();
}

/**
 * `accepted-file`: the accepted state in a file the CI caches (the CLI's store in any CI). Written
 * through a temporary file and a rename, so a run stopped mid-write leaves the old state whole.
 */
export function acceptedFileStore(path: string): AcceptedStore {
  const where = `accepted-file ${path}`;
  return {
    load: async () => {
      let read: Awaited<ReturnType<typeof readAcceptedFile>>;
      try {
        read = await readAcceptedFile(path, { links: true });
      } catch (error) {
        const code = readFailure(error);
        if (code === 'ENOENT')
          return {
            kind: 'missing',
            why: 'not-found',
            detail: `${where} does not exist yet (the first passing gate writes it)`,
          };
        return { kind: 'missing', why: 'unavailable', detail: `${where} cannot be read (${code})` };
      }
      return 'state' in read
        ? { kind: 'found', state: read.state, where }
        : { kind: 'missing', why: 'unreadable', detail: `${where}: ${read.problem}` };
    },
    draft: () =>
      acceptedDraftFile(path, {
        keep: (failure) =>
          Promise.resolve(
            failure
              ? { saved: false, detail: `${where} cannot be written (${readFailure(failure.error)})`, warned: false }
              : { saved: true, where },
          ),
        cleanUp: () => Promise.resolve(),
      }),
  };
}

/**
 * An accepted state's file, read a page per line within the caps (accepted-lines.ts) and at most
 * FILE_MAX_BYTES; what is wrong with its content is a problem, an error only when it cannot be
 * read. `links: false` (a state from the cache, whose writer is not trusted): only a regular file
 * itself, never a link to one elsewhere.
 */
export async function readAcceptedFile(
  path: string,
  options: { links: boolean },
): Promise<{ state: AcceptedState } | { problem: string }> {
  const found = options.links ? await stat(path) : await lstat(path);
  if (!found.isFile()) return { problem: found.isSymbolicLink() ? 'a symbolic link, not a file' : 'not a file' };
  if (found.size > FILE_MAX_BYTES)
    return { problem: `larger than ${FILE_MAX_BYTES / 1024 / 1024} MiB, the most pagegate reads from one file` };
  // A state laid out otherwise is one long line: read a page per line only when the head says so.
  const lineLayout = await startsWithPagesLine(path);
  return readAcceptedState({
    lines: lineLayout ? readLines(path) : noLines(),
    whole: () => {
      if (found.size > ACCEPTED_WHOLE_MAX_BYTES)
        throw new PagegateError(
          `larger than ${ACCEPTED_WHOLE_MAX_BYTES / 1024 / 1024} MiB and not laid out a page per line`,
        );
      return readText(path);
    },
  });
}

/** Whether the file's first line, within its first 64 KiB, opens the pages object (the layout stores write). */
async function startsWithPagesLine(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read({ buffer: Buffer.alloc(64 * 1024) });
    const head = buffer.subarray(0, bytesRead).toString('utf8');
    const end = head.indexOf('\n');
    return end !== -1 && head.slice(0, end).endsWith(ACCEPTED_PAGES_OPENING);
  } finally {
    await file.close();
  }
}

async function* noLines(): AsyncGenerator<string> {}
