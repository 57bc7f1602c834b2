/**
 * A finding's identity: its check and its whitespace-collapsed evidence, never its position in the
 * list. The gate diffs by it and the report matches current findings to regressions by it.
 */
export function findingIdentity(finding: { check: string; evidence: string }): string {
  return JSON.stringify([finding.check, finding.evidence.replace(/\s+/g, ' ').trim()]);
}
