/** The line that says exactly what a report left out to fit its size limit, and where it all is. */
import { count } from '../text/count.js';

export interface SizeLimit {
  budget: number;
  /** GitHub counts a comment in characters; the runner counts a job summary in bytes of UTF-8. */
  unit: 'characters' | 'bytes';
  /** What is limited, as the line names it: "PR comment", "job summary". */
  what: string;
}

export interface LeftOut {
  resolved: number;
  waived: number;
  passing: number;
  /** Groups of the crawl's findings table. */
  crawlGroups: number;
  /** Listed findings shown without their evidence. */
  evidence: number;
  /** Listed findings of shown pages beyond the first `perPage`. */
  beyond: number;
  perPage: number;
  /** Pages that did not pass beyond the first `shownPages`, and their listed findings. */
  pages: number;
  pageFindings: number;
  shownPages: number;
}

export function leftOutLine(left: LeftOut, limit: SizeLimit, resultsPlace: string): string {
  const sentence = leftOutSentence(left, limit, resultsPlace);
  return sentence ? `\n**Left out** ${sentence}\n` : '';
}

/** The same words as plain text, for a log. */
export function leftOutPlain(left: LeftOut, limit: SizeLimit, resultsPlace: string): string {
  const sentence = leftOutSentence(left, limit, resultsPlace);
  return sentence ? `Left out ${sentence}` : '';
}

/** What follows "Left out": `to stay within ...: what. The full results are in place.`, or '' when nothing was. */
function leftOutSentence(left: LeftOut, limit: SizeLimit, resultsPlace: string): string {
  const parts: string[] = [];
  if (left.resolved > 0) parts.push(count(left.resolved, 'resolved finding'));
  if (left.waived > 0) parts.push(count(left.waived, 'waived finding'));
  if (left.passing > 0) parts.push(count(left.passing, 'passing page'));
  if (left.crawlGroups > 0) parts.push(`the crawl's findings table (${count(left.crawlGroups, 'group')})`);
  if (left.evidence > 0) parts.push(`the evidence of ${count(left.evidence, 'listed finding')}`);
  if (left.beyond > 0) {
    parts.push(
      left.perPage > 0
        ? `${count(left.beyond, 'finding')} beyond the first ${left.perPage} of each page`
        : `the ${count(left.beyond, 'finding')} listed under each page`,
    );
  }
  if (left.pages > 0) {
    const which = left.shownPages > 0 ? ` beyond the first ${left.shownPages}` : '';
    parts.push(
      `${count(left.pages, 'page')} that did not pass${which} (with ${count(left.pageFindings, 'listed finding')})`,
    );
  }
  if (parts.length === 0) return '';
  const unit = limit.unit === 'bytes' ? 'byte' : 'character';
  return `to stay within the ${limit.budget}-${unit} limit of the ${limit.what}: ${parts.join(', ')}. The full results are in ${resultsPlace}.`;
}

/** Last resort when even the headline does not fit: cut on a code point and end with `…`. */
export function cutToLimit(text: string, limit: SizeLimit): string {
  if (limit.unit === 'characters') {
    if (text.length <= limit.budget) return text;
    let end = Math.max(0, limit.budget - 1);
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end--;
    return `${text.slice(0, end)}…`;
  }
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= limit.budget) return text;
  let end = Math.max(0, limit.budget - 3);
  // A UTF-8 continuation byte (10xxxxxx) never starts a code point.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return `${bytes.subarray(0, end).toString('utf8')}…`;
}
