/**
 * A route declared once: method, path, parameters, query, body, answers and the errors it sends.
 * The server validates requests with its schemas and types the handler by them (server.ts), and
 * the OpenAPI document and the error table are written from the same declarations
 * (contract/openapi.ts, contract/error-table.ts). The route table (routes.ts) lists them.
 */
import type { z } from 'zod';
import type { ApiErrorCode } from './api-error.js';
import type { Workspace } from './plans.js';
import type { ReportWaits } from './report-waits.js';
import type { Sql } from './database.js';
import type { ServiceMetrics } from './metrics.js';
import type { Store } from './store.js';
import type { ReportRow } from './store-reports.js';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface ServiceContext {
  store: Store;
  cacheTtlMs: number;
  /** ms since the epoch: when a report is queued (ServiceOptions.reportClock). */
  reportClock: () => number;
  /** Why render: true is refused (no browser), or null when the service renders. */
  renderUnavailable: string | null;
  /** Jobs were queued (in the transaction `sql`): idle workers, on every node, should look once it commits. */
  jobsQueued: (sql: Sql) => Promise<void>;
  metrics: ServiceMetrics;
  /** Reads of unfinished reports held until they end (`Prefer: wait`). */
  waits: ReportWaits<ReportRow>;
}

/** What a route's request holds and what it answers besides errors. */
interface RouteSchema {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodObject;
  responses: { [status in 200 | 202]?: { schema: z.ZodType; description: string } };
  /** Errors the handler itself sends; routes.ts adds those that come from the request's shape. */
  errors: readonly ApiErrorCode[];
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<S extends RouteSchema = RouteSchema> {
  service: ServiceContext;
  workspace: Workspace;
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
  /** Where this service's /api/v1 is reached from outside, for absolute `poll` URLs. */
  apiBase: string;
  /** The request's `Prefer` header (RFC 7240). */
  prefer: string | undefined;
  /** Aborts when the client leaves or the service stops: a held read is then answered at once. */
  signal: AbortSignal;
}

export interface Route<S extends RouteSchema = RouteSchema> {
  method: 'GET' | 'POST';
  /** Segments in braces are parameters: `/api/v1/reports/{key}` (OpenAPI's form). */
  path: string;
  /** Site crawl endpoints: Pro and Agency plans only. */
  crawls: boolean;
  operationId: string;
  summary: string;
  schema: S;
  // A method, so that the table (Route of any schema) holds a route typed by its own.
  handle(context: RouteContext<S>): Reply | Promise<Reply>;
}

/** Types the handler by the route's own schema. */
export function route<S extends RouteSchema>(declared: Route<S>): Route {
  return declared;
}
