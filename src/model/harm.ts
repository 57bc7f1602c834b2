/**
 * The order of harm a report lists regressions in: those that failed the page first, then by
 * severity, then by the service's impact rating. One order for the gate and every renderer, so the
 * terminal line, the log, the comment and the summary name the same regressions first.
 */
import { severityRank } from './severity.js';

interface Harmful {
  severity: string;
  impact?: number | undefined;
  fails?: boolean | undefined;
}

/** A sorted copy; ties keep their order (the diff's order: document order of the page). */
export function byHarm<T extends Harmful>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      Number(b.fails === true) - Number(a.fails === true) ||
      severityRank(b.severity) - severityRank(a.severity) ||
      (b.impact ?? 0) - (a.impact ?? 0),
  );
}
