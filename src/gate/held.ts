/**
 * What a run keeps of a page once it is decided and written out (the results file, the accepted
 * state's draft): what the summary, the comment, the log, the annotations and the outputs read,
 * and none of the findings they never list. Holding every page whole grew a run by about 135 KB a
 * page (its report's findings and its baseline's); held, a page costs its regressions, its
 * resolved findings and, when it failed, its critical findings (report/findings.ts lists those).
 *
 * Evidence is page content (about 150 characters a finding on real pages, never shared) and the
 * largest part of a held finding, yet a summary can show only so much of it: past its 1 MiB the
 * budget drops evidence before it drops findings. So a run holds evidence for its first
 * HELD_EVIDENCE findings only, in the order pages are decided; later pages keep every finding, and
 * their count, without it (the results file has it all). A page is held with or without evidence
 * as a whole, so its regressions and its findings still match each other (report/findings.ts).
 */
import type { Finding } from '../model/resources.js';
import type { PageResult } from '../model/results.js';
import { severityRank } from '../model/severity.js';

/** About what a 1 MiB summary can list with evidence (a listed finding with evidence is 300-500 characters). */
const HELD_EVIDENCE = 2_000;

/**
 * One holder per run. A finding's check, severity, result, message and remediation repeat across
 * pages (one text per check), but each parsed body holds its own copies: the held findings share
 * one string per distinct text (in the 25,000-page report job, about 40 % of what a finding holds).
 */
export function pageHolder(evidenceBudget = HELD_EVIDENCE): (page: PageResult) => PageResult {
  const texts = new Map<string, string>();
  let evidenceLeft = evidenceBudget;
  const shared = <T extends string | null>(text: T): T => {
    if (text === null) return text;
    const known = texts.get(text);
    if (known !== undefined) return known as T;
    texts.set(text, text);
    return text;
  };
  let withEvidence = true;
  const held = <F extends Finding | PageResult['regressions'][number]>(finding: F): F => ({
    ...finding,
    ...(withEvidence ? {} : { evidence: '' }),
    check: shared(finding.check),
    severity: shared(finding.severity),
    message: shared(finding.message),
    remediation: shared(finding.remediation),
    ...('result' in finding && typeof finding.result === 'string' ? { result: shared(finding.result) } : {}),
  });
  return (page) => {
    const { findings, baseline } = page;
    const listed =
      page.verdict === 'fail'
        ? (findings ?? []).filter((f) => severityRank(f.severity) === severityRank('critical'))
        : [];
    const count = page.regressions.length + page.resolved.length + listed.length;
    // Once spent, spent for good: no later page gets evidence back by being small.
    withEvidence = withEvidence && count <= evidenceLeft;
    evidenceLeft = withEvidence ? evidenceLeft - count : 0;
    return {
      ...page,
      regressions: page.regressions.map(held),
      resolved: page.resolved.map(held),
      // Emptied, not removed: the report tells a compared page from one whose findings were missing.
      ...(findings ? { findings: listed.map(held) } : {}),
      baseline: baseline?.findings ? { ...baseline, findings: [] } : baseline,
    };
  };
}
