/** POST /reports, GET /reports, GET /reports/lookup, GET /reports/{key}. */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { performanceRunsOf, PerformanceRequest } from '../model/metrics.js';
import * as r from '../model/resources.js';
import { ApiError, notFound, refuseRenderWithoutBrowser } from './api-error.js';
import { PLANS } from './plans.js';
import { LimitField, OffsetField, pageUrlField } from './query-params.js';
import { acknowledgement, failedReport, fullReport, lookupView, pendingReport, reportSummary } from './report-views.js';
import { preferredWait } from './report-waits.js';
import { route, type Reply, type Route, type RouteContext } from './route.js';
import type { ReportRow, ReportStore } from './store-reports.js';

const submit = {
  body: z.object({
    url: pageUrlField('url', 'http or https, publicly reachable.'),
    render: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .meta({ description: 'Run the page in a browser first (default false).' }),
    ...PerformanceRequest.shape,
  }),
  responses: {
    200: { schema: r.ReportEnvelope, description: 'A recent analysis of the page was cached; no allowance spent.' },
    202: { schema: r.ReportAck, description: 'Queued (or already queued for this URL); poll `poll`.' },
  },
  errors: ['allowance_exhausted', 'render_unavailable'],
} as const;

const read = {
  params: z.object({ key: z.string() }),
  responses: {
    200: {
      schema: z.union([r.ReportEnvelope, z.looseObject({ report: r.FailedReport })]),
      description: 'Complete, or failed.',
    },
    202: { schema: r.PendingBody, description: 'Queued or running: a status, not 404.' },
  },
  errors: ['not_found'],
} as const;

const list = {
  query: z.object({ limit: LimitField, offset: OffsetField, host: z.string().optional() }),
  responses: { 200: { schema: r.ReportList, description: 'OK' } },
  errors: [],
} as const;

const lookup = {
  query: z.object({ url: pageUrlField('url', 'The exact URL a report was submitted for.') }),
  responses: { 200: { schema: r.LookupEnvelope, description: 'OK' } },
  errors: ['not_found'],
} as const;

/** 16 characters of base64url from 96 random bits: short, and not guessable. */
function newReportKey(): string {
  return randomBytes(12).toString('base64url');
}

async function submitReport(context: RouteContext<typeof submit>): Promise<Reply> {
  const { url } = context.body;
  const performanceRuns = performanceRunsOf(context.body);
  const render = (context.body.render ?? false) || performanceRuns > 0;
  if (render) refuseRenderWithoutBrowser(context);
  const { store, cacheTtlMs, metrics, reportClock } = context.service;
  const { id: workspace, plan } = context.workspace;
  const now = reportClock();
  const since = cacheTtlMs > 0 ? now - cacheTtlMs : null;
  const allowance = PLANS[plan].reportAllowance;
  const queued = {
    key: newReportKey(),
    workspace,
    url: url.href,
    host: url.hostname,
    render,
    performanceRuns,
    createdAt: now,
  };
  // One transaction sent whole (one round trip over PostgreSQL). The spend first, as the lock that
  // makes submissions take turns; then the report, queued unless an earlier analysis answers or the
  // allowance is spent, looked at once the lock is held; then the spend given back if none was queued.
  const [, submission] = await store.transactionAtOnce((tx) =>
    Promise.all([
      tx.workspaces.spendReport(workspace),
      tx.reports.submit(queued, since, allowance),
      tx.workspaces.refundUnqueued(workspace, queued.key),
    ]),
  );
  const { earlier } = submission;
  if (earlier?.status === 'complete') return { status: 200, body: { report: fullReport(earlier) } };
  if (earlier) return { status: 202, body: acknowledgement(earlier, context.apiBase) };
  if (!submission.queued) {
    throw new ApiError(
      'allowance_exhausted',
      `the report allowance of the ${plan} plan (${allowance} reports) is spent`,
    );
  }
  metrics.allowanceSpent.inc({ plan });
  return { status: 202, body: acknowledgement(queued, context.apiBase) };
}

/**
 * An unfinished report read with `Prefer: wait=N` is held until it ends or N seconds pass, and the
 * answer says `Preference-Applied: wait=N`; when the workspace holds its limit of reads, it is
 * answered at once without it (report-waits.ts).
 */
async function readReport(context: RouteContext<typeof read>): Promise<Reply> {
  const { store, waits } = context.service;
  const workspace = context.workspace.id;
  const { key } = context.params;
  const seconds = preferredWait(context.prefer);
  if (seconds === null || seconds === 0) return replyOf(await readRow(store.reports, workspace, key));
  // Held before the row is read: over a shared database the read is a round trip, and an end told
  // during it would find no read to answer, which would then wait out its N seconds.
  const answered = new AbortController();
  const held = waits.wait(workspace, key, seconds, AbortSignal.any([context.signal, answered.signal]));
  try {
    const row = await readRow(store.reports, workspace, key);
    if (!held || row.status === 'complete' || row.status === 'failed') return replyOf(row);
    // The report as its end was told (when it fit in the notification), else read again.
    const ended = (await held) ?? (await store.reports.byKey(workspace, key));
    const reply = replyOf(ended ?? row);
    return { ...reply, headers: { ...reply.headers, 'preference-applied': `wait=${seconds}` } };
  } finally {
    answered.abort();
  }
}

async function readRow(reports: ReportStore, workspace: string, key: string): Promise<ReportRow> {
  const row = await reports.byKey(workspace, key);
  if (!row) throw notFound('report');
  return row;
}

function replyOf(row: ReportRow): Reply {
  switch (row.status) {
    case 'complete':
      return { status: 200, body: { report: fullReport(row) } };
    case 'failed':
      return { status: 200, body: { report: failedReport(row) } };
    default:
      return { status: 202, body: pendingReport(row) };
  }
}

async function listReports(context: RouteContext<typeof list>): Promise<Reply> {
  const { host, limit, offset } = context.query;
  const { rows, total } = await context.service.store.reports.list(context.workspace.id, {
    host: host === undefined ? null : host.toLowerCase(),
    limit,
    offset,
  });
  return { status: 200, body: { reports: rows.map(reportSummary), total, limit, offset } };
}

async function lookupReport(context: RouteContext<typeof lookup>): Promise<Reply> {
  const { url } = context.query;
  const { reports } = context.service.store;
  const latest = await reports.latest(context.workspace.id, url.href);
  if (!latest) throw new ApiError('not_found', 'this URL has never been analysed');
  const previous =
    latest.status === 'complete' ? undefined : await reports.latestComplete(context.workspace.id, url.href);
  return { status: 200, body: { report: lookupView(latest, previous) } };
}

export const REPORT_ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    path: '/api/v1/reports',
    crawls: false,
    operationId: 'submitReport',
    summary: 'Analyse a page: the cached report (200) or a queued acknowledgement to poll (202).',
    schema: submit,
    handle: submitReport,
  }),
  route({
    method: 'GET',
    path: '/api/v1/reports',
    crawls: false,
    operationId: 'listReports',
    summary: 'Reports of the workspace, newest first.',
    schema: list,
    handle: listReports,
  }),
  route({
    method: 'GET',
    path: '/api/v1/reports/lookup',
    crawls: false,
    operationId: 'lookupReport',
    summary: 'The newest report of an exact URL; 404 when never analysed.',
    schema: lookup,
    handle: lookupReport,
  }),
  route({
    method: 'GET',
    path: '/api/v1/reports/{key}',
    crawls: false,
    operationId: 'readReport',
    summary: 'One report: complete or failed (200), or still queued or running (202).',
    schema: read,
    handle: readReport,
  }),
];
