// The bundled action as a runner starts it: start-up time to the first request and bundle size
// (its memory over large runs is in memory.mjs).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

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

export async function coldStart(row) {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-bench-'));
  await Promise.all([writeFile(join(dir, 'out'), ''), writeFile(join(dir, 'summary'), '')]);
  let firstRequest = null;
  const { server, url } = await listen((req, res) => {
    firstRequest ??= performance.now();
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"unauthorized","message":"bench"}}');
  });
  const samples = [];
  for (let i = 0; i < 10; i++) {
    firstRequest = null;
    const started = performance.now();
    const child = spawn(process.execPath, [join(root, 'dist/index.js')], { env: actionEnv(dir, { 'api-url': url, 'api-key': 'k', urls: 'http://127.0.0.1/' }), stdio: 'ignore' });
    await new Promise((resolve) => child.on('close', resolve));
    samples.push(firstRequest - started);
  }
  server.close();
  const ms = median(samples);
  row('cold start to first request (median of 10)', `${ms.toFixed(0)} ms`, '<= 200 ms', ms <= 200);
}

/** The action's bundle: dist/index.js and the chunks it loads on first use (Octokit, the sitemap parser). */
export async function bundleSize(row) {
  const files = ['index.js', ...(await readdir(join(root, 'dist'))).filter((name) => /^\d+\.index\.js$/.test(name))];
  const sizes = await Promise.all(files.map(async (name) => (await stat(join(root, 'dist', name))).size));
  const mb = sizes.reduce((sum, size) => sum + size, 0) / 1024 / 1024;
  row('bundle size: dist/index.js and its chunks', `${mb.toFixed(2)} MB`, '<= 2.5 MB', mb <= 2.5, `${files.length} files`);
}
