/**
 * Waivers applied to a page's findings. A waived finding counts for nothing (no regression, no
 * critical count, no reason) but is kept, with the index of the first waiver in file order that
 * matched it. An expired waiver applies to nothing; `waiverFacts` says which are expired, close to
 * expiry, or matched nothing in the run, for report/ to word.
 */
import { patternMatches } from '../config/rules.js';
import { userGlob } from '../config/user-glob.js';
import { findingIdentity } from '../model/finding-identity.js';
import type { Finding } from '../model/resources.js';
import type { PageResult, WaivedFinding, WaiverFacts } from '../model/results.js';
import { collapsedEvidence, countedCritical, daysUntil, type Waiver } from '../model/waiver.js';

/** The index of the waiver that waives a finding of one page, or null. */
export type PageWaivers = (finding: Finding) => number | null;

export interface ActiveWaivers {
  forPage(url: string): PageWaivers;
}

const NONE: PageWaivers = () => null;

/** The waivers in force at `now` (expiry by UTC day), compiled once for the run. */
export function activeWaivers(waivers: readonly Waiver[], now: Date): ActiveWaivers {
  const live = waivers.flatMap((waiver, index) => {
    if (daysUntil(waiver.expires, now) < 0) return [];
    return [{ index, pattern: waiver.pattern, check: userGlob(waiver.check), evidence: waiver.evidence }];
  });
  return {
    forPage(url) {
      const here = live.filter((w) => w.pattern === null || patternMatches(w.pattern, url));
      if (here.length === 0) return NONE;
      return (finding) => {
        const evidence = collapsedEvidence(finding.evidence);
        return (
          here.find((w) => w.check(finding.check) && (w.evidence === null || evidence.includes(w.evidence)))?.index ??
          null
        );
      };
    },
  };
}

export function splitWaived(
  findings: readonly Finding[],
  waiverOf: PageWaivers,
): { counted: Finding[]; waived: WaivedFinding[] } {
  const counted: Finding[] = [];
  const waived: WaivedFinding[] = [];
  for (const finding of findings) {
    const waiver = waiverOf(finding);
    if (waiver === null) counted.push(finding);
    else waived.push({ ...finding, waiver });
  }
  return { counted, waived };
}

/**
 * The page as its thresholds see it: without its waived findings, and without them in its
 * critical count (the service counted every finding; a waived one counts for nothing).
 */
export function countedView<T extends Pick<PageResult, 'findings' | 'issues' | 'waived'>>(page: T): T {
  const waived = page.waived ?? [];
  if (waived.length === 0) return page;
  // As a multiset: findings of one identity may differ in raw evidence (a masked hash), so a waiver
  // on a substring of it can waive one of them and not the other.
  const waivedLeft = new Map<string, number>();
  for (const finding of waived)
    waivedLeft.set(findingIdentity(finding), (waivedLeft.get(findingIdentity(finding)) ?? 0) + 1);
  return {
    ...page,
    findings: (page.findings ?? []).filter((f) => {
      const identity = findingIdentity(f);
      const left = waivedLeft.get(identity) ?? 0;
      waivedLeft.set(identity, left - 1);
      return left <= 0;
    }),
    issues: page.issues
      ? { ...page.issues, critical: countedCritical(page.issues.critical ?? 0, waived) }
      : page.issues,
  };
}

/** Each waiver of the config with its days left and how many findings of the run it waived. */
export function waiverFacts(waivers: readonly Waiver[], pages: readonly PageResult[], now: Date): WaiverFacts[] {
  const matched = waivers.map(() => 0);
  for (const page of pages)
    for (const finding of page.waived ?? []) matched[finding.waiver] = (matched[finding.waiver] ?? 0) + 1;
  return waivers.map((waiver, index) => ({
    ...waiver,
    daysLeft: daysUntil(waiver.expires, now),
    matched: matched[index] ?? 0,
  }));
}
