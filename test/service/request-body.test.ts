import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBody } from '../../src/service/request-body.js';

const request = (stream: PassThrough) => stream as unknown as IncomingMessage;

describe('readBody', () => {
  it('reads the whole body', async () => {
    const body = new PassThrough();
    body.end('{"url":"https://example.com/"}');
    await expect(readBody(request(body), new AbortController().signal)).resolves.toBe('{"url":"https://example.com/"}');
  });

  it('stops reading a body still arriving when the service stops', async () => {
    const body = new PassThrough();
    body.write('{"url":');
    const stop = new AbortController();
    const reading = readBody(request(body), stop.signal);
    stop.abort();
    body.end('"https://example.com/"}');
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(body.destroyed).toBe(true);
  });

  it('refuses a body over the cap with 413', async () => {
    const body = new PassThrough();
    body.end(Buffer.alloc(64 * 1024 + 1));
    await expect(readBody(request(body), new AbortController().signal)).rejects.toMatchObject({
      status: 413,
      code: 'payload_too_large',
    });
  });
});
