/**
 * The read side of the report endpoints (docs/openapi.json: readReport, listReports,
 * lookupReport). Paths carry the key encoded; messages carry only the endpoint template.
 */
import { bodyOf, call, type CallContext, type CallOptions } from './call.js';
import { readReportAnswer, type ReportRead } from './report-read.js';
import { LookupEnvelope, ReportList, type Lookup } from '../model/resources.js';
import { checkLimit, checkOffset, checkPageUrl, checkReportKey } from './validate.js';

const REPORT_ENDPOINT = 'GET /reports/{key}';
const LIST_ENDPOINT = 'GET /reports';
const LOOKUP_ENDPOINT = 'GET /reports/lookup';

export interface ReportListQuery {
  limit?: number;
  offset?: number;
  host?: string;
}

/** A read may ask the service to hold it until the report is done (`Prefer: wait=N`, at most 30 s). */
export interface ReportReadOptions extends CallOptions {
  waitSeconds?: number;
}

/** The longest `Prefer: wait` asked for: a held request longer than this risks proxies' idle timeouts. */
export const MAX_WAIT_SECONDS = 30;

export async function getReport(context: CallContext, key: string, options: ReportReadOptions): Promise<ReportRead> {
  checkReportKey(key);
  return readAt(context, context.transport.url(`/reports/${encodeURIComponent(key)}`), options);
}

/** Reads the ack's poll URL only on the configured origin: the key is never sent anywhere else. */
export async function pollReport(
  context: CallContext,
  ack: { key: string; poll: string },
  options: ReportReadOptions,
): Promise<ReportRead> {
  const poll = URL.canParse(ack.poll) ? new URL(ack.poll) : null;
  if (!poll || !context.transport.sameOrigin(poll)) return getReport(context, ack.key, options);
  return readAt(context, poll, options);
}

function readAt(context: CallContext, target: URL, options: ReportReadOptions): Promise<ReportRead> {
  const wait = Math.min(Math.floor(options.waitSeconds ?? 0), MAX_WAIT_SECONDS);
  return call(
    context,
    {
      method: 'GET',
      endpoint: REPORT_ENDPOINT,
      target,
      signal: options.signal,
      ...(wait > 0 ? { waitSeconds: wait } : {}),
    },
    readReportAnswer,
  );
}

export async function listReports(
  context: CallContext,
  query: ReportListQuery,
  options: CallOptions,
): Promise<ReportList> {
  checkLimit('limit', query.limit);
  checkOffset(query.offset);
  const target = context.transport.url('/reports', { limit: query.limit, offset: query.offset, host: query.host });
  return call(context, { method: 'GET', endpoint: LIST_ENDPOINT, target, signal: options.signal }, bodyOf(ReportList));
}

/** null when the URL was never analysed (404 is the interface's answer for that: lookupReport). */
export async function lookupReport(context: CallContext, url: string, options: CallOptions): Promise<Lookup | null> {
  checkPageUrl(url);
  const target = context.transport.url('/reports/lookup', { url });
  const readLookup = bodyOf(LookupEnvelope);
  return call(
    context,
    { method: 'GET', endpoint: LOOKUP_ENDPOINT, target, signal: options.signal },
    (answer, endpoint) => (answer.status === 404 ? null : readLookup(answer, endpoint).report),
  );
}
