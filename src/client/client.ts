/**
 * The typed client of the Page Analysis Service v1 interface: one method per endpoint, one undici
 * Agent, one retry loop. Parameters are checked before any request (InvalidRequestError), a body
 * that breaks the interface is a ServiceError naming the endpoint and field, and no answer at all
 * is a TransportError. The API key is held privately and appears in nothing thrown or logged.
 */
import type { CallContext, CallOptions } from './call.js';
import { walkPages } from './paging.js';
import type { ReportRead, SubmitResult } from './report-read.js';
import {
  getReport,
  listReports,
  lookupReport,
  pollReport,
  type ReportListQuery,
  type ReportReadOptions,
} from './reports.js';
import { DEFAULT_RETRY_POLICY, type RetryInfo, type RetryPolicy, type Sleep } from './retry.js';
import type {
  CrawlFinding,
  CrawlPage,
  CrawlPageDetail,
  CrawlPageList,
  Lookup,
  ReportAck,
  ReportList,
  ReportSummary,
  SiteCrawl,
  SiteCrawlDetail,
} from '../model/resources.js';
import { ServiceTarget } from '../model/service-target.js';
import { getCrawlFindings, getCrawlPage, getSiteCrawl, listCrawlPages, listSiteCrawls } from './site-crawls.js';
import { startReferenceCrawl, type ReferenceCrawlRequest } from './reference.js';
import { submitReport } from './submit.js';
import { DEFAULT_TIMEOUTS, SERVICE_USER_AGENT } from '../http/agent.js';
import { DEFAULT_MAX_BODY_BYTES, Transport } from './transport.js';
import { checkApiKey, checkId, checkLimit, checkServiceUrl } from './validate.js';

export type { CallOptions } from './call.js';
export type { ReportRead, SubmitResult } from './report-read.js';
export type { RetryInfo, RetryPolicy } from './retry.js';
export type { ReportReadOptions } from './reports.js';

export interface ClientOptions {
  /** The service and its key; its URL includes `/api/v1` (a trailing slash is tolerated). */
  service: ServiceTarget;
  /** Default `pagegate/<version>`. */
  userAgent?: string;
  retry?: Partial<RetryPolicy>;
  timeouts?: { connectMs?: number; headersMs?: number; bodyMs?: number };
  /** The most read of one response body (default 32 MiB); more is a TransportError `oversize`. */
  maxBodyBytes?: number;
  /** Called before each retry, for logging; it never carries the key. */
  onRetry?: (info: RetryInfo) => void;
  /** For tests: the wait between attempts (must reject when its signal aborts) and the jitter source. */
  sleep?: Sleep;
  random?: () => number;
}

const DEFAULT_PAGE_SIZE = 100;

export class PageAnalysisClient {
  readonly #context: CallContext;

  constructor(options: ClientOptions) {
    const baseUrl = options.service.url;
    const apiKey = ServiceTarget.revealKey(options.service);
    checkServiceUrl(baseUrl);
    checkApiKey(apiKey);
    this.#context = {
      transport: new Transport({
        baseUrl,
        apiKey,
        userAgent: options.userAgent ?? SERVICE_USER_AGENT,
        timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
        maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      }),
      policy: { ...DEFAULT_RETRY_POLICY, ...options.retry },
      hooks: { onRetry: options.onRetry, sleep: options.sleep, random: options.random },
    };
  }

  /** 200 is a cache hit (`cached`), 202 a queued analysis; see submit.ts for when a POST is repeated. */
  submitReport(
    input: { url: string; render?: boolean; performanceRuns?: number },
    options: CallOptions & { knownLastRunAt?: string | null } = {},
  ): Promise<SubmitResult> {
    return submitReport(this.#context, {
      url: input.url,
      render: input.render,
      performanceRuns: input.performanceRuns,
      signal: options.signal,
      knownLastRunAt: options.knownLastRunAt,
      lookup: (url, signal) => this.lookupReport(url, signal ? { signal } : {}),
      nowMs: Date.now,
    });
  }

  getReport(key: string, options: ReportReadOptions = {}): Promise<ReportRead> {
    return getReport(this.#context, key, options);
  }

  /**
   * GETs `ack.poll` when it is on the base URL's origin, else `/reports/{key}`; `waitSeconds` asks
   * the service to hold the read until the report is done (`Prefer: wait`).
   */
  pollReport(ack: ReportAck, options: ReportReadOptions = {}): Promise<ReportRead> {
    return pollReport(this.#context, ack, options);
  }

  listReports(query: ReportListQuery = {}, options: CallOptions = {}): Promise<ReportList> {
    return listReports(this.#context, query, options);
  }

  /** Every report, newest first. Throws InvalidRequestError at once for a bad pageSize. */
  reports(query: { host?: string; pageSize?: number } = {}, options: CallOptions = {}): AsyncIterable<ReportSummary> {
    checkLimit('pageSize', query.pageSize);
    const pageOf = async (offset: number, limit: number) => {
      const list = await this.listReports(
        { limit, offset, ...(query.host === undefined ? {} : { host: query.host }) },
        options,
      );
      return { items: list.reports };
    };
    return walkPages(pageOf, query.pageSize ?? DEFAULT_PAGE_SIZE);
  }

  lookupReport(url: string, options: CallOptions = {}): Promise<Lookup | null> {
    return lookupReport(this.#context, url, options);
  }

  listSiteCrawls(query: { limit?: number; state?: string } = {}, options: CallOptions = {}): Promise<SiteCrawl[]> {
    return listSiteCrawls(this.#context, query, options);
  }

  getSiteCrawl(id: number, options: CallOptions = {}): Promise<SiteCrawlDetail> {
    return getSiteCrawl(this.#context, id, options);
  }

  listCrawlPages(
    id: number,
    query: { limit?: number; offset?: number } = {},
    options: CallOptions = {},
  ): Promise<CrawlPageList> {
    return listCrawlPages(this.#context, id, query, options);
  }

  /** Every page of a crawl, stopping at `total`. Throws InvalidRequestError at once for a bad id or pageSize. */
  crawlPages(id: number, query: { pageSize?: number } = {}, options: CallOptions = {}): AsyncIterable<CrawlPage> {
    checkId('crawl id', id);
    checkLimit('pageSize', query.pageSize);
    const pageOf = async (offset: number, limit: number) => {
      const list = await this.listCrawlPages(id, { limit, offset }, options);
      return { items: list.pages, total: list.total };
    };
    return walkPages(pageOf, query.pageSize ?? DEFAULT_PAGE_SIZE);
  }

  getCrawlPage(id: number, pageId: number, options: CallOptions = {}): Promise<CrawlPageDetail> {
    return getCrawlPage(this.#context, id, pageId, options);
  }

  getCrawlFindings(id: number, options: CallOptions = {}): Promise<CrawlFinding[]> {
    return getCrawlFindings(this.#context, id, options);
  }

  /** Reference service only: starts a site crawl (the v1 interface can only read crawls). */
  startReferenceCrawl(body: ReferenceCrawlRequest, options: CallOptions = {}): Promise<SiteCrawl> {
    return startReferenceCrawl(this.#context, body, options);
  }

  /** One cheap authenticated call (GET /reports?limit=1) that proves the key works. */
  async checkKey(options: CallOptions = {}): Promise<void> {
    await listReports(this.#context, { limit: 1 }, options);
  }

  close(): Promise<void> {
    return this.#context.transport.close();
  }
}
