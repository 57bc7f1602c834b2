/**
 * The loopback site of the performance tests and their gate runs through the bundled CLI: pages
 * and assets by path, and PNGs of noise (which count as contentful for LCP), held back LATE_MS when
 * their name says `-late`. The server holds a late resource back: however slow the machine, it
 * never arrives sooner, so a metric it moves only ever moves one way.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { Results } from '../../src/model/results.js';
import { noisyPng } from '../service/render/noisy-png.js';
import { runCli, type CliRun } from './run-cli.js';

export const LATE_MS = 3_000;
const PNG = noisyPng(400, 300);

/** Text that paints first: the first contentful paint of every page. */
export const PAINTED_TEXT =
  '<p>Text that paints first, long enough to be the first contentful paint of the page.</p>'.repeat(4);

/** What the site answers at a path besides its PNGs; undefined: 404. */
export type Answer = (path: string) => { type: string; body: string } | undefined;

interface DelayedSite {
  origin: string;
  close(): Promise<void>;
}

async function startDelayedSite(answer: Answer): Promise<DelayedSite> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    const found = answer(path);
    if (found) return void response.writeHead(200, { 'content-type': found.type }).end(found.body);
    if (path.endsWith('.png')) {
      const send = () => void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      return void (path.includes('-late') ? setTimeout(send, LATE_MS) : send());
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An HTML answer. */
export const html = (body: string) => ({ type: 'text/html; charset=utf-8', body });

/** The checks that failed each page, by path; a passing page has none. */
export function failingChecks(byPath: Map<string, Results['pages'][number]>): Record<string, string[]> {
  return Object.fromEntries(
    [...byPath].map(([path, p]) => [
      path,
      [...new Set(p.regressions.filter((r) => r.fails).map((r) => r.check))].sort(),
    ]),
  );
}

export interface GateRun extends CliRun {
  results: Results;
  /** The results' pages by path. */
  byPath: Map<string, Results['pages'][number]>;
}

/**
 * The site for this test file (started before its tests, stopped after them) and a temporary
 * directory: `gate(args)` runs the bundled CLI with them, one accepted state across the file's runs
 * and a results file per run.
 */
export function usePerformanceSite(answer: Answer) {
  let site: DelayedSite | undefined;
  let dir = '';
  let runs = 0;
  beforeAll(async () => {
    site = await startDelayedSite(answer);
    dir = await mkdtemp(join(tmpdir(), 'pagegate-cli-performance-'));
  });
  afterAll(async () => {
    await site?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const origin = () => {
    if (!site) throw new Error('usePerformanceSite: the site starts in beforeAll; use it inside a test');
    return site.origin;
  };
  const cli = (args: string[]) => runCli(args, { env: { RUNNER_TEMP: dir } });
  const gate = async (args: string[]): Promise<GateRun> => {
    const resultsFile = join(dir, `results-${++runs}.json`);
    const run = await cli([...args, '--accepted-file', join(dir, 'accepted.json'), '--results-file', resultsFile]);
    const results = Results.parse(JSON.parse(await readFile(resultsFile, 'utf8')));
    return { ...run, results, byPath: new Map(results.pages.map((p) => [new URL(p.url).pathname, p])) };
  };
  return { origin, cli, gate };
}
