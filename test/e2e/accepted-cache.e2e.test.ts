/**
 * The accepted state in the (fake) Actions cache when an entry is not what a gate saved: a crafted
 * archive restores nowhere near the checkout and its linked `state.json` is never read; an archive
 * the library cannot restore is said as such, and does not make the next passing run replace it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, zstdCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { commandLines, readResults, run, useWorld, type World } from './world.js';

const world = useWorld();
const URLS = '/\n/pricing';

function gate(tag: string, step: number) {
  return run(
    world(),
    { urls: URLS, 'comment-tag': tag, comment: 'never' },
    { env: { GITHUB_SHA: String(step).repeat(40), GITHUB_RUN_ID: String(100 + step) } },
  );
}

/** Replaces the archive of the entry saved under `key` with `tar`, compressed as the library compressed it. */
function plant(w: World, key: string, tar: Buffer): void {
  const entry = w.cache.entries.find((e) => e.key === key);
  if (!entry) throw new Error(`no entry ${key}`);
  const saved = Buffer.concat(entry.chunks.map((c) => c.bytes));
  const zstd = saved.subarray(0, 4).equals(Buffer.from([0x28, 0xb5, 0x2f, 0xfd]));
  const bytes = zstd ? zstdCompressSync(tar) : gzipSync(tar);
  entry.chunks = [{ start: 0, bytes }];
  entry.size = bytes.length;
}

describe('baseline accepted: an entry the gate did not save', () => {
  it('a crafted archive lands outside the checkout and its linked state.json is never read', async () => {
    const tag = 'hostile/cache';
    world().site.deploy(1);
    const first = await gate(tag, 1);
    expect(first.code, first.log).toBe(0);
    const [key] = world().cache.keys();

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
    plant(world(), key ?? '', tar);

    const second = await gate(tag, 2);
    expect(second.code, second.log).toBe(0);
    expect(commandLines(second.log, '::warning::')).toEqual([
      `::warning::baseline accepted: GitHub Actions cache ${key}: a symbolic link, not a file; each page is ` +
        'compared with its previous report in this run',
    ]);
    const results = await readResults(second.outputs['results-file']);
    expect(results.accepted).toMatchObject({ from: null, missing: 'unreadable' });
    expect(results.pages.map((p) => p.baseline?.key)).not.toContain('planted');
    // The checkout (the run's workspace) holds none of the archive's members, nor the restore's directory.
    const left = await readdir(second.dir);
    expect(left).not.toContain('package.json');
    expect(left).not.toContain('.github');
    expect(left).not.toContain('pagegate-accepted-restore');
  }, 60_000);

  it('an archive the library cannot restore is said as such, and a passing run does not replace it', async () => {
    const tag = 'broken/cache';
    world().site.deploy(1);
    const first = await gate(tag, 3);
    expect(first.code, first.log).toBe(0);
    const [key] = world()
      .cache.keys()
      .filter((k) => k.includes(tag));
    plant(world(), key ?? '', Buffer.alloc(4096, 'not a tar archive '));

    const second = await gate(tag, 4);
    expect(second.code, second.log).toBe(0);
    expect(commandLines(second.log, '::warning::')).toEqual([expect.stringMatching(/^::warning::Failed to restore: /)]);
    expect(second.log).toContain(
      `baseline accepted: the accepted state under pagegate-accepted-${tag}-* could not be restored from the GitHub ` +
        'Actions cache (see the warning above); each page is compared with its previous report in this run',
    );
    expect(second.log).not.toContain('no accepted state in the GitHub Actions cache');
    expect(second.summary).toContain(
      'No accepted state (the cache could not restore it), so each page was compared with its previous report',
    );
    expect(
      world()
        .cache.keys()
        .filter((k) => k.includes(tag)),
    ).toEqual([key]);
  }, 60_000);
});
