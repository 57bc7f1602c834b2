/**
 * A finding's identity: its check and its whitespace-collapsed evidence, never its position in the
 * list. The gate diffs by it and the report matches current findings to regressions by it.
 */
export function findingIdentity(finding: { check: string; evidence: string }): string {
  return JSON.stringify([finding.check, collapsedEvidence(finding.evidence)]);
}

/** Evidence as findings are identified (and waivers match it): runs of whitespace as one space, trimmed. */
export function collapsedEvidence(evidence: string): string {
  return evidence.replace(/\s+/g, ' ').trim();
}
