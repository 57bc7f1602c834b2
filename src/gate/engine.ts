/**
 * The gate's one flow, shared by the action (main.ts) and the CLI: collect pages (or a crawl, or
 * shard results), analyse them under one deadline, decide, and move the accepted state when the
 * gate passed. Files, logs and the accepted store come in through `io` so the edges decide where
 * they go; the network is reached only through the client and site/.
 */
import { PageAnalysisClient } from '../client/client.js';
import { ConfigError, ServiceError, TransportError } from '../errors.js';
import type { AcceptedLoad } from '../model/accepted.js';
import type { AnalysisConfig, GateConfig, ReportConfig } from '../model/config.js';
import type { ServiceTarget } from '../model/service-target.js';
import { redactUrl } from '../text/redact.js';
import type { AcceptedFacts, PageResult, Results } from '../model/results.js';
import { planAccepted, startLoading, type AcceptedPlan } from './accepted.js';
import { baselineSource, type BaselinePlan } from './baseline.js';
import { baselinesFromPages, failedRunFile } from './baseline-file.js';
import { pageHistory } from './page-history.js';
import { collectUrls } from './collect-urls.js';
import { observeCrawl } from './crawl.js';
import { analyzeDeployedPages } from './deployed-pages.js';
import { checkingLinks } from './links.js';
import type { Decided, Judge } from './page-keeper.js';
import { readingInput, resultsPages } from './results-file.js';
import { count } from '../text/count.js';
import type { EngineIO } from './engine-io.js';

// Outside gate/ the engine and what it needs are one import.
export type { EngineIO } from './engine-io.js';

export interface EngineOutcome {
  results: Results;
  failedCount: number;
  regressionCount: number;
  warningCount: number;
}

/** A live run on the service it analyses with: the hosted one, or the one started in-process for the run. */
export type LiveConfig = AnalysisConfig & { analysis: ServiceTarget };

/** What the engine runs: a report job, or a live run with its service. */
export type EngineConfig = ReportConfig | LiveConfig;

export async function runEngine(config: EngineConfig, io: EngineIO): Promise<EngineOutcome> {
  const startedAt = io.now();
  const decided =
    config.mode === 'report' ? await decideReport(config, io, startedAt) : await decideLive(config, io, startedAt);
  const { tally, thresholdUses, waiverFacts } = await import('./judging.js');
  const decision = tally(decided.pages, config);
  const accepted = await moveAccepted(config, io, decided, decision.passed);
  const results: Results = {
    version: 1,
    passed: decision.passed,
    startedAt: startedAt.toISOString(),
    finishedAt: io.now().toISOString(),
    decided: config.mode !== 'analyze',
    ...(config.mode !== 'report' && config.shard ? { shard: config.shard } : {}),
    ...(accepted ? { accepted } : {}),
    ...(config.waivers.length > 0 ? { waivers: waiverFacts(config.waivers, decision.pages, startedAt) } : {}),
    ...(config.mode !== 'analyze' ? { thresholds: thresholdUses(config, decision.pages) } : {}),
    pages: decision.pages,
    ...(decided.truncated ? { truncated: decided.truncated } : {}),
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

/** A report job sends no request: what decides the shards' pages loads at once. */
async function decideReport(config: ReportConfig, io: EngineIO, startedAt: Date): Promise<Decided> {
  const { decideResultsFiles, judgeOf } = await import('./judging.js');
  return decideResultsFiles(config, io, judgeOf(config, startedAt));
}

async function decideLive(config: LiveConfig, io: EngineIO, startedAt: Date): Promise<Decided> {
  const deadline = AbortSignal.timeout(config.timeoutMs);
  const endsAt = io.now().getTime() + config.timeoutMs;
  const signal = io.signal ? AbortSignal.any([deadline, io.signal]) : deadline;
  const apiUrl = config.analysis.url;
  const client = new PageAnalysisClient({ service: config.analysis });
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
    // Loaded after the key check: what it keeps out of start-up, judging.ts says.
    const { draftNext, dropping, judgeOf, keeper, regressedUnder, siteTemplate } = await import('./judging.js');
    // A page new to the accepted state inherits what the site's accepted pages have.
    const judgeWith = (plan: AcceptedPlan | null): Judge =>
      judgeOf(config, startedAt, plan?.plan.kind === 'accepted' ? siteTemplate(plan.plan.pages) : undefined);
    // After the first request, not before it: loading the store's library (the cache's is large)
    // then overlaps collecting the URL list, and a wrong key fails before any of it.
    const accepted = config.baseline.kind === 'accepted' ? startLoading(io.accepted) : null;
    if (config.crawl !== null) {
      const crawl =
        typeof config.crawl === 'object' ? await startCrawl(client, config, config.crawl.seed, signal) : config.crawl;
      return await decideCrawl(config, crawl, { io, judgeWith, client, signal, accepted });
    }
    const { urls, truncated } = await collectUrls(config, io, signal);
    await io.pagesKnown?.(urls);
    const fromAccepted = accepted ? await planAccepted(accepted, config.commentTag, io) : null;
    const judge = judgeWith(fromAccepted);
    const plan = fromAccepted?.plan ?? (await planBaseline(config, io, signal));
    const next = fromAccepted
      ? draftNext(config, io, fromAccepted.facts, fromAccepted.pages, fromAccepted.revision)
      : null;
    const keep = keeper(io, next, urls.length);
    // One per run: `previous` and the fresh variants read the same listing of the host's reports.
    const history = pageHistory(client);
    const links = checkingLinks({ links: config.links, pages: urls, guard: io.linkGuard ?? null, signal });
    const pages = await dropping(next, () =>
      analyzeDeployedPages(
        urls,
        {
          config,
          client,
          baselineOf: baselineSource(plan, client, regressedUnder(config), history),
          history,
          io,
          signal,
          endsAt,
        },
        async (observation, index) => keep(judge((await links?.add(observation)) ?? observation), index),
      ),
    ).finally(async () => {
      const line = await links?.close();
      if (line) io.info(line);
    });
    return {
      pages,
      ...(fromAccepted ? { accepted: { facts: fromAccepted.facts, next } } : {}),
      ...(truncated ? { truncated } : {}),
    };
  } finally {
    await client.close();
  }
}

/** A crawl's pages run in the browser with render, and with performance, which measures them there. */
function rendered(config: AnalysisConfig): boolean {
  return config.render || config.performance !== null;
}

/**
 * `crawl: site` or a site URL: a crawl started now, bounded by max-urls, rendered and measured as
 * the pages would be.
 */
async function startCrawl(
  client: PageAnalysisClient,
  config: AnalysisConfig,
  seed: string,
  signal: AbortSignal,
): Promise<number> {
  const { performance } = config;
  const started = await client.startReferenceCrawl(
    {
      url: seed,
      max_pages: config.sources.maxUrls,
      ...(rendered(config) ? { render: true } : {}),
      ...(performance ? { performance: true, performance_runs: performance.runs } : {}),
    },
    { signal },
  );
  return started.id;
}

interface LiveRun {
  io: EngineIO;
  judgeWith: (plan: AcceptedPlan | null) => Judge;
  client: PageAnalysisClient;
  signal: AbortSignal;
  accepted: Promise<AcceptedLoad> | null;
}

/** A crawl's pages, compared with the accepted state when there is one, else with the previous crawl. */
async function decideCrawl(
  config: AnalysisConfig,
  crawlSetting: 'latest' | number,
  { io, judgeWith, client, signal, accepted }: LiveRun,
): Promise<Decided> {
  const { draftNext, dropping, keeper } = await import('./judging.js');
  const fromAccepted = accepted ? await planAccepted(accepted, config.commentTag, io, 'the previous crawl') : null;
  const judge = judgeWith(fromAccepted);
  const crawl = await observeCrawl({
    crawl: crawlSetting,
    client,
    concurrency: config.concurrency,
    useBaseline: config.baseline.kind !== 'none',
    render: rendered(config),
    ...(fromAccepted?.plan.kind === 'accepted' ? { accepted: fromAccepted.plan.pages } : {}),
    ...(config.performance ? { performance: { rules: config } } : {}),
    pollIntervalMs: config.pollIntervalMs,
    signal,
    info: (line) => io.info(line),
  });
  const measured = crawl.performanceRuns ? `, each measured over ${count(crawl.performanceRuns, 'load')}` : '';
  io.info(`crawl ${crawl.crawlId} of ${crawl.host}: ${count(crawl.observations.length, 'page')}${measured}`);
  const next = fromAccepted
    ? draftNext(config, io, fromAccepted.facts, fromAccepted.pages, fromAccepted.revision)
    : null;
  const keep = keeper(io, next, crawl.observations.length);
  const pages = await dropping(next, async () => {
    const kept: PageResult[] = [];
    for (const [index, observation] of crawl.observations.entries()) kept.push(await keep(judge(observation), index));
    return kept;
  });
  return {
    pages,
    crawl: {
      id: crawl.crawlId,
      host: crawl.host,
      findings: crawl.findings,
      ...(crawl.performanceRuns ? { performanceRuns: crawl.performanceRuns } : {}),
    },
    ...(fromAccepted ? { accepted: { facts: fromAccepted.facts, next } } : {}),
  };
}

/** Every baseline but accepted, which planAccepted plans from its store's load. */
async function planBaseline(config: GateConfig, io: EngineIO, signal: AbortSignal): Promise<BaselinePlan> {
  const setting = config.baseline;
  switch (setting.kind) {
    case 'file': {
      const { path } = setting;
      const run = { passed: true };
      const pages = readingInput('baseline-file', path, (name) =>
        resultsPages(io.readBytes(path), name, (head) => (run.passed = head.passed)),
      );
      const passedOnly = setting.pages === 'passed';
      const baselines = await baselinesFromPages(pages, signal, (page) => !passedOnly || page.verdict === 'pass');
      if (!run.passed && !passedOnly) throw failedRunFile(path);
      return { kind: 'file', pages: baselines };
    }
    case 'accepted':
      return { kind: 'previous' };
    case 'url':
    case 'previous':
    case 'none':
      return setting;
  }
}
