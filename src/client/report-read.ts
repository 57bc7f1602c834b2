/**
 * The report endpoints, where the status code carries meaning:
 * - `POST /reports`: 200 is a cache hit with the full report (its envelope is not shown, so both
 *   `{report: {...}}` and a bare report are read), 202 is the queued acknowledgement.
 * - `GET /reports/{key}`: 202 means still being analysed, with a status at the top level or under
 *   `report`; any status, known or not, is pending (the complete list is not shown), and a
 *   `Retry-After` on it says when to read again, and `Preference-Applied: wait=N` that the service
 *   held the read as long as it was asked to. 200 is the
 *   full report, or a failed one when its status is not `complete` and it carries an `error`.
 */
import * as z from 'zod';
import { FailedReport, PendingBody, Report, ReportAck, ReportEnvelope } from '../model/resources.js';
import { readAs, readJson } from './read-body.js';
import { parseRetryAfter } from './retry-after.js';
import { unexpectedAnswer } from './service-error.js';
import type { HttpAnswer } from './transport.js';

export type SubmitResult = { kind: 'cached'; report: Report } | { kind: 'queued'; ack: ReportAck; recovered?: boolean };

export type ReportRead =
  | { kind: 'complete'; report: Report }
  /** `held`: the service held the read as asked (`Preference-Applied: wait`), so it may be read again at once. */
  | { kind: 'pending'; status: string; held?: true; retryAfterMs?: number }
  | { kind: 'failed'; status: string; error: { code: string; message: string } };

const FailedEnvelope = z.looseObject({ report: FailedReport });

export function readSubmitAnswer(answer: HttpAnswer, endpoint: string): SubmitResult {
  if (answer.status === 200)
    return { kind: 'cached', report: readFullReport(readJson(answer, endpoint), answer, endpoint) };
  if (answer.status === 202)
    return { kind: 'queued', ack: readAs(ReportAck, readJson(answer, endpoint), answer, endpoint) };
  throw unexpectedAnswer(answer, endpoint);
}

export function readReportAnswer(answer: HttpAnswer, endpoint: string): ReportRead {
  if (answer.status === 202) {
    const body = readAs(PendingBody, readJson(answer, endpoint), answer, endpoint);
    const status = typeof body.status === 'string' ? body.status : (body.report as { status: string }).status;
    // A service that knows when the analysis will be done may say so; the poller waits that long.
    const retryAfterMs = parseRetryAfter(answer.headers['retry-after'], Date.now());
    const held = /(^|,)\s*wait\s*=/i.test(String(answer.headers['preference-applied'] ?? '')) || undefined;
    return {
      kind: 'pending',
      status,
      ...(held ? { held } : {}),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (answer.status !== 200) throw unexpectedAnswer(answer, endpoint);
  const body = readJson(answer, endpoint);
  const inner = enveloped(body) ? body.report : body;
  if (isRecord(inner) && inner.status !== 'complete' && 'error' in inner) {
    const failed = enveloped(body)
      ? readAs(FailedEnvelope, body, answer, endpoint).report
      : readAs(FailedReport, body, answer, endpoint);
    return { kind: 'failed', status: failed.status, error: { code: failed.error.code, message: failed.error.message } };
  }
  return { kind: 'complete', report: readFullReport(body, answer, endpoint) };
}

function readFullReport(body: unknown, answer: HttpAnswer, endpoint: string): Report {
  return enveloped(body)
    ? readAs(ReportEnvelope, body, answer, endpoint).report
    : readAs(Report, body, answer, endpoint);
}

function enveloped(body: unknown): body is { report: Record<string, unknown> } {
  return isRecord(body) && isRecord(body.report);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
