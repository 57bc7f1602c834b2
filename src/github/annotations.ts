/**
 * One warning annotation per page that did not pass, then one per page that passed past a warn
 * level. GitHub shows at most 10 warning annotations per step, so failing pages come first and the
 * rest are counted in one line that points to the job summary.
 */
import { plainText } from '../text/plain.js';
import { redactUrl } from '../text/redact.js';
import type { Results } from '../model/results.js';

const TITLE_MAX = 200;
const MESSAGE_MAX = 1000;

interface Annotation {
  title: string;
  message: string;
}

export function annotationsFor(
  results: Results,
  limit = 10,
): { annotations: Annotation[]; overflowLine: string | null } {
  const failing = results.pages.filter((page) => page.verdict !== 'pass');
  const warned = results.pages.filter((page) => page.verdict === 'pass' && (page.warnings?.length ?? 0) > 0);
  const annotated = [
    ...failing.map((page) => ({ page, message: reasonsOf(page) })),
    ...warned.map((page) => ({ page, message: `warn: ${page.warnings?.join('; ')}` })),
  ];
  const annotations = annotated.slice(0, limit).map(({ page, message }) => ({
    title: plainText(redactUrl(page.url), TITLE_MAX),
    message: plainText(message, MESSAGE_MAX),
  }));
  return { annotations, overflowLine: overflow(failing.length, warned.length, limit) };
}

function overflow(failing: number, warned: number, limit: number): string | null {
  const moreFailing = failing - Math.min(failing, limit);
  const moreWarned = warned - Math.min(warned, Math.max(0, limit - failing));
  const parts: string[] = [];
  if (moreFailing > 0) parts.push(`${moreFailing} more failing ${pages(moreFailing)}`);
  if (moreWarned > 0)
    parts.push(`${moreWarned}${moreFailing > 0 ? '' : ' more'} ${pages(moreWarned)} past a warn level`);
  return parts.length > 0 ? `…and ${parts.join(' and ')}: see the job summary` : null;
}

function pages(n: number): string {
  return n === 1 ? 'page' : 'pages';
}

function reasonsOf(page: Results['pages'][number]): string {
  if (page.reasons.length > 0) return page.reasons.join('; ');
  return page.error ? `${page.error.code}: ${page.error.message}` : page.verdict;
}
