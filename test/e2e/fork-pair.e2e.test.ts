/**
 * The fork-safe pair of the README, driven step by step as GitHub would run it for a PR from a fork:
 * the `pull_request` workflow (no secrets, read-only) records the PR number, head commit and
 * preview URL; the `workflow_run` workflow (secrets, write token, `pull_requests` empty because
 * the PR comes from a fork) reads the record and runs the bundled action with `mode: gate`.
 * Only two things differ from a runner: the preview lives on loopback (the page's host and glob
 * are swapped for the fixture site's), and the artifact is copied between two directories.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commandLines, KEY, run, tempDir, useWorld, type World } from './world.js';

const world = useWorld();
const HEAD = 'f0'.repeat(20);
const PR = 41;

interface Step {
  uses?: string;
  id?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown> | string;
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; steps: Step[] }>;
}

/** The README's YAML block that starts with `# .github/workflows/NAME`. */
async function readmeWorkflow(name: string): Promise<{ text: string; workflow: Workflow }> {
  const page = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const text = /```yaml\n(# \.github\/workflows\/([\w-]+)\.yml\n[\s\S]*?)```/g;
  for (const [, block, file] of page.matchAll(text))
    if (file === name) return { text: block ?? '', workflow: parse(block ?? '') as Workflow };
  throw new Error(`the README has no workflow ${name}`);
}

/** `${{ a.b.c }}` looked up in `context`; an expression the test cannot evaluate fails it. */
function expand(text: string, context: Record<string, unknown>): string {
  return text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, path: string) => {
    const value = path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], context);
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`cannot evaluate \${{ ${path} }}`);
    return String(value);
  });
}

/** The page names what the test needs; a missing one fails with what was looked for. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the README's workflow: no ${what}`);
  return value;
}

function onlySteps(workflow: Workflow): Step[] {
  return must(Object.values(workflow.jobs)[0], 'job').steps;
}

async function bash(script: string, cwd: string, env: Record<string, string>): Promise<void> {
  await promisify(execFile)('bash', ['-e', '-c', script], { cwd, env: { PATH: process.env.PATH ?? '', ...env } });
}

/** A fork's PR event as the first workflow receives it. */
const pullRequestEvent = {
  pull_request: { number: PR, head: { sha: HEAD, ref: 'patch-1', repo: { fork: true, full_name: 'fork/site' } } },
  repository: { name: 'site', owner: { login: 'acme' } },
};
/** The second workflow's event: a fork's PR leaves `pull_requests` empty. */
const workflowRunEvent = {
  workflow_run: {
    id: 77,
    conclusion: 'success',
    head_sha: HEAD,
    head_branch: 'patch-1',
    pull_requests: [],
    head_repository: { owner: { login: 'fork' } },
  },
  repository: { name: 'site', owner: { login: 'acme' } },
};

/** The first workflow's record step, run as GitHub would; the preview host swapped for the fixture site. */
async function record(w: World, dir: string, event: unknown = pullRequestEvent): Promise<string> {
  const { workflow } = await readmeWorkflow('pagegate-record');
  const step = must(
    onlySteps(workflow).find((s) => s.run),
    'run step',
  );
  const env = Object.fromEntries(
    Object.entries(step.env ?? {}).map(([name, value]) => [name, expand(value, { github: { event } })]),
  );
  await bash(must(step.run, 'script').replace('https://pr-$PR.preview.example.com', w.site.origin), dir, env);
  return join(dir, 'pagegate', 'gate.json');
}

/** The second workflow's steps after the download: read the record, then the bundled action. */
async function gate(w: World, recorded: string) {
  const { workflow } = await readmeWorkflow('pagegate-gate');
  const steps = onlySteps(workflow);
  const dir = await tempDir();
  await mkdir(join(dir, 'pagegate'));
  await copyFile(recorded, join(dir, 'pagegate', 'gate.json'));
  const outputs = join(dir, 'outputs');
  await writeFile(outputs, '');
  await bash(must(steps.find((s) => s.id === 'record')?.run, 'step "record"'), dir, { GITHUB_OUTPUT: outputs });
  const recordOutputs = Object.fromEntries(
    (await readFile(outputs, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  const pages = join(dir, 'pages.txt');
  await writeFile(pages, '/\n/pricing\n');
  const action = must(
    steps.find((s) => s.uses?.startsWith('OWNER/pagegate@')),
    'pagegate step',
  );
  const context = {
    steps: { record: { outputs: recordOutputs } },
    secrets: { PAGEGATE_API_KEY: KEY },
    github: { event: workflowRunEvent },
  };
  const inputs = Object.fromEntries(
    Object.entries(action.with ?? {}).map(([name, value]) => [name, expand(String(value), context)]),
  );
  return run(
    w,
    {
      ...inputs,
      'api-url': w.service.url,
      'allowed-sites': must(inputs['allowed-sites'], 'allowed-sites').replace(
        'https://pr-*.preview.example.com',
        'http://127.0.0.1:*',
      ),
      'urls-file': pages,
      'poll-interval': '0.1',
      comment: 'always',
    },
    { event: { name: 'workflow_run', payload: workflowRunEvent } },
  );
}

describe("the README's fork-safe pair, for a PR from a fork", () => {
  it('records without secrets or a write token, and the workflow_run gate comments on the PR', async () => {
    const { text, workflow } = await readmeWorkflow('pagegate-record');
    expect(workflow.on).toBe('pull_request');
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(text).not.toMatch(/secrets\.|pagegate\/pagegate@/);
    const gateWorkflow = (await readmeWorkflow('pagegate-gate')).workflow;
    expect(onlySteps(gateWorkflow).find((s) => s.uses?.startsWith('actions/checkout'))?.with).toBeUndefined();

    // The base branch's deploy, then the PR's preview drops the pricing image's alt text.
    world().site.deploy(1);
    expect((await run(world(), { urls: '/\n/pricing' })).code).toBe(0);
    world().site.deploy(2);
    world().github.pullHeads.set(PR, HEAD);
    const recorded = await record(world(), await tempDir());
    expect(JSON.parse(await readFile(recorded, 'utf8'))).toEqual({ pr: PR, sha: HEAD, site: world().site.origin });
    const gated = await gate(world(), recorded);
    expect(gated.code, gated.log).toBe(1);
    expect(gated.outputs['failed-count']).toBe('1');
    const comments = world().github.comments.get(PR) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('<!-- pagegate:preview -->');
    expect(comments[0]?.body).toContain('`images.alt`');
    expect(gated.summary).toContain(`commit ${HEAD.slice(0, 7)}`);
  });

  it("warns and writes no comment when the PR's head is not the commit the run gated", async () => {
    world().github.pullHeads.set(PR + 1, 'e1'.repeat(20));
    const recorded = await record(world(), await tempDir(), {
      ...pullRequestEvent,
      pull_request: { ...pullRequestEvent.pull_request, number: PR + 1 },
    });
    const gated = await gate(world(), recorded);
    expect(world().github.comments.get(PR + 1)).toBeUndefined();
    expect(commandLines(gated.log, '::warning::pull-request:')).toEqual([
      `::warning::pull-request: PR #${PR + 1}'s head is e1e1e1e, but this run gated ${HEAD.slice(0, 7)}; no ` +
        `comment, so these results never land on a PR they do not describe`,
    ]);
    expect(gated.outputs['comment-url']).toBe('');
  });

  it('refuses a recorded site-url outside allowed-sites in one line naming both, before any request', async () => {
    const dir = await tempDir();
    const recorded = await record(world(), dir);
    await writeFile(recorded, JSON.stringify({ pr: PR, sha: HEAD, site: 'https://evil.example' }));
    const before = world().serviceLog.length;
    const gated = await gate(world(), recorded);
    expect(gated.code).toBe(1);
    expect(commandLines(gated.log, '::error')).toEqual([
      '::error::site-url "https://evil.example" matches none of allowed-sites (http://127.0.0.1:*)',
    ]);
    expect(world().serviceLog.length).toBe(before);
  });
});
