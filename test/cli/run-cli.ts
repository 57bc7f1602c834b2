/** Runs the bundled CLI (cli.js of this run's bundle, test/setup/bundle.ts) as a user would: exit code and output. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundled } from '../setup/bundled.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; onStdout?: (text: string, stop: () => void) => void } = {},
): Promise<CliRun> {
  // A directory of its own unless given, removed when the run ends: `check` keeps its accepted state
  // in ./.pagegate, which no other run may see.
  const own = options.cwd === undefined ? mkdtempSync(join(tmpdir(), 'pagegate-cli-cwd-')) : undefined;
  const removeOwn = () => own !== undefined && rmSync(own, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundled('cli.js'), ...args], {
      cwd: options.cwd ?? own,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      options.onStdout?.(stdout, () => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => {
      removeOwn();
      reject(error);
    });
    child.on('close', (code) => {
      removeOwn();
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}
