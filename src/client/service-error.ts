/**
 * An HTTP answer that is not a success, turned into one ServiceError line. The interface does not
 * fix the error body's shape (docs/interface.md, Errors), so the shapes seen in the wild are read in order:
 * `{error:{code,message}}`, `{code,message}`, `{error:"..."}`, then plain text.
 *
 * 401 and 403 `plan_excluded` get our own words: the first must say what to fix without echoing
 * anything about the key, the second which plans include site crawls.
 */
import { ServiceError } from '../errors.js';
import { ErrorBody } from '../model/resources.js';
import { oneLine } from '../text/one-line.js';
import { invalidResponse } from './read-body.js';
import { parseRetryAfter } from './retry-after.js';
import type { HttpAnswer } from './transport.js';

interface Detail {
  code: string | undefined;
  message: string | undefined;
}

export function serviceErrorFrom(answer: HttpAnswer, endpoint: string, nowMs = Date.now()): ServiceError {
  const detail = readDetail(answer);
  const code = detail.code ?? `http_${answer.status}`;
  return new ServiceError(`${endpoint}: ${headline(answer.status, detail)}`, {
    status: answer.status,
    code,
    endpoint,
    retryable: isRetryableStatus(answer.status),
    body: answer.safeText,
    retryAfterMs: parseRetryAfter(answer.headers['retry-after'], nowMs),
  });
}

/** A non-success status becomes the service's error; a success we did not expect is a broken contract. */
export function unexpectedAnswer(answer: HttpAnswer, endpoint: string): ServiceError {
  if (answer.status >= 300) return serviceErrorFrom(answer, endpoint);
  return invalidResponse(answer, endpoint, `unexpected status ${answer.status}`);
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function headline(status: number, detail: Detail): string {
  if (status === 401) return '401: the API key is missing or was rejected by the service';
  if (status === 403 && detail.code === 'plan_excluded') {
    return '403 plan_excluded: site crawls are included only in the Pro and Agency plans';
  }
  const code = detail.code ? ` ${oneLine(detail.code, 60)}` : '';
  const message = detail.message ? `: ${oneLine(detail.message)}` : '';
  return `${status}${code}${message}`;
}

/** The body is decoded first and scrubbed after, so a key echoed as `\u0041...` is masked too. */
function readDetail(answer: HttpAnswer): Detail {
  const parsed = ErrorBody.safeParse(answer.scrub.value(parseOrUndefined(answer.text)));
  if (!parsed.success) return { code: undefined, message: answer.safeText.trim() || undefined };
  const body = parsed.data;
  if (typeof body.error === 'string') return { code: undefined, message: body.error };
  if (typeof body.error === 'object' && body.error !== null) {
    const nested = body.error as { code?: string; message?: string };
    return { code: nested.code, message: nested.message };
  }
  return { code: body.code as string | undefined, message: body.message as string | undefined };
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
