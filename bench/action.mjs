// The bundled action as a runner starts it, and the CLI's check: start-up to the first request
// (wall and CPU), what loads before it and its size (the action's memory over large runs is in
// memory.mjs). The bundle is built from the current source as `npm run bundle` builds dist/, into a
// temporary directory: esbuild's metafile says which chunks the entry imports statically, which
// node loads, compiles and runs before the entry's first line.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { bundle } from '../scripts/bundle.mjs';
import { initialiserCosts } from './initialisers.mjs';

const root = new URL('../', import.meta.url).pathname;
// Prints the process's peak resident set size on exit, in kilobytes.
export const MAXRSS_HOOK = 'data:text/javascript,process.on("exit",()=>process.stderr.write("maxrss="+process.resourceUsage().maxRSS+"\\n"))';

// Every input with action.yml's default, as the runner passes them.
const defaults = Object.fromEntries(Object.entries(parse(await readFile(join(root, 'action.yml'), 'utf8')).inputs).map(([name, spec]) => [name, spec.default ?? '']));

export function actionEnv(dir, given) {
  const inputs = { ...defaults, 'github-token': '', ...given };
  const env = { PATH: process.env.PATH, RUNNER_TEMP: dir, GITHUB_OUTPUT: join(dir, 'out'), GITHUB_STEP_SUMMARY: join(dir, 'summary'), GITHUB_EVENT_NAME: 'push', GITHUB_WORKFLOW: 'bench', GITHUB_JOB: 'bench' };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return env;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function listen(handler) {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/api/v1` };
}

/**
 * Prints the process's CPU time (user + system, ms) when it creates its first HTTP request: undici
 * announces each request on this diagnostics channel before it connects.
 */
const FIRST_REQUEST_CPU_HOOK = `data:text/javascript,${encodeURIComponent(
  "import dc from 'node:diagnostics_channel';" +
    "const first = () => { dc.unsubscribe('undici:request:create', first); const u = process.cpuUsage();" +
    " process.stderr.write('cpu=' + (u.user + u.system) / 1000 + '\\n'); };" +
    "dc.subscribe('undici:request:create', first);",
)}`;

/**
 * Medians of 10 spawns of `node args` in `cwd` (where the CLI writes its results file): milliseconds
 * from the spawn to the stub's first request (or the exit), and the child's CPU at its first request
 * (null when args is not a bundle).
 */
async function medianStart(args, env, firstRequest, cwd) {
  const walls = [];
  const cpus = [];
  for (let i = 0; i < 10; i++) {
    firstRequest.at = null;
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    await new Promise((resolve) => child.on('close', resolve));
    walls.push((firstRequest.at ?? performance.now()) - started);
    const cpu = /^cpu=([\d.]+)$/m.exec(stderr);
    if (cpu) cpus.push(Number(cpu[1]));
  }
  return { wall: median(walls), cpu: cpus.length === walls.length ? median(cpus) : null };
}

/**
 * Packages that must load only on first use, never before the action's first request: the comment's
 * Octokit, the Actions cache and artifact clients, the browser, the sitemap's XML parser, finding
 * identity's HTML parser (parse5: the verdict, the renderers, redirect stubs, page links) and yaml
 * (a YAML config file's).
 */
const LAZY = ['@octokit/core', '@actions/github', '@actions/cache', '@actions/artifact', 'puppeteer-core', 'htmlparser2', 'parse5', 'yaml'];

/** The output files node loads before `entry` runs: it and every chunk it imports statically, transitively. */
function staticClosure(metafile, entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const { path, kind, external } of metafile.outputs[entry].imports)
    if (kind === 'import-statement' && !external) staticClosure(metafile, path, seen);
  return seen;
}

const packageOf = (input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? null;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/**
 * The start-up group: the action's and the CLI's start to their first request against a stub that
 * answers 401 (the key check), measured beside `node -e ''` in the same minutes; CPU by owner under
 * a profile; what the entry's static closure holds and weighs; dist/'s size.
 */
export async function startUp(row) {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-bench-'));
  try {
    const dist = join(dir, 'dist');
    const metafile = await bundle(dist);
    await Promise.all([writeFile(join(dir, 'out'), ''), writeFile(join(dir, 'summary'), '')]);
    const firstRequest = { at: null };
    const { server, url } = await listen((req, res) => {
      firstRequest.at ??= performance.now();
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"unauthorized","message":"bench"}}');
    });
    const env = actionEnv(dir, { 'api-url': url, 'api-key': 'k', urls: 'http://127.0.0.1/' });
    const loadBefore = loadavg()[0];
    // In the same minute as the action's runs, so both see about the same load on the machine.
    const nodeAlone = await medianStart(['-e', ''], env, { at: null }, dir);
    const action = await medianStart(['--import', FIRST_REQUEST_CPU_HOOK, join(dist, 'index.js')], env, firstRequest, dir);
    const cli = await medianStart(
      ['--import', FIRST_REQUEST_CPU_HOOK, join(dist, 'cli.js'), 'check', 'http://127.0.0.1/'],
      { PATH: process.env.PATH, PAGEGATE_API_URL: url, PAGEGATE_API_KEY: 'k', HOME: dir },
      firstRequest,
      dir,
    );
    const load = `1-minute load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`;
    const costs = await initialiserCosts(env);
    server.close();
    row('start-up: action, wall to the first request (median of 10)', `${action.wall.toFixed(0)} ms`, '<= 300 ms at load 2', action.wall <= 300, `node alone starts in ${nodeAlone.wall.toFixed(0)} ms in this run: the action adds ${(action.wall - nodeAlone.wall).toFixed(0)} ms; ${load}`);
    row('start-up: action, CPU to the first request (median of 10)', `${action.cpu.toFixed(0)} ms`, '<= 300 ms', action.cpu <= 300, `user + system of the action's process when it creates its first request; ${load}`);
    row('start-up: CLI check, CPU to the first request (median of 10)', `${cli.cpu.toFixed(0)} ms`, 'recorded', true, `node dist/cli.js check URL against the same stub: wall ${cli.wall.toFixed(0)} ms`);
    const top = costs.byOwner.slice(0, 8).map(([owner, spent]) => `${owner} ${spent.toFixed(1)}`).join(', ');
    row('start-up: action CPU by owner, profiled', `${costs.totalMs.toFixed(0)} ms`, 'recorded', true, `to the exit, under a 100 µs CPU profile (which slows it): ${top}`);
    const entry = relative(root, join(dist, 'index.js'));
    const early = staticClosure(metafile, entry);
    const earlyPackages = new Set([...early].flatMap((file) => Object.keys(metafile.outputs[file].inputs).map(packageOf)));
    const loaded = LAZY.filter((name) => earlyPackages.has(name));
    row('start-up: loaded on first use only', loaded.length === 0 ? 'all' : loaded.join(', '), 'all', loaded.length === 0, `none of ${LAZY.join(', ')} in dist/index.js or the ${early.size - 1} chunks it imports statically`);
    const earlyBytes = [...early].reduce((sum, file) => sum + metafile.outputs[file].bytes, 0);
    row('start-up: dist/index.js and its static chunks', megabytes(earlyBytes), '<= 2 MB', earlyBytes <= 2 * 1024 * 1024, `${early.size} files node loads before the first request`);
    const names = (await readdir(dist, { recursive: true })).filter((name) => name.endsWith('.js'));
    const all = (await Promise.all(names.map(async (name) => (await readFile(join(dist, name))).length))).reduce((a, b) => a + b, 0);
    row('start-up: every file in dist/', megabytes(all), '< 10 MB', all < 10 * 1024 * 1024, `${names.length} files: action, CLI, analysis threads and the cache restore share their chunks`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
