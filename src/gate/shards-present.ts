/**
 * Report mode's check that every shard's results are there: a matrix job that failed before
 * writing its file (or a glob that missed it) left its pages ungated, and the merge of the rest
 * passed. Each results file of a sharded run records its `i/n`; files without one (an unsharded
 * run, an older file) say nothing either way. Pure.
 */
import { PagegateError } from '../errors.js';
import type { ResultsHead } from './results-file.js';

type Shard = NonNullable<ResultsHead['shard']>;

/** Each `i/n` of every `n` the files name that no file records, as `i/n`, in order. */
export function missingShards(found: readonly Shard[]): string[] {
  const counts = [...new Set(found.map((shard) => shard.count))].sort((a, b) => a - b);
  return counts.flatMap((count) =>
    Array.from({ length: count }, (_, i) => i + 1)
      .filter((index) => !found.some((shard) => shard.count === count && shard.index === index))
      .map((index) => `${index}/${count}`),
  );
}

/** The run stops (exit 3): gating the shards that are there would pass the pages of those that are not. */
export function assertShardsPresent(pattern: string, found: readonly Shard[]): void {
  const missing = missingShards(found);
  if (missing.length === 0) return;
  const seen = found.map((shard) => `${shard.index}/${shard.count}`).join(', ');
  throw new PagegateError(
    `results-files: no results of shard ${missing.join(', ')} among the files "${pattern}" matched (found ` +
      `${seen}); its pages would go ungated, so the report stops (did that shard's job fail or its upload miss?)`,
  );
}
