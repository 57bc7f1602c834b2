/**
 * The floor plan (README, Layout): arrows only run downward, entry -> config/gate/
 * report/github -> client/site -> model/text. Each row names a room and the rooms it must never
 * import; model/ and text/ import nothing of ours but each other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

const FORBIDDEN: ReadonlyArray<readonly [room: string, never: readonly string[]]> = [
  ['client', ['gate', 'report', 'site', 'github', 'config', 'cli', 'service', 'demo']],
  ['site', ['gate', 'report', 'github', 'config', 'cli', 'service', 'demo']],
  ['report', ['client', 'github', 'gate', 'site', 'config', 'service']],
  ['github', ['client', 'gate', 'site', 'config', 'service']],
  ['config', ['gate', 'report', 'github', 'client', 'cli', 'service', 'demo']],
  ['gate', ['report', 'github', 'cli', 'service', 'demo']],
];
const GROUND = new Set(['model', 'text']);
/** io/ reads and writes files for the edges: it stands on the ground rooms and errors.ts alone. */
const IO_MAY_IMPORT = new Set(['model', 'text', 'io', 'errors.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The room of a path under src/: its first folder, or `root` for src/*.ts. */
function roomOf(path: string): string {
  const parts = relative(SRC, path).split('/');
  return parts.length === 1 ? 'root' : (parts[0] ?? 'root');
}

/** Every `from '...'` and `import('...')` of a relative module, resolved to the room it lands in. */
function importedRooms(file: string, text: string): { target: string; room: string }[] {
  const specs = [...text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specs
    .map((spec) => resolve(dirname(file), spec))
    .filter((target) => target.startsWith(SRC))
    .map((target) => ({ target: relative(SRC, target), room: roomOf(target) }));
}

const files = sourceFiles(SRC).map((file) => ({
  file,
  room: roomOf(file),
  imports: importedRooms(file, readFileSync(file, 'utf8')),
}));

describe('the floor plan', () => {
  it.each(FORBIDDEN)('%s/ never imports %j', (room, never) => {
    const crossings = files
      .filter((f) => f.room === room)
      .flatMap((f) =>
        f.imports.filter((i) => never.includes(i.room)).map((i) => `${relative(SRC, f.file)} -> ${i.target}`),
      );
    expect(crossings).toEqual([]);
  });

  it.each([...GROUND])('%s/ imports nothing of ours but model/ and text/', (room) => {
    const crossings = files
      .filter((f) => f.room === room)
      .flatMap((f) =>
        f.imports.filter((i) => !GROUND.has(i.room)).map((i) => `${relative(SRC, f.file)} -> ${i.target}`),
      );
    expect(crossings).toEqual([]);
  });

  it('io/ imports nothing of ours but model/, text/ and errors.ts', () => {
    const crossings = files
      .filter((f) => f.room === 'io')
      .flatMap((f) =>
        f.imports
          .filter((i) => !IO_MAY_IMPORT.has(i.room) && !IO_MAY_IMPORT.has(i.target.replace(/\.js$/, '.ts')))
          .map((i) => `${relative(SRC, f.file)} -> ${i.target}`),
      );
    expect(crossings).toEqual([]);
  });

  it('sees the imports it checks (a room with no files would pass every row)', () => {
    for (const room of ['client', 'site', 'report', 'github', 'config', 'gate', 'model', 'text', 'io']) {
      expect(
        files.some((f) => f.room === room && f.imports.length > 0),
        room,
      ).toBe(true);
    }
  });
});
