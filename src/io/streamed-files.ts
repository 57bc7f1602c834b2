/**
 * Files written and read one line at a time, for the edges. A run of 5,000 pages with 50 findings
 * each holds hundreds of MB of findings; written as the pages are decided and read back one page
 * at a time, no document is ever in memory whole (holding them grew the action by about 135 KB a
 * page, 917 MB at 5,000 pages).
 */
import { StringDecoder } from 'node:string_decoder';
import { PagegateError } from '../errors.js';
import { acceptedStateMeter } from './accepted-state.js';
import { readBytes } from './regular-files.js';
import { openReplacement } from './safe-write.js';
import type { AcceptedDraft, AcceptedSave } from '../model/accepted.js';

/**
 * A JSON document of one list, written one entry per line: `{<head>,"pages":[` (or `{`), the
 * entries, then the fields known only at the end. It goes to a temporary file renamed into place
 * by `close`, so a run that stops half-way leaves no half document (and an older one whole).
 */
interface LineDocument {
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
  const replacement = await openReplacement(path);
  const file = replacement.file;
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
  const finish = async (): Promise<void> => {
    writing = false;
    await pending;
  };
  return {
    entry: (json) => write(`${entries++ === 0 ? '' : ','}\n${json}`),
    close: async (tail) => {
      const fields = JSON.stringify(tail).slice(1, -1);
      await write(`\n${closing}${fields ? ',' : ''}${fields}}\n`);
      await finish();
      await replacement.commit();
    },
    abandon: async () => {
      if (!writing) return;
      await finish().catch(() => undefined);
      await replacement.abandon();
    },
  };
}

/** The longest line readLines gives: a results file from a fork's workflow is the attacker's choice. */
const LINE_MAX_CHARS = 64 * 1024 ** 2;

/**
 * A file's lines (without their ends), within FILE_MAX_BYTES; over a limit, a PagegateError whose
 * message is the reason alone. Linear in the line's length: each chunk is searched once and a
 * long line's parts are joined once, when it ends.
 */
export async function* readLines(path: string): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let parts: string[] = [];
  let partChars = 0;
  for await (const chunk of readBytes(path)) {
    const text = decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      parts.push(text.slice(start, end));
      yield parts.join('');
      parts = [];
      partChars = 0;
      start = end + 1;
    }
    partChars += text.length - start;
    if (partChars > LINE_MAX_CHARS) throw new PagegateError(`holds a line of more than ${LINE_MAX_CHARS} characters`);
    if (start < text.length) parts.push(text.slice(start));
  }
  const last = parts.join('') + decoder.end();
  if (last) yield last;
}

/**
 * An accepted-state draft written to `path` (through a temporary file, opened at the first page).
 * A failed write, or a page past a limit its reader holds (acceptedStateMeter), is kept and handed
 * to `keep` at save time, never thrown: the store never fails the verdict, and never keeps a
 * state the next run could not read. `cleanUp` runs after a save or a discard (a store that writes into the workspace
 * leaves it as it was).
 */
export function acceptedDraftFile(
  path: string,
  store: { keep(failure: { error: unknown } | null): Promise<AcceptedSave>; cleanUp(): Promise<void> },
): AcceptedDraft {
  let document: Promise<LineDocument> | null = null;
  let failure: { error: unknown } | null = null;
  const measured = acceptedStateMeter();
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
    add: (url, snapshot) => attempt((open) => open.entry(measured(url, snapshot))),
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
