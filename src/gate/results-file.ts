/**
 * The results file format in one place: what one file may hold, how it is read (streamed, a page
 * at a time, every limit applied while reading) and how it is written (a page per line as each is
 * decided). `mode: report` and `baseline-file` read files a fork's workflow may have produced,
 * so their size and shape are the attacker's choice. The bytes are bounded by FILE_MAX_BYTES,
 * the one limit of every file pagegate reads (io/regular-files.ts).
 */
import { ConfigError, readFailure } from '../errors.js';
import { JsonStreamError, readJsonDocument, type JsonStreamList, type JsonStreamPart } from '../io/json-stream.js';
import { openLineDocument } from '../io/streamed-files.js';
import { PageResult, PageUrl, Results } from '../model/results.js';
import { issueText } from '../model/zod-issue.js';
import type * as z from 'zod';

export const RESULTS_FILE_LIMITS = {
  /** A run has at most 10,000 pages (max-urls). */
  pages: 10_000,
  /** Findings (or values of any other list) of one page. */
  findingsPerPage: 10_000,
  /** One page, as JSON: 10,000 findings with their evidence fit. */
  pageBytes: 64 * 1024 ** 2,
  /** One field other than `pages` (the waivers, the thresholds): a file of a huge unknown field is refused early. */
  fieldBytes: 16 * 1024 ** 2,
  /** A results page nests about 6 levels; 2,000 levels overflowed the stack of the schema check. */
  depth: 64,
  /** Fields of the document or of one page. */
  fields: 1_000,
  /** One key as written, escapes included. */
  keyBytes: 64 * 1024,
} as const;

/** How an edge gives a results file: its bytes, read as they come. */
export interface ResultsFileIO {
  readBytes(path: string): AsyncIterable<Buffer>;
}

const HEAD = Results.omit({ pages: true });

/** The fields of a results file around its pages. */
export type ResultsHead = z.infer<typeof HEAD>;

/**
 * Each page of the file, in its order, checked against the schema and the limits; then the rest of
 * the file, given to `head` once read (a results file writes its verdict after its pages).
 */
export async function* resultsPages(
  chunks: AsyncIterable<Buffer>,
  name: string,
  head?: (fields: ResultsHead) => void,
): AsyncGenerator<PageResult> {
  for await (const item of items(chunks, name, { name: 'pages', kind: 'array' }, head))
    yield pageOf(item.value, item.index, name);
}

/**
 * Only the URL of each page, in its order: enough to know which entry of a URL listed twice is
 * the later one before any page is parsed. The same reader as resultsPages (a page giving `url`
 * twice is refused by both), with only `url` parsed.
 */
export async function* resultsUrls(
  chunks: AsyncIterable<Buffer>,
  name: string,
  head?: (fields: ResultsHead) => void,
): AsyncGenerator<string> {
  const list = { name: 'pages', kind: 'array', skipItems: true, peek: ['url'] } as const;
  for await (const item of items(chunks, name, list, head)) {
    const url = PageUrl.safeParse(item.peeked.url);
    if (!url.success) throw notResults(name, issueText(url.error, { at: ['pages', item.index, 'url'] }));
    yield url.data;
  }
}

/** The whole file: a baseline-file, or a part `pagegate merge` merges. */
export async function readResults(chunks: AsyncIterable<Buffer>, name: string): Promise<Results> {
  const pages: PageResult[] = [];
  const head = new Map<string, unknown>();
  for await (const part of parts(chunks, name, { name: 'pages', kind: 'array' })) {
    if (part.kind === 'field') head.set(part.key, part.value);
    else pages.push(pageOf(part.value, part.index, name));
  }
  return { ...HEAD.parse(Object.fromEntries(head)), pages };
}

async function* items(
  chunks: AsyncIterable<Buffer>,
  name: string,
  list: JsonStreamList,
  head?: (fields: ResultsHead) => void,
): AsyncGenerator<Extract<JsonStreamPart, { kind: 'item' }>> {
  for await (const part of parts(chunks, name, list, head)) if (part.kind === 'item') yield part;
}

/** The file's parts; the fields around the pages are checked once the file has been read. */
async function* parts(
  chunks: AsyncIterable<Buffer>,
  name: string,
  list: JsonStreamList,
  head?: (fields: ResultsHead) => void,
): AsyncGenerator<JsonStreamPart> {
  const limits = {
    depth: RESULTS_FILE_LIMITS.depth,
    itemBytes: RESULTS_FILE_LIMITS.pageBytes,
    fieldBytes: RESULTS_FILE_LIMITS.fieldBytes,
    items: RESULTS_FILE_LIMITS.pages,
    fields: RESULTS_FILE_LIMITS.fields,
    arrayValues: RESULTS_FILE_LIMITS.findingsPerPage,
    keyBytes: RESULTS_FILE_LIMITS.keyBytes,
  };
  // A Map, then entries: a key `__proto__` stays a key, as in JSON.parse, rather than a prototype.
  const fields = new Map<string, unknown>();
  try {
    for await (const part of readJsonDocument(chunks, list, limits)) {
      if (part.kind === 'field') fields.set(part.key, part.value);
      yield part;
    }
  } catch (error) {
    if (error instanceof JsonStreamError) throw new ConfigError(`${name}: not a results file (${error.message})`);
    throw error;
  }
  const parsed = HEAD.safeParse(Object.fromEntries(fields));
  if (!parsed.success) throw notResults(name, issueText(parsed.error));
  head?.(parsed.data);
}

/**
 * Reads an input's file: one that cannot be read (missing, not a regular file, over the size
 * limit) is a configuration error naming the input; what is wrong inside it already is one.
 */
export async function* readingInput<T>(
  input: string,
  path: string,
  read: (name: string) => AsyncIterable<T>,
): AsyncGenerator<T> {
  try {
    yield* read(`${input} ${path}`);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${input}: cannot read "${path}" (${readFailure(error)})`);
  }
}

function pageOf(data: unknown, index: number, name: string): PageResult {
  const parsed = PageResult.safeParse(data);
  if (parsed.success) return withoutNotes(parsed.data);
  throw notResults(name, issueText(parsed.error, { at: ['pages', index] }));
}

function notResults(name: string, problem: string): ConfigError {
  return new ConfigError(`${name}: not a pagegate results file v1 (${problem})`);
}

/**
 * Results written before facts were typed carry `notes`, sentences of their own; what they said is
 * now derived from the page's data, so they are dropped rather than shown twice or parsed.
 */
function withoutNotes(page: PageResult): PageResult {
  const { notes: _notes, ...rest } = page as PageResult & { notes?: unknown };
  return rest;
}

/** The results file, a page per line as each is decided; `finish` writes the verdict and the times. */
interface ResultsFile {
  page(page: PageResult): Promise<void>;
  finish(results: Omit<Results, 'pages'>): Promise<void>;
  abandon(): Promise<void>;
}

async function openResultsFile(path: string): Promise<ResultsFile> {
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
