/**
 * The accepted state read as it streams (`{ ..., "pages": { "<url>": snapshot } }`), a page at a
 * time, with limits that hold while reading: nesting, the size of one page and of any other field,
 * the number of pages, and a key given twice refused. A file of 2,000 nested levels overflowed
 * the stack of a whole parse and its schema check, naming nothing.
 */
import { acceptedStateFrom, type AcceptedState } from '../model/accepted.js';
import { JsonStreamError, readJsonDocument } from './json-stream.js';

export const ACCEPTED_STATE_LIMITS = {
  depth: 64,
  itemBytes: 64 * 1024 ** 2,
  fieldBytes: 16 * 1024 ** 2,
  /** Pages: a state outlives runs of at most 10,000 pages each, as URLs come and go. */
  items: 100_000,
  fields: 1_000,
  arrayValues: 10_000,
} as const;

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
