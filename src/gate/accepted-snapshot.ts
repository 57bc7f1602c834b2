/**
 * What the accepted state keeps of a decided page in its mode: the findings the run judged and
 * accepted, beside the findings it tolerated (`tolerated`, each with its level), and, where it
 * judged nothing, what the state held. A finding of a check the run ignored (ignore-checks, a check
 * `off`) was not judged: the state keeps that check's findings from before, and one new is kept as
 * tolerated `off`. A waived finding keeps the finding before it pairs with (`pairing.ts`), or is
 * tolerated `waived`: when the waiver is removed or expires, it is new. A finding new at `warn` or
 * below fail-on-regression is tolerated at that level; one paired with a tolerated finding stays
 * tolerated, at the stricter of the two levels: the ledger only ever tightens.
 */
import type { Finding } from '../model/resources.js';
import type { BaselineSnapshot, PageResult } from '../model/results.js';
import { stricterLevel, type ToleratedFinding, type ToleratedLevel } from '../model/tolerated.js';
import { severityRank } from '../model/severity.js';
import { snapshotOf } from './baseline-file.js';
import { pairFindings } from './pairing.js';
import { measuredOnly } from './perf-findings.js';
import { firstMeasuredRun } from '../model/metrics.js';
import type { TreatmentOf } from './treatment.js';
import { countedView } from './waivers.js';

export interface Judging {
  ignored: (check: string) => boolean;
  /** How the run treats a counted finding new on the page; a finding it does not tolerate is accepted. */
  treatment: TreatmentOf;
}

/**
 * `before`: the state's snapshot of the page in its mode; null when the state has none, and then
 * the page's baseline of this run unless the page is new to the state.
 */
export function judgedSnapshot(
  page: PageResult,
  before: BaselineSnapshot | null,
  { ignored, treatment }: Judging,
): BaselineSnapshot | null {
  const snapshot = snapshotOf(page);
  if (!snapshot) return null;
  const isNew = page.baselineFrom?.kind === 'new-page';
  const earlier = before ?? (isNew ? null : page.baseline);
  // With nothing to compare with, the run judged no finding as new: what it saw is the baseline. A
  // first run in its mode compared only what both modes measure, under other names: what it saw
  // becomes its mode's baseline.
  const crossMode = before === null && page.baselineFrom?.why === 'mode-changed';
  const compared = isNew || (earlier?.findings !== undefined && !crossMode);
  // Performance's first run: what only a measurement finds had nothing to be compared with (verdict.ts).
  const graced = !isNew && firstMeasuredRun(page);
  const levelOf = new Map<Finding, ToleratedLevel>();
  const held: Finding[] = [...(earlier?.findings ?? [])];
  for (const { level, ...finding } of earlier?.tolerated ?? []) {
    held.push(finding);
    levelOf.set(finding, level);
  }
  const counted = new Set(countedView(page).findings ?? []);
  const accepted: Finding[] = [];
  const tolerated: ToleratedFinding[] = [];
  const keep = (finding: Finding, level: ToleratedLevel | undefined) => {
    if (level === undefined) accepted.push(finding);
    else tolerated.push({ ...finding, level });
  };
  /** A counted finding now: new or escalated and tolerated, it is tolerated at how the run treats it. */
  const judgedNow = (now: Finding, was: Finding | null) => {
    const heldLevel = was ? levelOf.get(was) : undefined;
    const how = treatment(now);
    const regressed =
      was === null || heldLevel !== undefined || severityRank(now.severity) > severityRank(was.severity);
    if (!compared || (graced && measuredOnly(now, page.metrics)) || !regressed || how === 'fails')
      return keep(now, was === null || how === 'fails' ? undefined : heldLevel);
    keep(now, heldLevel === undefined ? how : stricterLevel(heldLevel, how));
  };
  const isIgnored = (f: Finding) => ignored(f.check);
  const findings = page.findings ?? [];
  const judged = pairFindings(
    findings.filter((f) => !isIgnored(f)),
    held.filter((f) => !isIgnored(f)),
  );
  for (const pair of judged.pairs) {
    if (counted.has(pair.now)) judgedNow(pair.now, pair.before);
    else keep(pair.before, stricterOrNew(levelOf.get(pair.before), 'waived'));
  }
  for (const finding of judged.unpairedNow) {
    if (counted.has(finding)) judgedNow(finding, null);
    else keep(finding, 'waived');
  }
  // An ignored check's findings: each held one stays as it was, each new one is tolerated `off`.
  for (const finding of held.filter(isIgnored)) keep(finding, levelOf.get(finding));
  for (const finding of pairFindings(findings.filter(isIgnored), held.filter(isIgnored)).unpairedNow)
    keep(finding, 'off');
  // Weight drift is judged against the first accepted weight in this mode: kept, or this run's.
  const weighed = snapshot.metrics?.transfer_bytes;
  const firstWeight = weighed ? (before?.firstWeight ?? before?.metrics?.transfer_bytes ?? weighed) : undefined;
  return {
    ...snapshot,
    findings: accepted,
    ...(tolerated.length > 0 ? { tolerated } : {}),
    ...(firstWeight ? { firstWeight } : {}),
  };
}

/** A held tolerated finding keeps the stricter level; a held accepted one stays accepted. */
function stricterOrNew(held: ToleratedLevel | undefined, now: ToleratedLevel): ToleratedLevel | undefined {
  return held === undefined ? undefined : stricterLevel(held, now);
}
