/**
 * Finding-level diff between this run and the baseline. A finding is identified by its check and
 * its whitespace-collapsed evidence, never by its position in the list, and identities are
 * counted as a multiset: two images without alt now against one before is one new finding.
 */
import picomatch from 'picomatch';
import type { Finding } from '../model/resources.js';
import type { FailOnRegression } from '../model/config.js';
import { findingIdentity } from '../model/finding-identity.js';
import { severityRank } from '../model/severity.js';

export interface FindingDiff {
  added: Finding[];
  escalated: { finding: Finding; from: string }[];
  resolved: Finding[];
}

/** Whether a new or escalated finding of this severity fails its page at this level. */
export function failsOnRegression(severity: string, level: FailOnRegression): boolean {
  if (level === 'none') return false;
  if (level === 'optional') return true;
  return severityRank(severity) >= severityRank(level);
}

export function diffFindings(current: Finding[], baseline: Finding[], ignoreChecks: string[]): FindingDiff {
  const ignored = ignoreChecks.length > 0 ? picomatch(ignoreChecks, { dot: true }) : () => false;
  const counted = (findings: Finding[]): Finding[] => findings.filter((f) => !ignored(f.check));
  const before = byIdentity(counted(baseline));
  const diff: FindingDiff = { added: [], escalated: [], resolved: [] };
  for (const [identity, now] of byIdentity(counted(current))) {
    const group = diffGroup(now, before.get(identity) ?? []);
    before.delete(identity);
    // Appended one by one: spreading a list into push() overflows the stack past about 100,000 items.
    for (const finding of group.added) diff.added.push(finding);
    for (const finding of group.escalated) diff.escalated.push(finding);
    for (const finding of group.resolved) diff.resolved.push(finding);
  }
  for (const gone of before.values()) for (const finding of gone) diff.resolved.push(finding);
  return diff;
}

function byIdentity(findings: Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const identity = findingIdentity(finding);
    const group = groups.get(identity);
    if (group) group.push(finding);
    else groups.set(identity, [finding]);
  }
  return groups;
}

/**
 * One identity's findings now and before. Same-severity pairs cancel first; the rest pair
 * highest with highest, so an escalation is measured from the closest earlier severity. Linear
 * but for the sort: a results file from a fork may hold 60,000 findings of one identity, and
 * searching the earlier list for each of them took a minute of CPU.
 */
function diffGroup(now: Finding[], before: Finding[]): FindingDiff {
  const paired = cancelSameSeverity(now, before);
  const bySeverity = (a: Finding, b: Finding): number => severityRank(b.severity) - severityRank(a.severity);
  const rest = now.filter((_finding, i) => !paired.now[i]).sort(bySeverity);
  const earlier = before.filter((_finding, i) => !paired.before[i]).sort(bySeverity);
  const diff: FindingDiff = { added: [], escalated: [], resolved: earlier.slice(rest.length) };
  rest.forEach((finding, i) => {
    const from = earlier[i];
    if (!from) diff.added.push(finding);
    else if (severityRank(finding.severity) > severityRank(from.severity))
      diff.escalated.push({ finding, from: from.severity });
  });
  return diff;
}

/** Which findings pair with an earlier one of the same severity: each now-finding takes the first unpaired one. */
function cancelSameSeverity(now: Finding[], before: Finding[]): { now: boolean[]; before: boolean[] } {
  const waiting = new Map<string, { indexes: number[]; next: number }>();
  before.forEach((finding, i) => {
    const queue = waiting.get(finding.severity);
    if (queue) queue.indexes.push(i);
    else waiting.set(finding.severity, { indexes: [i], next: 0 });
  });
  const paired = { now: now.map(() => false), before: before.map(() => false) };
  now.forEach((finding, i) => {
    const queue = waiting.get(finding.severity);
    const match = queue?.indexes[queue.next];
    if (queue === undefined || match === undefined) return;
    queue.next++;
    paired.now[i] = true;
    paired.before[match] = true;
  });
  return paired;
}
