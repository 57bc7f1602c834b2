/** `mode: report`: the shards' results files merged and decided again with this job's own rules and waivers. */
import { ConfigError, readFailure } from '../errors.js';
import type { GateConfig } from '../model/config.js';
import type { PageResult } from '../model/results.js';
import { assertWarnLevels } from '../config/warn-levels.js';
import { normalizePageUrl } from '../site/urls.js';
import type { EngineIO } from './engine.js';
import { keptPages } from './accepted.js';
import { draftNext, dropping, keeper, type Decided, type Judge } from './page-keeper.js';
import { required } from './required.js';
import { resultsPages, resultsUrls } from './results-lines.js';
import type { PageObservation } from './verdict.js';

/**
 * Shard results, merged and decided a page at a time. A URL in several parts keeps its first
 * position and takes its last entry (a shard re-run, listed after the first attempt, holds the
 * fresher result), so a first pass reads only the URLs; the second decides each URL's entry.
 */
export async function decideResultsFiles(config: GateConfig, io: EngineIO, judge: Judge): Promise<Decided> {
  const pattern = required(config.resultsFiles, 'results-files');
  const files = await io.glob(pattern);
  if (files.length === 0) throw new ConfigError(`results-files: "${pattern}" matched no file`);
  const entries = new Map<string, { url: string; position: number; file: number; index: number }>();
  for (const [file, path] of files.entries()) {
    let index = 0;
    for await (const url of reading(path, resultsUrls(path, `results-files ${path}`, io))) {
      const key = normalizePageUrl(url);
      entries.set(key, {
        url,
        position: entries.get(key)?.position ?? entries.size,
        file,
        index: index++,
      });
    }
  }
  io.info(`results-files: merged ${entries.size} pages from ${files.length} file(s)`);
  assertWarnLevels(
    config,
    [...entries.values()].map((entry) => entry.url),
  );
  const accepted =
    config.baseline.kind === 'accepted' && config.crawl === null && io.accepted ? { facts: { saved: false } } : null;
  // The report job compares nothing with the state, but merges into it: the pages it did not decide stay.
  const kept = accepted && io.accepted ? await keptPages(io.accepted, config.commentTag, io) : null;
  const next = accepted && kept ? draftNext(config, io, accepted.facts, kept) : null;
  const keep = keeper(io, next, entries.size);
  const pages: PageResult[] = [];
  await dropping(next, async () => {
    for (const [file, path] of files.entries()) {
      let index = 0;
      for await (const page of reading(path, resultsPages(path, `results-files ${path}`, io))) {
        const entry = entries.get(normalizePageUrl(page.url));
        if (entry?.file === file && entry.index === index)
          pages[entry.position] = await keep(judge(observationOf(page)), entry.position);
        index++;
      }
    }
  });
  return { pages, ...(accepted ? { accepted: { ...accepted, next } } : {}) };
}

/** A file that cannot be read is a configuration error naming it; what is wrong inside it already is one. */
async function* reading<T>(path: string, items: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* items;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`results-files: cannot read "${path}" (${readFailure(error)})`);
  }
}

/** What a shard observed, without what it decided: the report job decides again with its own thresholds and waivers. */
function observationOf(page: PageResult): PageObservation {
  const {
    verdict: _verdict,
    reasons: _reasons,
    regressions: _regressions,
    resolved: _resolved,
    errorIgnored: _ignored,
    waived: _waived,
    warnings: _warnings,
    ...observation
  } = page;
  return observation;
}
