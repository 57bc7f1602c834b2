/**
 * The gate's one flow, shared by the action (main.ts) and the CLI: collect pages (or a crawl, or
 * shard results), analyse them under one deadline, decide. Files and logs come in through `io`
 * so the edges decide where they go; the network is reached only through the client.
 */
import { PageAnalysisClient } from '../client/client.js';
import { waitUntilReady } from '../site/requests.js';
import { ConfigError, TransportError } from '../errors.js';
import type { GateConfig } from '../model/config.js';
import { redactUrl } from '../text/redact.js';
import type { CrawlSummary, PageResult, Results } from '../model/results.js';
import { analyzePage } from './analyze-page.js';
import { baselineSource } from './baseline.js';
import { baselinesFromResults, parseResultsText } from './baseline-file.js';
import { collectUrls, readInputFile, type UrlSourceIO } from './collect-urls.js';
import { observeCrawl } from './crawl.js';
import { mergeResults } from './merge.js';
import { runPool } from './pool.js';
import { rulesFor } from '../config/rules.js';
import { decide, tally, type PageObservation } from './verdict.js';

export interface EngineIO extends UrlSourceIO {
  glob(pattern: string): Promise<string[]>;
  /** Called once per page as it finishes, with its provisional verdict. */
  pageDone(page: PageResult, done: number, total: number): void;
  now(): Date;
  /** The user's interrupt (Ctrl-C); the run's own deadline is added here. */
  signal?: AbortSignal;
}

export interface EngineOutcome {
  results: Results;
  failedCount: number;
  regressionCount: number;
}

export async function runEngine(config: GateConfig, io: EngineIO): Promise<EngineOutcome> {
  const startedAt = io.now();
  const { pages, crawl } = config.mode === 'report' ? { pages: await decideResultsFiles(config, io) } : await decideLive(config, io);
  const decision = tally(pages, config);
  const results: Results = {
    version: 1,
    passed: decision.passed,
    startedAt: startedAt.toISOString(),
    finishedAt: io.now().toISOString(),
    decided: config.mode !== 'analyze',
    pages: decision.pages,
    ...(crawl ? { crawl } : {}),
  };
  return { results, failedCount: decision.failedCount, regressionCount: decision.regressionCount };
}

async function decideLive(config: GateConfig, io: EngineIO): Promise<{ pages: PageResult[]; crawl?: CrawlSummary }> {
  const deadline = AbortSignal.timeout(config.timeoutMs);
  const signal = io.signal ? AbortSignal.any([deadline, io.signal]) : deadline;
  const apiUrl = requireSetting(config.apiUrl, 'api-url');
  const client = new PageAnalysisClient({ baseUrl: apiUrl, apiKey: requireSetting(config.apiKey, 'api-key') });
  try {
    await client.checkKey({ signal }).catch((error: unknown) => {
      // The first request is where a wrong or unreachable api-url shows: say which one.
      if (!(error instanceof TransportError)) throw error;
      throw new TransportError(`api-url ${redactUrl(apiUrl)}: ${error.message}`, { endpoint: error.endpoint, failure: error.failure, sent: error.sent });
    });
    if (config.crawl !== null) {
      const crawl = await observeCrawl({ crawl: config.crawl, client, concurrency: config.concurrency, useBaseline: config.baseline.kind === 'previous', pollIntervalMs: config.pollIntervalMs, signal, info: (line) => io.info(line) });
      io.info(`crawl ${crawl.crawlId} of ${crawl.host}: ${crawl.observations.length} pages`);
      return { pages: decideEach(crawl.observations, config, io), crawl: { id: crawl.crawlId, host: crawl.host, findings: crawl.findings } };
    }
    const urls = await collectUrls(config, io, signal);
    const fromFile = config.baseline.kind === 'file' ? baselinesFromResults(parseResultsText(await readInputFile(io, 'baseline-file', config.baseline.path), config.baseline.path)) : new Map();
    const baselineOf = baselineSource(config.baseline, client, fromFile);
    let done = 0;
    const pages = await runPool(urls, config.concurrency, async (url) => {
      if (config.waitForMs > 0) await waitForPage(url, config.waitForMs, io, signal);
      const observation = await analyzePage({ url, render: rulesFor(config, url).render, client, baselineOf, pollIntervalMs: config.pollIntervalMs, signal });
      const page = decide(observation, config);
      io.pageDone(page, ++done, urls.length);
      return page;
    });
    return { pages };
  } finally {
    await client.close();
  }
}

async function waitForPage(url: string, timeoutMs: number, io: EngineIO, signal: AbortSignal): Promise<void> {
  const probe = await waitUntilReady(url, { timeoutMs, signal });
  if (!probe.ready) io.warn(`wait-for: ${redactUrl(url)} did not answer 2xx/3xx within ${Math.round(timeoutMs / 1000)} s (last status ${probe.status ?? 'none'}); analysing it anyway`);
}

function decideEach(observations: PageObservation[], config: GateConfig, io: EngineIO): PageResult[] {
  return observations.map((observation, i) => {
    const page = decide(observation, config);
    io.pageDone(page, i + 1, observations.length);
    return page;
  });
}

async function decideResultsFiles(config: GateConfig, io: EngineIO): Promise<PageResult[]> {
  const pattern = requireSetting(config.resultsFiles, 'results-files');
  const files = await io.glob(pattern);
  if (files.length === 0) throw new ConfigError(`results-files: "${pattern}" matched no file`);
  const parts = await Promise.all(files.map(async (file) => parseResultsText(await io.readText(file), file)));
  const merged = mergeResults(parts);
  io.info(`results-files: merged ${merged.pages.length} pages from ${files.length} file(s)`);
  const observations = merged.pages.map(({ verdict: _verdict, reasons: _reasons, regressions: _regressions, resolved: _resolved, ...observation }) => observation);
  return decideEach(observations, config, io);
}

function requireSetting(value: string | null, input: string): string {
  if (!value) throw new ConfigError(`${input} is required`);
  return value;
}
