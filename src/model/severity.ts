/**
 * One order of severities for every room: the gate decides escalations with it and the report
 * sorts with it, so a finding that fails a page also sorts first in the comment. Severities the
 * interface lists rank 3..1, compared without case; any other value ranks 0 and is shown as given.
 */
const RANKS: Readonly<Record<string, number>> = { critical: 3, recommended: 2, optional: 1 };

export function severityRank(severity: string): number {
  return RANKS[severity.toLowerCase()] ?? 0;
}
