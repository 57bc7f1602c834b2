/**
 * What the accepted state keeps of a decided page in its mode: the findings the run judged, and,
 * where it judged nothing, what the state held. A finding of a check the run ignored (ignore-checks,
 * a check `off`) was not judged: the state keeps that check's findings from before, so an ignoring
 * run neither accepts a new one nor forgets an old one. A waived finding keeps the finding before it
 * pairs with (`pairing.ts`), or nothing: when the waiver expires, a finding new under it is new.
 */
import type { Finding } from '../model/resources.js';
import type { BaselineSnapshot, PageResult } from '../model/results.js';
import { snapshotOf } from './baseline-file.js';
import { pairFindings } from './pairing.js';
import { countedView } from './waivers.js';

/**
 * `before`: the state's snapshot of the page in its mode; null when the state has none, and then
 * the page's baseline of this run unless the page is new to the state.
 */
export function judgedSnapshot(
  page: PageResult,
  before: BaselineSnapshot | null,
  ignored: (check: string) => boolean,
): BaselineSnapshot | null {
  const snapshot = snapshotOf(page);
  if (!snapshot) return null;
  const earlier = before ?? (page.baselineFrom?.kind === 'new-page' ? null : page.baseline);
  const held = earlier?.findings ?? [];
  const counted = (countedView(page).findings ?? []).filter((f) => !ignored(f.check));
  if (counted.length === snapshot.findings?.length && !held.some((f) => ignored(f.check))) return snapshot;
  const judged = new Set<Finding>(counted);
  const judging = (findings: readonly Finding[]): Finding[] => findings.filter((f) => !ignored(f.check));
  const heldForWaived = pairFindings(judging(page.findings ?? []), judging(held))
    .pairs.filter(({ now }) => !judged.has(now))
    .map((pair) => pair.before);
  return { ...snapshot, findings: [...counted, ...heldForWaived, ...held.filter((f) => ignored(f.check))] };
}
