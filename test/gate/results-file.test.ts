import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  readResults,
  resultsPages,
  resultsUrls,
  RESULTS_FILE_LIMITS,
  writingResults,
} from '../../src/gate/results-file.js';
import { Results } from '../../src/model/results.js';
import { finding, page, results } from '../report/fixtures.js';
import { chunks } from '../io/text-files.js';

const read = (text: string, name = 'base.json') => readResults(chunks(text), name);

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const item of items) list.push(item);
  return list;
}

const written = (url: string) => page({ url, title: 'T "quoted"\n' });

describe('writingResults', () => {
  const head = {
    version: 1 as const,
    passed: true,
    startedAt: '2026-11-23T08:00:00.000Z',
    finishedAt: '2026-11-23T08:01:00.000Z',
    decided: true,
  };

  it.each([
    ['no page', []],
    ['one page', [written('https://x.test/a')]],
    ['three pages', [written('https://x.test/a'), written('https://x.test/b'), written('https://x.test/c')]],
  ])('writes valid results JSON, one page per line as each comes: %s', async (_, pages) => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-files-'));
    const path = join(dir, 'nested', 'results.json');
    await writingResults(path, async (file) => {
      // Several lanes decide at once: the pages arrive without waiting for each other.
      await Promise.all(pages.map((p) => file.page(p)));
      return { results: { ...head, pages: [] } };
    });
    const text = await readFile(path, 'utf8');
    expect(Results.parse(JSON.parse(text))).toEqual({ ...head, pages });
    expect(text.split('\n').filter((line) => line.startsWith('{"url"'))).toHaveLength(pages.length);
    expect(await readdir(join(dir, 'nested'))).toEqual(['results.json']);
  });

  it('leaves no file when the run throws, and an earlier file as it was', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-files-')), 'results.json');
    await writeFile(path, 'earlier');
    const failing = writingResults(path, async (file) => {
      await file.page(written('https://x.test/a'));
      throw new Error('deadline');
    });
    await expect(failing).rejects.toThrow('deadline');
    expect(await readdir(dirname(path))).toEqual(['results.json']);
    expect(await readFile(path, 'utf8')).toBe('earlier');
  });

  it('writes through a temporary file no one can predict: a link planted at the old name catches nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-files-'));
    const path = join(dir, 'results.json');
    await writeFile(join(dir, 'victim'), 'keep');
    await symlink(join(dir, 'victim'), `${path}.${process.pid}.tmp`);
    await writingResults(path, async (file) => {
      await file.page(written('https://x.test/a'));
      return { results: head };
    });
    expect(await readFile(join(dir, 'victim'), 'utf8')).toBe('keep');
    expect((await readdir(dir)).sort()).toEqual(['results.json', `results.json.${process.pid}.tmp`, 'victim']);
  });

  it('refuses to replace what became a link while the run went on, and leaves no temporary file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-files-'));
    const path = join(dir, 'results.json');
    await writeFile(join(dir, 'victim'), 'keep');
    const writing = writingResults(path, async (file) => {
      await file.page(written('https://x.test/a'));
      await symlink(join(dir, 'victim'), path);
      return { results: head };
    });
    await expect(writing).rejects.toThrow('not a regular file but a symbolic link');
    expect(await readFile(join(dir, 'victim'), 'utf8')).toBe('keep');
    expect((await readdir(dir)).sort()).toEqual(['results.json', 'victim']);
  });
});

describe('readResults', () => {
  it('reads a results file v1 and keeps unknown fields', async () => {
    const file = results([page({ findings: [finding()] })], { decided: true });
    expect(await read(JSON.stringify({ ...file, extra: 1 }))).toEqual({ ...file, extra: 1 });
  });

  it('reads the file pagegate writes (a page per line) and a pretty-printed copy alike', async () => {
    const file = results([page(), page({ url: 'https://x.test/b' })], { decided: true });
    expect(await read(JSON.stringify(file, null, 2))).toEqual(file);
    expect(await readResults(chunks(JSON.stringify(file), 1), 'one byte at a time')).toEqual(file);
  });

  it('reads a file written before facts were typed, dropping its notes sentences', async () => {
    const older = results([page({ baseline: null })]);
    const text = JSON.stringify({
      ...older,
      pages: [{ ...older.pages[0], notes: ['no baseline: the latest report failed', 'crawl 3, depth 1, HTTP 200'] }],
    });
    const file = await read(text);
    expect(file.pages[0]).toEqual(older.pages[0]);
    expect(file.pages[0]).not.toHaveProperty('notes');
  });

  it.each([
    ['{', 'base.json: not a results file (not JSON: it ends before the document is closed (near byte 1))'],
    ['[]', 'base.json: not a results file (the document is not a JSON object)'],
    [
      JSON.stringify({ ...results([]), version: 2 }),
      'base.json: not a pagegate results file v1 (version: Invalid input: expected 1)',
    ],
    [
      JSON.stringify(results([page()])).replace('"verdict":"pass"', '"verdict":"ok"'),
      'base.json: not a pagegate results file v1 (pages[0].verdict: Invalid option: expected one of ' +
        '"pass"|"fail"|"error")',
    ],
    [
      JSON.stringify(results([page()])).replace('"score":96', '"score":"96"'),
      'base.json: not a pagegate results file v1 (pages[0].score: Invalid input: expected number, received string)',
    ],
    ['{"version":1}', 'base.json: not a results file (it has no "pages")'],
    ['{"pages":{}}', 'base.json: not a results file ("pages" is not an array)'],
    ['{"pages":[]} x', 'base.json: not a results file (not JSON: something follows the document (near byte 13))'],
  ])('%s', async (text, message) => {
    await expect(read(text)).rejects.toThrow(new ConfigError(message));
  });
});

describe('a key given twice is refused by every reader (one reader, one rule)', () => {
  const failing = JSON.stringify(page({ url: 'https://x.test/failing', verdict: 'fail' }));
  // The first "url" is a passing page's; JSON.parse alone would keep the second, a scan the first.
  const twice = failing.replace('{', '{"url":"https://x.test/other",');
  const text = JSON.stringify(results([])).replace('"pages":[]', `"pages":[${twice}]`);
  const message = 'shard.json: not a results file (pages[0] gives the key "url" twice)';

  it.each([
    ['the URL pass', () => all(resultsUrls(chunks(text), 'shard.json'))],
    ['the page pass', () => all(resultsPages(chunks(text), 'shard.json'))],
    ['a whole read', () => readResults(chunks(text), 'shard.json')],
  ])('%s', async (_name, reading) => {
    await expect(reading()).rejects.toThrow(new ConfigError(message));
  });

  it('in the document too', async () => {
    await expect(read('{"pages":[],"pages":[]}')).rejects.toThrow(
      new ConfigError('base.json: not a results file (the document gives the key "pages" twice)'),
    );
  });
});

describe('what a results file may hold (a fork chooses its size), applied while reading', () => {
  const { pages, findingsPerPage, depth, fieldBytes } = RESULTS_FILE_LIMITS;
  const many = (n: number) => Array.from({ length: n }, () => finding());

  it('reads a file at every limit', async () => {
    const file = results([
      page({ findings: many(findingsPerPage) }),
      ...Array.from({ length: pages - 1 }, () => page()),
    ]);
    expect((await readResults(chunks(JSON.stringify(file), 65_536), 'base.json')).pages).toHaveLength(pages);
  });

  it.each([
    [
      'pages',
      { ...results([]), pages: Array.from({ length: pages + 1 }, () => ({})) },
      `base.json: not a results file ("pages" holds more than ${pages} entries)`,
    ],
    [
      'findings',
      results([page(), page({ findings: many(findingsPerPage + 1) })]),
      `base.json: not a results file (pages[1].findings holds more than ${findingsPerPage} values)`,
    ],
    [
      'regressions',
      { ...results([]), pages: [{ regressions: many(findingsPerPage + 1) }] },
      `base.json: not a results file (pages[0].regressions holds more than ${findingsPerPage} values)`,
    ],
    [
      'baseline findings',
      { ...results([]), pages: [{ baseline: { findings: many(findingsPerPage + 1) } }] },
      `base.json: not a results file (pages[0].baseline.findings holds more than ${findingsPerPage} values)`,
    ],
  ])('refuses too many %s in one line naming the file', async (_name, file, message) => {
    await expect(readResults(chunks(JSON.stringify(file), 65_536), 'base.json')).rejects.toThrow(
      new ConfigError(message),
    );
  });

  it.each([
    ['a page', (nested: string) => JSON.stringify(results([])).replace('"pages":[]', `"pages":[{"x":${nested}}]`)],
    ['another field', (nested: string) => JSON.stringify({ ...results([]), extra: JSON.parse(nested) as unknown })],
  ])('refuses nesting of 2,000 levels in %s, naming the file, without overflowing the stack', async (_name, text) => {
    const nested = `${'['.repeat(2_000)}${']'.repeat(2_000)}`;
    await expect(read(text(nested))).rejects.toThrow(/^base\.json: not a results file \(.* deeper than 64 levels\)$/);
    expect(depth).toBe(64);
  });

  it('refuses a field other than pages past its size as soon as it is read that far', async () => {
    let served = 0;
    async function* endless(): AsyncGenerator<Buffer> {
      yield Buffer.from('{"version":1,"extra":[');
      const filler = Buffer.from('1,'.repeat(32_768));
      for (;;) {
        served += filler.length;
        yield filler;
      }
    }
    await expect(readResults(endless(), 'big.json')).rejects.toThrow(
      new ConfigError(`big.json: not a results file (the field "extra" holds more than ${fieldBytes} bytes)`),
    );
    expect(served).toBeLessThan(fieldBytes + 65_536 * 2);
  });
});
