/**
 * Everything an end-to-end test file needs on loopback, started once per file: the fixture site,
 * the reference service (no cache, so every run is a new analysis; each answer checked against
 * docs/openapi.json), the fake GitHub API and the
 * fake Actions cache (where `baseline: accepted` keeps its state, as on a GitHub runner). `run`
 * drives the bundled action with the inputs every test would otherwise repeat, and checks on every run
 * that the API key is nowhere a user could see it.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { PageAnalysisClient } from '../../src/client/client.js';
import { ServiceTarget } from '../../src/model/service-target.js';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { Results } from '../../src/model/results.js';
import { startService, type Plan, type RunningService } from '../../src/service/index.js';
import { contractCheck } from './contract-check.js';
import { CACHE_TOKEN, startFakeActionsCache, type FakeActionsCache } from './fake-actions-cache.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { runAction, type ActionCall, type ActionRun } from './runner.js';

export const KEY = 'e2e-world-key-5d21c9';

export interface World {
  site: FixtureSite;
  service: RunningService;
  github: FakeGitHub;
  cache: FakeActionsCache;
  /** The service's request log: `POST /api/v1/reports 202 ...` lines show what was submitted. */
  serviceLog: string[];
}

export type RunOptions = Omit<ActionCall, 'inputs'>;

/**
 * Starts a world for the calling test file; the accessor is valid inside tests and hooks.
 * `cacheTtlSeconds`: the service's cache (0, off, unless a test is about what it does to a gate).
 */
export function useWorld(keys: Record<string, Plan> = {}, options: { cacheTtlSeconds?: number } = {}): () => World {
  let world: World | undefined;
  const contract = contractCheck();
  beforeAll(async () => {
    const serviceLog: string[] = [];
    const [site, service, github, cache] = await Promise.all([
      startFixtureSite(),
      startService({
        port: 0,
        allowPrivate: true,
        cacheTtlSeconds: options.cacheTtlSeconds ?? 0,
        keys: { [KEY]: 'pro', ...keys },
        log: (line) => serviceLog.push(line),
        onReply: contract.onReply,
      }),
      startFakeGitHub(),
      startFakeActionsCache(),
    ]);
    world = { site, service, github, cache, serviceLog };
  });
  afterAll(async () => {
    await Promise.all([world?.site.close(), world?.service.close(), world?.github.close(), world?.cache.close()]);
    // Every answer the service gave this file's runs is what docs/openapi.json says it is.
    expect(contract.violations).toEqual([]);
  });
  return () => {
    if (!world) throw new Error('useWorld: the world is started in beforeAll; use it inside a test');
    return world;
  };
}

/** The action against this world; an input given as '' falls back to its action.yml default. */
export async function run(world: World, inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  const result = await runAction({
    ...options,
    inputs: {
      'api-url': world.service.url,
      'api-key': KEY,
      'site-url': world.site.origin,
      'poll-interval': '0.1',
      'github-token': 'ghs_faketoken',
      ...inputs,
    },
    env: { GITHUB_API_URL: world.github.url, ...cacheEnv(world), ...options.env },
  });
  expect(result.log + result.summary + JSON.stringify(result.outputs)).not.toContain(KEY);
  return result;
}

/** What a runner gives a step for the cache service: its URL and the job's runtime token. */
export function cacheEnv(world: Pick<World, 'cache'>): Record<string, string> {
  return { ACTIONS_CACHE_URL: world.cache.url, ACTIONS_RUNTIME_TOKEN: CACHE_TOKEN };
}

export function pullRequest(number: number, headSha = 'b'.repeat(40)) {
  return {
    name: 'pull_request',
    payload: {
      pull_request: { number, head: { sha: headSha } },
      repository: { name: 'site', owner: { login: 'acme' } },
    },
  };
}

export async function readResults(path: string | undefined): Promise<Results> {
  return Results.parse(JSON.parse(await readFile(path ?? '', 'utf8')));
}

/** Each page's path and verdict, in results order. */
export function verdicts(results: Results): [string, string][] {
  return results.pages.map((page) => [new URL(page.url).pathname, page.verdict]);
}

/** Workflow-command lines of one kind, e.g. `::error::` or `::warning title=`. */
export function commandLines(log: string, prefix: string): string[] {
  return log.split('\n').filter((line) => line.startsWith(prefix));
}

/** The PR's one comment, which the run's comment-url output must point at; returns its body. */
export function onlyComment(world: World, pr: number, action: ActionRun): string {
  const comments = world.github.comments.get(pr) ?? [];
  expect(comments).toHaveLength(1);
  expect(action.outputs['comment-url']).toBe(comments[0]?.html_url);
  return comments[0]?.body ?? '';
}

/** Reports the service queued (each a POST answered 202), to prove a run submitted nothing. */
export function submittedCount(world: World): number {
  return world.serviceLog.filter((line) => /POST \/api\/v1\/reports 202/.test(line)).length;
}

export function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'pagegate-e2e-'));
}

/** Crawls the fixture site on the service as it is deployed now and waits until the crawl is done. */
export async function crawlSite(world: World, apiKey = KEY, { wait = true } = {}): Promise<number> {
  const client = new PageAnalysisClient({ service: new ServiceTarget(world.service.url, apiKey) });
  try {
    const started = await client.startReferenceCrawl({ url: `${world.site.origin}/` });
    if (!wait) return started.id;
    // The bound is for a hung crawl, not a speed: a loaded machine only takes longer.
    const crawl = await vi.waitFor(
      async () => {
        const read = await client.getSiteCrawl(started.id);
        if (read.state !== 'done' && read.state !== 'failed') throw new Error(`crawl ${started.id} is ${read.state}`);
        return read;
      },
      { timeout: 60_000, interval: 20 },
    );
    if (crawl.state === 'failed') throw new Error(`crawl ${started.id} failed`);
    return started.id;
  } finally {
    await client.close();
  }
}
