/**
 * Every error the service answers, `{"error":{"code","message"}}`, in one table: the code, its
 * status and what it means. The OpenAPI document and docs/service-errors.md are written from it,
 * and a route lists the codes it may send (routes.ts), so no code is sent that no document names.
 */
import { ServeError } from './errors.js';

export const API_ERRORS = {
  invalid_parameter: { status: 400, meaning: 'A parameter or body member is missing, malformed or out of range.' },
  invalid_json: { status: 400, meaning: 'The request body is not valid JSON.' },
  ambiguous_credentials: { status: 400, meaning: 'More than one Authorization header: send one.' },
  invalid_request: { status: 400, meaning: 'Not valid HTTP/1.1 (no Host header, a bad method or framing).' },
  unauthorized: { status: 401, meaning: 'The Authorization header is missing or the key is unknown.' },
  allowance_exhausted: { status: 402, meaning: "The plan's report allowance is spent." },
  plan_excluded: { status: 403, meaning: 'Site crawls are in the Pro and Agency plans.' },
  not_found: { status: 404, meaning: 'No such report, crawl, page or endpoint.' },
  method_not_allowed: { status: 405, meaning: 'The endpoint exists; `Allow` lists its methods.' },
  payload_too_large: { status: 413, meaning: 'The request body is larger than 64 KiB.' },
  render_unavailable: { status: 422, meaning: '`render: true` on a service without a browser.' },
  rate_limited: { status: 429, meaning: 'Too many requests; `Retry-After` says when to try again.' },
  headers_too_large: { status: 431, meaning: 'The request line or headers are too large.' },
  internal_error: { status: 500, meaning: 'The service failed to answer; the log says why.' },
  unavailable: { status: 503, meaning: 'The service cannot answer now; `Retry-After` may say when.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export class ApiError extends ServeError {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(code: ApiErrorCode, message: string) {
    super(message);
    this.status = API_ERRORS[code].status;
    this.code = code;
  }
}

export const PLAN_EXCLUDED_MESSAGE = 'site crawls are included in the Pro and Agency plans';

export function errorBody(code: ApiErrorCode, message: string): { error: { code: ApiErrorCode; message: string } } {
  return { error: { code, message } };
}

export function invalidParameter(message: string): ApiError {
  return new ApiError('invalid_parameter', message);
}

/** render: true on a service that found no browser: the message says how to give it one. */
export function refuseRenderWithoutBrowser(context: { service: { renderUnavailable: string | null } }): void {
  if (context.service.renderUnavailable)
    throw new ApiError('render_unavailable', `render: ${context.service.renderUnavailable}`);
}

export function notFound(what: string): ApiError {
  return new ApiError('not_found', `${what} not found`);
}
