/**
 * The gate's one flow, shared by the action (main.ts) and the CLI: collect pages (or a crawl, or
 * shard results), analyse them under one deadline, decide, and move the accepted state when the
 * gate passed. Files, logs and the accepted store come in through `io` so the edges decide where
 * they go; the network is reached only through the client and site/.
 */
import { PageAnalysisClient } from '../client/client.js';
import { ConfigError, readFailure, ServiceError, TransportError } from '../errors.js';
import type { AcceptedStore } from '../model/accepted.js';
import type { GateConfig } from '../model/config.js';
import { redactUrl } from '../text/redact.js';
import type { AcceptedFacts, BaselineSnapshot, CrawlSummary, PageResult, Results } from '../model/results.js';
import { nextAccepted, planAccepted, startLoading, type NextAccepted } from './accepted.js';
import { baselineSource, type BaselinePlan } from './baseline.js';
import { baselinesFromResults, parseResultsText } from './baseline-file.js';
import { collectUrls, readInputFile, type UrlSourceIO } from './collect-urls.js';
import { observeCrawl } from './crawl.js';
import { analyzeDeployedPages } from './deployed-pages.js';
import { pageHolder } from './held.js';
import { inOrder } from './in-order.js';
import { resultsPages, resultsUrls, type ResultsFileIO } from './results-lines.js';
import { decide, failsGate, tally, type PageObservation } from './verdict.js';
import { normalizePageUrl } from '../site/urls.js';
import { assertWarnLevels } from '../config/warn-levels.js';
import { thresholdUses } from './thresholds-view.js';
import { activeWaivers, asAccepted, waiverFacts } from './waivers.js';

export interface EngineIO extends UrlSourceIO, ResultsFileIO {
  glob(pattern: string): Promise<string[]>;
  /**
   * Each page in full as soon as it is decided (the results file). The outcome holds the pages
   * only as far as the summary, the comment and the outputs read them (held.ts).
   */
  record(page: PageResult): Promise<void>;
  /** Called once per page as it finishes, with its provisional verdict. */
  pageDone(page: PageResult, done: number, total: number): void;
  now(): Date;
  /** Where the accepted state lives (`baseline: accepted`); absent: there is none (the CLI without accepted-file). */
  accepted?: AcceptedStore;
  /** The user's interrupt (Ctrl-C); the run's own deadline is added here. */
  signal?: AbortSignal;
}

export interface EngineOutcome {
  results: Results;
  failedCount: number;
  regressionCount: number;
  warningCount: number;
}

/** One page decided: the config's rules and the waivers in force when the run started. */
type Judge = (observation: PageObservation) => PageResult;

/**
 * The decided pages as held, and what the results say about the accepted state (with its draft,
 * when this run may move it).
 */
interface Decided {
  pages: PageResult[];
  accepted?: { facts: AcceptedFacts; next: NextAccepted | null };
  crawl?: CrawlSummary;
}

export async function runEngine(config: GateConfig, io: EngineIO): Promise<EngineOutcome> {
  const startedAt = io.now();
  // Expiry is judged once, against the run's own clock: a run across midnight does not change its mind.
  const waivers = activeWaivers(config.waivers, startedAt);
  const judge: Judge = (observation) => decide(observation, config, waivers);
  const decided =
    config.mode === 'report' ? await decideResultsFiles(config, io, judge) : await decideLive(config, io, judge);
  const decision = tally(decided.pages, config);
  const accepted = await moveAccepted(config, io, decided, decision.passed);
  const results: Results = {
    version: 1,
    passed: decision.passed,
    startedAt: startedAt.toISOString(),
    finishedAt: io.now().toISOString(),
    decided: config.mode !== 'analyze',
    ...(accepted ? { accepted } : {}),
    ...(config.waivers.length > 0 ? { waivers: waiverFacts(config.waivers, decision.pages, startedAt) } : {}),
    ...(config.mode !== 'analyze' ? { thresholds: thresholdUses(config, decision.pages) } : {}),
    pages: decision.pages,
    ...(decided.crawl ? { crawl: decided.crawl } : {}),
  };
  return {
    results,
    failedCount: decision.failedCount,
    regressionCount: decision.regressionCount,
    warningCount: decision.warningCount,
  };
}

/**
 * A passing gate's pages become the accepted state; an analyze shard only reads it, and a report
 * job (which read no state: its shards did) only saves it.
 */
async function moveAccepted(
  config: GateConfig,
  io: EngineIO,
  decided: Decided,
  passed: boolean,
): Promise<AcceptedFacts | undefined> {
  if (!decided.accepted) return undefined;
  const { facts, next } = decided.accepted;
  if (!next) return facts;
  return {
    ...facts,
    saved: await next.finish(
      passed,
      {
        tag: config.commentTag,
        commit: config.commit,
        savedAt: io.now().toISOString(),
      },
      io,
    ),
  };
}

/**
 * The draft of the next accepted state, when this run may move it. A store that could not be
 * read has been warned about once; saving to it would only say it again.
 */
function draftNext(
  config: GateConfig,
  io: EngineIO,
  facts: AcceptedFacts,
  before: ReadonlyMap<string, BaselineSnapshot>,
): NextAccepted | null {
  if (config.mode === 'analyze' || !io.accepted || facts.missing === 'unavailable') return null;
  return nextAccepted(io.accepted.draft(), before, (page) => failsGate(page, config));
}

/**
 * Each decided page goes out in full (the results file, the accepted draft); the run holds what
 * the report reads. `index` is the page's place in the run's list: the results file keeps that
 * order whatever order the analyses finish in.
 */
function keeper(
  io: EngineIO,
  next: NextAccepted | null,
  total: number,
): (page: PageResult, index: number) => Promise<PageResult> {
  let done = 0;
  const hold = pageHolder();
  const record = inOrder<PageResult>((page) => io.record(page));
  return async (page, index) => {
    io.pageDone(page, ++done, total);
    await Promise.all([record(page, index), next?.add(asAccepted(page))]);
    return hold(page);
  };
}

/** A run that stops with an error leaves no draft behind. */
async function dropping<T>(next: NextAccepted | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await next?.discard();
    throw error;
  }
}

async function decideLive(config: GateConfig, io: EngineIO, judge: Judge): Promise<Decided> {
  const deadline = AbortSignal.timeout(config.timeoutMs);
  const signal = io.signal ? AbortSignal.any([deadline, io.signal]) : deadline;
  const apiUrl = requireSetting(config.apiUrl, 'api-url');
  const client = new PageAnalysisClient({ baseUrl: apiUrl, apiKey: requireSetting(config.apiKey, 'api-key') });
  try {
    await client.checkKey({ signal }).catch((error: unknown) => {
      // The first request is where a wrong or unreachable api-url shows: say which one.
      if (error instanceof ServiceError && error.status === 404) {
        throw new ConfigError(
          `api-url ${redactUrl(apiUrl)}: ${error.endpoint} answered 404: the api-url must include the ` +
            `service's version prefix, such as /api/v1`,
        );
      }
      if (!(error instanceof TransportError)) throw error;
      throw new TransportError(`api-url ${redactUrl(apiUrl)}: ${error.message}`, {
        endpoint: error.endpoint,
        failure: error.failure,
        sent: error.sent,
      });
    });
    // After the first request, not before it: loading the store's library (the cache's is large)
    // then overlaps collecting the URL list, and a wrong key fails before any of it.
    const accepted = config.baseline.kind === 'accepted' && config.crawl === null ? startLoading(io.accepted) : null;
    if (config.crawl !== null) {
      const crawl = await observeCrawl({
        crawl: config.crawl,
        client,
        concurrency: config.concurrency,
        useBaseline: config.baseline.kind !== 'none',
        pollIntervalMs: config.pollIntervalMs,
        signal,
        info: (line) => io.info(line),
      });
      io.info(`crawl ${crawl.crawlId} of ${crawl.host}: ${crawl.observations.length} pages`);
      const keep = keeper(io, null, crawl.observations.length);
      const pages: PageResult[] = [];
      for (const [index, observation] of crawl.observations.entries())
        pages.push(await keep(judge(observation), index));
      return { pages, crawl: { id: crawl.crawlId, host: crawl.host, findings: crawl.findings } };
    }
    const urls = await collectUrls(config, io, signal);
    const fromAccepted = accepted ? await planAccepted(accepted, config.commentTag, io) : null;
    const plan = fromAccepted?.plan ?? (await planBaseline(config, io));
    const next = fromAccepted ? draftNext(config, io, fromAccepted.facts, fromAccepted.pages) : null;
    const keep = keeper(io, next, urls.length);
    const pages = await dropping(next, () =>
      analyzeDeployedPages(
        urls,
        {
          config,
          client,
          baselineOf: baselineSource(plan, client),
          io,
          signal,
        },
        (observation, index) => keep(judge(observation), index),
      ),
    );
    return {
      pages,
      ...(fromAccepted ? { accepted: { facts: fromAccepted.facts, next } } : {}),
    };
  } finally {
    await client.close();
  }
}

/** Every baseline but accepted, which planAccepted plans from its store's load. */
async function planBaseline(config: GateConfig, io: EngineIO): Promise<BaselinePlan> {
  const setting = config.baseline;
  switch (setting.kind) {
    case 'file': {
      const results = parseResultsText(
        await readInputFile(io, 'baseline-file', setting.path),
        `baseline-file ${setting.path}`,
      );
      return { kind: 'file', pages: baselinesFromResults(results) };
    }
    case 'accepted':
      return { kind: 'previous' };
    case 'url':
    case 'previous':
    case 'none':
      return setting;
  }
}

/**
 * Shard results, merged and decided a page at a time. A URL in several parts keeps its first
 * position and takes its last entry (a shard re-run, listed after the first attempt, holds the
 * fresher result), so a first pass reads only the URLs; the second decides each URL's entry.
 */
async function decideResultsFiles(config: GateConfig, io: EngineIO, judge: Judge): Promise<Decided> {
  const pattern = requireSetting(config.resultsFiles, 'results-files');
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
  const next = accepted ? draftNext(config, io, accepted.facts, new Map()) : null;
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

function requireSetting(value: string | null, input: string): string {
  if (!value) throw new ConfigError(`${input} is required`);
  return value;
}
