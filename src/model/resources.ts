/**
 * One zod schema per resource of the Page Analysis Service v1 interface; every type is inferred
 * from its schema. Objects are loose (unknown fields kept) because the interface says fields may
 * follow; values the interface lists only as "seen" (status, grade, severity, result) are plain
 * strings, so an unknown value is carried and shown as given rather than rejected.
 */
import * as z from 'zod';
import { cut } from '../text/cut.js';
import { PageMetrics } from './metrics.js';

const int = z.number().int();

export const IssueCounts = z.looseObject({
  critical: int,
  recommended: int,
  optional: int,
  passed: int,
});

/**
 * The most of a finding's evidence pagegate keeps, in code points: what reads findings (a service's
 * report, a results file, an accepted state) cuts longer evidence here, as the report view cuts
 * what it shows. The reference service quotes at most a few hundred characters; a file or a
 * service may hand over megabytes, which every later identity and diff would read again.
 */
export const EVIDENCE_MAX_CHARS = 4096;

export const Finding = z.looseObject({
  check: z.string(),
  severity: z.string(),
  result: z.string(),
  message: z.string(),
  evidence: z.string().overwrite((evidence) => cut(evidence, EVIDENCE_MAX_CHARS)),
  remediation: z.string().nullable(),
  impact: int,
  effort: int,
});

/**
 * Lab metrics (performance: true) of a report or a crawled page: an extension of the v1 interface
 * that a hosted service may not send. Read tolerantly: a `metrics` of another shape is read as
 * absent, never as a broken report.
 */
const MetricsExtension = PageMetrics.nullish()
  .catch(undefined)
  .meta({
    description:
      'Extension of the v1 interface (a hosted service may not send it): lab metrics of `performance: true`, ' +
      'the median and spread (min, max) of each metric over `runs` loads.',
  });

export const Report = z.looseObject({
  status: z.string(),
  key: z.string(),
  url: z.string(),
  title: z.string(),
  score: int,
  grade: z.string(),
  word_count: int,
  issues: IssueCounts,
  findings: z.array(Finding),
  /**
   * The HTTP status the service got for the page. The interface does not show it on a report; the
   * reference service sends it, and a service that does not is read as before.
   */
  http_status: z.number().int().nullish(),
  metrics: MetricsExtension,
});

export const ReportEnvelope = z.looseObject({ report: Report });

/**
 * A report that ended without a result. The interface shows no failure state; the reference
 * service answers 200 with a non-complete status and an `error` (docs/reference-service.md: how the reference
 * service fills the gaps), and so may a real one.
 */
export const FailedReport = z.looseObject({
  status: z.string(),
  key: z.string(),
  url: z.string().optional(),
  error: z.looseObject({ code: z.string(), message: z.string() }),
});

/** 202 on a read: "a status"; the body beyond it is not shown, so status may sit at the top or under `report`. */
export const PendingBody = z.union([
  z.looseObject({ status: z.string() }),
  z.looseObject({ report: z.looseObject({ status: z.string() }) }),
]);

export const ReportAck = z.looseObject({
  status: z.string(),
  key: z.string(),
  url: z.string(),
  poll: z.string(),
});

export const ReportSummary = z.looseObject({
  key: z.string(),
  url: z.string(),
  host: z.string(),
  title: z.string(),
  score: int,
  grade: z.string(),
  issues: IssueCounts.omit({ passed: true }),
  first_run_at: z.string(),
  last_run_at: z.string(),
  run_count: int,
});

export const ReportList = z.looseObject({ reports: z.array(ReportSummary) });

export const Lookup = z.looseObject({
  key: z.string(),
  url: z.string(),
  score: int,
  grade: z.string(),
  last_run_at: z.string(),
});
export const LookupEnvelope = z.looseObject({ report: Lookup });

export const CrawlState = z.string();

// The crawl views' extensions: another shape from a hosted service reads as absent, as `metrics` does.
const CrawlRender = z
  .boolean()
  .optional()
  .catch(undefined)
  .meta({
    description:
      'Extension of the v1 interface (a hosted service may not send it): whether the crawl runs its pages in ' +
      'the browser (`render: true`), so that the gate compares them only with snapshots of the same mode.',
  });

const CrawlPerformanceRuns = int
  .positive()
  .optional()
  .catch(undefined)
  .meta({
    description:
      'Extension of the v1 interface (a hosted service may not send it): the loads each page was measured ' +
      'over, only on a crawl started with `performance: true`.',
  });

export const SiteCrawl = z.looseObject({
  id: int,
  host: z.string(),
  label: z.string(),
  seed_url: z.string(),
  state: CrawlState,
  pages_found: int,
  pages_fetched: int,
  pages_failed: int,
  max_pages: int,
  max_depth: int,
  render: CrawlRender,
  performance_runs: CrawlPerformanceRuns,
  created_at: z.string(),
  // A crawl that has not started or finished has no such time; the interface types them as
  // strings without saying so, and null is the only honest value for "not yet".
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
});
export const SiteCrawlList = z.looseObject({ site_crawls: z.array(SiteCrawl) });

export const SiteCrawlDetail = z.looseObject({
  id: int,
  host: z.string(),
  state: CrawlState,
  pages_fetched: int,
  pages_found: int,
  average_score: int,
  critical_pages: int,
  render: CrawlRender,
  performance_runs: CrawlPerformanceRuns,
});
export const SiteCrawlEnvelope = z.looseObject({ site_crawl: SiteCrawlDetail });

export const CrawlPage = z.looseObject({
  id: int,
  url: z.string(),
  status: int,
  depth: int,
  score: int,
  critical_count: int,
});
/**
 * A crawled page that could not be analysed. The interface shows no such field; the reference
 * service adds `error` to the page, as it does to a failed report.
 */
export const FailedCrawlPage = z.looseObject({ error: z.looseObject({ code: z.string(), message: z.string() }) });
export const CrawlPageList = z.looseObject({ pages: z.array(CrawlPage), total: int });

export const CrawlPageDetail = z.looseObject({
  id: int,
  url: z.string(),
  title: z.string(),
  score: int,
  word_count: int,
  internal_links: int,
  // The shape of these elements is not shown; they are kept as given.
  findings: z.array(z.unknown()),
  /** Not shown by the interface; the reference service gives the page's grade, as a report has one. */
  grade: z.string().nullish(),
  metrics: MetricsExtension,
});
export const CrawlPageEnvelope = z.looseObject({ page: CrawlPageDetail });

export const CrawlFinding = z.looseObject({
  check: z.string(),
  severity: z.string(),
  pages: int,
  message: z.string(),
});
export const CrawlFindingList = z.looseObject({ findings: z.array(CrawlFinding) });

/** The error body shape is not shown; these are the shapes read, in order of preference. */
export const ErrorBody = z.union([
  z.looseObject({ error: z.looseObject({ code: z.string().optional(), message: z.string().optional() }) }),
  z.looseObject({ code: z.string().optional(), message: z.string() }),
  z.looseObject({ error: z.string() }),
]);

export type IssueCounts = z.infer<typeof IssueCounts>;
export type Finding = z.infer<typeof Finding>;
export type Report = z.infer<typeof Report>;
export type FailedReport = z.infer<typeof FailedReport>;
export type ReportAck = z.infer<typeof ReportAck>;
export type ReportSummary = z.infer<typeof ReportSummary>;
export type ReportList = z.infer<typeof ReportList>;
export type Lookup = z.infer<typeof Lookup>;
export type SiteCrawl = z.infer<typeof SiteCrawl>;
export type SiteCrawlDetail = z.infer<typeof SiteCrawlDetail>;
export type CrawlPage = z.infer<typeof CrawlPage>;
export type CrawlPageList = z.infer<typeof CrawlPageList>;
export type CrawlPageDetail = z.infer<typeof CrawlPageDetail>;
export type CrawlFinding = z.infer<typeof CrawlFinding>;
export type ErrorBody = z.infer<typeof ErrorBody>;
