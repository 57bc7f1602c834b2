/**
 * One request to a JSON endpoint with the retry loop around it: every method of the client is a
 * request description plus a reader that turns the HTTP answer into a value or a typed error.
 */
import type { z } from 'zod';
import { readAs, readJson } from './read-body.js';
import { withRetry, type RetryContext, type RetryPolicy } from './retry.js';
import { unexpectedAnswer } from './service-error.js';
import type { HttpAnswer, HttpRequest, Transport } from './transport.js';

export interface CallOptions {
  signal?: AbortSignal;
}

export interface CallContext {
  transport: Transport;
  policy: RetryPolicy;
  hooks: Omit<RetryContext, 'endpoint'>;
}

type AnswerReader<T> = (answer: HttpAnswer, endpoint: string) => T;

export function call<T>(context: CallContext, request: HttpRequest, read: AnswerReader<T>): Promise<T> {
  return withRetry(
    async () => read(await context.transport.send(request), request.endpoint),
    context.policy,
    request.signal,
    { ...context.hooks, endpoint: request.endpoint },
  );
}

/** The reader of an endpoint whose only success is a 2xx body of `schema`. */
export function bodyOf<S extends z.ZodType>(schema: S): AnswerReader<z.infer<S>> {
  return (answer, endpoint) => {
    if (answer.status < 200 || answer.status >= 300) throw unexpectedAnswer(answer, endpoint);
    return readAs(schema, readJson(answer, endpoint), answer, endpoint);
  };
}
