/**
 * The gate's one flow, shared by the action (main.ts) and the CLI: collect pages (or a crawl, or
 * shard results), analyse them under one deadline, decide, and move the accepted state when the
 * gate passed. Files, logs and the accepted store come in through `io` so the edges decide where
 * they go; the network is reached only through the client and site/.
 */
import { PageAnalysisClient } from '../client/client.js';
import { ConfigError, ServiceError, TransportError } from '../errors.js';
import type { AcceptedStore } from '../model/accepted.js';
import type { GateConfig } from '../model/config.js';
import { redactUrl } from '../text/redact.js';
import type { AcceptedFacts, BaselineSnapshot, CrawlSummary, PageResult, Results } from '../model/results.js';
import { nextAcceptedState, planAccepted, saveAccepted, startLoading } from './accepted.js';
import { baselineSource, type BaselinePlan } from './baseline.js';
import { baselinesFromResults, parseResultsText } from './baseline-file.js';
import { collectUrls, readInputFile, type UrlSourceIO } from './collect-urls.js';
import { observeCrawl } from './crawl.js';
import { mergeResults } from './merge.js';
import { analyzeDeployedPages } from './deployed-pages.js';
import { decide, tally, type PageObservation } from './verdict.js';
import { assertWarnLevels } from '../config/warn-levels.js';
import { thresholdUses } from './thresholds-view.js';
import { activeWaivers, asAccepted, waiverFacts } from './waivers.js';

export interface EngineIO extends UrlSourceIO {
  glob(pattern: string): Promise<string[]>;
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

/** What the live run read for its baselines, kept for the save at the end. */
interface Decided {
  pages: PageResult[];
  accepted?: { facts: AcceptedFacts; pages: ReadonlyMap<string, BaselineSnapshot> };
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
  if (config.baseline.kind !== 'accepted' || config.crawl !== null) return undefined;
  if (!decided.accepted && !io.accepted) return undefined;
  const facts = decided.accepted?.facts ?? { saved: false };
  // A store that could not be read has been warned about once; saving to it would only say it again.
  if (config.mode === 'analyze' || !passed || !io.accepted || facts.missing === 'unavailable') return facts;
  const state = nextAcceptedState(decided.pages.map(asAccepted), decided.accepted?.pages ?? new Map(), {
    tag: config.commentTag,
    commit: config.commit,
    savedAt: io.now().toISOString(),
  });
  return { ...facts, saved: await saveAccepted(io.accepted, state, io) };
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
      return {
        pages: decideEach(crawl.observations, judge, io),
        crawl: { id: crawl.crawlId, host: crawl.host, findings: crawl.findings },
      };
    }
    const urls = await collectUrls(config, io, signal);
    const fromAccepted = accepted ? await planAccepted(accepted, config.commentTag, io) : null;
    const plan = fromAccepted?.plan ?? (await planBaseline(config, io));
    let done = 0;
    const pages = await analyzeDeployedPages(
      urls,
      { config, client, baselineOf: baselineSource(plan, client), io, signal },
      (observation) => {
        const page = judge(observation);
        io.pageDone(page, ++done, urls.length);
        return page;
      },
    );
    return { pages, ...(fromAccepted ? { accepted: { facts: fromAccepted.facts, pages: fromAccepted.pages } } : {}) };
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

function decideEach(observations: PageObservation[], judge: Judge, io: EngineIO): PageResult[] {
  return observations.map((observation, i) => {
    const page = judge(observation);
    io.pageDone(page, i + 1, observations.length);
    return page;
  });
}

async function decideResultsFiles(config: GateConfig, io: EngineIO, judge: Judge): Promise<Decided> {
  const pattern = requireSetting(config.resultsFiles, 'results-files');
  const files = await io.glob(pattern);
  if (files.length === 0) throw new ConfigError(`results-files: "${pattern}" matched no file`);
  const parts = await Promise.all(
    files.map(async (file) =>
      parseResultsText(await readInputFile(io, 'results-files', file), `results-files ${file}`),
    ),
  );
  const merged = mergeResults(parts);
  io.info(`results-files: merged ${merged.pages.length} pages from ${files.length} file(s)`);
  assertWarnLevels(
    config,
    merged.pages.map((page) => page.url),
  );
  // What a shard decided is redone with this job's config: its thresholds and its waivers.
  const observations = merged.pages.map(
    ({
      verdict: _verdict,
      reasons: _reasons,
      regressions: _regressions,
      resolved: _resolved,
      errorIgnored: _ignored,
      waived: _waived,
      warnings: _warnings,
      ...observation
    }) => observation,
  );
  return { pages: decideEach(observations, judge, io) };
}

function requireSetting(value: string | null, input: string): string {
  if (!value) throw new ConfigError(`${input} is required`);
  return value;
}
