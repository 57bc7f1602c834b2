/**
 * `crawl: latest|<id>`: gate on a finished site crawl instead of submitting URLs. Each crawled
 * page becomes an observation; its baseline is the same URL in the previous finished crawl of the
 * same host, so regressions between crawls are found the same way as between reports.
 */
import type { PageAnalysisClient } from '../client/client.js';
import { Finding, type CrawlPage, type SiteCrawl } from '../model/resources.js';
import { PagegateError } from '../errors.js';
import type { BaselineFrom, BaselineSnapshot } from '../model/results.js';
import { runPool } from './pool.js';
import type { PageObservation } from './verdict.js';

export interface CrawlGateInput {
  crawl: 'latest' | number;
  client: PageAnalysisClient;
  concurrency: number;
  useBaseline: boolean;
  signal: AbortSignal;
}

export async function observeCrawl(input: CrawlGateInput): Promise<{ crawlId: number; observations: PageObservation[] }> {
  const { client, signal } = input;
  const done = await client.listSiteCrawls({ limit: 100, state: 'done' }, { signal });
  const crawlId = input.crawl === 'latest' ? latestId(done) : input.crawl;
  const detail = await client.getSiteCrawl(crawlId, { signal });
  if (detail.state !== 'done') throw new PagegateError(`crawl ${crawlId} is ${detail.state}, not done: gate on it once it has finished`);
  const previous = input.useBaseline ? done.find((c) => c.host === detail.host && c.id < crawlId) : undefined;
  const baselines = previous ? await pageSnapshots(client, previous.id, input.concurrency, signal) : new Map<string, BaselineSnapshot>();
  const missing: BaselineFrom = !input.useBaseline ? { kind: 'none', why: 'setting' } : { kind: 'none', why: previous ? 'not-in-crawl' : 'no-earlier-crawl' };
  const pages = await allPages(client, crawlId, signal);
  const observations = await runPool(pages, input.concurrency, async (page) => {
    const findings = await pageFindings(client, crawlId, page, signal);
    const baseline = baselines.get(page.url) ?? null;
    return observation(crawlId, page, findings, baseline, baseline ? { kind: 'crawl' } : missing);
  });
  return { crawlId, observations };
}

function latestId(done: SiteCrawl[]): number {
  const latest = done[0];
  if (!latest) throw new PagegateError('crawl: latest found no finished site crawl in this workspace');
  return latest.id;
}

async function allPages(client: PageAnalysisClient, crawlId: number, signal: AbortSignal): Promise<CrawlPage[]> {
  const pages: CrawlPage[] = [];
  for await (const page of client.crawlPages(crawlId, {}, { signal })) pages.push(page);
  return pages;
}

async function pageFindings(client: PageAnalysisClient, crawlId: number, page: CrawlPage, signal: AbortSignal): Promise<Finding[]> {
  const detail = await client.getCrawlPage(crawlId, page.id, { signal });
  // The interface does not show the shape of a crawled page's findings: those that read as a
  // report Finding are compared; anything else cannot be diffed and is left out.
  return detail.findings.flatMap((raw) => {
    const parsed = Finding.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

async function pageSnapshots(client: PageAnalysisClient, crawlId: number, concurrency: number, signal: AbortSignal) {
  const pages = await allPages(client, crawlId, signal);
  const snapshots = await runPool(pages, concurrency, async (page): Promise<[string, BaselineSnapshot]> => [
    page.url,
    { key: crawlPageKey(crawlId, page.id), score: page.score, grade: null, issues: { critical: page.critical_count }, findings: await pageFindings(client, crawlId, page, signal) },
  ]);
  return new Map(snapshots);
}

function observation(crawlId: number, page: CrawlPage, findings: Finding[], baseline: BaselineSnapshot | null, from: BaselineFrom): PageObservation {
  return {
    url: page.url,
    key: crawlPageKey(crawlId, page.id),
    score: page.score,
    grade: null,
    title: null,
    issues: { critical: page.critical_count },
    cached: false,
    baseline,
    error: null,
    baselineFrom: from,
    crawl: { id: crawlId, depth: page.depth, status: page.status },
    findings,
  };
}

/** Crawled pages have ids, not report keys; this stands in for a key in outputs and the results file. */
function crawlPageKey(crawlId: number, pageId: number): string {
  return `crawl-${crawlId}-page-${pageId}`;
}
