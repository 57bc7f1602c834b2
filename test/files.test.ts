import { mkdir, mkdtemp, readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/errors.js';
import {
  acceptedFileStore,
  FILE_MAX_BYTES,
  globFiles,
  readEventFile,
  readNamedFile,
  readText,
  writeResults,
} from '../src/files.js';
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

describe('writeResults', () => {
  it.each([
    ['no page', []],
    ['one page', [page('https://x.test/a')]],
    ['three pages', [page('https://x.test/a'), page('https://x.test/b'), page('https://x.test/c')]],
  ])('writes valid results JSON, one page per line: %s', async (_, pages) => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-files-')), 'nested', 'results.json');
    const results = {
      version: 1 as const,
      passed: true,
      startedAt: '2026-11-23T08:00:00.000Z',
      finishedAt: '2026-11-23T08:01:00.000Z',
      decided: true,
      pages,
    };
    await writeResults(path, results);
    const text = await readFile(path, 'utf8');
    expect(Results.parse(JSON.parse(text))).toEqual(results);
    expect(text.split('\n').filter((line) => line.startsWith('{"url"'))).toHaveLength(pages.length);
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
  const state: AcceptedState = {
    version: 1,
    tag: 'deploy/gate',
    commit: 'c'.repeat(40),
    savedAt: '2026-11-23T08:00:00.000Z',
    pages: {},
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
    await expect(store.save(state)).resolves.toEqual({ saved: true, where: `accepted-file ${path}` });
    await expect(store.load()).resolves.toEqual({ kind: 'found', state, where: `accepted-file ${path}` });
    expect(await readdir(join(dir, 'state'))).toEqual(['accepted.json']);
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
    await expect(acceptedFileStore(path).save(state)).resolves.toEqual({
      saved: false,
      detail: expect.stringMatching(/^accepted-file .* cannot be written \(E[A-Z]+\)$/),
      warned: false,
    });
    await expect(acceptedFileStore(path).load()).resolves.toMatchObject({ kind: 'missing', why: 'unavailable' });
  });
});
