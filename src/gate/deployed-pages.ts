/**
 * The pages of a live run: each probed until it is deployed (site/readiness.ts), then analysed,
 * then decided as it finishes. A page that ends on 4xx/5xx, or never shows `expect`, is an error
 * and is never submitted: no allowance is spent on a broken deploy. A page the runner cannot reach
 * at all is submitted anyway (the service may reach what the runner cannot), with one warning per
 * run naming such pages.
 */
import type { PageAnalysisClient } from '../client/client.js';
import type { AnalysisConfig } from '../model/config.js';
import type { PageError, PageResult, Probe } from '../model/results.js';
import { startProber, type ProbeClock, type Readiness, type Waiting } from '../site/readiness.js';
import { givenPages } from '../site/given-pages.js';
import { oneLine } from '../text/one-line.js';
import { redactUrl } from '../text/redact.js';
import { count } from '../text/count.js';
import { namedSome } from '../text/named-some.js';
import { VARIANTS } from './fresh-variants.js';
import { analyzePage } from './analyze-page.js';
import { withPerfFindings } from './perf-findings.js';
import type { BaselineSource } from './baseline.js';
import type { PageHistory } from './page-history.js';
import { rulesFor } from '../config/rules.js';
import { orderWindow, poolEach, runPool } from './pool.js';
import type { PageObservation } from './verdict.js';

/**
 * Probes run ahead of the analyses and apart from them: a page still waiting for its deploy must
 * not hold one of the `concurrency` analysis lanes, and probes cost the service nothing.
 */
const PROBE_CONCURRENCY = 16;
const NAMED_PAGES = 3;
/**
 * Pages in flight at once, counted from the first one not yet decided: `concurrency` bounds only
 * how many are being submitted, a submitted page waits without a slot. As many as the reference
 * service holds reads of for one workspace, so each waiting page's read can be held; and a bound
 * on the pages decided out of order, which wait whole until the ones before them are written.
 */
const PAGES_AHEAD = 100;

interface DeployedRun {
  config: AnalysisConfig;
  client: PageAnalysisClient;
  baselineOf: BaselineSource;
  history: PageHistory;
  io: { warn(line: string): void; info(line: string): void; now(): Date; probeClock?: ProbeClock };
  signal: AbortSignal;
  /** When the run's deadline passes (ms since the epoch, on `io.now`'s clock). */
  endsAt: number;
}

export async function analyzeDeployedPages(
  urls: string[],
  run: DeployedRun,
  decideOne: (observation: PageObservation, index: number) => Promise<PageResult>,
): Promise<PageResult[]> {
  const { config, signal } = run;
  const prober =
    config.waitForMs > 0
      ? startProber({
          waitForMs: config.waitForMs,
          expect: config.expect,
          signal,
          allowedSites: config.allowedSites,
          givenPages: givenPages(config),
          notFound: { graceMs: config.notFoundGraceMs, pages: urls.length },
          ...(run.io.probeClock ? { clock: run.io.probeClock } : {}),
          waiting: (url, seen, waitedMs) => run.io.info(waitingLine(url, seen, waitedMs, config.waitForMs)),
        })
      : null;
  try {
    const readiness = prober ? poolEach(urls, PROBE_CONCURRENCY, (url) => prober.probe(url)) : null;
    const window = orderWindow(PAGES_AHEAD);
    const pages = await runPool(urls, config.concurrency, async (url, index, release) => {
      await window.enter(index);
      try {
        return await decideOne(await observe(url, (await readiness?.[index]) ?? null, run, release), index);
      } finally {
        window.finish(index);
      }
    });
    warnUnreachable(pages, run.io);
    sayFallback(pages, run.io);
    return pages;
  } finally {
    await prober?.close();
  }
}

async function observe(
  url: string,
  ready: Readiness | null,
  run: DeployedRun,
  release: () => void,
): Promise<PageObservation> {
  if (ready && ready.kind !== 'ready' && ready.kind !== 'unreachable') return notDeployed(url, ready, run.config);
  const { config } = run;
  // A redirect stub is followed as an HTTP redirect is: its target is analysed and compared with
  // the target's baseline, so the stub's own accepted findings are neither judged nor resolved.
  const stub = ready?.kind === 'ready' ? ready.stub : undefined;
  const rules = rulesFor(config, url);
  const measured = await analyzePage({
    url: stub?.to ?? url,
    render: rules.render || config.performance !== null,
    performanceRuns: config.performance?.runs ?? null,
    client: run.client,
    baselineOf: run.baselineOf,
    history: run.history,
    pollIntervalMs: config.pollIntervalMs,
    fresh: { mode: config.fresh, deployedAt: config.deployedAt, tag: config.freshTag },
    now: () => run.io.now(),
    signal: run.signal,
    waitSeconds: () => Math.floor((run.endsAt - run.io.now().getTime()) / 1000),
    submitted: release,
  });
  const analysed = withPerfFindings(measured, rules.budgets);
  const observation = stub
    ? { ...analysed, url, analyzedUrl: analysed.analyzedUrl ?? stub.to, redirectStub: stub }
    : analysed;
  // Past the run's deadline the probe's last try proves nothing about the page: the error says the run ran out.
  return ready && !run.signal.aborted ? { ...observation, probe: probeFacts(ready) } : observation;
}

/** `waiting for /nope.html: HTTP 404 (12 s of wait-for 120)` */
export function waitingLine(url: string, seen: Waiting, waitedMs: number, waitForMs: number): string {
  const parsed = new URL(redactUrl(url));
  const answer =
    'unreachable' in seen ? seen.unreachable : `HTTP ${seen.status}${seen.marker ? '' : ' without the expect marker'}`;
  return (
    `waiting for ${parsed.pathname}${parsed.search}: ${answer} ` +
    `(${Math.round(waitedMs / 1000)} s of wait-for ${Math.round(waitForMs / 1000)})`
  );
}

function notDeployed(
  url: string,
  ready: Extract<Readiness, { kind: 'http-status' | 'not-found' | 'no-marker' }>,
  config: AnalysisConfig,
): PageObservation {
  return {
    url,
    key: null,
    score: null,
    grade: null,
    title: null,
    issues: null,
    cached: false,
    baseline: null,
    error: notDeployedError(ready, config),
    probe: probeFacts(ready),
    findings: [],
  };
}

function notDeployedError(
  ready: Extract<Readiness, { kind: 'http-status' | 'not-found' | 'no-marker' }>,
  config: AnalysisConfig,
): PageError {
  const seconds = (ms: number) => Math.round(ms / 1000);
  switch (ready.kind) {
    case 'http-status':
      return {
        code: 'http_status',
        message: `answered HTTP ${ready.status} for all of wait-for (${seconds(config.waitForMs)} s)`,
        origin: 'page',
      };
    case 'not-found':
      return {
        code: 'http_status',
        message:
          `HTTP ${ready.status} while the rest of the deploy is live ` +
          `(not-found-grace ${seconds(config.notFoundGraceMs)} s)`,
        origin: 'page',
      };
    case 'no-marker':
      return {
        code: 'not_deployed',
        message:
          `served ${ready.status} but never showed expect ${oneLine(config.expect ?? '', 80)} within ` +
          `${seconds(config.waitForMs)} s`,
        origin: 'page',
      };
  }
}

function probeFacts(ready: Readiness): Probe {
  return {
    waitedMs: ready.waitedMs,
    status: 'status' in ready ? ready.status : null,
    unreachable: ready.kind === 'unreachable' ? ready.reason : null,
  };
}

function warnUnreachable(pages: PageResult[], io: { warn(line: string): void }): void {
  const unreachable = pages.filter((page) => page.probe?.unreachable);
  if (unreachable.length === 0) return;
  const named = namedSome(
    unreachable.map((page) => `${redactUrl(page.url)}: ${page.probe?.unreachable}`),
    NAMED_PAGES,
  );
  io.warn(
    `wait-for: the runner could not reach ${count(unreachable.length, 'page')} (${named}); submitted anyway, ` +
      `since the service may reach what the runner cannot`,
  );
}

/**
 * Once a run: the pages analysed under the run's unique tag, each a URL that stays in the
 * service's list. Not a warning: nothing the user changes prevents it but fewer deploys within
 * the service's cache window.
 */
function sayFallback(pages: PageResult[], io: { info(line: string): void }): void {
  const fallen = pages.filter((page) => page.fresh?.fallback);
  if (fallen.length === 0) return;
  const named = namedSome(
    fallen.map((page) => redactUrl(page.analyzedUrl ?? page.url)),
    NAMED_PAGES,
  );
  io.info(
    `fresh: all ${VARIANTS} pagegate= variants of ${count(fallen.length, 'page')} answered from a cache older ` +
      `than the deploy, so each was analysed under a URL of this run's own, which stays in the service's list ` +
      `(${named})`,
  );
}
