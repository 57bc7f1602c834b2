/** Every command of the CLI and the exit codes it promises: 0 pass, 1 gate failed, 2 usage or configuration. */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { runCli } from './run-cli.js';

const KEY = 'cli-test-key-5d2c';
let site: FixtureSite;
let service: RunningService;
let dir: string;

beforeAll(async () => {
  site = await startFixtureSite();
  service = await startService({
    port: 0,
    allowPrivate: true,
    cacheTtlSeconds: 0,
    keys: { [KEY]: 'pro', 'free-key': 'free' },
  });
  dir = await mkdtemp(join(tmpdir(), 'pagegate-cli-'));
});
afterAll(async () => {
  await Promise.all([service?.close(), site?.close()]);
});

/** POSTs a page to a service, returning its poll URL (a loopback page: refused without --allow-private, no network). */
async function submit(api: string): Promise<string> {
  const response = await fetch(`${api}/reports`, {
    method: 'POST',
    headers: { authorization: 'Bearer k1', 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'http://127.0.0.1:9/' }),
  });
  return ((await response.json()) as { poll: string }).poll;
}

const env = () => ({ PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY, RUNNER_TEMP: dir });

describe('help and usage', () => {
  it.each([
    [['--help'], 0, /Commands:/],
    [['check', '--help'], 0, /Examples:/],
    [['serve', '--help'], 0, /--allow-private/],
    [['crawl', '--help'], 0, /SITE-URL/],
    [['merge', '--help'], 0, /-o FILE/],
    [['help', 'check'], 0, /--fail-on-regression LEVEL/],
    [['help', 'serve'], 0, /--allow-private/],
    [['demo', '--help'], 0, /^pagegate demo\n/],
    [['--version'], 0, /^\d+\.\d+\.\d+\S*\n$/],
    [['-V'], 0, /^\d+\.\d+\.\d+\S*\n$/],
  ])('pagegate %j exits %i with help', async (args, code, text) => {
    const run = await runCli(args);
    expect(run.code).toBe(code);
    expect(run.stdout).toMatch(text);
  });

  it.each([
    [[], /Commands:/, 'stdout'],
    [['deploy'], /unknown command "deploy" \(commands: /, 'stderr'],
    [['chek'], /unknown command "chek" \(did you mean check\?\)/, 'stderr'],
    [
      ['check', '--min-scor', '70'],
      /^pagegate check: unknown flag --min-scor \(did you mean --min-score\?\) \(see pagegate check --help\)\n$/,
      'stderr',
    ],
    [['check', '/', '--min-score', 'seventy'], /min-score/, 'stderr'],
    [['merge'], /at least one results file/, 'stderr'],
    // The reference service's own error family: its bad options exit 2 as the action's do.
    [['serve', '--port', '0', '--faults', 'bogus=1'], /^pagegate: --faults: unknown fault "bogus"/, 'stderr'],
    [['serve', '--port', '0', '--key', 'k=gold'], /^pagegate: --key: plan "gold" is not one of/, 'stderr'],
  ] as const)('pagegate %j is a usage error (exit 2) in one line', async (args, text, stream) => {
    const run = await runCli([...args], { env: env() });
    expect(run.code).toBe(2);
    expect(run[stream]).toMatch(text);
    if (stream === 'stderr') expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('pagegate check', () => {
  it('passes (exit 0) with a line per page and a verdict line', async () => {
    site.deploy(1);
    const cwd = await mkdtemp(join(tmpdir(), 'pagegate-check-'));
    const run = await runCli(
      ['check', '/', '/blog/hello', '--site-url', site.origin, '--min-score', '50', '--poll-interval', '0.1'],
      { env: env(), cwd },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/PASS/);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      'pagegate: passed — 2 pages: 2 passed, 0 failed, 0 errors · 0 regressions fail · 0 cache hits',
    );
    // The working directory, not RUNNER_TEMP or the OS temp folder another run would overwrite.
    const written = join(cwd, 'pagegate-results.json');
    expect(run.stdout).toContain(`\nresults: ${written}\n`);
    expect(JSON.parse(await readFile(written, 'utf8')).pages).toHaveLength(2);
  });

  it('fails (exit 1) when a page is under min-score, and writes --json and --markdown', async () => {
    const markdown = join(dir, 'gate.md');
    const run = await runCli(
      [
        'check',
        '/pricing',
        '--site-url',
        site.origin,
        '--min-score',
        '100',
        '--poll-interval',
        '0.1',
        '--json',
        '--markdown',
        markdown,
      ],
      { env: env(), cwd: dir },
    );
    expect(run.code, run.stderr).toBe(1);
    const results = JSON.parse(run.stdout);
    expect(results.pages[0].reasons[0]).toMatch(/^score \d+ < min-score 100$/);
    expect(await readFile(markdown, 'utf8')).toContain('min-score');
    expect(run.stderr).toContain(`results: ${join(dir, 'pagegate-results.json')}`);
  });

  it('a rejected key: the analysis could not run (exit 3), and the key is never printed', async () => {
    const run = await runCli(['check', '/', '--site-url', site.origin], {
      env: { ...env(), PAGEGATE_API_KEY: 'wrong-key-9911' },
      cwd: dir,
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/key/i);
    expect(run.stdout + run.stderr).not.toContain('wrong-key-9911');
  });
});

describe('pagegate merge, crawl and serve', () => {
  it('merges shard results into one file', async () => {
    const shard = (url: string) => ({
      version: 1,
      passed: true,
      startedAt: '2026-11-23T08:00:00.000Z',
      finishedAt: '2026-11-23T08:01:00.000Z',
      pages: [
        {
          url,
          verdict: 'pass',
          reasons: [],
          key: 'k',
          score: 90,
          grade: 'A',
          title: 't',
          issues: null,
          cached: false,
          baseline: null,
          regressions: [],
          resolved: [],
          error: null,
        },
      ],
    });
    await writeFile(join(dir, 'a.json'), JSON.stringify(shard('https://x.test/a')));
    await writeFile(join(dir, 'b.json'), JSON.stringify(shard('https://x.test/b')));
    const run = await runCli(['merge', join(dir, 'a.json'), join(dir, 'b.json'), '-o', join(dir, 'merged.json')]);
    expect(run.code, run.stderr).toBe(0);
    const merged = JSON.parse(await readFile(join(dir, 'merged.json'), 'utf8'));
    expect(merged.pages.map((p: { url: string }) => p.url)).toEqual(['https://x.test/a', 'https://x.test/b']);
  });

  it('starts a crawl on the reference service', async () => {
    const run = await runCli(['crawl', `${site.origin}/`, '--max-pages', '5'], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^crawl \d+ (queued|running): /);
  });

  it('with --wait follows the crawl to its end with a progress line and exits 0 when it is done', async () => {
    const run = await runCli(['crawl', `${site.origin}/`, '--max-pages', '5', '--wait'], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    const [startLine, endLine] = run.stdout.trim().split('\n');
    const id = /^crawl (\d+) /.exec(startLine ?? '')?.[1];
    expect(endLine).toMatch(
      new RegExp(`^crawl ${id} done: \\d+ pages fetched, average score \\d+, \\d+ with critical findings$`),
    );
    // Off a terminal the progress line is printed each time it changes, on stderr (a crawl done at the first read
    // has none); the end is said once.
    for (const line of run.stderr.trim().split('\n').filter(Boolean))
      expect(line).toMatch(new RegExp(`^crawl ${id} (queued|running): \\d+ of \\d+ pages? fetched$`));
    expect(`${run.stdout}${run.stderr}`.match(/ done: /g)).toHaveLength(1);
  });

  it('with --wait exits 1 when the crawl failed', async () => {
    const run = await runCli(['crawl', 'http://127.0.0.1:9/', '--wait'], { env: env() });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^crawl \d+ failed/);
  });

  it('says which plans include crawls when the key is on the free plan (exit 3)', async () => {
    const run = await runCli(['crawl', `${site.origin}/`], { env: { ...env(), PAGEGATE_API_KEY: 'free-key' } });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/Pro and Agency/);
  });

  const serveUntilReady = (args: string[], env: Record<string, string> = {}) => {
    let stopped = false;
    return runCli(['serve', '--port', '0', ...args], {
      env,
      onStdout: (text, stop) => {
        if (!stopped && text.includes('rendering: ')) {
          stopped = true;
          stop();
        }
      },
    });
  };

  it(
    'serves until SIGTERM and prints where it listens, its keys ' + 'by number and plan, the cache TTL and rendering',
    async () => {
      const keysFile = join(dir, 'serve-keys.txt');
      await writeFile(keysFile, '# team\nfile-secret=agency\n');
      const run = await serveUntilReady(['--key', 'k1=basic', '--keys-file', keysFile, '--cache-ttl', '60'], {
        PAGEGATE_SERVE_KEYS: 'env-secret=free',
      });
      expect(run.stdout).toMatch(
        new RegExp(
          '^listening on http:\\/\\/127\\.0\\.0\\.1:\\d+\\/api\\/v1\\nkeys: key #1 ' +
            '\\(basic\\), key #2 \\(agency\\), key #3 \\(free\\)\\ncache: 60 s ' +
            '\\(--cache-ttl\\)\\nrendering: \\S',
        ),
      );
      expect(run.stdout).toMatch(/^private addresses: refused \(--allow-private to analyse pages on this network\)$/m);
      expect(run.stdout).not.toMatch(/k1|secret/);
      expect(run.stdout).toMatch(/stopped\n$/);
      expect(run.code).toBe(0);
    },
  );

  it.each([
    [['--allow-private'], 'allowed (--allow-private)'],
    [['--allow-private=127.0.0.1:8080,[::1]:8080'], 'allowed only for 127.0.0.1:8080, [::1]:8080 (--allow-private)'],
  ])('says in its start-up lines whether private addresses are allowed: %j', async (flags, said) => {
    const run = await serveUntilReady(['--key', 'k1=basic', ...flags]);
    expect(run.stdout).toContain(`\nprivate addresses: ${said}\n`);
  });

  it('hands out poll URLs under --public-url', async () => {
    let poll: Promise<string> | undefined;
    const run = await runCli(
      ['serve', '--port', '0', '--key', 'k1=basic', '--public-url', 'https://analysis.example.net/gate/'],
      {
        onStdout: (text, stop) => {
          const listening = /^listening on (\S+)$/m.exec(text)?.[1];
          if (listening === undefined || poll !== undefined) return;
          poll = submit(listening).finally(stop);
        },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(await poll).toMatch(/^https:\/\/analysis\.example\.net\/gate\/api\/v1\/reports\/[\w-]{16}$/);
  });

  it('rejects a --public-url that is not an http(s) URL with one line (exit 2)', async () => {
    const run = await runCli(['serve', '--port', '0', '--public-url', 'analysis.example.net']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('public URL "analysis.example.net" is not an absolute http(s) URL'),
    ]);
  });

  it('names the documented dev-key in full when no key is given', async () => {
    const run = await serveUntilReady(['--cache-ttl', '0']);
    expect(run.stdout).toMatch(/^keys: dev-key \(pro\)\ncache: off \(--cache-ttl\)$/m);
  });

  it('rejects a bad plan in --key with one line (exit 2)', async () => {
    const run = await runCli(['serve', '--key', 'k1=gold']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
