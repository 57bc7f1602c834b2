/**
 * The event a report's end sends to every node over the `pagegate_report_finished` channel: its
 * payload, written by the store's completion and read by each node's held reads.
 */
import type { Channel } from './database.js';

/** What the event names a report by (the store's report row has them, among the rest it sends). */
interface Ended {
  workspace: string;
  key: string;
}

/** PostgreSQL refuses a notification whose payload is 8,000 bytes or longer. */
const PAYLOAD_LIMIT_BYTES = 7_999;

/**
 * The event a report's end sends (readReportFinished reads it): which workspace's which report,
 * and the row as it now stands when it fits, so the reads held on it on every node answer without
 * reading it again. A report whose findings make the row too long is read again.
 */
export function reportFinished(ended: Ended): [Channel, string] {
  const whole = JSON.stringify([ended.workspace, ended.key, ended]);
  const payload =
    Buffer.byteLength(whole) <= PAYLOAD_LIMIT_BYTES ? whole : JSON.stringify([ended.workspace, ended.key]);
  return ['pagegate_report_finished', payload];
}

/** The event as sent; `Row` is the report row the store wrote into it. */
export function readReportFinished<Row extends Ended>(payload: string): { workspace: string; key: string; row?: Row } {
  const [workspace, key, row] = JSON.parse(payload) as [string, string, Row?];
  return { workspace, key, ...(row ? { row } : {}) };
}
