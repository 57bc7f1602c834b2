// The bundle, built one way for every consumer: `npm run bundle` writes dist/ (what the action and
// the npm package ship), the test suite's global setup writes a bundle of the current source to a
// temporary directory (test/setup/bundle.ts). Usage: node scripts/bundle.mjs [outDir].
//
// One esbuild build of one module graph, split into shared chunks: the action (<out>/index.js),
// the CLI (<out>/cli-main.js), the analysis threads (<out>/analysis-worker/index.js) and the cache
// restore's child process (<out>/cache-restore-process.js). Every entry but the worker and every
// chunk sits in <out> itself, so a `new URL('./x.js', import.meta.url)` in the source names the same
// file from whichever chunk its code lands in, as it does from the source's own directory.
//
// What node compiles before the action's first request is dist/index.js and the chunks it imports
// statically (bench/action.mjs measures both): two plugins below keep node's and undici's web APIs
// out of it, and src/ imports what a run needs later where it is first used.
//
// No source maps are committed: the code is not minified beyond whitespace and keeps its names and
// per-file markers, so a stack trace reads as it stands, and maps would double dist/'s size.
//
// <out>/cli.js, the stable entry package.json's bin and the docs (`node dist/cli.js`) point at,
// checks the Node version before the bundle loads: on an older Node the bundle fails with a stack
// instead of a line that says what to do. It is written for every Node, so nothing in it may need
// more than what Node 14 parses (a dynamic import, no top-level await).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The oldest Node the package runs on (package.json's engines, the shim's check): node:sqlite needs no flag from 22.13. */
const NODE_MIN = [22, 13];

const shim = `#!/usr/bin/env node
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < ${NODE_MIN[0]} || (major === ${NODE_MIN[0]} && minor < ${NODE_MIN[1]})) {
  process.stderr.write(
    'pagegate needs Node ${NODE_MIN.join('.')} or later (this is ' + process.versions.node + '); ' +
      'run it with a newer Node from npm: npx -p node@24 pagegate ' + process.argv.slice(2).join(' ') + '\\n',
  );
  process.exitCode = 2;
} else {
  // Node 22 calls node:sqlite experimental and says so on stderr when the service first loads it
  // (Node 24 does not): that line would break the CLI's one-line errors. Every other warning prints.
  const printers = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (warning.name === 'ExperimentalWarning' && /SQLite/.test(warning.message)) return;
    for (const print of printers) print(warning);
  });
  import('./cli-main.js');
}
`;

// CommonJS dependencies inside ES modules: their require() of Node's modules, and their __dirname and
// __filename (renamed by `define`: an ES module of a dependency may declare those names itself).
const banner = [
  "import { createRequire as __pagegateRequire } from 'node:module';",
  "import { fileURLToPath as __pagegatePath } from 'node:url';",
  'const require = __pagegateRequire(import.meta.url);',
  'const __pagegateFilename = __pagegatePath(import.meta.url);',
  "const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));",
].join('\n');

/**
 * A file a source module names as `new URL('<relative path>', import.meta.url)` (axe-core's
 * minified build, read as text) is copied into <out> and named from there.
 */
function assetsNamedByUrl(out) {
  return {
    name: 'assets-named-by-url',
    setup(esbuild) {
      esbuild.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(
          /new URL\('(\.\.?\/[^']+)', import\.meta\.url\)/g,
          (_, relative) => {
            const asset = resolve(dirname(args.path), relative);
            copyFileSync(asset, join(out, basename(asset)));
            return `new URL('./${basename(asset)}', import.meta.url)`;
          },
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * `undici` as scripts/undici-core.mjs for pagegate's own code and @actions/http-client (which
 * @actions/core imports for its OIDC client), whose imports it covers; every other importer (Octokit's
 * `fetch` through @actions/github, loaded with the comment) gets undici's own index.
 */
function undiciCore() {
  const core = resolve(root, 'scripts/undici-core.mjs');
  const covered = [resolve(root, 'src') + sep, resolve(root, 'node_modules/@actions/http-client') + sep];
  return {
    name: 'undici-core',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^undici$/ }, (args) =>
        covered.some((dir) => args.importer.startsWith(dir)) ? { path: core } : undefined,
      );
    },
  };
}

/**
 * node:http and node:https for ES modules (@actions/http-client's `import * as http`) through
 * require: node builds an ES module's view of a builtin by reading every export, and node:http's
 * WebSocket, MessageEvent and CloseEvent getters then load node's own undici (about 35 ms of CPU
 * before the action's first request, for classes nothing here uses). esbuild's namespace of a
 * CommonJS module reads an export only when it is used.
 */
function builtinsByRequire() {
  return {
    name: 'builtins-by-require',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^(node:)?https?$/ }, (args) =>
        args.kind === 'import-statement' || args.kind === 'dynamic-import'
          ? { path: args.path.replace(/^node:/, ''), namespace: 'builtin-by-require' }
          : undefined,
      );
      esbuild.onLoad({ filter: /.*/, namespace: 'builtin-by-require' }, (args) => ({
        contents: `module.exports = require('node:${args.path}');`,
        loader: 'js',
      }));
    },
  };
}

/**
 * `sourcemap`: for bench/initialisers.mjs, which maps a CPU profile back to the packages. Returns
 * esbuild's metafile: which sources went into which file, and which files import which (bench/action.mjs).
 */
export async function bundle(outDir, { sourcemap = false } = {}) {
  const out = resolve(root, outDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: {
      index: 'src/index.ts',
      'cli-main': 'src/cli.ts',
      'analysis-worker/index': 'src/service/analysis-worker/index.ts',
      'cache-restore-process': 'src/github/cache-restore-process.ts',
    },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${NODE_MIN.join('.')}`,
    chunkNames: 'chunk-[hash]',
    minifyWhitespace: true,
    legalComments: 'eof',
    banner: { js: banner },
    define: { __filename: '__pagegateFilename', __dirname: '__pagegateDirname' },
    // css-tree's modules read their data with createRequire at run time, which no bundle can follow;
    // its own prebuilt ES module holds the same code with the data inlined.
    alias: { 'css-tree': 'css-tree/dist/csstree.esm' },
    plugins: [assetsNamedByUrl(out), undiciCore(), builtinsByRequire()],
    sourcemap,
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(join(out, 'cli.js'), shim, { mode: 0o755 });
  return metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundle(process.argv[2] ?? 'dist');
