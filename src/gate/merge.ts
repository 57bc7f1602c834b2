/** Shard results -> one results file: what `mode: report` and `pagegate merge` read. */
import { PagegateError } from '../errors.js';
import type { PageResult, Results } from '../model/results.js';
import { normalizePageUrl } from '../site/urls.js';

/**
 * The merge rule, the one place it is written (`pagegate merge`, `mode: report` and a
 * `baseline-file` that lists a URL twice all follow it): a URL, normalised, listed again keeps its
 * first position and takes the later entry. Parts come in the order given, and a shard re-run
 * (listed after the first attempt) holds the fresher result. A Map keeps a key's first position.
 */
export function mergeByUrl<T>(merged: Map<string, T>, url: string, entry: T): void {
  merged.set(normalizePageUrl(url), entry);
}

/**
 * Parts merged by the merge rule. The merged file is undecided: the report job decides again
 * with its own thresholds, so `passed` is only "every page passed as analysed".
 */
export function mergeResults(parts: Results[]): Results {
  const [first, ...rest] = parts;
  if (!first) throw new PagegateError('no results to merge');
  const pages = new Map<string, PageResult>();
  for (const part of parts) for (const page of part.pages) mergeByUrl(pages, page.url, page);
  const merged = [...pages.values()];
  return {
    version: 1,
    passed: merged.every((page) => page.verdict === 'pass'),
    startedAt: rest.reduce(
      (earliest, part) => (instant(part.startedAt) < instant(earliest) ? part.startedAt : earliest),
      first.startedAt,
    ),
    finishedAt: rest.reduce(
      (latest, part) => (instant(part.finishedAt) > instant(latest) ? part.finishedAt : latest),
      first.finishedAt,
    ),
    decided: false,
    pages: merged,
  };
}

/** ISO times with different offsets do not sort as text. */
function instant(iso: string): number {
  return Date.parse(iso);
}
