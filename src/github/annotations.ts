/**
 * One warning annotation per page that did not pass. GitHub shows at most 10 warning annotations
 * per step, so the rest are counted in one line that points to the job summary.
 */
import { plainText } from '../text/plain.js';
import { redactUrl } from '../text/redact.js';
import type { Results } from '../model/results.js';

const TITLE_MAX = 200;
const MESSAGE_MAX = 1000;

export interface Annotation {
  title: string;
  message: string;
}

export function annotationsFor(results: Results, limit = 10): { annotations: Annotation[]; overflowLine: string | null } {
  const failing = results.pages.filter((page) => page.verdict !== 'pass');
  const annotations = failing.slice(0, limit).map((page) => ({
    title: plainText(redactUrl(page.url), TITLE_MAX),
    message: plainText(reasonsOf(page), MESSAGE_MAX),
  }));
  const more = failing.length - annotations.length;
  return { annotations, overflowLine: more > 0 ? `…and ${more} more failing ${more === 1 ? 'page' : 'pages'}: see the job summary` : null };
}

function reasonsOf(page: Results['pages'][number]): string {
  if (page.reasons.length > 0) return page.reasons.join('; ');
  return page.error ? `${page.error.code}: ${page.error.message}` : page.verdict;
}
