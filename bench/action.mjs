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
  row('cold start to first request (median of 10)', `${ms.toFixed(0)} ms`, '<= 150 ms', ms <= 150, `node alone starts in ${nodeAlone.toFixed(0)} ms in this run: the action adds ${(ms - nodeAlone).toFixed(0)} ms`);
  const top = costs.byOwner.slice(0, 8).map(([owner, spent]) => `${owner} ${spent.toFixed(1)}`).join(', ');
  row('start-up CPU before the first request, by owner', `${costs.totalMs.toFixed(0)} ms`, 'recorded', true, `under a 100 µs CPU profile (which slows it): ${top}`);
  const early = LAZY.filter((name) => costs.entryPackages.has(name));
  row('loaded on first use only (not in dist/index.js)', early.length === 0 ? 'all' : early.join(', '), 'all', early.length === 0, LAZY.join(', '));
}

/**
 * The parts of the action's bundle that only some runs load. A chunk is in the part whose pattern
 * its sources match first; a chunk of none is in a part when every import that loads it is that
 * part's (webpack loads all the chunks of one import together: the upload's brings
 * @actions/artifact's dependencies, and puppeteer-core's chunk imports yargs, its command line's).
 * The in-process service's analysis threads (dist/analysis-worker/) and axe-core's source (an asset
 * the render path reads) are theirs too. The rest is what a run against a hosted service (api-url)
 * may load: the entry, the comment (Octokit), the Actions cache, the sitemap parser, finding
 * identity (parse5), the renderers and the YAML parser for a config file.
 */
const PARTS = [
  ['in-process service', /(^|\/)lib\/(service|in-process)\/|node_modules\/(ipaddr\.js|zod-openapi)\//],
  ['render', /node_modules\/(puppeteer-core|@puppeteer\/browsers|ws)\//],
  ['upload-results', /(^|\/)lib\/github\/results-artifact\.js$/],
];

/** The chunks each dynamic import in `code` loads: `Promise.all([r.e(1), r.e(2)])` or `r.e(3).then`, maybe with comments. */
function importsIn(code) {
  const load = String.raw`[\w$]+\.e\((?:\/\*[^*]*\*\/\s*)?(\d+)\)`;
  const chunks = (text) => [...text.matchAll(new RegExp(load, 'g'))].map((match) => `${match[1]}.index.js`);
  const together = new RegExp(String.raw`Promise\.all\((?:\/\*[^*]*\*\/\s*)?\[((?:\s*${load},?)+)\s*\]\)`, 'g');
  return [
    ...[...code.matchAll(together)].map((match) => chunks(match[1])),
    ...[...code.matchAll(new RegExp(String.raw`${load}\.then`, 'g'))].map((match) => [`${match[1]}.index.js`]),
  ];
}

/** Each file of the action (not the CLI's, no source maps) with its size in MB and its part. */
async function bundleParts(dir) {
  const names = (await readdir(dir, { recursive: true })).filter(
    (name) => name.endsWith('.js') && !name.startsWith('cli') && !name.endsWith('.map'),
  );
  const files = new Map();
  const imports = [];
  for (const name of names) {
    const code = await readFile(join(dir, name), 'utf8');
    let part = null;
    if (name === 'index.js') part = 'entry';
    else if (name.startsWith('analysis-worker/')) part = 'in-process service';
    else if (!/^\d+\.index\.js$/.test(name)) part = 'render';
    else {
      const { sources } = JSON.parse(await readFile(join(dir, `${name}.map`), 'utf8'));
      part = PARTS.find(([, pattern]) => sources.some((source) => pattern.test(source)))?.[0] ?? null;
    }
    files.set(name, { mb: Buffer.byteLength(code) / 1024 / 1024, part });
    for (const chunks of importsIn(code)) imports.push({ from: name, chunks });
  }
  const own = new Map([...files].map(([name, file]) => [name, file.part]));
  const partsOf = ({ from, chunks }) => {
    const parts = new Set(chunks.map((chunk) => own.get(chunk) ?? null).filter((part) => part !== null));
    if (from !== 'index.js') parts.add(own.get(from) ?? 'hosted');
    return parts;
  };
  for (const [name, file] of files) {
    if (file.part !== null) continue;
    const parts = imports.filter((load) => load.chunks.includes(name)).map(partsOf);
    const only = new Set(parts.flatMap((set) => [...set]));
    file.part = parts.every((set) => set.size === 1) && only.size === 1 ? [...only][0] : 'hosted';
  }
  return files;
}

/**
 * The action's bundle by when it loads: dist/index.js is compiled before the first request; the
 * chunks load on first use, so a part costs only the runs that use it.
 */
export async function bundleSize(row) {
  const files = await bundleParts(join(root, 'dist'));
  const of = (part) => [...files.values()].filter((file) => file.part === part).reduce((sum, file) => sum + file.mb, 0);
  const entry = of('entry');
  row('bundle: dist/index.js, before the first request', `${entry.toFixed(2)} MB`, '<= 1.2 MB', entry <= 1.2);
  const hosted = entry + of('hosted');
  row('bundle: a run against a hosted service, at most', `${hosted.toFixed(2)} MB`, '<= 2.5 MB', hosted <= 2.5,
    'the entry and the chunks for the comment, the Actions cache, the sitemap, finding identity, the report and a YAML config file');
  const all = [...files.values()].reduce((sum, file) => sum + file.mb, 0);
  const others = PARTS.map(([part]) => `${part} ${of(part).toFixed(2)} MB`).join(', ');
  row('bundle: every file the action may load', `${all.toFixed(2)} MB`, 'recorded', true, `${files.size} files; beyond a hosted run's: ${others}`);
}
