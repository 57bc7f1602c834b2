/**
 * What a route is and what it is given: the route table (routes.ts) lists the routes, which
 * import these types from here rather than from the table that imports them.
 */
import type { Workspace } from './plans.js';
import type { ReportWaits } from './report-waits.js';
import type { Sql } from './database.js';
import type { ServiceMetrics } from './metrics.js';
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
  /** Jobs were queued (in the transaction `sql`): idle workers, on every node, should look once it commits. */
  jobsQueued: (sql: Sql) => Promise<void>;
  metrics: ServiceMetrics;
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
