/** `mode: report`: the shards' results files merged and decided again with this job's own rules and waivers. */
import { ConfigError, readFailure } from '../errors.js';
import type { ReportConfig } from '../model/config.js';
import type { PageResult } from '../model/results.js';
import { assertPatternsMatch } from '../config/rules.js';
import { assertWarnLevels } from '../config/warn-levels.js';
import { normalizePageUrl } from '../site/urls.js';
import type { EngineIO } from './engine-io.js';
import { keptPages } from './accepted.js';
import { draftNext, dropping, keeper, type Decided, type Judge } from './page-keeper.js';
import { mergeByUrl } from './merge.js';
import { readingInput, resultsPages, resultsUrls, type ResultsHead } from './results-file.js';
import { assertShardsPresent } from './shards-present.js';
import type { PageObservation } from './verdict.js';
import { count } from '../text/count.js';

/**
 * Shard results, merged by the merge rule (merge.ts) and decided a page at a time. Which entry of
 * a URL is the later one is known only at the end, so a first pass reads only the URLs; the
 * second decides each URL's entry, in the position the rule gives it.
 */
export async function decideResultsFiles(config: ReportConfig, io: EngineIO, judge: Judge): Promise<Decided> {
  const pattern = config.resultsFiles;
  const files = await io.glob(pattern).catch((error: unknown) => {
    throw new ConfigError(`results-files: ${readFailure(error)}`);
  });
  if (files.length === 0) throw new ConfigError(`results-files: "${pattern}" matched no file`);
  const merged = new Map<string, { url: string; file: number; index: number }>();
  const shards: NonNullable<ResultsHead['shard']>[] = [];
  const recordShard = (head: ResultsHead) => (head.shard ? shards.push(head.shard) : undefined);
  for (const [file, path] of files.entries()) {
    let index = 0;
    const urls = readingInput('results-files', path, (name) => resultsUrls(io.readBytes(path), name, recordShard));
    for await (const url of urls) mergeByUrl(merged, url, { url, file, index: index++ });
  }
  assertShardsPresent(pattern, shards);
  const entries = new Map([...merged].map(([key, entry], position) => [key, { ...entry, position }]));
  io.info(`results-files: merged ${count(entries.size, 'page')} from ${count(files.length, 'file')}`);
  const urls = [...entries.values()].map((entry) => entry.url);
  assertPatternsMatch(config, urls);
  assertWarnLevels(config, urls);
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
      for await (const page of readingInput('results-files', path, (name) => resultsPages(io.readBytes(path), name))) {
        const entry = entries.get(normalizePageUrl(page.url));
        if (entry?.file === file && entry.index === index)
          pages[entry.position] = await keep(judge(observationOf(page)), entry.position);
        index++;
      }
    }
  });
  return { pages, ...(accepted ? { accepted: { ...accepted, next } } : {}) };
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
    costliest: _costliest,
    ...observation
  } = page;
  return observation;
}
