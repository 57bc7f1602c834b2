/**
 * The one way pagegate writes a file (results file, accepted state, merged results, markdown):
 * to a temporary file beside it, renamed into place. Only a regular file (or nothing) is ever
 * replaced: a symbolic link is refused rather than written through (`merge -o link` overwrote the
 * link's target), a FIFO is refused rather than opened (`-o fifo` hung), a directory is said to be
 * one (not a raw EISDIR). A file replaced keeps its mode: a 0600 state stays 0600.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { checkTarget } from './regular-files.js';

/** A file being written in place of `path`; nothing is at `path` until `commit`. */
interface Replacement {
  file: FileHandle;
  /** Closes the file and renames it over `path`. */
  commit(): Promise<void>;
  /** Closes and removes the temporary file; nothing once committed. */
  abandon(): Promise<void>;
}

export async function openReplacement(path: string): Promise<Replacement> {
  const existing = await checkTarget(path);
  await mkdir(dirname(path), { recursive: true });
  // A name no one can guess, created only if nothing is there: a link planted at a predictable
  // `<path>.<pid>.tmp` would have received the write.
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
  const file = await open(temporary, 'wx');
  let isOpen = true;
  const close = async (): Promise<void> => {
    if (!isOpen) return;
    isOpen = false;
    await file.close();
  };
  try {
    // After open, not as open's mode: the umask would take bits off it.
    if (existing) await file.chmod(existing.mode & 0o7777);
  } catch (error) {
    await close();
    await rm(temporary, { force: true });
    throw error;
  }
  let settled = false;
  return {
    file,
    commit: async () => {
      settled = true;
      try {
        await close();
        // Checked again: what is at the path may have changed during a run of minutes.
        await checkTarget(path);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    abandon: async () => {
      if (settled) return;
      settled = true;
      await close().catch(() => undefined);
      await rm(temporary, { force: true });
    },
  };
}

/** `text` as the whole of the file at `path`, through openReplacement. */
export async function writeFileSafely(path: string, text: string): Promise<void> {
  const replacement = await openReplacement(path);
  try {
    await replacement.file.writeFile(text);
    await replacement.commit();
  } finally {
    await replacement.abandon();
  }
}
