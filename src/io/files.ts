/** File I/O for the edges (main.ts, the CLI, the demo): the gate itself receives these as functions. */
import { constants } from 'node:fs';
import { access, lstat, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ConfigError, readFailure } from '../errors.js';
import type { AcceptedState, AcceptedStore } from '../model/accepted.js';
import { readAcceptedState } from './accepted-state.js';
import { checkTarget, readBytes, readText } from './regular-files.js';
import { writeFileSafely } from './safe-write.js';
import { acceptedDraftFile } from './streamed-files.js';

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
    const existing = await checkTarget(path);
    if (options.createDirectory) await mkdir(dirname(path), { recursive: true });
    await access(existing ? path : dirname(path), constants.W_OK);
  } catch (error) {
    throw cannotWrite(label, path, error);
  }
}

/**
 * Only what is at the path: an output the run may leave unwritten (the accepted state is kept
 * only when the gate passes) is refused up front only when a write would replace what is not a file.
 */
export async function checkOutputTarget(label: string, path: string): Promise<void> {
  await checkTarget(path).catch((error: unknown) => {
    throw cannotWrite(label, path, error);
  });
}

/** An output the user named (`--markdown`, `merge -o`), written whole by the safe writer; a failure names it. */
export async function writeOutputFile(label: string, path: string, text: string): Promise<void> {
  await writeFileSafely(path, text).catch((error: unknown) => {
    throw cannotWrite(label, path, error);
  });
}

function cannotWrite(label: string, path: string, error: unknown): ConfigError {
  return new ConfigError(`${label}: cannot write "${path}" (${readFailure(error)})`);
}

/**
 * `accepted-file`: the accepted state in a file the CI caches (the CLI's store in any CI). Written
 * through a temporary file and a rename, so a run stopped mid-write leaves the old state whole.
 */
export function acceptedFileStore(path: string): AcceptedStore {
  const where = `accepted-file ${path}`;
  return {
    kind: 'file',
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
        // It is there but cannot be read (over a limit, not a file, no permission): unreadable, never saved over.
        return { kind: 'missing', why: 'unreadable', detail: `${where} cannot be read (${code})` };
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
 * An accepted state's file, read as it streams within its limits (accepted-state.ts) and at most
 * FILE_MAX_BYTES; what is wrong with its content is a problem, an error only when it cannot be
 * read. `links: false` (a state from the cache, whose writer is not trusted): only a regular file
 * itself, never a link to one elsewhere.
 */
export async function readAcceptedFile(
  path: string,
  options: { links: boolean },
): Promise<{ state: AcceptedState } | { problem: string }> {
  if (!options.links && (await lstat(path)).isSymbolicLink()) return { problem: 'a symbolic link, not a file' };
  return readAcceptedState(readBytes(path));
}
