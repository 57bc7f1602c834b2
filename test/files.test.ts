import { mkdir, mkdtemp, readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/errors.js';
import { acceptedFileStore, FILE_MAX_BYTES, globFiles, readEventFile, readNamedFile, readText } from '../src/files.js';
import { readLines, STREAMED_LIMITS, writingResults } from '../src/streamed-files.js';
import type { AcceptedState } from '../src/model/accepted.js';
import { Results } from '../src/model/results.js';

const page = (url: string) => ({
  url,
  verdict: 'pass' as const,
  reasons: [],
  key: 'k',
  score: 90,
  grade: 'A',
  title: 'T "quoted"\n',
  issues: null,
  cached: false,
  baseline: null,
  regressions: [],
  resolved: [],
  error: null,
});

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
    ['one page', [page('https://x.test/a')]],
    ['three pages', [page('https://x.test/a'), page('https://x.test/b'), page('https://x.test/c')]],
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
      await file.page(page('https://x.test/a'));
      throw new Error('deadline');
    });
    await expect(failing).rejects.toThrow('deadline');
    expect(await readdir(dirname(path))).toEqual(['results.json']);
    expect(await readFile(path, 'utf8')).toBe('earlier');
  });
});

describe('readLines', () => {
  it('gives the lines across chunk boundaries, the last one without its end', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-files-')), 'lines.txt');
    const long = 'x'.repeat(3 * 1024 * 1024);
    await writeFile(path, `a\n${long}\n\nlast`);
    const lines: string[] = [];
    for await (const line of readLines(path)) lines.push(line);
    expect(lines).toEqual(['a', long, '', 'last']);
  });

  it('refuses a file over the streamed limit before reading it', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-files-')), 'huge.json');
    await writeFile(path, '');
    await truncate(path, STREAMED_LIMITS.fileBytes + 1);
    await expect(readLines(path).next()).rejects.toThrow('larger than 2 GiB, the most pagegate reads from one file');
  });
});

describe('reading files', () => {
  it('refuses a file over the size limit before reading it, naming the input and the file', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-files-')), 'huge.json');
    await writeFile(path, '');
    await truncate(path, FILE_MAX_BYTES + 1);
    await expect(readNamedFile('config-file', path)).rejects.toThrow(
      new ConfigError(
        `config-file: cannot read "${path}" (larger than 256 MiB, the most pagegate reads from one file)`,
      ),
    );
  });

  it('reads a file of the size limit', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-files-')), 'ok.json');
    await writeFile(path, '{}');
    expect(await readText(path)).toBe('{}');
  });

  it('globs files only: a directory the pattern matches is skipped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-glob-'));
    await mkdir(join(dir, 'shard-3.json'));
    await writeFile(join(dir, 'shard-1.json'), '{}');
    await writeFile(join(dir, 'shard-2.json'), '{}');
    expect(await globFiles(join(dir, '*'))).toEqual([join(dir, 'shard-1.json'), join(dir, 'shard-2.json')]);
  });
});

describe('readEventFile', () => {
  it('reads the payload', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-event-')), 'event.json');
    await writeFile(path, '{"pull_request":{"number":5}}');
    await expect(readEventFile('pull_request', path)).resolves.toEqual({
      payload: { pull_request: { number: 5 } },
      warning: null,
    });
  });

  it.each([
    [
      'a missing file',
      async (dir: string) => join(dir, 'missing.json'),
      /^GITHUB_EVENT_PATH: cannot read ".*missing\.json" \(ENOENT\); /,
    ],
    [
      'a file that is no JSON',
      async (dir: string) => {
        const path = join(dir, 'event.json');
        await writeFile(path, '{"pull_request":');
        return path;
      },
      /^GITHUB_EVENT_PATH: ".*event\.json" is not JSON; /,
    ],
  ])('takes %s as an empty payload and says so', async (_name, given, reason) => {
    const path = await given(await mkdtemp(join(tmpdir(), 'pagegate-event-')));
    const { payload, warning } = await readEventFile('deployment_status', path);
    expect(payload).toEqual({});
    expect(warning).toMatch(reason);
    expect(warning).toMatch(
      /; assumed an empty deployment_status event, so no site URL or pull request comes from it$/,
    );
  });
});

describe('acceptedFileStore', () => {
  const snapshot = {
    key: 'k',
    score: 90,
    grade: 'A',
    issues: null,
    analyzedAt: null,
    findings: [],
  };
  const state: AcceptedState = {
    version: 1,
    tag: 'deploy/gate',
    commit: 'c'.repeat(40),
    savedAt: '2026-11-23T08:00:00.000Z',
    pages: {
      'https://x.test/': snapshot,
      'https://x.test/a': { ...snapshot, key: 'a' },
    },
  };
  const directory = () => mkdtemp(join(tmpdir(), 'pagegate-accepted-'));

  it('says a file that does not exist yet is not found', async () => {
    const path = join(await directory(), 'accepted.json');
    await expect(acceptedFileStore(path).load()).resolves.toEqual({
      kind: 'missing',
      why: 'not-found',
      detail: `accepted-file ${path} does not exist yet (the first passing gate writes it)`,
    });
  });

  it('writes through a temporary file and reads back what it wrote, leaving nothing else', async () => {
    const dir = await directory();
    const path = join(dir, 'state', 'accepted.json');
    const store = acceptedFileStore(path);
    const draft = store.draft();
    await Promise.all(Object.entries(state.pages).map(([url, snapshot]) => draft.add(url, snapshot)));
    await expect(
      draft.save({
        tag: state.tag,
        commit: state.commit,
        savedAt: state.savedAt,
      }),
    ).resolves.toEqual({ saved: true, where: `accepted-file ${path}` });
    await expect(store.load()).resolves.toEqual({
      kind: 'found',
      state,
      where: `accepted-file ${path}`,
    });
    expect(await readdir(join(dir, 'state'))).toEqual(['accepted.json']);
  });

  it('leaves the state before as it was when a draft is discarded', async () => {
    const dir = await directory();
    const path = join(dir, 'accepted.json');
    await writeFile(path, 'before');
    const draft = acceptedFileStore(path).draft();
    await draft.add('https://x.test/', snapshot);
    await draft.discard();
    expect(await readdir(dir)).toEqual(['accepted.json']);
    expect(await readFile(path, 'utf8')).toBe('before');
  });

  it.each([
    ['not JSON', '{', 'not JSON'],
    ['another shape', JSON.stringify({ version: 2 }), 'not an accepted state v1 (version: Invalid input: expected 1)'],
  ])('says a file that is %s is unreadable, without throwing', async (_, text, problem) => {
    const path = join(await directory(), 'accepted.json');
    await writeFile(path, text);
    await expect(acceptedFileStore(path).load()).resolves.toEqual({
      kind: 'missing',
      why: 'unreadable',
      detail: `accepted-file ${path}: ${problem}`,
    });
  });

  it('reports a file it cannot write instead of throwing', async () => {
    const dir = await directory();
    await writeFile(join(dir, 'blocked'), 'a file where a directory should be');
    const path = join(dir, 'blocked', 'accepted.json');
    const draft = acceptedFileStore(path).draft();
    await draft.add('https://x.test/', snapshot);
    await expect(draft.save(state)).resolves.toEqual({
      saved: false,
      detail: expect.stringMatching(/^accepted-file .* cannot be written \(E[A-Z]+\)$/),
      warned: false,
    });
    await expect(acceptedFileStore(path).load()).resolves.toMatchObject({ kind: 'missing', why: 'unavailable' });
  });
});
