/**
 * Reading a success body against its schema. The key is scrubbed from the decoded data, where
 * every JSON spelling of it has become the same string. Unknown fields and values pass (the schemas are
 * loose); a body that breaks a documented type becomes a ServiceError `invalid_response` whose
 * message names the endpoint and the field path, never a value from the body.
 */
import type { z } from 'zod';
import { ServiceError } from '../errors.js';
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
  // reportInput lets the message say what type arrived; the value itself is never shown.
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw invalidResponse(answer, endpoint, describeIssue(parsed.error.issues[0]));
}

export function invalidResponse(answer: HttpAnswer, endpoint: string, detail: string): ServiceError {
  return new ServiceError(`${endpoint}: invalid response: ${detail}`, {
    status: answer.status,
    code: 'invalid_response',
    endpoint,
    body: answer.safeText,
  });
}

type Issue = z.core.$ZodIssue;

/** `report.findings[0].impact expected an integer, got a string`, from the first issue. */
export function describeIssue(issue: Issue | undefined): string {
  if (!issue) return 'the body does not match the interface';
  if (issue.code === 'invalid_union') {
    const deepest = issue.errors.flat().sort((a, b) => b.path.length - a.path.length)[0];
    if (deepest) return describeIssue({ ...deepest, path: [...issue.path, ...deepest.path] });
  }
  const where = fieldPath(issue.path);
  if (issue.code === 'invalid_type') {
    const got = 'input' in issue ? `, got ${typeName(issue.input)}` : '';
    return `${where} expected ${article(issue.expected)}${got}`;
  }
  return `${where}: ${issue.message}`;
}

export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the body';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

const ARTICLES: Record<string, string> = {
  int: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function article(expected: string): string {
  return ARTICLES[expected] ?? expected;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value === undefined) return 'no value';
  if (typeof value === 'number' && Number.isInteger(value)) return 'an integer';
  return article(typeof value);
}
