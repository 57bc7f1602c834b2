/** An error the service answers with: `{"error":{"code","message"}}` and the status. */
import { ServeError } from './errors.js';

export class ApiError extends ServeError {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const PLAN_EXCLUDED_MESSAGE = 'site crawls are included in the Pro and Agency plans';

export function invalidParameter(message: string): ApiError {
  return new ApiError(400, 'invalid_parameter', message);
}

/** render: true on a service that found no browser: the message says how to give it one. */
export function refuseRenderWithoutBrowser(context: { service: { renderUnavailable: string | null } }): void {
  if (context.service.renderUnavailable)
    throw new ApiError(422, 'render_unavailable', `render: ${context.service.renderUnavailable}`);
}

export function notFound(what: string): ApiError {
  return new ApiError(404, 'not_found', `${what} not found`);
}
