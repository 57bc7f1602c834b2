/** Request bodies: read with a size cap, parsed as JSON, validated with zod. */
import type { IncomingMessage } from 'node:http';
import { addAbortSignal } from 'node:stream';
import type { z } from 'zod';
import { issueText } from '../model/zod-issue.js';
import { ApiError, invalidParameter } from './api-error.js';

export const MAX_BODY_BYTES = 64 * 1024;

/** Reads the whole body; `stop` aborts the read, so a client trickling a body cannot hold up a shutdown. */
export async function readBody(request: IncomingMessage, stop: AbortSignal): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of addAbortSignal(stop, request) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new ApiError(413, 'payload_too_large', `the request body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An empty body reads as `{}`, so a missing field is named rather than the body. */
export function jsonBody<T>(raw: string, schema: z.ZodType<T>): T {
  let value: unknown = {};
  if (raw.trim() !== '') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ApiError(400, 'invalid_json', 'the request body is not valid JSON');
    }
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const whole = 'the request body must be a JSON object';
  throw invalidParameter(parsed.error.issues[0]?.path.length ? issueText(parsed.error) : whole);
}
