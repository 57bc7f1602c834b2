/** The route table: every endpoint, the errors each may answer, and how a request finds its route. */
import type { ApiErrorCode } from './api-error.js';
import { CRAWL_ROUTES } from './crawl-routes.js';
import { REPORT_ROUTES } from './report-routes.js';
import type { Route } from './route.js';

type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'none' };

export const ROUTES: readonly Route[] = [...REPORT_ROUTES, ...CRAWL_ROUTES];

/** Injected faults (faults.ts) touch only the v1 interface. */
export const FAULTY_PREFIX = '/api/v1/';

/**
 * Every error a route may answer: its handler's own, those its request's shape brings, and those
 * any request may get (the key, the HTTP framing, another method on the same path, a failure, a
 * database outage).
 */
export function routeErrors(route: Route): ApiErrorCode[] {
  const { schema } = route;
  const codes: ApiErrorCode[] = [
    'invalid_request',
    'headers_too_large',
    'ambiguous_credentials',
    'unauthorized',
    'method_not_allowed',
    'internal_error',
    'unavailable',
  ];
  if (route.path.startsWith(FAULTY_PREFIX)) codes.push('rate_limited');
  if (route.crawls) codes.push('plan_excluded');
  if (schema.params ?? schema.query ?? schema.body) codes.push('invalid_parameter');
  if (schema.body) codes.push('invalid_json', 'payload_too_large');
  return [...new Set([...codes, ...schema.errors])];
}

/** Literal routes come first in the table, so `/reports/lookup` is never read as a key. */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const segments = path.split('/');
  const allow: string[] = [];
  for (const route of routes) {
    const params = matchPath(route.path.split('/'), segments);
    if (!params) continue;
    if (route.method === method) return { kind: 'found', route, params };
    allow.push(route.method);
  }
  return allow.length > 0 ? { kind: 'wrong-method', allow } : { kind: 'none' };
}

function matchPath(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith('{')) {
      if (segment === '') return null;
      params[part.slice(1, -1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}
