/** The last line: which run and commit this is, the thresholds in force, where the full results are. */
import { codeSpan, inline } from './escape.js';
import { NAME_MAX, REASON_MAX, URL_MAX } from './limits.js';
import { redactUrl } from '../text/redact.js';

export interface RunFacts {
  name: string;
  url?: string | null;
  commit?: string | null;
  resultsFile: string;
  /** The uploaded results file (upload-results), when there is one. */
  artifactUrl?: string | null;
}

export function runLine(run: RunFacts, thresholds: Record<string, string>): string {
  const parts = [`Run ${runName(run)}`];
  if (run.commit)
    parts.push(
      `commit ${/^[0-9a-f]{7,40}$/i.test(run.commit) ? run.commit.slice(0, 7) : inline(run.commit, NAME_MAX)}`,
    );
  const set = Object.entries(thresholds).map(([name, value]) => `${inline(name, NAME_MAX)} ${inline(value, NAME_MAX)}`);
  parts.push(`thresholds: ${set.length > 0 ? set.join(', ') : 'none'}`);
  parts.push(`full results: ${resultsPlace(run)}`);
  return `\n${parts.join(' · ')}\n`;
}

/**
 * Where a reviewer finds the full results: the uploaded artifact, else the run's page (its job
 * summary); a path on the runner only where there is no run (the CLI), since no reviewer can open it.
 */
export function resultsPlace(run: RunFacts): string {
  return (
    link('the results artifact', run.artifactUrl) ??
    link("the run's page", run.url) ??
    (codeSpan(run.resultsFile, URL_MAX) || 'the results file')
  );
}

function runName(run: RunFacts): string {
  const name = inline(run.name, REASON_MAX) || 'pagegate';
  return link(name, run.url) ?? name;
}

/**
 * Only a plain http(s) address becomes a link; a destination with spaces or parentheses could
 * end the link early and show something else.
 */
function link(text: string, url: string | null | undefined): string | null {
  const shown = url ? redactUrl(url.trim()) : '';
  return /^https?:\/\/[^\s()<>]+$/i.test(shown) ? `[${text}](${shown})` : null;
}
