import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import {
  acceptedFileStore,
  checkOutputTarget,
  checkWritable,
  readEventFile,
  readNamedFile,
} from '../../src/io/files.js';
import { FILE_MAX_BYTES, globFiles, readBytes, readText } from '../../src/io/regular-files.js';
import { readLines } from '../../src/io/streamed-files.js';
import type { AcceptedState } from '../../src/model/accepted.js';

describe('readLines', () => {
  it('gives the lines across chunk boundaries, the last one without its end', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-files-')), 'lines.txt');
    const long = 'x'.repeat(3 * 1024 * 1024);
    await writeFile(path, `a\n${long}\n\nlast`);
    const lines: string[] = [];
    for await (const line of readLines(path)) lines.push(line);
    expect(lines).toEqual(['a', long, '', 'last']);
  });

  it('gives a line cut anywhere by chunks, in characters of several bytes, whole', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-files-')), 'lines.txt');
    const long = 'é€😀'.repeat(100_000);
    await writeFile(path, `${long}\n${long}`);
    const lines: string[] = [];
    for await (const line of readLines(path)) lines.push(line);
    expect(lines).toEqual([long, long]);
  });

  it('refuses a file over the one size limit (256 MiB, as for every file) before reading it', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'pagegate-files-')), 'huge.json');
    await writeFile(path, '');
    await truncate(path, FILE_MAX_BYTES + 1);
    await expect(readLines(path).next()).rejects.toThrow('larger than 256 MiB, the most pagegate reads from one file');
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

describe('regular files only: a device or a FIFO has no size to check and may never end', () => {
  const dir = () => mkdtemp(join(tmpdir(), 'pagegate-special-'));
  const fifo = async () => {
    const path = join(await dir(), 'fifo');
    execFileSync('mkfifo', [path]);
    return path;
  };
  const drain = async (path: string) => {
    for await (const _chunk of readBytes(path));
  };

  it.each([
    ['readText', (path: string) => readText(path)],
    ['readBytes', drain],
    ['readLines', (path: string) => readLines(path).next()],
  ])('%s refuses a FIFO at once (no writer needed to open it)', async (_name, reading) => {
    await expect(reading(await fifo())).rejects.toThrow('not a regular file but a FIFO');
  });

  it('names the input and says why, in one line', async () => {
    const path = await fifo();
    await expect(readNamedFile('config-file', path)).rejects.toThrow(
      new ConfigError(`config-file: cannot read "${path}" (not a regular file but a FIFO)`),
    );
    const directory = await dir();
    await expect(readNamedFile('urls-file', directory)).rejects.toThrow(
      new ConfigError(`urls-file: cannot read "${directory}" (not a regular file but a directory)`),
    );
  });

  it.each([
    [
      'a dangling link',
      (at: string) => symlink(join(at, 'nowhere'), join(at, 'shard.json')),
      'a symbolic link to nothing',
    ],
    [
      'a looping link',
      (at: string) => symlink(join(at, 'shard.json'), join(at, 'shard.json')),
      'a symbolic link that loops',
    ],
  ])('says %s is one, reading or globbing it', async (_name, plant, reason) => {
    const at = await dir();
    await plant(at);
    const path = join(at, 'shard.json');
    await expect(readText(path)).rejects.toThrow(reason);
    await expect(globFiles(join(at, '*.json'))).rejects.toThrow(`cannot read "${path}" (${reason})`);
  });
});

describe('checkWritable: an output is written only over a regular file or nothing', () => {
  const dir = () => mkdtemp(join(tmpdir(), 'pagegate-target-'));

  it.each([
    ['a directory path', async (at: string) => `${at}/a/`, 'a directory path; name a file'],
    ['a directory', async (at: string) => at, 'not a regular file but a directory'],
    [
      'a FIFO',
      async (at: string) => {
        execFileSync('mkfifo', [join(at, 'fifo')]);
        return join(at, 'fifo');
      },
      'not a regular file but a FIFO',
    ],
    [
      'a link',
      async (at: string) => {
        await writeFile(join(at, 'system-file'), 'keep');
        await symlink(join(at, 'system-file'), join(at, 'results.json'));
        return join(at, 'results.json');
      },
      'not a regular file but a symbolic link',
    ],
  ])('refuses %s up front, naming the flag', async (_name, target, reason) => {
    const path = await target(await dir());
    await expect(checkWritable('--results-file', path, { createDirectory: true })).rejects.toThrow(
      new ConfigError(`--results-file: cannot write "${path}" (${reason})`),
    );
  });

  it('checkOutputTarget refuses only what is not a file: accepted-file may name a directory to be made', async () => {
    const at = await dir();
    await checkOutputTarget('accepted-file', join(at, 'later', 'accepted.json'));
    await symlink(join(at, 'elsewhere'), join(at, 'accepted.json'));
    await expect(checkOutputTarget('accepted-file', join(at, 'accepted.json'))).rejects.toThrow(
      new ConfigError(
        `accepted-file: cannot write "${join(at, 'accepted.json')}" (not a regular file but a symbolic link)`,
      ),
    );
  });

  it('accepts a regular file and a new file', async () => {
    const at = await dir();
    await writeFile(join(at, 'old.json'), '{}');
    await checkWritable('results-file', join(at, 'old.json'), { createDirectory: false });
    await checkWritable('results-file', join(at, 'new', 'results.json'), { createDirectory: true });
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
    ['not JSON', '{', 'not JSON: it ends before the document is closed (near byte 1)'],
    [
      'nested 2,000 levels',
      `{"pages":{"u":${'['.repeat(2_000)}${']'.repeat(2_000)}}}`,
      'pages.u[0][0][0][0]… is nested deeper than 64 levels',
    ],
    ['a page given twice', '{"pages":{"u":{},"u":{}}}', 'pages gives the key "u" twice'],
    [
      'another shape',
      JSON.stringify({ version: 2, pages: {} }),
      'not an accepted state v1 (version: Invalid input: expected 1)',
    ],
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
    await expect(acceptedFileStore(path).load()).resolves.toMatchObject({ kind: 'missing', why: 'unreadable' });
  });
});
