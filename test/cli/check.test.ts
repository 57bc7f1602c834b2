/**
 * `pagegate check` in process: what reaches each sink (terminal, --json, --markdown, results file) and when outputs are
 * checked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../src/cli/check.js';
import { ConfigError } from '../../src/errors.js';
import { startService, type RunningService } from '../../src/service/index.js';

const KEY = 'check-test-key/7Qx9';
const unicode = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const percent = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
/** What a reader could undo: JSON escapes, percent-encoding. */
function decodings(text: string): string[] {
  const unescaped = text
    .replace(/\\u([0-9a-f]{4})/gi, (_m, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replaceAll('\\/', '/');
  return [
    text,
    unescaped,
    unescaped.replace(/%([0-9a-f]{2})/gi, (_m, code: string) => String.fromCharCode(parseInt(code, 16))),
  ];
}

let service: RunningService;
let site: Server;
let origin: string;
let dir: string;

beforeAll(async () => {
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
  // A page that carries both secrets in three spellings: as is, JSON-escaped, percent-encoded.
  const spelled = (secret: string) => `${secret} ${unicode(secret)} ${percent(secret)}`;
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>${spelled(KEY)}</title></head><body><img ` +
        `src="/a.png?k=${spelled(KEY)}"><p>${spelled(KEY)}</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'pagegate-check-'));
});
afterAll(async () => {
  await service.close();
  await new Promise((resolve) => site.close(resolve));
});

async function runCheck(args: string[]) {
  const out = { stdout: '', stderr: '' };
  const code = await check(args, {
    stdout: (text) => void (out.stdout += text),
    stderr: (text) => void (out.stderr += text),
    isTTY: false,
    env: { PAGEGATE_API_URL: service.url, PAGEGATE_API_KEY: KEY, RUNNER_TEMP: dir },
  });
  return { code, ...out };
}

describe('pagegate check: secrets at every sink', () => {
  it.each([
    ['--json', ['--json']],
    ['terminal lines', []],
  ])('%s, --markdown and the results file hold no spelling of the key', async (_name, extra) => {
    const markdown = join(dir, `gate-${extra.length}.md`);
    const resultsFile = join(dir, `results-${extra.length}.json`);
    const run = await runCheck([
      `${origin}/`,
      '--min-score',
      '100',
      '--poll-interval',
      '0.05',
      '--markdown',
      markdown,
      '--results-file',
      resultsFile,
      ...extra,
    ]);
    expect(run.code, run.stderr).toBe(1);
    const sinks = {
      stdout: run.stdout,
      stderr: run.stderr,
      markdown: await readFile(markdown, 'utf8'),
      results: await readFile(resultsFile, 'utf8'),
    };
    expect(sinks.results).toContain('[redacted]');
    for (const [sink, text] of Object.entries(sinks)) {
      for (const shown of decodings(text)) {
        expect(shown, sink).not.toContain(KEY);
      }
    }
  });
});

describe('pagegate check: hidden characters at every sink', () => {
  it('the results file and --json hold none of the zero-width characters the markdown sinks remove', async () => {
    const hidden = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><html lang="en"><head><title>Pri\u200Bcing\u00AD page</title></head><body></body></html>',
      );
    });
    await new Promise<void>((resolve) => hidden.listen(0, '127.0.0.1', resolve));
    try {
      const resultsFile = join(dir, 'hidden.json');
      const url = `http://127.0.0.1:${(hidden.address() as AddressInfo).port}/`;
      const run = await runCheck([url, '--poll-interval', '0.05', '--results-file', resultsFile, '--json']);
      for (const text of [run.stdout, await readFile(resultsFile, 'utf8')]) {
        expect(text).toContain('Pricing page');
        expect(text).not.toMatch(/[\u200B\u00AD]/);
      }
    } finally {
      await new Promise((resolve) => hidden.close(resolve));
    }
  });
});

describe('pagegate check: outputs are checked before anything is analysed', () => {
  it.each([
    ['--markdown', ['--markdown', '/no/such/dir/out.md'], '--markdown: cannot write "/no/such/dir/out.md" (ENOENT)'],
    [
      '--markdown naming a directory',
      ['--markdown', '/tmp'],
      '--markdown: cannot write "/tmp" (not a regular file but a directory)',
    ],
    [
      '--results-file naming a directory path (refused before any directory is made)',
      ['--results-file', 'pagegate-never-made/'],
      '--results-file: cannot write "pagegate-never-made/" (a directory path; name a file)',
    ],
    [
      '--results-file under a file',
      ['--results-file', '/dev/null/results.json'],
      '--results-file: cannot write "/dev/null/results.json" (ENOTDIR)',
    ],
  ])('%s', async (_name, extra, message) => {
    const before = (await fetch(`${service.url}/reports`, { headers: { authorization: `Bearer ${KEY}` } }).then((r) =>
      r.json(),
    )) as { reports: unknown[] };
    await expect(runCheck([`${origin}/`, ...extra])).rejects.toThrow(new ConfigError(message));
    const after = (await fetch(`${service.url}/reports`, { headers: { authorization: `Bearer ${KEY}` } }).then((r) =>
      r.json(),
    )) as { reports: unknown[] };
    expect(after.reports.length).toBe(before.reports.length);
  });
});
