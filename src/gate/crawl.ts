/**
 * `crawl: latest|<id>`: gate on a site crawl (waiting for it to finish) instead of submitting URLs. Each crawled
 * page becomes an observation; its baseline is the page in the accepted state like in every other
 * mode, or, when there is no state, the same URL in the previous finished crawl of the same host,
 * so regressions between crawls are found the same way as between reports.
 */
import type { PageAnalysisClient } from '../client/client.js';
import {
  FailedCrawlPage,
  Finding,
  type CrawlFinding,
  type CrawlPage,
  type SiteCrawl,
  type SiteCrawlDetail,
} from '../model/resources.js';
import { PagegateError } from '../errors.js';
import { rulesFor } from '../config/rules.js';
import type { AcceptedPage } from '../model/accepted.js';
import type { GateRules } from '../model/config.js';
import type { PageMetrics } from '../model/metrics.js';
import type { BaselineFrom, BaselineSnapshot, PageError } from '../model/results.js';
import { normalizePageUrl } from '../site/urls.js';
import { oneLine } from '../text/one-line.js';
import { answeredError } from './answered-error.js';
import { acceptedBaseline, inMode, type BaselineLookup } from './baseline.js';
import { CRAWL_ENDED, crawlProgress, waitForCrawl } from './crawl-wait.js';
import { withPerfFindings } from './perf-findings.js';
import type { Sleep } from './poll-schedule.js';
import { runPool } from './pool.js';
import type { PageObservation } from './verdict.js';

interface CrawlGateInput {
  crawl: 'latest' | number;
  client: PageAnalysisClient;
  concurrency: number;
  useBaseline: boolean;
  /**
   * Whether the run analyses pages in the browser (render, or performance): the mode of a crawl
   * whose service does not say how it ran. The reference service says, and its word counts.
   */
  render: boolean;
  /**
   * With performance: true, each page's metrics become perf.* findings under the budgets the rules
   * give its URL, as in list mode; a page the service sent no metrics for says so. Absent: off.
   */
  performance?: { rules: GateRules };
  /** The accepted state's pages, when one was found: then no earlier crawl is read. */
  accepted?: ReadonlyMap<string, AcceptedPage>;
  /** How often an unfinished crawl is read again (poll-interval); the run's deadline bounds the wait. */
  pollIntervalMs: number;
  signal: AbortSignal;
  /** Progress for the log: which crawl, and that the gate waits for it. */
  info: (line: string) => void;
  sleep?: Sleep;
}

interface ObservedCrawl {
  crawlId: number;
  host: string;
  observations: PageObservation[];
  /** The crawl's findings grouped by check and severity, as the service counts them. */
  findings: CrawlFinding[];
  /** The loads each page was measured over (`performance_runs`); absent when the service does not say. */
  performanceRuns?: number;
}

export async function observeCrawl(input: CrawlGateInput): Promise<ObservedCrawl> {
  const { client, signal } = input;
  const crawlId = input.crawl === 'latest' ? await latestId(client, input.info, signal) : input.crawl;
  const detail = await finished(input, crawlId);
  // Each page is compared only with snapshots of the crawl's own mode, as a listed page is.
  const render = detail.render ?? input.render;
  const baselineOf = input.accepted
    ? fromAccepted(input.accepted, render)
    : await fromPreviousCrawl(input, detail, crawlId, render);
  const pages = await allPages(client, crawlId, signal);
  const observations = await runPool(pages, input.concurrency, async (page) => {
    const detail = await pageDetail(client, crawlId, page, signal);
    const { baseline, from } = baselineOf(page.url);
    const observed = { ...observation(crawlId, page, detail, baseline, from), render };
    if (!input.performance) return observed;
    // null, not absent: performance was asked and the service (a hosted one may not) sent no metrics.
    const measured = { ...observed, metrics: detail.metrics };
    return withPerfFindings(measured, rulesFor(input.performance.rules, page.url).budgets);
  });
  return {
    crawlId,
    host: detail.host,
    observations,
    findings: await client.getCrawlFindings(crawlId, { signal }),
    ...(detail.performance_runs ? { performanceRuns: detail.performance_runs } : {}),
  };
}

type CrawlBaseline = (url: string) => BaselineLookup;

function fromAccepted(pages: ReadonlyMap<string, AcceptedPage>, render: boolean): CrawlBaseline {
  return (url) => acceptedBaseline(pages.get(normalizePageUrl(url)), render);
}

async function fromPreviousCrawl(
  input: CrawlGateInput,
  detail: SiteCrawlDetail,
  crawlId: number,
  render: boolean,
): Promise<CrawlBaseline> {
  const { client, signal } = input;
  const done = await client.listSiteCrawls({ limit: 100, state: 'done' }, { signal });
  const previous = input.useBaseline ? done.find((c) => c.host === detail.host && c.id < crawlId) : undefined;
  const baselines = previous
    ? await pageSnapshots(client, previous, input.concurrency, signal)
    : new Map<string, BaselineSnapshot>();
  const missing: BaselineFrom = !input.useBaseline
    ? { kind: 'none', why: 'setting' }
    : { kind: 'none', why: previous ? 'not-in-crawl' : 'no-earlier-crawl' };
  return (url) => {
    const baseline = baselines.get(url) ?? null;
    return inMode(render, { baseline, from: baseline ? { kind: 'crawl' } : missing });
  };
}

/**
 * The newest crawl that has not failed, finished or not: gating on an older finished one while a
 * newer crawl still runs would judge a site as it was before the deploy.
 */
async function latestId(
  client: PageAnalysisClient,
  info: (line: string) => void,
  signal: AbortSignal,
): Promise<number> {
  const crawls = await client.listSiteCrawls({ limit: 100 }, { signal });
  const latest = crawls.find((c) => c.state !== 'failed');
  if (!latest) throw new PagegateError('crawl: latest found no site crawl in this workspace that has not failed');
  const failed = crawls.filter((c) => c.state === 'failed' && c.id > latest.id);
  if (failed.length > 0)
    info(
      `crawl latest: skipped failed ${failed.length === 1 ? 'crawl' : 'crawls'} ${failed.map((c) => c.id).join(', ')}`,
    );
  return latest.id;
}

/** The crawl once it is done, waiting within the run's timeout when it is still queued or running. */
async function finished(input: CrawlGateInput, crawlId: number): Promise<SiteCrawlDetail> {
  let said = false;
  const detail = await waitForCrawl({
    client: input.client,
    id: crawlId,
    pollIntervalMs: input.pollIntervalMs,
    signal: input.signal,
    ...(input.sleep ? { sleep: input.sleep } : {}),
    progress: (crawl) => {
      if (said || CRAWL_ENDED.includes(crawl.state)) return;
      said = true;
      input.info(`${crawlProgress(crawl)}: waiting for it to finish (within timeout)`);
    },
  });
  if (detail.state === 'done') return detail;
  if (detail.state === 'failed')
    throw new PagegateError(
      `crawl ${crawlId} failed${typeof detail.error === 'string' ? `: ${oneLine(detail.error)}` : ''}; start a new one`,
    );
  throw new PagegateError(
    `${crawlProgress(detail)} when the timeout ran out: gate on it once it has finished, or raise timeout`,
  );
}

async function allPages(client: PageAnalysisClient, crawlId: number, signal: AbortSignal): Promise<CrawlPage[]> {
  const pages: CrawlPage[] = [];
  for await (const page of client.crawlPages(crawlId, {}, { signal })) pages.push(page);
  return pages;
}

/**
 * What a crawled page's detail adds to its summary: its findings, its grade when the service gives
 * one, and its metrics when it measured them (null: it sent none).
 */
interface CrawledDetail {
  findings: Finding[];
  grade: string | null;
  metrics: PageMetrics | null;
}

async function pageDetail(
  client: PageAnalysisClient,
  crawlId: number,
  page: CrawlPage,
  signal: AbortSignal,
): Promise<CrawledDetail> {
  const detail = await client.getCrawlPage(crawlId, page.id, { signal });
  // The interface does not show the shape of a crawled page's findings: those that read as a
  // report Finding are compared; anything else cannot be diffed and is left out.
  const findings = detail.findings.flatMap((raw) => {
    const parsed = Finding.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  // A failed page's row has no grade of its own (the service stores it empty).
  return { findings, grade: detail.grade || null, metrics: detail.metrics ?? null };
}

/** The pages of an earlier crawl as baselines, each of that crawl's mode when its service says it. */
async function pageSnapshots(
  client: PageAnalysisClient,
  { id: crawlId, render }: SiteCrawl,
  concurrency: number,
  signal: AbortSignal,
) {
  const pages = await allPages(client, crawlId, signal);
  const snapshots = await runPool(pages, concurrency, async (page): Promise<[string, BaselineSnapshot]> => {
    const { findings, grade, metrics } = await pageDetail(client, crawlId, page, signal);
    return [
      page.url,
      {
        key: crawlPageKey(crawlId, page.id),
        score: page.score,
        grade,
        issues: { critical: page.critical_count },
        findings,
        // The previous crawl's medians are what this one's drift is measured against.
        ...(metrics ? { metrics } : {}),
        ...(render === undefined ? {} : { render }),
      },
    ];
  });
  return new Map(snapshots);
}

function observation(
  crawlId: number,
  page: CrawlPage,
  { findings, grade }: CrawledDetail,
  baseline: BaselineSnapshot | null,
  from: BaselineFrom,
): PageObservation {
  return {
    url: page.url,
    key: crawlPageKey(crawlId, page.id),
    score: page.score,
    grade,
    title: null,
    issues: { critical: page.critical_count },
    cached: false,
    baseline,
    error: crawlError(page),
    baselineFrom: from,
    crawl: { id: crawlId, depth: page.depth, status: page.status },
    findings,
  };
}

/** A page the crawl could not analyse, or that answered 4xx/5xx, fails as it would in list mode. */
function crawlError(page: CrawlPage): PageError | null {
  const failed = FailedCrawlPage.safeParse(page);
  return failed.success
    ? { code: failed.data.error.code, message: failed.data.error.message, origin: 'page' }
    : answeredError(page.status);
}

/** Crawled pages have ids, not report keys; this stands in for a key in outputs and the results file. */
function crawlPageKey(crawlId: number, pageId: number): string {
  return `crawl-${crawlId}-page-${pageId}`;
}
