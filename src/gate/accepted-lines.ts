/**
 * The accepted state read a page at a time, within the results file's caps (pages, findings per
 * page; the edge bounds bytes and lines): a state is whatever the cache or a file held, so its
 * size is the writer's choice, and read whole a 600,000-page state took 1 GB. Stores write one
 * page per line: an opening line ending in `"pages":{`, a `"url":snapshot` per line (a comma after
 * all but the last), and a line starting with `}` that closes the pages and holds tag, commit and
 * savedAt. A state laid out otherwise (written before pages were streamed) is parsed whole, within
 * ACCEPTED_WHOLE_MAX_BYTES. Nothing here throws: what is wrong is a problem, named by the store.
 */
import { fieldPath } from '../client/read-body.js';
import { describe } from '../errors.js';
import { AcceptedState } from '../model/accepted.js';
import { BaselineSnapshot } from '../model/results.js';
import { RESULTS_FILE_LIMITS } from './baseline-file.js';

/** The most of a state not laid out a page per line that is parsed whole (older states). */
export const ACCEPTED_WHOLE_MAX_BYTES = 32 * 1024 * 1024;

export interface AcceptedSource {
  lines: AsyncIterable<string>;
  /** The whole text, for a state laid out otherwise; its size is checked by the caller. */
  whole(): Promise<string>;
}

/** How the first line of a state laid out a page per line ends. */
export const ACCEPTED_PAGES_OPENING = '"pages":{';
const HEAD = AcceptedState.omit({ pages: true });

export async function readAcceptedState(
  source: AcceptedSource,
): Promise<{ state: AcceptedState } | { problem: string }> {
  try {
    return await readLines(source);
  } catch (error) {
    return { problem: describe(error) };
  }
}

async function readLines(source: AcceptedSource): Promise<{ state: AcceptedState } | { problem: string }> {
  const lines = source.lines[Symbol.asyncIterator]();
  const first = await lines.next();
  const head = first.done ? null : openingOf(first.value);
  if (!head) {
    await lines.return?.();
    return parseWhole(await source.whole());
  }
  const pages: [string, BaselineSnapshot][] = [];
  for (;;) {
    const next = await lines.next();
    if (next.done) return { problem: 'not an accepted state (it ends before its pages are closed)' };
    const line = next.value;
    if (line.startsWith('}')) return closed(head, line, pages);
    if (line === '') continue;
    if (pages.length === RESULTS_FILE_LIMITS.pages) {
      await lines.return?.();
      return tooManyPages();
    }
    const entry = pageEntry(line.endsWith(',') ? line.slice(0, -1) : line, pages.length);
    if ('problem' in entry) {
      await lines.return?.();
      return entry;
    }
    pages.push(entry.page);
  }
}

/** A state laid out otherwise, counted before the schema is applied. */
function parseWhole(text: string): { state: AcceptedState } | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  const pages = (data as { pages?: unknown } | null)?.pages;
  const entries = typeof pages === 'object' && pages !== null ? Object.values(pages) : [];
  if (entries.length > RESULTS_FILE_LIMITS.pages) return tooManyPages();
  for (const [index, page] of entries.entries()) {
    const problem = findingsProblem(page, index);
    if (problem) return { problem };
  }
  const parsed = AcceptedState.safeParse(data);
  if (parsed.success) return { state: parsed.data };
  return { problem: notState(parsed.error.issues[0]?.path ?? [], parsed.error.issues[0]?.message) };
}

function tooManyPages(): { problem: string } {
  return { problem: `holds more than ${RESULTS_FILE_LIMITS.pages} pages, the most a state may hold` };
}

function findingsProblem(page: unknown, index: number): string | null {
  const findings = (page as { findings?: unknown } | null)?.findings;
  const max = RESULTS_FILE_LIMITS.findingsPerPage;
  return Array.isArray(findings) && findings.length > max
    ? `page ${index + 1} holds ${findings.length} findings, more than the ${max} a page may hold`
    : null;
}

function openingOf(line: string): Record<string, unknown> | null {
  if (!line.endsWith(ACCEPTED_PAGES_OPENING)) return null;
  try {
    return JSON.parse(`${line}}}`) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function pageEntry(line: string, index: number): { page: [string, BaselineSnapshot] } | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(`{${line}}`);
  } catch {
    return { problem: 'not an accepted state (a page line is not JSON)' };
  }
  const entries = Object.entries(data as Record<string, unknown>);
  const [url, value] = entries[0] ?? [];
  if (entries.length !== 1 || url === undefined)
    return { problem: 'not an accepted state (a page line holds other than one page)' };
  const tooMany = findingsProblem(value, index);
  if (tooMany) return { problem: tooMany };
  const parsed = BaselineSnapshot.safeParse(value);
  if (parsed.success) return { page: [url, parsed.data] };
  const issue = parsed.error.issues[0];
  return { problem: notState(['pages', url, ...(issue?.path ?? [])], issue?.message) };
}

function closed(
  head: Record<string, unknown>,
  line: string,
  pages: [string, BaselineSnapshot][],
): { state: AcceptedState } | { problem: string } {
  let tail: unknown;
  try {
    tail = JSON.parse(`{${line.slice(1).replace(/^,/, '')}`);
  } catch {
    return { problem: 'not an accepted state (its closing line is not JSON)' };
  }
  const parsed = HEAD.safeParse({ ...head, ...(tail as object) });
  if (!parsed.success)
    return { problem: notState(parsed.error.issues[0]?.path ?? [], parsed.error.issues[0]?.message) };
  // fromEntries defines each URL as its own key: a page named `__proto__` stays a page.
  return { state: { ...parsed.data, pages: Object.fromEntries(pages) } };
}

function notState(path: PropertyKey[], message: string | undefined): string {
  return `not an accepted state v1 (${message ? `${fieldPath(path)}: ${message}` : 'unknown shape'})`;
}
