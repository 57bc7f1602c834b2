/** POST /reports, GET /reports, GET /reports/lookup, GET /reports/{key}. */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { PERFORMANCE_RUNS, PerformanceRequest } from '../model/metrics.js';
import { ApiError, notFound, refuseRenderWithoutBrowser } from './api-error.js';
import { PLANS } from './plans.js';
import { limitParam, offsetParam, pageUrl } from './query-params.js';
import { acknowledgement, failedReport, fullReport, lookupView, pendingReport, reportSummary } from './report-views.js';
import { jsonBody } from './request-body.js';
import { preferredWait } from './report-waits.js';
import type { Reply, Route, RouteContext } from './route.js';
import type { ReportRow } from './store-reports.js';

const SubmitBody = z.object({
  url: z.unknown().optional(),
  render: z.boolean({ error: 'must be true or false' }).optional(),
  ...PerformanceRequest.shape,
});

/** 16 characters of base64url from 96 random bits: short, and not guessable. */
function newReportKey(): string {
  return randomBytes(12).toString('base64url');
}

async function submitReport(context: RouteContext): Promise<Reply> {
  const body = jsonBody(context.body, SubmitBody);
  const url = pageUrl('url', body.url);
  const performanceRuns = body.performance ? (body.performance_runs ?? PERFORMANCE_RUNS.default) : 0;
  const render = (body.render ?? false) || performanceRuns > 0;
  if (render) refuseRenderWithoutBrowser(context);
  const { store, cacheTtlMs, jobsQueued, metrics } = context.service;
  const { id: workspace, plan } = context.workspace;
  const now = Date.now();
  let spent = false;
  const reply = await store.transaction(async (tx): Promise<Reply> => {
    const used = await tx.workspaces.lockedReportsUsed(workspace);
    const cached =
      cacheTtlMs > 0
        ? await tx.reports.freshComplete(workspace, url.href, render, now - cacheTtlMs, performanceRuns)
        : undefined;
    if (cached) return { status: 200, body: { report: fullReport(cached) } };
    const inFlight = await tx.reports.inFlight(workspace, url.href, render, performanceRuns);
    if (inFlight) return { status: 202, body: acknowledgement(inFlight, context.apiBase) };
    const allowance = PLANS[plan].reportAllowance;
    if (used >= allowance) {
      throw new ApiError(
        402,
        'allowance_exhausted',
        `the report allowance of the ${plan} plan (${allowance} reports) is spent`,
      );
    }
    await tx.workspaces.spendReport(workspace);
    const queued = {
      key: newReportKey(),
      workspace,
      url: url.href,
      host: url.hostname,
      render,
      performanceRuns,
      createdAt: now,
    };
    await tx.reports.insertQueued(queued);
    await jobsQueued(tx.sql);
    spent = true;
    return { status: 202, body: acknowledgement(queued, context.apiBase) };
  });
  if (spent) metrics.allowanceSpent.inc({ plan });
  return reply;
}

/**
 * An unfinished report read with `Prefer: wait=N` is held until it ends or N seconds pass, and the
 * answer says `Preference-Applied: wait=N`; when the workspace holds its limit of reads, it is
 * answered at once without it (report-waits.ts).
 */
async function readReport(context: RouteContext): Promise<Reply> {
  const { store, waits } = context.service;
  const workspace = context.workspace.id;
  const key = context.params.key ?? '';
  const row = await store.reports.byKey(workspace, key);
  if (!row) throw notFound('report');
  const seconds = preferredWait(context.prefer);
  if (seconds === null || seconds === 0 || row.status === 'complete' || row.status === 'failed') return replyOf(row);
  const held = waits.wait(workspace, key, seconds, context.signal);
  if (!held) return replyOf(row);
  await held;
  const reply = replyOf((await store.reports.byKey(workspace, key)) ?? row);
  return { ...reply, headers: { ...reply.headers, 'preference-applied': `wait=${seconds}` } };
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

async function listReports(context: RouteContext): Promise<Reply> {
  const host = context.query.get('host');
  const limit = limitParam(context.query);
  const offset = offsetParam(context.query);
  const { rows, total } = await context.service.store.reports.list(context.workspace.id, {
    host: host === null ? null : host.toLowerCase(),
    limit,
    offset,
  });
  return { status: 200, body: { reports: rows.map(reportSummary), total, limit, offset } };
}

async function lookupReport(context: RouteContext): Promise<Reply> {
  const url = pageUrl('url', context.query.get('url') ?? undefined);
  const { reports } = context.service.store;
  const latest = await reports.latest(context.workspace.id, url.href);
  if (!latest) throw new ApiError(404, 'not_found', 'this URL has never been analysed');
  const previous =
    latest.status === 'complete' ? undefined : await reports.latestComplete(context.workspace.id, url.href);
  return { status: 200, body: { report: lookupView(latest, previous) } };
}

export const REPORT_ROUTES: readonly Route[] = [
  { method: 'POST', path: '/api/v1/reports', crawls: false, handle: submitReport },
  { method: 'GET', path: '/api/v1/reports', crawls: false, handle: listReports },
  { method: 'GET', path: '/api/v1/reports/lookup', crawls: false, handle: lookupReport },
  { method: 'GET', path: '/api/v1/reports/{key}', crawls: false, handle: readReport },
];
