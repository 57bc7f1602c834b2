/**
 * The accepted state in the (fake) Actions cache when an entry is not what a gate saved: a crafted
 * archive restores nowhere near the checkout and its linked `state.json` is never read; members
 * with an absolute path, a `../` or a path through a link the archive made write nothing outside
 * the restore's directory; an archive the library cannot restore is said as such, and does not make
 * the next passing run replace it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync, zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { commandLines, readResults, run, useWorld, type World } from './world.js';

const world = useWorld();
const URLS = '/\n/pricing';

function gate(tag: string, step: number, dir?: string) {
  return run(
    world(),
    { urls: URLS, 'comment-tag': tag, comment: 'never' },
    { env: { GITHUB_SHA: String(step).repeat(40), GITHUB_RUN_ID: String(100 + step) }, ...(dir ? { dir } : {}) },
  );
}

/** The one key saved for `tag`. */
function keyOf(tag: string): string {
  const [key] = world()
    .cache.keys()
    .filter((k) => k.includes(tag));
  if (!key) throw new Error(`no entry for ${tag}`);
  return key;
}

/** The prefix a gate restores by: the key without its commit, run id and attempt. */
const prefixOf = (key: string) => key.replace(/[0-9a-f]{40}-\d+-\d+$/, '');

/** The tar archive of the entry saved under `key`, and how to replace it, compressed as the library compressed it. */
function entryArchive(w: World, key: string): { tar: Buffer; plant(tar: Buffer): void } {
  const entry = w.cache.entries.find((e) => e.key === key);
  if (!entry) throw new Error(`no entry ${key}`);
  const saved = Buffer.concat(entry.chunks.map((c) => c.bytes));
  const zstd = saved.subarray(0, 4).equals(Buffer.from([0x28, 0xb5, 0x2f, 0xfd]));
  return {
    tar: zstd ? zstdDecompressSync(saved) : gunzipSync(saved),
    plant: (tar) => {
      const bytes = zstd ? zstdCompressSync(tar) : gzipSync(tar);
      entry.chunks = [{ start: 0, bytes }];
      entry.size = bytes.length;
    },
  };
}

/**
 * A first passing gate of `tag` saves an entry, and a directory for the next run whose workspace (and
 * RUNNER_TEMP, which holds the restore's directory) is two levels down, so that whatever an archive
 * escapes to with `../../../` or an absolute path into `outside` is still inside it. `members` holds
 * the files of the saved entry.
 */
async function savedEntry(tag: string, step: number) {
  world().site.deploy(1);
  const first = await gate(tag, step);
  expect(first.code, first.log).toBe(0);
  const key = keyOf(tag);
  const root = await mkdtemp(join(tmpdir(), 'pagegate-escape-'));
  const room = {
    root,
    workspace: join(root, 'a', 'b'),
    members: join(root, 'members'),
    outside: join(root, 'outside'),
  };
  await Promise.all([mkdir(room.workspace, { recursive: true }), mkdir(room.outside), mkdir(room.members)]);
  execFileSync('tar', ['-xf', '-', '-C', room.members], { input: entryArchive(world(), key).tar });
  return { key, room };
}

/**
 * An archive of the saved state followed, in order, by each file or link of `members` named in
 * `hostile`, renamed to the name given (`-P` keeps an absolute or `../` name as written).
 */
function craft(members: string, hostile: [file: string, name: string][]): Buffer {
  const renames = hostile.map(([file, name]) => `--transform=s|^${file}$|${name}|`);
  return execFileSync('tar', [
    '-cPf',
    '-',
    ...renames,
    '-C',
    members,
    '.pagegate-accepted',
    ...hostile.map(([f]) => f),
  ]);
}

/**
 * What an archive left: whatever the room holds beside the test's own directories, and in the
 * workspace the restore's directory or its tar's, which must be gone after the run.
 */
async function leftovers(room: { root: string; workspace: string }): Promise<string[]> {
  const ours = ['a', join('a', 'b'), 'members', 'outside'];
  const escaped = (await readdir(room.root, { recursive: true }))
    .filter((path) => !ours.includes(path))
    .filter((path) => !path.startsWith(join('a', 'b', '')) && !path.startsWith(join('members', '')));
  const restore = (await readdir(room.workspace)).filter((name) => name.startsWith('pagegate-accepted'));
  return [...escaped, ...restore];
}

describe('baseline accepted: an entry the gate did not save', () => {
  it('a crafted archive lands outside the checkout and its linked state.json is never read', async () => {
    const tag = 'hostile/cache';
    world().site.deploy(1);
    const first = await gate(tag, 1);
    expect(first.code, first.log).toBe(0);
    const key = keyOf(tag);

    const craft = await mkdtemp(join(tmpdir(), 'pagegate-hostile-'));
    const outside = join(craft, 'outside.json');
    const planted = {
      version: 1,
      tag,
      commit: null,
      savedAt: '2026-01-01T00:00:00.000Z',
      pages: {
        [`${world().site.origin}/pricing`]: { key: 'planted', score: 1, grade: 'F', issues: null, findings: [] },
      },
    };
    await writeFile(outside, JSON.stringify(planted));
    const members = join(craft, 'members');
    await mkdir(join(members, '.github', 'workflows'), { recursive: true });
    await mkdir(join(members, '.pagegate-accepted'));
    await writeFile(join(members, 'package.json'), '{"scripts":{"test":"evil"}}');
    await writeFile(join(members, '.github', 'workflows', 'evil.yml'), 'on: push');
    await symlink(outside, join(members, '.pagegate-accepted', 'state.json'));
    const tar = execFileSync('tar', ['-cf', '-', '-C', members, 'package.json', '.github', '.pagegate-accepted']);
    entryArchive(world(), key).plant(tar);

    const second = await gate(tag, 2);
    expect(second.code, second.log).toBe(0);
    // A link is no member the restore writes: the archive is refused whole, and said as not restored.
    expect(commandLines(second.log, '::warning::')).toEqual([expect.stringMatching(/^::warning::Failed to restore: /)]);
    expect(second.log).toContain('.pagegate-accepted/state.json is a symlink, not a file or directory');
    expect(second.log).toContain(
      `baseline accepted: the accepted state under ${prefixOf(key)}* could not be restored from the GitHub ` +
        'Actions cache (see the warning above); no page is compared with an accepted state, only with its ' +
        'previous report where the service holds one',
    );
    const results = await readResults(second.outputs['results-file']);
    expect(results.accepted).toMatchObject({ from: null, missing: 'restore-failed' });
    expect(results.pages.map((p) => p.baseline?.key)).not.toContain('planted');
    // The checkout (the run's workspace) holds none of the archive's members, nor the restore's directory.
    const left = await readdir(second.dir);
    expect(left).not.toContain('package.json');
    expect(left).not.toContain('.github');
    expect(left).not.toContain('pagegate-accepted-restore');
  }, 60_000);

  it('a member with an absolute path is refused: the restore fails and nothing is written', async () => {
    const tag = 'hostile/absolute';
    const { key, room } = await savedEntry(tag, 5);
    await writeFile(join(room.members, 'absolute'), 'written by the archive');
    entryArchive(world(), key).plant(craft(room.members, [['absolute', join(room.outside, 'absolute.txt')]]));

    const second = await gate(tag, 6, room.workspace);
    expect(second.code, second.log).toBe(0);
    expect(await leftovers(room)).toEqual([]);
    expect(commandLines(second.log, '::warning::')).toEqual([expect.stringMatching(/^::warning::Failed to restore: /)]);
    expect(second.log).toContain(`the accepted state under ${prefixOf(key)}* could not be restored`);
  }, 60_000);

  it('members with ../ or through a link the archive made write nothing outside: the restore fails', async () => {
    const tag = 'hostile/escape';
    const { key, room } = await savedEntry(tag, 7);
    await Promise.all(
      ['up', 'through', 'through-relative'].map((file) =>
        writeFile(join(room.members, file), 'written by the archive'),
      ),
    );
    await symlink(room.outside, join(room.members, 'link'));
    await symlink(join('..', '..', '..', 'outside'), join(room.members, 'relative-link'));
    entryArchive(world(), key).plant(
      craft(room.members, [
        ['up', '../../../up.txt'],
        ['link', 'link'],
        ['through', 'link/through.txt'],
        ['relative-link', 'relative-link'],
        ['through-relative', 'relative-link/through-relative.txt'],
      ]),
    );

    const second = await gate(tag, 8, room.workspace);
    expect(second.code, second.log).toBe(0);
    expect(await leftovers(room)).toEqual([]);
    expect(commandLines(second.log, '::warning::')).toEqual([expect.stringMatching(/^::warning::Failed to restore: /)]);
    expect(second.log).toContain(
      `baseline accepted: the accepted state under ${prefixOf(key)}* could not be restored from the GitHub ` +
        'Actions cache (see the warning above); no page is compared with an accepted state, only with its ' +
        'previous report where the service holds one',
    );
  }, 60_000);

  it('an entry of more members than a state holds stops at the cap and is said as not restored', async () => {
    const tag = 'hostile/members';
    const { key, room } = await savedEntry(tag, 9);
    const many = join(room.members, 'many');
    await mkdir(many);
    await Promise.all(Array.from({ length: 2_000 }, (_, i) => writeFile(join(many, String(i)), '')));
    entryArchive(world(), key).plant(craft(room.members, [['many', 'many']]));

    const second = await gate(tag, 10, room.workspace);
    expect(second.code, second.log).toBe(0);
    expect(await leftovers(room)).toEqual([]);
    expect(second.log).toContain('more than 64 members');
    expect(second.log).toContain(`the accepted state under ${prefixOf(key)}* could not be restored`);
  }, 60_000);

  it('an archive the library cannot restore is said as such, and a passing run does not replace it', async () => {
    const tag = 'broken/cache';
    world().site.deploy(1);
    const first = await gate(tag, 3);
    expect(first.code, first.log).toBe(0);
    const key = keyOf(tag);
    entryArchive(world(), key).plant(Buffer.alloc(4096, 'not a tar archive '));

    const second = await gate(tag, 4);
    expect(second.code, second.log).toBe(0);
    expect(commandLines(second.log, '::warning::')).toEqual([expect.stringMatching(/^::warning::Failed to restore: /)]);
    expect(second.log).toContain(
      `baseline accepted: the accepted state under ${prefixOf(key)}* could not be restored from the GitHub ` +
        'Actions cache (see the warning above); no page is compared with an accepted state, only with its ' +
        'previous report where the service holds one',
    );
    expect(second.log).not.toContain('no accepted state in the GitHub Actions cache');
    expect(second.summary).toContain(
      'No accepted state (the accepted state could not be restored from the GitHub Actions cache), so each page ' +
        'was compared with its previous report',
    );
    expect(
      world()
        .cache.keys()
        .filter((k) => k.includes(tag)),
    ).toEqual([key]);
  }, 60_000);
});
