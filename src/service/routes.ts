/** The route table: every endpoint, and how a request finds its route. */
import { CRAWL_ROUTES } from './crawl-routes.js';
import { REPORT_ROUTES } from './report-routes.js';
import type { Route } from './route.js';

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'none' };

export const ROUTES: readonly Route[] = [...REPORT_ROUTES, ...CRAWL_ROUTES];

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
