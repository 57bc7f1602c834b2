/**
 * Extracting a cache entry's archive that anyone able to run a workflow in a scope the gate reads
 * could have written. Only directories and regular files are written, each strictly inside the
 * given directory: a member with an absolute name or a `..` segment, or one of
 * any other kind (a symbolic or hard link, a device, a FIFO) fails the extraction, so nothing is
 * ever written through a link. The decompressed stream, the members and the time are capped while
 * reading: a small entry that expands to gigabytes, or holds a hundred thousand files, stops at
 * the cap with an error instead of filling the runner's disk.
 *
 * The compression is read from the archive's first bytes (gzip or zstd, as @actions/cache writes
 * them; zstd through node:zlib where it has it, Node 23.8+ and 22.15+, else the `zstd` program the
 * library compressed with).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as zlib from 'node:zlib';
import { extract, type ExtractEvents, type Header } from 'tar-stream';
import { FILE_MAX_BYTES } from '../io/regular-files.js';

export interface ArchiveLimits {
  /** Bytes of the decompressed tar stream (headers and contents). */
  bytes: number;
  members: number;
  ms: number;
}

/**
 * What an accepted state's entry may hold: its state within the reader's size cap (and the tar
 * stream's headers beside it), a directory and a file, and a minute.
 */
const ARCHIVE_LIMITS: ArchiveLimits = { bytes: FILE_MAX_BYTES + 1024 * 1024, members: 64, ms: 60_000 };

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** Extracts `archive` into `directory` (which exists), within `limits`. */
export async function extractArchive(
  archive: string,
  directory: string,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<void> {
  await readArchive(archive, limits, async (header, body) => {
    const path = memberPath(directory, header.name);
    if (header.type === 'directory') {
      await mkdir(path, { recursive: true });
      body.resume();
    } else {
      // Its directories as GNU tar makes them: no member made a link, so none leads outside.
      await mkdir(dirname(path), { recursive: true });
      // wx: a member never replaces what an earlier member wrote (nor follows it, were it a link).
      const file = await open(path, 'wx', 0o600);
      try {
        await pipeline(body, file.createWriteStream());
      } finally {
        await file.close().catch(() => undefined);
      }
    }
  });
}

/** The names of `archive`'s members, read within `limits` (the library lists an archive in debug mode). */
export async function listArchive(archive: string, limits: ArchiveLimits = ARCHIVE_LIMITS): Promise<string[]> {
  const names: string[] = [];
  await readArchive(archive, limits, (header, body) => {
    names.push(header.name);
    body.resume();
    return Promise.resolve();
  });
  return names;
}

type OnMember = (header: Header, body: ExtractEvents['entry'][1]) => Promise<void>;

async function readArchive(archive: string, limits: ArchiveLimits, onMember: OnMember): Promise<void> {
  const signal = AbortSignal.timeout(limits.ms);
  const tar = extract();
  let members = 0;
  tar.on('entry', (header, body, next) => {
    members += 1;
    const refused =
      members > limits.members
        ? `more than ${limits.members} members`
        : header.type !== 'file' && header.type !== 'directory'
          ? `${header.name} is a ${header.type ?? 'member of no known kind'}, not a file or directory`
          : null;
    if (refused) {
      tar.destroy(new ArchiveError(refused));
      return;
    }
    onMember(header, body).then(
      () => next(),
      (error: unknown) => tar.destroy(error instanceof Error ? error : new ArchiveError(String(error))),
    );
  });
  try {
    await pipeline(createReadStream(archive), await decompressor(archive), capBytes(limits.bytes), tar, { signal });
  } catch (error) {
    if (signal.aborted) throw new ArchiveError(`extracting took more than ${limits.ms / 1000} s`);
    throw error;
  }
}

/**
 * The member's path inside `directory`; a name that would leave it fails the extraction. An absolute
 * name is refused rather than made relative: @actions/cache writes names relative to the workspace,
 * so one that starts with `/` was written by someone else.
 */
function memberPath(directory: string, name: string): string {
  const relative = normalize(name);
  if (relative.split(/[\\/]/).includes('..') || isAbsolute(name) || relative === '.' || relative === '')
    throw new ArchiveError(`${name} is outside the archive's directory`);
  return join(directory, relative.endsWith(sep) ? relative.slice(0, -1) : relative);
}

function capBytes(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new ArchiveError(`more than ${max} bytes once decompressed`));
      else done(null, chunk);
    },
  });
}

const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function decompressor(archive: string): Promise<Transform> {
  const file = await open(archive, 'r');
  const head = Buffer.alloc(4);
  try {
    await file.read(head, 0, 4, 0);
  } finally {
    await file.close();
  }
  if (head.subarray(0, 2).equals(GZIP_MAGIC)) return zlib.createGunzip();
  if (head.equals(ZSTD_MAGIC)) return zstdDecompressor();
  // An uncompressed tar: nothing to undo.
  return new Transform({ transform: (chunk: Buffer, _encoding, done) => done(null, chunk) });
}

/** --long=30 as the library compresses: a window of up to 1 GiB. */
const ZSTD_WINDOW_LOG_MAX = 30;

function zstdDecompressor(): Transform {
  const native = (zlib as Partial<typeof zlib>).createZstdDecompress;
  if (native) return native({ params: { [zlib.constants.ZSTD_d_windowLogMax]: ZSTD_WINDOW_LOG_MAX } });
  const child = spawn('zstd', ['-d', '-c', `--long=${ZSTD_WINDOW_LOG_MAX}`], { stdio: ['pipe', 'pipe', 'inherit'] });
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (child.stdin.write(chunk)) done();
      else child.stdin.once('drain', () => done());
    },
    flush(done) {
      child.stdout.once('end', () => done());
      child.stdin.end();
    },
  });
  child.stdout.on('data', (chunk: Buffer) => through.push(chunk));
  child.on('error', (error) => through.destroy(error));
  through.on('close', () => child.kill());
  return through;
}
