/**
 * Runs the bundled action as the GitHub runner does: a node 24 child process of index.js in the
 * bundle of the current source (test/setup/bundle.ts),
 * every input as INPUT_<NAME> with action.yml's defaults, GITHUB_EVENT_PATH, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files. Returns what a user would see: exit code, log, outputs, summary.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { bundled } from '../setup/bundled.js';

const root = new URL('../../', import.meta.url).pathname;

export interface ActionRun {
  code: number;
  /** The log as the runner shows it: `::add-mask::` commands are consumed by the runner, not shown. */
  log: string;
  outputs: Record<string, string>;
  summary: string;
  dir: string;
}

export interface ActionCall {
  inputs: Record<string, string>;
  event?: { name: string; payload: unknown };
  env?: Record<string, string>;
  dir?: string;
}

export async function actionDefaults(): Promise<Record<string, string>> {
  const action = parse(await readFile(join(root, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  return Object.fromEntries(Object.entries(action.inputs).map(([name, spec]) => [name, spec.default ?? '']));
}

export async function runAction(call: ActionCall): Promise<ActionRun> {
  const dir = call.dir ?? (await mkdtemp(join(tmpdir(), 'pagegate-e2e-')));
  const files = {
    output: join(dir, `output-${Date.now()}`),
    summary: join(dir, `summary-${Date.now()}`),
    event: join(dir, 'event.json'),
  };
  await Promise.all([
    writeFile(files.output, ''),
    writeFile(files.summary, ''),
    writeFile(files.event, JSON.stringify(call.event?.payload ?? {})),
  ]);
  const inputs = { ...(await actionDefaults()), 'github-token': '', ...call.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: call.event?.name ?? 'push',
    GITHUB_WORKFLOW: 'deploy',
    GITHUB_WORKFLOW_REF: 'acme/site/.github/workflows/deploy.yml@refs/heads/main',
    GITHUB_JOB: 'gate',
    GITHUB_RUN_ID: '42',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REPOSITORY: 'acme/site',
    GITHUB_SERVER_URL: 'https://github.com',
    ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
    ...call.env,
  };
  const { code, log } = await spawnNode(bundled('index.js'), env, dir);
  return {
    code,
    log: log
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    outputs: parseOutputs(await readFile(files.output, 'utf8')),
    summary: await readFile(files.summary, 'utf8'),
    dir,
  };
}

/** In the workspace, as a runner starts a step: files the action leaves behind land there, not in the repository. */
function spawnNode(entry: string, env: Record<string, string>, cwd: string): Promise<{ code: number; log: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, log }));
  });
}

/** GITHUB_OUTPUT holds `name<<DELIMITER\nvalue\nDELIMITER` blocks (what @actions/core writes). */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const [, name, delimiter] = match as unknown as [string, string, string];
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
    outputs[name] = value.join('\n');
  }
  return outputs;
}
