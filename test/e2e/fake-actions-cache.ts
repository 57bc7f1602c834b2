/**
 * A fake of the GitHub Actions cache service, v1 (`_apis/artifactcache`), on loopback: what
 * @actions/cache speaks when ACTIONS_CACHE_SERVICE_V2 is unset or the server is GitHub Enterprise
 * Server (lib/internal/config.js). Read from the library (lib/internal/cacheHttpClient.js):
 * - `GET cache?keys=k1,k2&version=V`: 200 `{cacheKey, archiveLocation, ...}` or 204 for a miss.
 *   Each key in order: an exact match, else the newest key it prefixes; only entries of version V
 *   (a hash of the cached paths and the compression method) and only committed ones.
 * - `POST caches` `{key, version, cacheSize}`: 201 `{cacheId}`; 409 when the key and version exist
 *   (keys are immutable: the library then reports "another job may be creating this cache").
 * - `PATCH caches/{id}` with `Content-Range: bytes start-end/*`: one chunk of the archive.
 * - `POST caches/{id}` `{size}`: commit; the size must be the bytes received.
 * - `archiveLocation`: a plain GET of the archive (no Authorization), with Content-Length.
 * Every call but the archive needs `Authorization: Bearer <ACTIONS_RUNTIME_TOKEN>`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CACHE_TOKEN = 'fake-runtime-token-51c2';

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  chunks: { start: number; bytes: Buffer }[];
  /** Set by the commit; an entry without it is still being uploaded. */
  size: number | null;
}

export interface FakeActionsCache {
  /** ACTIONS_CACHE_URL: the library appends `_apis/artifactcache/...`, so it ends with a slash. */
  url: string;
  entries: CacheEntry[];
  /** `METHOD path` of every request, in order. */
  requests: string[];
  /** The committed keys, oldest first. */
  keys(): string[];
  /**
   * Holds the first lookup made after the next archive download (a run's reread before it saves,
   * once it has restored the state it compares with) until `release`: another run saves meanwhile.
   */
  holdLookupAfterRestore(): { held: Promise<void>; release: () => void };
  close(): Promise<void>;
}

const API = '/_apis/artifactcache/';

export async function startFakeActionsCache(): Promise<FakeActionsCache> {
  const entries: CacheEntry[] = [];
  const requests: string[] = [];
  let hold: { restored: boolean; reached: () => void; released: Promise<void> } | null = null;
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    const archive = /^\/archive\/(\d+)$/.exec(url.pathname);
    if (archive && req.method === 'GET') {
      if (hold) hold.restored = true;
      return sendArchive(
        res,
        entries.find((e) => e.id === Number(archive[1])),
      );
    }
    if (req.headers.authorization !== `Bearer ${CACHE_TOKEN}`) return send(res, 401, { message: 'no runtime token' });
    const path = url.pathname.startsWith(API) ? url.pathname.slice(API.length) : null;
    const one = /^caches\/(\d+)$/.exec(path ?? '');
    if (path === 'cache' && req.method === 'GET' && hold?.restored) {
      const held = hold;
      hold = null;
      held.reached();
      await held.released;
    }
    if (path === 'cache' && req.method === 'GET')
      return lookup(res, (url.searchParams.get('keys') ?? '').split(','), url.searchParams.get('version') ?? '');
    if (path === 'caches' && req.method === 'POST')
      return reserve(res, JSON.parse(body.toString()) as { key: string; version: string });
    const entry = one ? entries.find((e) => e.id === Number(one[1])) : undefined;
    if (one && !entry) return send(res, 404, { message: 'no such cache' });
    if (entry && req.method === 'PATCH') return upload(res, entry, req.headers['content-range'], body);
    if (entry && req.method === 'POST') return commit(res, entry, JSON.parse(body.toString()) as { size: number });
    send(res, 404, { message: 'not found' });
  }

  function lookup(res: ServerResponse, keys: string[], version: string): void {
    // Ids grow with time: the newest first.
    const usable = entries.filter((e) => e.version === version && e.size !== null).sort((a, b) => b.id - a.id);
    for (const key of keys) {
      const found = usable.find((e) => e.key === key) ?? usable.find((e) => e.key.startsWith(key));
      if (found) {
        return send(res, 200, {
          cacheKey: found.key,
          scope: 'refs/heads/main',
          archiveLocation: `${origin()}/archive/${found.id}`,
        });
      }
    }
    res.writeHead(204).end();
  }

  function reserve(res: ServerResponse, request: { key: string; version: string }): void {
    if (entries.some((e) => e.key === request.key && e.version === request.version))
      return send(res, 409, { message: `Cache already exists. Scope: refs/heads/main, Key: ${request.key}` });
    const entry: CacheEntry = {
      id: entries.length + 1,
      key: request.key,
      version: request.version,
      chunks: [],
      size: null,
    };
    entries.push(entry);
    send(res, 201, { cacheId: entry.id });
  }

  function upload(res: ServerResponse, entry: CacheEntry, range: string | undefined, bytes: Buffer): void {
    const match = /^bytes (\d+)-(\d+)\/\*$/.exec(range ?? '');
    if (!match || Number(match[2]) - Number(match[1]) + 1 !== bytes.length)
      return send(res, 400, { message: `bad Content-Range ${range}` });
    entry.chunks.push({ start: Number(match[1]), bytes });
    res.writeHead(204).end();
  }

  function commit(res: ServerResponse, entry: CacheEntry, request: { size: number }): void {
    const received = entry.chunks.reduce((sum, c) => sum + c.bytes.length, 0);
    if (received !== request.size)
      return send(res, 400, { message: `size ${request.size} but ${received} bytes uploaded` });
    entry.size = received;
    res.writeHead(204).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin()}/`,
    entries,
    requests,
    keys: () => entries.filter((e) => e.size !== null).map((e) => e.key),
    holdLookupAfterRestore: () => {
      const held = Promise.withResolvers<void>();
      const released = Promise.withResolvers<void>();
      hold = { restored: false, reached: held.resolve, released: released.promise };
      return { held: held.promise, release: released.resolve };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendArchive(res: ServerResponse, entry: CacheEntry | undefined): void {
  if (!entry || entry.size === null) return send(res, 404, { message: 'no such archive' });
  const archive = Buffer.concat([...entry.chunks].sort((a, b) => a.start - b.start).map((c) => c.bytes));
  res
    .writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(archive.length) })
    .end(archive);
}

function send(res: ServerResponse, status: number, json: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
