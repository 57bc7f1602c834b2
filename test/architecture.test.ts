/**
 * The floor plan (docs/development.md, Layout): arrows only run downward, from the entries (index.ts, main.ts,
 * run-gate.ts, cli.ts, cli/, demo/) through config/ gate/ report/ github/, to client/ site/ io/,
 * http/, errors.ts and the ground, model/ and text/. The reference service (service/) stands on
 * the ground alone. Each row names a room (a folder under src/, or a file at src/'s top level) and
 * every room it may import; an import of any other room fails, and so does a room the plan does
 * not name, and a circle of imports between files. Only the client reads the key of a service
 * target.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

const GROUND = ['model', 'text'];
/** Every room below the entries: an entry may import any of them. */
const BELOW_ENTRIES = [
  'config',
  'gate',
  'report',
  'github',
  'client',
  'site',
  'io',
  'http',
  'service',
  'in-process',
  'errors.ts',
  ...GROUND,
];

const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  'index.ts': ['main.ts'],
  'main.ts': ['run-gate.ts', ...BELOW_ENTRIES],
  'cli.ts': ['cli', ...BELOW_ENTRIES],
  cli: ['run-gate.ts', 'demo', ...BELOW_ENTRIES],
  demo: ['run-gate.ts', ...BELOW_ENTRIES],
  'run-gate.ts': BELOW_ENTRIES,
  config: ['site', 'io', 'errors.ts', ...GROUND],
  gate: ['config', 'client', 'site', 'io', 'errors.ts', ...GROUND],
  report: ['errors.ts', ...GROUND],
  github: ['report', 'io', 'errors.ts', ...GROUND],
  client: ['http', 'errors.ts', ...GROUND],
  site: ['http', 'io', 'errors.ts', ...GROUND],
  io: ['errors.ts', ...GROUND],
  http: ['errors.ts', ...GROUND],
  service: GROUND,
  'in-process': ['service', 'http', 'errors.ts', ...GROUND],
  'errors.ts': GROUND,
  model: GROUND,
  // Words stand on nothing: wording of a model fact lives beside the fact, in model/.
  text: ['text'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The room of a path under src/: its first folder, or the file's own name for src/*.ts. */
function roomOf(path: string): string {
  return relative(SRC, path).split('/')[0] ?? '';
}

/** Every `from '...'` and `import('...')` of a relative module, as the .ts file it lands on. */
function importedFiles(file: string, text: string): string[] {
  const specs = [...text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specs
    .map((spec) => resolve(dirname(file), spec).replace(/\.js$/, '.ts'))
    .filter((target) => target.startsWith(`${SRC}/`));
}

const files = sourceFiles(SRC).map((file) => ({
  file,
  room: roomOf(file),
  imports: importedFiles(file, readFileSync(file, 'utf8')),
}));

/** `a.ts -> b.ts -> a.ts` for each circle found (one walk per file, so a circle shows once per member). */
function circles(): string[] {
  const edges = new Map(files.map((f) => [f.file, f.imports]));
  const found = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, path: string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      const circle = path.slice(path.indexOf(file)).map((f) => relative(SRC, f));
      found.add([...circle, relative(SRC, file)].join(' -> '));
      return;
    }
    state.set(file, 'open');
    for (const next of edges.get(file) ?? []) walk(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const f of files) walk(f.file, []);
  return [...found];
}

describe('the floor plan', () => {
  it.each(Object.entries(MAY_IMPORT))('%s imports nothing of ours but %j', (room, allowed) => {
    const crossings = files
      .filter((f) => f.room === room)
      .flatMap((f) =>
        f.imports
          .filter((target) => roomOf(target) !== room && !allowed.includes(roomOf(target)))
          .map((target) => `${relative(SRC, f.file)} -> ${relative(SRC, target)}`),
      );
    expect(crossings).toEqual([]);
  });

  it('names every room of src/ (a new folder or top-level file needs its row)', () => {
    const rooms = [...new Set(files.map((f) => f.room))].sort();
    expect(rooms).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('sees the imports it checks (a room whose imports it missed would pass its row)', () => {
    for (const room of Object.keys(MAY_IMPORT)) {
      expect(
        files.some((f) => f.room === room && f.imports.length > 0),
        room,
      ).toBe(true);
    }
  });

  it("lets the client alone read a service target's key (model/service-target.ts)", () => {
    const readers = files
      .filter((f) => /\brevealKey\b/.test(readFileSync(f.file, 'utf8')))
      .map((f) => relative(SRC, f.file))
      .sort();
    expect(readers).toEqual(['client/client.ts', 'model/service-target.ts']);
  });

  it('finds no circle of imports between files, type-only imports included', () => {
    expect(circles()).toEqual([]);
  });
});
