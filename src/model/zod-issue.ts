/**
 * A failed zod parse in one line, the same way for every document pagegate reads (a response
 * body, a request body, a results file, the accepted state): where the first problem is, then
 * what it is. Zod's messages name expected types and allowed values, never the value found.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** `report.findings[0].impact`; `whole` names the document itself (an empty path). */
export function fieldPath(path: readonly PropertyKey[], whole = 'the body'): string {
  if (path.length === 0) return whole;
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/**
 * `pages[0].score: Invalid input: expected number, received string`, from the first issue; in a
 * union, the branch that got furthest speaks for it. `at` is where the parsed value sits in the
 * document, `whole` what the document is called.
 */
export function issueText(error: z.ZodError, where: { at?: readonly PropertyKey[]; whole?: string } = {}): string {
  const issue = deepest(error.issues[0]);
  const at = where.at ?? [];
  if (!issue) return `${fieldPath(at, where.whole)}: unknown shape`;
  return `${fieldPath([...at, ...issue.path], where.whole)}: ${issue.message}`;
}

function deepest(issue: Issue | undefined): Issue | undefined {
  if (issue?.code !== 'invalid_union') return issue;
  const branch = issue.errors.flat().sort((a, b) => b.path.length - a.path.length)[0];
  return branch ? deepest({ ...branch, path: [...issue.path, ...branch.path] }) : issue;
}

/**
 * A parse's error map (`schema.safeParse(value, { error: typeWording })`) that words a wrong type
 * as `expected an integer, got a string`; a message the schema sets itself still wins.
 */
export function typeWording(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  return `expected ${article(issue.expected)}, got ${typeName(issue.input)}`;
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
