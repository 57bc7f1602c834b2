/**
 * The findings of a page, as list lines: regressions (the reason a reviewer reads the comment)
 * and resolved findings (good news, folded away). A regression line comes in parts so the size
 * budget can drop its evidence without rendering it again.
 */
import type { Finding } from '../model/resources.js';
import { codeSpan, inline, urlSpan } from './escape.js';
import { EVIDENCE_MAX, MESSAGE_MAX, NAME_MAX, REMEDIATION_MAX, TITLE_MAX } from './limits.js';
import type { PageResult, Regression } from '../model/results.js';
import { severityRank } from '../model/severity.js';

export interface RegressionLine {
  head: string;
  /** '' when the finding has no evidence. */
  evidence: string;
  tail: string;
}

/** Most severe first, so a page cut to its first few findings keeps the ones that matter. */
export function bySeverity(regressions: readonly Regression[]): Regression[] {
  return [...regressions].sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
}

/**
 * Renders regression lines. Checks, severities, messages and remediations repeat across pages
 * (one text per check), so each distinct text is escaped once per report; evidence is not cached
 * because it is page content and rarely repeats.
 */
export function regressionRenderer(): (regression: Regression) => RegressionLine {
  const severity = memoized((t) => inline(t, NAME_MAX));
  const check = memoized((t) => codeSpan(t, NAME_MAX) || '(unnamed check)');
  const message = memoized((t) => inline(t, MESSAGE_MAX));
  const remediation = memoized((t) => inline(t, REMEDIATION_MAX));
  return (regression) => {
    const change = regression.change === 'escalated'
      ? `**escalated** ${severity(regression.from ?? '?')} → ${severity(regression.severity)}`
      : `**new** ${severity(regression.severity)}`;
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

export function moreRegressionsLine(count: number): string {
  return `- …and ${count} more regressed ${count === 1 ? 'finding' : 'findings'} (in the results file)\n`;
}

export function resolvedLine(url: string, resolved: readonly Finding[]): string {
  const findings = resolved.map((f) => `${codeSpan(f.check, NAME_MAX) || '(unnamed check)'} (${inline(f.severity, NAME_MAX)})`);
  return `- ${urlSpan(url)}: ${findings.join(', ')}\n`;
}
