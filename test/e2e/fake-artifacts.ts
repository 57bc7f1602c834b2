/**
 * GitHub's artifact service as @actions/artifact (v6) talks to it, on loopback: the runner gives
 * ACTIONS_RUNTIME_TOKEN (a JWT whose `scp` claim names the run's and job's backend ids) and
 * ACTIONS_RESULTS_URL; the client calls the Twirp JSON endpoints CreateArtifact (answered with a
 * signed upload URL), uploads the zip to that URL with the Azure block-blob protocol (PUT
 * `?comp=block` per block, then PUT `?comp=blocklist`), and calls FinalizeArtifact, whose
 * `artifact_id` becomes the artifact's URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/';

export interface FakeArtifacts {
  /** The environment a runner gives the step. */
  env: Record<string, string>;
  /** Twirp calls in order: method name and JSON body. */
  calls: { method: string; body: Record<string, unknown> }[];
  /** The committed blobs, by upload path. */
  blobs: Map<string, Buffer>;
  close(): Promise<void>;
}

export const ARTIFACT_ID = '9001';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeArtifacts(): Promise<FakeArtifacts> {
  const calls: FakeArtifacts['calls'] = [];
  const blobs = new Map<string, Buffer>();
  const blocks = new Map<string, Buffer>();
  const server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await bodyOf(request);
    if (request.method === 'POST' && url.pathname.startsWith(TWIRP)) {
      const method = url.pathname.slice(TWIRP.length);
      calls.push({ method, body: JSON.parse(body.toString('utf8')) as Record<string, unknown> });
      const reply =
        method === 'CreateArtifact'
          ? { ok: true, signed_upload_url: `${origin}/blob/${String(calls.at(-1)?.body.name)}.zip?sig=signed` }
          : { ok: true, artifact_id: ARTIFACT_ID };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      return;
    }
    if (request.method === 'PUT' && url.pathname.startsWith('/blob/')) {
      const comp = url.searchParams.get('comp');
      if (comp === 'block') blocks.set(url.searchParams.get('blockid') ?? '', body);
      else if (comp === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
          (m) => m[1] ?? '',
        );
        blobs.set(url.pathname, Buffer.concat(ids.map((id) => blocks.get(id) ?? Buffer.alloc(0))));
      } else blobs.set(url.pathname, body);
      response
        .writeHead(201, {
          etag: '"0x1"',
          'last-modified': new Date().toUTCString(),
          'x-ms-request-id': 'fake',
          'x-ms-version': '2024-11-04',
        })
        .end();
      return;
    }
    response.writeHead(404).end();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ scp: 'Actions.GenericRead Actions.Results:run-backend-1:job-backend-2' })}.unsigned`;
  return {
    env: { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: `${origin}/` },
    calls,
    blobs,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
