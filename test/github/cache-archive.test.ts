/**
 * Extracting a cache entry's archive nobody vouches for: files and directories inside the
 * directory only, and caps on the decompressed bytes, the members and the time.
 */
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, zstdCompressSync } from 'node:zlib';
import { pack, type Header } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { ArchiveError, extractArchive, listArchive, type ArchiveLimits } from '../../src/github/cache-archive.js';

type Member = Partial<Header> & { name: string; body?: string | Buffer };

/** A tar archive of `members`, in order. */
async function tarOf(members: Member[]): Promise<Buffer> {
  const archive = pack();
  for (const { body, ...header } of members) archive.entry(header, body ?? '');
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function room(archive: Buffer): Promise<{ file: string; into: string; root: string }> {
  const root = await mkdtemp(join(tmpdir(), 'pagegate-archive-'));
  const into = join(root, 'a', 'into');
  await mkdir(into, { recursive: true });
  await writeFile(join(root, 'entry'), archive);
  return { file: join(root, 'entry'), into, root };
}

const state: Member[] = [
  { name: '.pagegate-accepted/', type: 'directory' },
  { name: '.pagegate-accepted/state.json', body: '{"version":1}' },
];

describe('extractArchive', () => {
  it.each([
    ['gzip', gzipSync],
    ['zstd', zstdCompressSync],
    ['no compression', (tar: Buffer) => tar],
  ])('writes the files and directories of a %s archive', async (_, compress) => {
    const { file, into } = await room(compress(await tarOf(state)));
    await extractArchive(file, into);
    expect(await readFile(join(into, '.pagegate-accepted/state.json'), 'utf8')).toBe('{"version":1}');
    expect(await listArchive(file)).toEqual(['.pagegate-accepted/', '.pagegate-accepted/state.json']);
  });

  it.each<[string, Member[], string]>([
    ['a ../ member', [{ name: '../../up.txt', body: 'x' }], '../../up.txt is outside'],
    ['an absolute member', [{ name: '/outside/absolute.txt', body: 'x' }], '/outside/absolute.txt is outside'],
    ['a symbolic link', [{ name: 'link', type: 'symlink', linkname: '/tmp' }], 'link is a symlink'],
    ['a hard link', [{ name: 'hard', type: 'link', linkname: '/etc/passwd' }], 'hard is a link'],
    ['a FIFO', [{ name: 'fifo', type: 'fifo' }], 'fifo is a fifo'],
    ['a member over one an earlier member wrote', [...state, state[1] as Member], 'EEXIST'],
  ])('refuses %s and writes nothing outside', async (_, members, error) => {
    const { file, into, root } = await room(gzipSync(await tarOf(members)));
    await expect(extractArchive(file, into)).rejects.toThrow(error);
    expect((await readdir(root)).sort()).toEqual(['a', 'entry']);
    expect(await readdir(join(root, 'a'))).toEqual(['into']);
  });

  const limits: ArchiveLimits = { bytes: 1024 * 1024, members: 50, ms: 60_000 };

  it('stops a small entry that expands past the byte cap (a zstd bomb)', async () => {
    const bomb = zstdCompressSync(await tarOf([{ name: 'big', body: Buffer.alloc(64 * 1024 * 1024) }]));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const { file, into } = await room(bomb);
    await expect(extractArchive(file, into, limits)).rejects.toThrow(
      new ArchiveError('more than 1048576 bytes once decompressed'),
    );
  });

  it('stops past the member cap (an entry of many small files)', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, body: '' }));
    const { file, into } = await room(zstdCompressSync(await tarOf(many)));
    await expect(extractArchive(file, into, limits)).rejects.toThrow(new ArchiveError('more than 50 members'));
    expect((await readdir(into)).length).toBe(50);
  });

  it('stops when the time cap passes', async () => {
    const { file, into } = await room(gzipSync(await tarOf(state)));
    await expect(extractArchive(file, into, { ...limits, ms: 0 })).rejects.toThrow(
      new ArchiveError('extracting took more than 0 s'),
    );
  });
});
