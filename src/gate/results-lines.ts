/**
 * A results file read a page at a time: `mode: report` merges shards of thousands of pages each,
 * which parsed whole took hundreds of MB. pagegate writes one page per line: an opening line
 * ending in `"pages":[`, a page per line (a comma after all but the last), and a line starting
 * with `]` that closes the list (and, since pages are written as they are decided, holds the
 * verdict and the times). A file laid out otherwise (a pretty-printed copy) is parsed whole,
 * within the limit of a whole read.
 */
import { fieldPath } from '../client/read-body.js';
import { ConfigError } from '../errors.js';
import { PageResult, Results } from '../model/results.js';
import { checkPageCount, checkPageLimits, parseResultsText, withoutNotes } from './baseline-file.js';

export interface ResultsFileIO {
  readText(path: string): Promise<string>;
  readLines(path: string): AsyncIterable<string>;
}

const OPENING = '"pages":[';
const HEAD = Results.omit({ pages: true });

/** Each page of the file, in its order, checked against the schema and the limits. */
export async function* resultsPages(path: string, name: string, io: ResultsFileIO): AsyncGenerator<PageResult> {
  for await (const line of pageLines(path, name, io))
    yield 'page' in line ? line.page : parsePage(line.text, line.index, name);
}

/**
 * Only the URL of each page, in its order: enough to know which entry of a URL listed twice is
 * the later one before any page is parsed. Pages are written with `url` first; a line that does
 * not start with it is parsed.
 */
export async function* resultsUrls(path: string, name: string, io: ResultsFileIO): AsyncGenerator<string> {
  for await (const line of pageLines(path, name, io)) {
    if ('page' in line) {
      yield line.page.url;
      continue;
    }
    const quoted = /^\{"url":("(?:[^"\\]|\\.)*")/.exec(line.text)?.[1];
    yield quoted ? (JSON.parse(quoted) as string) : parsePage(line.text, line.index, name).url;
  }
}

type PageLine = { text: string; index: number } | { page: PageResult };

/** The file's page lines (without the comma between them), or its parsed pages when it is laid out otherwise. */
async function* pageLines(path: string, name: string, io: ResultsFileIO): AsyncGenerator<PageLine> {
  const lines = io.readLines(path)[Symbol.asyncIterator]();
  const first = await lines.next();
  const head = first.done ? null : openingOf(first.value);
  if (!head) {
    await lines.return?.();
    for (const page of parseResultsText(await io.readText(path), name).pages) yield { page };
    return;
  }
  let index = 0;
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new ConfigError(`${name}: not a results file (it ends before its pages are closed)`);
    const line = next.value;
    if (line.startsWith(']')) return checkHead(head, line, name);
    if (line === '') continue;
    checkPageCount(index + 1, name);
    yield { text: line.endsWith(',') ? line.slice(0, -1) : line, index: index++ };
  }
}

function openingOf(line: string): Record<string, unknown> | null {
  if (!line.endsWith(OPENING)) return null;
  try {
    return JSON.parse(`${line}]}`) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function parsePage(line: string, index: number, name: string): PageResult {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    throw new ConfigError(`${name}: not a results file (a page line is not JSON)`);
  }
  checkPageLimits(data, index, name);
  const parsed = PageResult.safeParse(data);
  if (parsed.success) return withoutNotes(parsed.data);
  throw notResults(name, ['pages', index, ...(parsed.error.issues[0]?.path ?? [])], parsed.error.issues[0]?.message);
}

function checkHead(opening: Record<string, unknown>, closing: string, name: string): void {
  let tail: unknown;
  try {
    tail = JSON.parse(`{${closing.slice(1).replace(/^,/, '')}`);
  } catch {
    throw new ConfigError(`${name}: not a results file (its closing line is not JSON)`);
  }
  const parsed = HEAD.safeParse({ ...opening, ...(tail as object) });
  if (!parsed.success) throw notResults(name, parsed.error.issues[0]?.path ?? [], parsed.error.issues[0]?.message);
}

function notResults(name: string, path: PropertyKey[], message: string | undefined): ConfigError {
  return new ConfigError(
    `${name}: not a pagegate results file v1 (${message ? `${fieldPath(path)}: ${message}` : 'unknown shape'})`,
  );
}
