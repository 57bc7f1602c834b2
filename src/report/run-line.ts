/** The last line: which run and commit this is, the thresholds in force, where the full results are. */
import { codeSpan, inline } from './escape.js';
import { NAME_MAX, REASON_MAX, URL_MAX } from './limits.js';
import { redactUrl } from '../text/redact.js';

export interface RunFacts {
  name: string;
  url?: string | null;
  commit?: string | null;
  resultsFile: string;
}

export function runLine(run: RunFacts, thresholds: Record<string, string>): string {
  const parts = [`Run ${runName(run)}`];
  if (run.commit) parts.push(`commit ${/^[0-9a-f]{7,40}$/i.test(run.commit) ? run.commit.slice(0, 7) : inline(run.commit, NAME_MAX)}`);
  const set = Object.entries(thresholds).map(([name, value]) => `${inline(name, NAME_MAX)} ${inline(value, NAME_MAX)}`);
  parts.push(`thresholds: ${set.length > 0 ? set.join(', ') : 'none'}`);
  parts.push(`full results: ${resultsPlace(run.resultsFile)}`);
  return `\n${parts.join(' · ')}\n`;
}

/** The results file or artifact name, for the line that says what was left out. */
export function resultsPlace(resultsFile: string): string {
  return codeSpan(resultsFile, URL_MAX) || 'the results file';
}

function runName(run: RunFacts): string {
  const name = inline(run.name, REASON_MAX) || 'pagegate';
  const url = run.url ? redactUrl(run.url.trim()) : '';
  // Only a plain http(s) address becomes a link; a destination with spaces or parentheses could
  // end the link early and show something else.
  if (!/^https?:\/\/[^\s()<>]+$/i.test(url)) return name;
  return `[${name}](${url})`;
}
