// What the action's bundle spends before its first request, by package: the bundle is built
// again as `npm run bundle` builds it plus a source map, run as the cold start bench runs it
// under a CPU profile (100 µs samples), and each sample's function is named through the source
// map. esbuild concatenates the ES modules of a chunk, so a module loader cannot tell zod's top-level
// code from ours; the profile can. The run ends a few milliseconds after its first request
// (the stub answers 401), so those are counted too.
import { bundle } from '../scripts/bundle.mjs';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** V8's own buckets: compiling and running code it cannot name, garbage collection, waiting. */
const V8_BUCKETS = new Set(['(program)', '(garbage collector)', '(idle)', '(root)']);

/** node_modules/<package> (scoped ones included), pagegate's own code, or node's internals. */
function ownerOf(source) {
  if (source === undefined) return 'unmapped';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1];
  if (/(^|\/)(lib|src)\//.test(source)) return 'pagegate';
  return source;
}

async function sourceMaps(dir) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.js.map'));
  const maps = await Promise.all(names.map(async (name) => [`file://${join(dir, name.slice(0, -'.map'.length))}`, new SourceMap(JSON.parse(await readFile(join(dir, name), 'utf8')))]));
  return new Map(maps);
}

/** The first mapped position at or after a function's start (a minified function's first characters are often unmapped). */
function sourceAt(map, line, column) {
  for (let step = 0; step < 200; step += 4) {
    const entry = map.findEntry(line, column + step);
    if (entry.originalSource) return entry.originalSource;
  }
  return undefined;
}

/** @returns {Promise<{ totalMs: number, byOwner: [string, number][] }>} milliseconds of CPU by owner, largest first */
export async function initialiserCosts(env) {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-init-'));
  try {
    await bundle(dir, { sourcemap: true });
    const entry = join(dir, 'index.js');
    const profiles = join(dir, 'profiles');
    await new Promise((resolve) => spawn(process.execPath, ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', profiles, entry], { env, stdio: 'ignore' }).on('close', resolve));
    const [file] = await readdir(profiles);
    const profile = JSON.parse(await readFile(join(profiles, file), 'utf8'));
    const maps = await sourceMaps(dir);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const owners = new Map();
    const ownerOfNode = (node) => {
      const { url, lineNumber, columnNumber, functionName } = node.callFrame;
      if (V8_BUCKETS.has(functionName)) return `V8 ${functionName}`;
      if (url.startsWith('node:') || url === '') return 'node internals';
      const map = maps.get(url);
      return map ? ownerOf(sourceAt(map, lineNumber, columnNumber)) : url;
    };
    let totalMs = 0;
    profile.samples.forEach((id, i) => {
      const node = nodes.get(id);
      const owner = ownerOfNode(node);
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      if (owner === 'V8 (idle)') return;
      totalMs += ms;
      owners.set(owner, (owners.get(owner) ?? 0) + ms);
    });
    return { totalMs, byOwner: [...owners].sort((a, b) => b[1] - a[1]) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
