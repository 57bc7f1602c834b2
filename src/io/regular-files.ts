/**
 * Regular files, read within one size limit and written only over a regular file (or nothing):
 * what every file pagegate reads or writes goes through.
 */
import { constants, type Stats } from 'node:fs';
import { glob, lstat, open, stat, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { PagegateError, readFailure } from '../errors.js';

/**
 * The most pagegate reads from one file, whole or streamed: a results file of 10,000 pages with
 * their baselines fits, and a 700 MB artifact from a fork is refused before it is in memory.
 */
export const FILE_MAX_BYTES = 256 * 1024 * 1024;

/** The one reason for a file over FILE_MAX_BYTES (callers name the file). */
export function tooLarge(): PagegateError {
  return new PagegateError(`larger than ${FILE_MAX_BYTES / 1024 / 1024} MiB, the most pagegate reads from one file`);
}

/**
 * Opens a regular file for reading. A device or a FIFO reports a size of 0 and never ends (or
 * never starts: opening a FIFO waits for a writer), so anything but a regular file is refused
 * before a byte is read; a dangling or looping link is said so rather than as ENOENT or ELOOP.
 */
async function openRegularFile(path: string): Promise<FileHandle> {
  let file: FileHandle;
  try {
    // O_NONBLOCK: a FIFO opens at once (and is then refused) instead of waiting for a writer.
    file = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw await linkFailure(path, error);
  }
  const stats = await file.stat();
  if (stats.isFile()) return file;
  await file.close();
  throw new PagegateError(`not a regular file but ${kindOf(stats)}`);
}

async function linkFailure(path: string, error: unknown): Promise<unknown> {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return new PagegateError('a symbolic link that loops');
  if (code !== 'ENOENT') return error;
  const link = await lstat(path).catch(() => null);
  return link?.isSymbolicLink() ? new PagegateError('a symbolic link to nothing') : error;
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'a device';
}

/**
 * A file's text; over FILE_MAX_BYTES, or not a regular file, it is a PagegateError whose message
 * is the reason alone (callers name the file).
 */
export async function readText(path: string): Promise<string> {
  const file = await openRegularFile(path);
  try {
    if ((await file.stat()).size > FILE_MAX_BYTES) throw tooLarge();
    return await file.readFile('utf8');
  } finally {
    await file.close();
  }
}

/**
 * A regular file's bytes in 64 KiB chunks, within FILE_MAX_BYTES counted as they are read (a file
 * that grows while read is cut off at the limit too). Small chunks: a results file is read a page
 * at a time, and 1 MiB chunks peaked at 241 MB of RSS for a 177 MB file, 64 KiB chunks at 52 MB.
 */
export async function* readBytes(path: string): AsyncGenerator<Buffer> {
  const file = await openRegularFile(path);
  try {
    if ((await file.stat()).size > FILE_MAX_BYTES) throw tooLarge();
    let read = 0;
    for await (const chunk of file.createReadStream({ highWaterMark: 64 * 1024, autoClose: false })) {
      read += (chunk as Buffer).length;
      if (read > FILE_MAX_BYTES) throw tooLarge();
      yield chunk as Buffer;
    }
  } finally {
    await file.close();
  }
}

/**
 * What is at an output's path, refused unless it is nothing or a regular file: the write renames
 * a file over the path, which would replace a device, a FIFO or a link (as root, /dev/null).
 */
export async function checkTarget(path: string): Promise<Stats | null> {
  if (/[/\\]$/.test(path) || ['', '.', '..'].includes(basename(path)))
    throw new PagegateError('a directory path; name a file');
  const existing = await lstat(path).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
  if (existing && !existing.isFile()) throw new PagegateError(`not a regular file but ${kindOf(existing)}`);
  return existing;
}

/**
 * Files only: a glob such as `results/**` also matches directories, which are not results. A
 * match that cannot be looked at (a link to nothing, a loop) is a PagegateError naming it.
 */
export async function globFiles(pattern: string): Promise<string[]> {
  const files: string[] = [];
  for await (const path of glob(pattern)) {
    const found = await stat(path).catch(async (error: unknown) => {
      throw new PagegateError(`cannot read "${path}" (${readFailure(await linkFailure(path, error))})`);
    });
    if (!found.isDirectory()) files.push(path);
  }
  return files.sort();
}
