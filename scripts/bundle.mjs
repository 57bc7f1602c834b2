// The bundle, built one way for every consumer: `npm run bundle` writes dist/ (what the action and
// the npm package ship), the test suite's global setup writes a bundle of the current source to a
// temporary directory (test/setup/bundle.ts). Usage: node scripts/bundle.mjs [outDir [libDir]].
//
// ncc names every bundle index.js, so the CLI bundle lives in <out>/cli/ and <out>/cli.js is the
// stable entry that package.json's bin and the docs (`node dist/cli.js`) point at. That shim
// checks the Node version before the bundle loads: on an older Node the bundle fails with a
// minified stack instead of a line that says what to install. It is written for every Node, so
// nothing in it may need more than what Node 14 parses (a dynamic import, no top-level await).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);

const shim = `#!/usr/bin/env node
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write('pagegate needs Node 24 or later (this is ' + major + '.x)\\n');
  process.exitCode = 2;
} else {
  import('./cli/index.js');
}
`;

/**
 * tsc to libDir, then ncc: the action at <out>/index.js, the CLI at <out>/cli/, the analysis threads at
 * <out>/cli/analysis-worker/ and, for the action's in-process service, <out>/analysis-worker/.
 */
export function bundle(outDir, libDir) {
  const out = resolve(root, outDir);
  const lib = resolve(root, libDir);
  rmSync(out, { recursive: true, force: true });
  rmSync(lib, { recursive: true, force: true });
  execFileSync(bin('tsc'), ['-p', join(root, 'tsconfig.build.json'), '--outDir', lib, '--sourceMap', '--inlineSources'], { stdio: 'inherit' });
  const entries = [
    ['index.js', out],
    ['cli.js', join(out, 'cli')],
    ['service/analysis-worker/index.js', join(out, 'cli/analysis-worker')],
  ];
  for (const [entry, dir] of entries) {
    // -s with no register: the maps ship beside the bundle (stack traces map back to src/ under
    // --enable-source-maps) without source-map-support loading on every start.
    const flags = ['-m', '-s', '--no-source-map-register', '--license', 'licenses.txt', '-q'];
    execFileSync(bin('ncc'), ['build', join(lib, entry), '-o', dir, ...flags], { stdio: 'inherit' });
  }
  // The action runs the reference service in-process too: its analysis threads beside dist/index.js.
  cpSync(join(out, 'cli/analysis-worker'), join(out, 'analysis-worker'), { recursive: true });
  writeFileSync(join(out, 'cli.js'), shim, { mode: 0o755 });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) bundle(process.argv[2] ?? 'dist', process.argv[3] ?? 'lib');
