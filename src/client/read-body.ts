/**
 * Reading a success body against its schema. The key is scrubbed from the decoded data, where
 * every JSON spelling of it has become the same string. Unknown fields and values pass (the schemas are
 * loose); a body that breaks a documented type becomes a ServiceError `invalid_response` whose
 * message names the endpoint and the field path, never a value from the body.
 */
import type { z } from 'zod';
import { ServiceError } from '../errors.js';
import { issueText, typeWording } from '../model/zod-issue.js';
import type { HttpAnswer } from './transport.js';

export function readJson(answer: HttpAnswer, endpoint: string): unknown {
  if (answer.text.trim() === '') throw invalidResponse(answer, endpoint, 'the body is empty');
  try {
    return answer.scrub.value(JSON.parse(answer.text) as unknown);
  } catch {
    throw invalidResponse(answer, endpoint, 'the body is not JSON');
  }
}

export function readAs<S extends z.ZodType>(
  schema: S,
  value: unknown,
  answer: HttpAnswer,
  endpoint: string,
): z.infer<S> {
  const parsed = schema.safeParse(value, { error: typeWording });
  if (parsed.success) return parsed.data;
  throw invalidResponse(answer, endpoint, issueText(parsed.error));
}

export function invalidResponse(answer: HttpAnswer, endpoint: string, detail: string): ServiceError {
  return new ServiceError(`${endpoint}: invalid response: ${detail}`, {
    status: answer.status,
    code: 'invalid_response',
    endpoint,
    body: answer.safeText,
  });
}
