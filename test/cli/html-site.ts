/**
 * A loopback site for the CLI tests, started before the calling file's tests and stopped after
 * them: HTML pages by path, an empty PNG for any `.png`, 404 for the rest; and a temporary
 * directory for the runs' files, removed after.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** `pageAt(path)`: the HTML the site answers at a path now; undefined: none. */
export function useHtmlSite(pageAt: (path: string) => string | undefined): { origin(): string; dir(): string } {
  let site: Server | undefined;
  let origin = '';
  let dir = '';
  beforeAll(async () => {
    site = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://site').pathname;
      if (path.endsWith('.png')) return void response.writeHead(200, { 'content-type': 'image/png' }).end();
      const body = pageAt(path);
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body ?? 'not found');
    });
    await new Promise<void>((resolve) => site?.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    dir = await mkdtemp(join(tmpdir(), 'pagegate-cli-site-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const started = (value: string) => {
    if (!value) throw new Error('useHtmlSite: the site starts in beforeAll; use it inside a test');
    return value;
  };
  return { origin: () => started(origin), dir: () => started(dir) };
}
