/**
 * Files written and read one line at a time, for the edges. A run of 5,000 pages with 50 findings
 * each holds hundreds of MB of findings; written as the pages are decided and read back one page
 * at a time, no document is ever in memory whole (holding them grew the action by about 135 KB a
 * page, 917 MB at 5,000 pages).
 */
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PagegateError } from './errors.js';
import type { AcceptedDraft, AcceptedSave } from './model/accepted.js';
import type { PageResult, Results } from './model/results.js';

/**
 * A JSON document of one list, written one entry per line: `{<head>,"pages":[` (or `{`), the
 * entries, then the fields known only at the end. It goes to a temporary file renamed into place
 * by `close`, so a run that stops half-way leaves no half document (and an older one whole).
 */
export interface LineDocument {
  /** One entry, already JSON (an array item, or `"key":value` for an object). */
  entry(json: string): Promise<void>;
  /** Writes the closing fields (an object, none of them the list) and puts the file in place. */
  close(tail: Record<string, unknown>): Promise<void>;
  /** Removes the temporary file; nothing once closed. */
  abandon(): Promise<void>;
}

export async function openLineDocument(
  path: string,
  head: Record<string, unknown>,
  list: { name: string; kind: 'array' | 'object' },
): Promise<LineDocument> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w');
  const [opening, closing] = list.kind === 'array' ? ['[', ']'] : ['{', '}'];
  const fields = JSON.stringify(head).slice(1, -1);
  let pending: Promise<unknown> = file.write(`{${fields}${fields ? ',' : ''}${JSON.stringify(list.name)}:${opening}`);
  let entries = 0;
  let writing = true;
  // Pages are decided by several lanes at once: each write waits for the one before it.
  const write = (text: string): Promise<void> => {
    const next = pending.then(() => file.write(text));
    pending = next.catch(() => undefined);
    return next.then(() => undefined);
  };
  const finish = async (handle: FileHandle): Promise<void> => {
    writing = false;
    await pending;
    await handle.close();
  };
  return {
    entry: (json) => write(`${entries++ === 0 ? '' : ','}\n${json}`),
    close: async (tail) => {
      const fields = JSON.stringify(tail).slice(1, -1);
      await write(`\n${closing}${fields ? ',' : ''}${fields}}\n`);
      await finish(file);
      await rename(temporary, path);
    },
    abandon: async () => {
      if (!writing) return;
      await finish(file).catch(() => undefined);
      await rm(temporary, { force: true });
    },
  };
}

/** The results file, a page per line as each is decided; `finish` writes the verdict and the times. */
export interface ResultsFile {
  page(page: PageResult): Promise<void>;
  finish(results: Omit<Results, 'pages'>): Promise<void>;
  abandon(): Promise<void>;
}

export async function openResultsFile(path: string): Promise<ResultsFile> {
  const document = await openLineDocument(path, { version: 1 }, { name: 'pages', kind: 'array' });
  return {
    page: (page) => document.entry(JSON.stringify(page)),
    finish: ({ version: _version, pages: _pages, ...tail }: Omit<Results, 'pages'> & { pages?: unknown }) =>
      document.close(tail),
    abandon: () => document.abandon(),
  };
}

/**
 * Runs `produce` with the results file open for its pages, then closes the file with the results
 * it returns (whose pages are not written again). A run that throws leaves no half file.
 */
export async function writingResults<T extends { results: Omit<Results, 'pages'> }>(
  path: string,
  produce: (file: ResultsFile) => Promise<T>,
): Promise<T> {
  const file = await openResultsFile(path);
  try {
    const produced = await produce(file);
    await file.finish(produced.results);
    return produced;
  } finally {
    await file.abandon();
  }
}

/**
 * The most one streamed file or one of its lines may hold. A results file from a fork's workflow
 * is the attacker's choice: the page count is bounded where pages are read (10,000), a line here.
 */
export const STREAMED_LIMITS = { fileBytes: 2 * 1024 ** 3, lineChars: 64 * 1024 ** 2 } as const;

/** A file's lines (without their ends); over a limit, a PagegateError whose message is the reason alone. */
export async function* readLines(path: string): AsyncGenerator<string> {
  if ((await stat(path)).size > STREAMED_LIMITS.fileBytes)
    throw new PagegateError(
      `larger than ${STREAMED_LIMITS.fileBytes / 1024 ** 3} GiB, the most pagegate reads from one file`,
    );
  let rest = '';
  // Small chunks: reading in 1 MiB chunks (each a large string, then split) peaked at 241 MB of RSS
  // for a 177 MB file, in 64 KiB chunks at 52 MB.
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    if (rest.length > STREAMED_LIMITS.lineChars)
      throw new PagegateError(`holds a line of more than ${STREAMED_LIMITS.lineChars} characters`);
    yield* lines;
  }
  if (rest) yield rest;
}

/**
 * An accepted-state draft written to `path` (through a temporary file, opened at the first page).
 * A failed write is kept and handed to `keep` at save time, never thrown: the store never fails
 * the verdict. `cleanUp` runs after a save or a discard (a store that writes into the workspace
 * leaves it as it was).
 */
export function acceptedDraftFile(
  path: string,
  store: { keep(failure: { error: unknown } | null): Promise<AcceptedSave>; cleanUp(): Promise<void> },
): AcceptedDraft {
  let document: Promise<LineDocument> | null = null;
  let failure: { error: unknown } | null = null;
  const attempt = async (step: (document: LineDocument) => Promise<void>): Promise<void> => {
    if (failure) return;
    try {
      await step(await (document ??= openLineDocument(path, { version: 1 }, { name: 'pages', kind: 'object' })));
    } catch (error) {
      failure = { error };
    }
  };
  const discard = async (): Promise<void> => {
    await (await document?.catch(() => null))?.abandon().catch(() => undefined);
    await store.cleanUp();
  };
  return {
    add: (url, snapshot) => attempt((open) => open.entry(`${JSON.stringify(url)}:${JSON.stringify(snapshot)}`)),
    save: async (meta) => {
      await attempt((open) => open.close(meta));
      try {
        return await store.keep(failure);
      } finally {
        await discard();
      }
    },
    discard,
  };
}
