/**
 * The findings of a page, as list lines: regressions (the reason a reviewer reads the comment),
 * then, for a failing page, the critical findings it still has (what a threshold like max-critical
 * fails on), and resolved findings (good news, folded away). A line comes in parts so the size
 * budget can drop its evidence without rendering it again.
 */
import { findingIdentity } from '../model/finding-identity.js';
import type { Finding } from '../model/resources.js';
import { codeSpan, inline, urlSpan } from './escape.js';
import { EVIDENCE_MAX, MESSAGE_MAX, NAME_MAX, REMEDIATION_MAX, TITLE_MAX } from './limits.js';
import type { PageResult, Regression } from '../model/results.js';
import { severityRank } from '../model/severity.js';
import { byHarm } from '../model/harm.js';

/**
 * A finding listed under its page: a regression, or a finding the page has that is none. `kept`:
 * its baseline had it too, so it is "still" there; a page with nothing to compare with (no
 * baseline, or one without findings) never says "still".
 */
export type ListedFinding = Pick<Finding, 'check' | 'severity' | 'message' | 'evidence' | 'remediation'> & {
  change?: Regression['change'];
  from?: string;
  kept?: true;
};

export interface FindingLine {
  head: string;
  /** '' when the finding has no evidence. */
  evidence: string;
  tail: string;
}

/**
 * The findings listed under a page: its regressions in order of harm (those that failed it first),
 * then, when it failed, its critical findings that are not among them (a page can fail on
 * max-critical with nothing new), then, under min-score, the findings that cost it the most that are not listed yet.
 */
export function listedFindings(page: PageResult): ListedFinding[] {
  const regressions = byHarm(page.regressions);
  if (page.verdict !== 'fail') return regressions;
  // Matched as a multiset, like the diff: two images without alt, one of them new, leave one standing.
  const regressed = new Map<string, number>();
  for (const r of regressions) regressed.set(findingIdentity(r), (regressed.get(findingIdentity(r)) ?? 0) + 1);
  const standing = (page.findings ?? []).filter((f) => {
    if (severityRank(f.severity) !== severityRank('critical')) return false;
    const identity = findingIdentity(f);
    const unmatched = regressed.get(identity) ?? 0;
    regressed.set(identity, unmatched - 1);
    return unmatched <= 0;
  });
  const listed = new Set([...regressions, ...standing].map(findingIdentity));
  const costliest = (page.costliest ?? []).filter((f) => !listed.has(findingIdentity(f)));
  // Not a regression of a page that was compared: its baseline had it.
  const compared = page.baseline?.findings !== undefined && page.baselineFrom?.kind !== 'new-page';
  const others = [...standing, ...costliest];
  return [...regressions, ...(compared ? others.map((f) => ({ ...f, kept: true as const })) : others)];
}

/**
 * Renders finding lines. Checks, severities, messages and remediations repeat across pages
 * (one text per check), so each distinct text is escaped once per report; evidence is not cached
 * because it is page content and rarely repeats.
 */
export function findingRenderer(): (finding: ListedFinding) => FindingLine {
  const severity = memoized((t) => inline(t, NAME_MAX));
  const check = memoized((t) => codeSpan(t, NAME_MAX) || '(unnamed check)');
  const message = memoized((t) => inline(t, MESSAGE_MAX));
  const remediation = memoized((t) => inline(t, REMEDIATION_MAX));
  const label = (f: ListedFinding): string => {
    if (f.change === 'escalated') return `**escalated** ${severity(f.from ?? '?')} → ${severity(f.severity)}`;
    if (f.change === 'new') return `**new** ${severity(f.severity)}`;
    return f.kept ? `still ${severity(f.severity)}` : severity(f.severity);
  };
  return (regression) => {
    const change = label(regression);
    const said = message(regression.message);
    const evidence = codeSpan(regression.evidence, EVIDENCE_MAX);
    const fix = regression.remediation ? remediation(regression.remediation) : '';
    return {
      head: `- ${change} ${check(regression.check)}${said ? `: ${said}` : ''}`,
      evidence: evidence ? ` — evidence: ${evidence}` : '',
      tail: `${fix ? ` — fix: ${fix}` : ''}\n`,
    };
  };
}

function memoized(render: (text: string) => string): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    let shown = seen.get(text);
    if (shown === undefined) {
      shown = render(text);
      seen.set(text, shown);
    }
    return shown;
  };
}

/** Starts with a blank line: without it the heading would continue the previous page's list. */
export function pageHeading(page: PageResult): string {
  const title = page.title ? inline(page.title, TITLE_MAX) : '';
  return `\n**${urlSpan(page.url)}**${title ? ` — ${title}` : ''}\n`;
}

export function moreFindingsLine(count: number): string {
  return `- …and ${count} more ${count === 1 ? 'finding' : 'findings'} (in the results file)\n`;
}

export function resolvedLine(url: string, resolved: readonly Finding[]): string {
  const findings = resolved.map(
    (f) => `${codeSpan(f.check, NAME_MAX) || '(unnamed check)'} (${inline(f.severity, NAME_MAX)})`,
  );
  return `- ${urlSpan(url)}: ${findings.join(', ')}\n`;
}
