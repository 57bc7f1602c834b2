/**
 * What a run keeps of a page once it is decided and written out (the results file, the accepted
 * state's draft): what the summary, the comment, the log, the annotations and the outputs read,
 * and none of the findings they never list. Holding every page whole grew a run by about 135 KB a
 * page (its report's findings and its baseline's); held, a page costs its regressions, its
 * resolved findings and, when it failed, its critical findings (report/findings.ts lists those).
 */
import type { PageResult } from '../model/results.js';
import { severityRank } from '../model/severity.js';

export function heldPage(page: PageResult): PageResult {
  const { findings, baseline } = page;
  return {
    ...page,
    // Emptied, not removed: the report tells a compared page from one whose findings were missing.
    ...(findings ? { findings: page.verdict === 'fail' ? findings.filter((f) => severityRank(f.severity) === severityRank('critical')) : [] } : {}),
    baseline: baseline?.findings ? { ...baseline, findings: [] } : baseline,
  };
}
