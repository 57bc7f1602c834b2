/**
 * What a run keeps of a page once it is decided and written out (the results file, the accepted
 * state's draft): what the summary, the comment, the log, the annotations and the outputs read,
 * and none of the findings they never list. Holding every page whole grew a run by about 135 KB a
 * page (its report's findings and its baseline's); held, a page costs its regressions, its
 * resolved findings and, when it failed, its critical findings (report/findings.ts lists those).
 */
import type { Finding } from '../model/resources.js';
import type { PageResult } from '../model/results.js';
import { severityRank } from '../model/severity.js';

/**
 * One holder per run. A finding's check, severity, result, message and remediation repeat across
 * pages (one text per check), but each parsed body holds its own copies: the held findings share
 * one string per distinct text (in the 25,000-page report job, about 40 % of what a finding holds).
 */
export function pageHolder(): (page: PageResult) => PageResult {
  const texts = new Map<string, string>();
  const shared = <T extends string | null>(text: T): T => {
    if (text === null) return text;
    const known = texts.get(text);
    if (known !== undefined) return known as T;
    texts.set(text, text);
    return text;
  };
  const held = <F extends Finding | PageResult['regressions'][number]>(finding: F): F => ({
    ...finding,
    check: shared(finding.check),
    severity: shared(finding.severity),
    message: shared(finding.message),
    remediation: shared(finding.remediation),
    ...('result' in finding && typeof finding.result === 'string' ? { result: shared(finding.result) } : {}),
  });
  return (page) => {
    const { findings, baseline } = page;
    return {
      ...page,
      regressions: page.regressions.map(held),
      resolved: page.resolved.map(held),
      // Emptied, not removed: the report tells a compared page from one whose findings were missing.
      ...(findings
        ? {
            findings:
              page.verdict === 'fail'
                ? findings.filter((f) => severityRank(f.severity) === severityRank('critical')).map(held)
                : [],
          }
        : {}),
      baseline: baseline?.findings ? { ...baseline, findings: [] } : baseline,
    };
  };
}
