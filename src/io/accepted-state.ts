/**
 * The accepted state read as it streams (`{ ..., "pages": { "<url>": snapshot } }`), a page at a
 * time, with limits that hold while reading: nesting, the size of one page and of any other field,
 * the number of pages, and a key given twice refused. A file of 2,000 nested levels overflowed
 * the stack of a whole parse and its schema check, naming nothing. The one writer of a state
 * (streamed-files.ts) measures each page against the same limits: a state it wrote that its
 * reader refused was found unreadable by the next run, which then saved over it.
 */
import { PagegateError } from '../errors.js';
import { acceptedStateFrom, type AcceptedState } from '../model/accepted.js';
import type { BaselineSnapshot } from '../model/results.js';
import { count } from '../text/count.js';
import { JsonStreamError, readJsonDocument } from './json-stream.js';
import { FILE_MAX_BYTES } from './regular-files.js';

/** Every limit of an accepted state, for its reader and its writer alike; the README's "Limits" states them. */
export const ACCEPTED_STATE_LIMITS = {
  depth: 64,
  /** One page's snapshot, as JSON. */
  itemBytes: 64 * 1024 ** 2,
  fieldBytes: 16 * 1024 ** 2,
  /** Pages: a state outlives runs of at most 10,000 pages each, as URLs come and go. */
  items: 100_000,
  fields: 1_000,
  /** Findings of one page (and values of any other list). */
  arrayValues: 10_000,
  /** One page's URL, as JSON between its quotes. */
  keyBytes: 64 * 1024,
  /** The whole file: the most pagegate reads from one. */
  fileBytes: FILE_MAX_BYTES,
} as const;

/** A state the writer refuses: its reader would. The message is the reason alone. */
export class AcceptedStateLimitError extends PagegateError {}

/** Room for the fields around the pages (`version`, `tag`, `commit`, `savedAt`), each within fieldBytes. */
const HEAD_BYTES = 4 * 1024;

/**
 * Measures a state as its pages are written, each page's entry (`"<url>":snapshot`) returned as
 * JSON; a page past a limit of ACCEPTED_STATE_LIMITS is an AcceptedStateLimitError.
 */
export function acceptedStateMeter(): (url: string, snapshot: BaselineSnapshot) => string {
  const limits = ACCEPTED_STATE_LIMITS;
  let pages = 0;
  let bytes = HEAD_BYTES;
  return (url, snapshot) => {
    const key = JSON.stringify(url);
    const value = JSON.stringify(snapshot);
    const keyBytes = Buffer.byteLength(key) - 2;
    const valueBytes = Buffer.byteLength(value);
    const refuse = (why: string) =>
      new AcceptedStateLimitError(`the state would hold ${why}, past what its reader reads`);
    if (++pages > limits.items) throw refuse(`more than ${count(limits.items, 'page')}`);
    if (keyBytes > limits.keyBytes)
      throw refuse(`a page URL of ${keyBytes} bytes, more than ${limits.keyBytes} (${key.slice(0, 60)}…)`);
    if (valueBytes > limits.itemBytes)
      throw refuse(`a page of ${valueBytes} bytes, more than ${limits.itemBytes} (${key.slice(0, 200)})`);
    if ((snapshot.findings?.length ?? 0) > limits.arrayValues)
      throw refuse(`a page of more than ${count(limits.arrayValues, 'finding')} (${key.slice(0, 200)})`);
    bytes += keyBytes + valueBytes + 4;
    if (bytes > limits.fileBytes) throw refuse(`more than ${limits.fileBytes / 1024 ** 2} MiB`);
    return `${key}:${value}`;
  };
}

/**
 * The state in `chunks`, or what is wrong with it. What cannot be read at all (a missing file, one
 * over the size limit, not a regular file) is thrown, for the store to say which.
 */
export async function readAcceptedState(
  chunks: AsyncIterable<Buffer>,
): Promise<{ state: AcceptedState } | { problem: string }> {
  // Maps, then entries: a key `__proto__` stays a key, as in JSON.parse, rather than a prototype.
  const fields = new Map<string, unknown>();
  const pages = new Map<string, unknown>();
  try {
    const list = { name: 'pages', kind: 'object' } as const;
    for await (const part of readJsonDocument(chunks, list, ACCEPTED_STATE_LIMITS)) {
      if (part.kind === 'field') fields.set(part.key, part.value);
      else pages.set(part.key ?? '', part.value);
    }
  } catch (error) {
    if (error instanceof JsonStreamError) return { problem: error.message };
    throw error;
  }
  return acceptedStateFrom({ ...Object.fromEntries(fields), pages: Object.fromEntries(pages) });
}
