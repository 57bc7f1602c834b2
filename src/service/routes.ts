/** The route table: every endpoint, and how a request finds its route. */
import { CRAWL_ROUTES } from './crawl-routes.js';
import type { Workspace } from './plans.js';
import { REPORT_ROUTES } from './report-routes.js';
import type { ReportWaits } from './report-waits.js';
import type { Store } from './store.js';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface ServiceContext {
  store: Store;
  cacheTtlMs: number;
  /** Why render: true is refused (no browser), or null when the service renders. */
  renderUnavailable: string | null;
  /** Jobs were queued: idle workers should look. */
  wake: () => void;
  /** Reads of unfinished reports held until they end (`Prefer: wait`). */
  waits: ReportWaits;
}

export interface RouteContext {
  service: ServiceContext;
  workspace: Workspace;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: string;
  /** Where this service's /api/v1 is reached from outside, for absolute `poll` URLs. */
  apiBase: string;
  /** The request's `Prefer` header (RFC 7240). */
  prefer: string | undefined;
  /** Aborts when the client leaves or the service stops: a held read is then answered at once. */
  signal: AbortSignal;
}

export interface Route {
  method: 'GET' | 'POST';
  /** Segments in braces are parameters: `/api/v1/reports/{key}`. */
  path: string;
  /** Site crawl endpoints: Pro and Agency plans only. */
  crawls: boolean;
  handle: (context: RouteContext) => Reply | Promise<Reply>;
}

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
