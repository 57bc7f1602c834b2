/** Request bodies: read with a size cap and parsed as JSON (the route's schema validates them). */
import type { IncomingMessage } from 'node:http';
import { addAbortSignal } from 'node:stream';
import { ApiError } from './api-error.js';

const MAX_BODY_BYTES = 64 * 1024;

/** Reads the whole body; `stop` aborts the read, so a client trickling a body cannot hold up a shutdown. */
export async function readBody(request: IncomingMessage, stop: AbortSignal): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of addAbortSignal(stop, request) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new ApiError('payload_too_large', `the request body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An empty body reads as `{}`, so a missing field is named rather than the body. */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ApiError('invalid_json', 'the request body is not valid JSON');
  }
}
