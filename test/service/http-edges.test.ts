/**
 * What the service answers to requests Node's parser or the authentication could read two ways:
 * raw bytes on a socket, since fetch would not send them.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/index.js';
import { KEY, StubAnalyzer, startStubService } from './service-fixture.js';

let service: RunningService;

beforeAll(async () => {
  service = await startStubService(new StubAnalyzer());
});
afterAll(() => service.close());

/** The raw answer to raw bytes: the status line's code and the JSON body. */
async function rawAnswer(request: string): Promise<{ status: number; body: { error?: { code: string } } }> {
  const { hostname, port } = new URL(service.origin);
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<void>((resolve, reject) => {
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
  socket.end(request);
  await closed;
  const text = Buffer.concat(chunks).toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    body: JSON.parse(body) as { error?: { code: string } },
  };
}

describe('requests the parser refuses get a JSON error body', () => {
  it.each([
    [
      'a 60 KB request line',
      `GET /api/v1/reports?q=${'x'.repeat(60_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    ['an invalid method', 'F@O /api/v1/reports HTTP/1.1\r\nHost: a\r\n\r\n', 400, 'invalid_request'],
    [
      'Content-Length with Transfer-Encoding',
      'POST /api/v1/reports HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'invalid_request',
    ],
  ])('%s: %i %s', async (_name, request, status, code) => {
    const answer = await rawAnswer(request);
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
  });
});

describe('credentials that could be read two ways', () => {
  it('refuses two Authorization headers, even when the first holds a valid key', async () => {
    const answer = await rawAnswer(
      `GET /api/v1/reports HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${KEY}\r\n` +
        'Authorization: Bearer someone-else\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('ambiguous_credentials');
  });

  it('accepts one', async () => {
    const answer = await rawAnswer(
      `GET /api/v1/reports HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${KEY}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
  });
});
