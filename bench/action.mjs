// The bundled action as a runner starts it: start-up time to the first request and bundle size
// (its memory over large runs is in memory.mjs).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
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

/** Median milliseconds from spawning `node args` to `done` (the first request, or the exit). */
async function medianStart(args, env, firstRequest) {
  const samples = [];
  for (let i = 0; i < 10; i++) {
    firstRequest.at = null;
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: 'ignore' });
    await new Promise((resolve) => child.on('close', resolve));
    samples.push((firstRequest.at ?? performance.now()) - started);
  }
  return median(samples);
}

/**
 * Packages that must load only on first use (chunks), never before the action's first request;
 * ipaddr.js and parse5 come only with the in-process service, which a run with api-url never loads;
 * yaml only with a YAML config file.
 */
const LAZY = ['@octokit/core', '@actions/github', 'htmlparser2', '@actions/cache', 'puppeteer-core', 'ipaddr.js', 'parse5', 'yaml'];

export async function coldStart(row) {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-bench-'));
  await Promise.all([writeFile(join(dir, 'out'), ''), writeFile(join(dir, 'summary'), '')]);
  const firstRequest = { at: null };
  const { server, url } = await listen((req, res) => {
    firstRequest.at ??= performance.now();
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"unauthorized","message":"bench"}}');
  });
  const env = actionEnv(dir, { 'api-url': url, 'api-key': 'k', urls: 'http://127.0.0.1/' });
  // Interleaved with the action's runs, so both see the same load on the machine.
  const nodeAlone = await medianStart(['-e', ''], env, { at: null });
  const ms = await medianStart([join(root, 'dist/index.js')], env, firstRequest);
  const costs = await initialiserCosts(env);
  server.close();
  row('cold start to first request (median of 10)', `${ms.toFixed(0)} ms`, '<= 300 ms at load 2', ms <= 300, `node alone starts in ${nodeAlone.toFixed(0)} ms in this run: the action adds ${(ms - nodeAlone).toFixed(0)} ms`);
  const top = costs.byOwner.slice(0, 8).map(([owner, spent]) => `${owner} ${spent.toFixed(1)}`).join(', ');
  row('start-up CPU before the first request, by owner', `${costs.totalMs.toFixed(0)} ms`, 'recorded', true, `under a 100 µs CPU profile (which slows it): ${top}`);
  const early = LAZY.filter((name) => costs.entryPackages.has(name));
  row('loaded on first use only (not in dist/index.js)', early.length === 0 ? 'all' : early.join(', '), 'all', early.length === 0, LAZY.join(', '));
}

/** `file` and every chunk it imports statically, recursively: what node loads before the file's own code runs. */
async function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await readFile(file, 'utf8');
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"';]*?from\s*)?["'](\.[^"']+)["']/g))
    await staticClosure(join(file, '..', match[1]), seen);
  return seen;
}

const megabytes = async (files) =>
  (await Promise.all([...files].map(async (file) => (await readFile(file)).length))).reduce((a, b) => a + b, 0) / 1024 / 1024;

/**
 * The action's bundle by when it loads (one esbuild graph with shared chunks): dist/index.js and the
 * chunks it imports statically are compiled before the first request; the others load on first use.
 */
export async function bundleSize(row) {
  const dir = join(root, 'dist');
  const entry = await megabytes(await staticClosure(join(dir, 'index.js')));
  row('bundle: dist/index.js and its static chunks, before the first request', `${entry.toFixed(2)} MB`, '<= 2 MB', entry <= 2);
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.js'));
  const all = await megabytes(names.map((name) => join(dir, name)));
  row('bundle: every file in dist/', `${all.toFixed(2)} MB`, '< 10 MB', all < 10, `${names.length} files: action, CLI, analysis threads and the cache restore share their chunks`);
}
