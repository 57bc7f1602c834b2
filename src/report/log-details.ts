/**
 * The log's details: one collapsed group per page that did not pass, under its terminal line. The
 * line alone is in terminal.ts, which the run's progress needs before any finding is compared.
 */
import { EVIDENCE_MAX, MESSAGE_MAX, NAME_MAX, REASON_MAX, REMEDIATION_MAX, SUMMARY_BUDGET, URL_MAX } from './limits.js';
import { listedFindings, type ListedFinding } from './findings.js';
import { plainText } from '../text/plain.js';
import type { Results } from '../model/results.js';
import { leftOutPlain, type LeftOut, type SizeLimit } from './left-out.js';
import { renderTerminalLine } from './terminal.js';

interface DetailGroup {
  title: string;
  lines: string[];
}

const NOTHING_LEFT_OUT: LeftOut = {
  resolved: 0,
  waived: 0,
  passing: 0,
  crawlGroups: 0,
  evidence: 0,
  beyond: 0,
  perPage: 0,
  pages: 0,
  pageFindings: 0,
  shownPages: 0,
};

/**
 * One collapsed log group per page that did not pass (or regressed): every reason, every
 * regression and (failing) every critical finding it still has, with evidence, the error. Indented, so no line can
 * start a workflow command.
 * The whole log keeps to the summary's budget (a page of 100,000 findings made a 13.8 MB log):
 * what does not fit is counted in the same "Left out" line, at the end of the page it cut.
 */
export function renderDetailGroups(
  results: Results,
  resultsFile: string,
  limit: SizeLimit = { budget: SUMMARY_BUDGET, unit: 'bytes', what: 'detail log' },
): DetailGroup[] {
  const pages = results.pages.filter((page) => page.verdict !== 'pass' || page.regressions.length > 0);
  const place = plainText(resultsFile, URL_MAX) || 'the results file';
  const groups: DetailGroup[] = [];
  let left = limit.budget;
  for (const page of pages) {
    const title = `details: ${renderTerminalLine(page)}`;
    const reasons = page.reasons.map((reason) => `  reason: ${plainText(reason, REASON_MAX)}`);
    const error = page.error
      ? [`  error ${plainText(page.error.code, NAME_MAX)}: ${plainText(page.error.message, MESSAGE_MAX)}`]
      : [];
    left -= size([title, ...reasons, ...error]);
    const last = groups.at(-1);
    if (left < 0 && last) {
      const rest = pages.slice(groups.length);
      const pageFindings = rest.reduce((sum, p) => sum + listedFindings(p).length, 0);
      last.lines.push(
        '  ' +
          leftOutPlain(
            { ...NOTHING_LEFT_OUT, pages: rest.length, pageFindings, shownPages: groups.length },
            limit,
            place,
          ),
      );
      break;
    }
    const shown: string[] = [];
    let count = 0;
    const listed = listedFindings(page);
    for (const finding of listed) {
      const block = findingLines(finding);
      if (size(block) > left) break;
      left -= size(block);
      for (const line of block) shown.push(line);
      count++;
    }
    const beyond = listed.length - count;
    const leftOut =
      beyond > 0 ? [`  ${leftOutPlain({ ...NOTHING_LEFT_OUT, beyond, perPage: count }, limit, place)}`] : [];
    groups.push({ title, lines: [...reasons, ...shown, ...leftOut, ...error] });
    // Once a page was cut, the pages after it are counted, not listed: the next page would otherwise slip in with fewer
    // regressions.
    if (beyond > 0) left = -1;
  }
  return groups;
}

function findingLines(r: ListedFinding): string[] {
  const from = r.from ? ` (was ${plainText(r.from, NAME_MAX)})` : '';
  const lines = [
    `  ${changeWord(r)}${plainText(r.severity, NAME_MAX)}${from} ${plainText(r.check, NAME_MAX)}: ` +
      `${plainText(r.message, MESSAGE_MAX)}`,
  ];
  lines.push(`      evidence: ${plainText(r.evidence, EVIDENCE_MAX)}`);
  if (r.remediation) lines.push(`      fix: ${plainText(r.remediation, REMEDIATION_MAX)}`);
  return lines;
}

/** `new `, `escalated `, `still ` (its baseline had it too), or nothing when there was nothing to compare with. */
function changeWord(r: ListedFinding): string {
  if (r.change) return `${r.change} `;
  return r.kept ? 'still ' : '';
}

/** UTF-8 bytes of the lines as logged, one newline each. */
function size(lines: string[]): number {
  return lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
}
