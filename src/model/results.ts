/**
 * Results JSON, version 1: the file the action writes, the shard format `mode: report` merges,
 * and the format `baseline-file` reads. The names are a contract
 * (docs/configuration.md, Inputs and outputs; docs/results.schema.json). Fields
 * beyond the contract (`findings`, `baseline.findings`, `decided`, the typed facts below) are
 * additions that let a later job re-decide from raw data: a report job merges shards and decides
 * with its own thresholds, and an earlier run can serve as a finding-level baseline. Facts are
 * data (`baselineFrom`, `fresh`, `probe`, ...); report/ chooses the words.
 */
import * as z from 'zod';
import { RuleOrigin } from './config.js';
import { CrawlFinding, Finding, IssueCounts } from './resources.js';
import { MetricSpread, PageMetrics } from './metrics.js';
import { Waiver } from './waiver.js';
import { ToleratedFinding } from './tolerated.js';

export const Verdict = z.enum(['pass', 'fail', 'error']);
export type Verdict = z.infer<typeof Verdict>;

/**
 * A finding new or escalated since the baseline; `from` is the severity it escalated from. `fails`:
 * it failed the page (absent when it did not, and in results written before the gate said so);
 * `impact` is the finding's, so a report can order regressions by harm (model/harm.ts).
 */
export const Regression = Finding.pick({
  check: true,
  severity: true,
  message: true,
  evidence: true,
  remediation: true,
}).extend({
  change: z.enum(['new', 'escalated']),
  from: z.string().optional(),
  impact: Finding.shape.impact.optional(),
  fails: z.literal(true).optional(),
});
export type Regression = z.infer<typeof Regression>;

export const BaselineSnapshot = z.looseObject({
  key: z.string(),
  score: z.number().int().nullable(),
  grade: z.string().nullable(),
  issues: IssueCounts.partial().nullable(),
  /** When the baseline was analysed (lookup's last_run_at), when known. */
  analyzedAt: z.string().nullable().optional(),
  /** Absent when the baseline came from somewhere that only gave counts (a crawl page). */
  findings: z.array(Finding).optional(),
  /** Whether the page was rendered in a browser (true) or fetched (false); absent when unknown. */
  render: z.boolean().optional(),
  /** In the accepted state: when the run that accepted this page saved it (absent: the state's savedAt). */
  acceptedAt: z.string().optional(),
  /** The page's lab metrics (performance: true): the accepted medians a later run's drift is measured against. */
  metrics: PageMetrics.optional(),
  /**
   * In the accepted state: the page weight (transfer bytes) of the first accepted run that measured
   * the page in this mode, kept by every later accepted run; weight drift is judged against it, so
   * steps each under the drift rule cannot ratchet the accepted weight up. Absent in older states
   * (their `metrics` is the first value then). `pagegate accepted forget` resets it.
   */
  firstWeight: MetricSpread.optional(),
  /**
   * In the accepted state: findings a run tolerated (model/tolerated.ts), outside `findings`, each
   * with its level. Absent: none, as in states written before; a reader that does not know the
   * field compares with `findings` alone, which sees them as new.
   */
  tolerated: z.array(ToleratedFinding).optional(),
});
export type BaselineSnapshot = z.infer<typeof BaselineSnapshot>;

/**
 * Where a page's error came from, decided where the error is made: `page` when the page itself
 * failed (it answered 4xx/5xx, never showed `expect`, its analysis failed), `run` when the run
 * could not analyse it (the timeout, the key, the allowance, the connection to the service).
 */
export const ErrorOrigin = z.enum(['page', 'run']);
export type ErrorOrigin = z.infer<typeof ErrorOrigin>;

/** `origin` is absent only in results files written before it existed (v0.1): see `errorOrigin`. */
export const PageError = z.looseObject({
  code: z.string(),
  message: z.string(),
  origin: ErrorOrigin.optional(),
  /**
   * The run stopped (its timeout, an interrupt) before the page's analysis finished: a run that
   * could not finish, which fail-on-error false never lets pass.
   */
  unfinished: z.literal(true).optional(),
});
export type PageError = z.infer<typeof PageError>;

/**
 * Where the page's baseline came from. `mode-changed`: the baseline was analysed in the other mode
 * (rendered vs fetched), so the page has no baseline in its mode yet. `new-page`: the accepted
 * state exists but does not hold the page, so it is compared with an empty baseline. `none`
 * says why there is no baseline at all; `status` is, as the service gave it, the latest report's
 * status (`unfinished`) or error code (`failed`).
 */
export const BaselineFrom = z.looseObject({
  kind: z.enum(['accepted', 'previous', 'url', 'file', 'crawl', 'new-page', 'none']),
  why: z
    .enum([
      'setting',
      'never-analysed',
      'unfinished',
      'failed',
      'not-in-file',
      'no-earlier-crawl',
      'not-in-crawl',
      'mode-changed',
    ])
    .optional(),
  status: z.string().optional(),
});
export type BaselineFrom = z.infer<typeof BaselineFrom>;

/**
 * The page was submitted again under the `pagegate` query parameter: its cache hit predated
 * deployed-at (`stale-cache`, `staleSince` its analysis time, null when unknown) or `fresh: always`.
 */
export const Fresh = z.looseObject({
  reason: z.enum(['stale-cache', 'always']),
  staleSince: z.string().nullable(),
  /**
   * Every one of the page's fresh variants (`pagegate=1` .. `4`) answered from a cache older than
   * the deploy, so it was analysed under the run's own tag: a new URL in the service's list.
   */
  fallback: z.boolean().optional(),
});
export type Fresh = z.infer<typeof Fresh>;

/** The readiness probe's outcome for a page that was submitted; `unreachable` is the runner's reason. */
export const Probe = z.looseObject({
  waitedMs: z.number().int().min(0),
  status: z.number().int().nullable(),
  unreachable: z.string().nullable(),
});
export type Probe = z.infer<typeof Probe>;

/**
 * The page is a redirect stub (a meta refresh to its own origin): the gate analysed `to` in its
 * place, as a browser would follow it. `canonical-noindex` is read in results files of earlier
 * versions, which followed a noindex page's canonical too; no run writes it now.
 */
export const RedirectStub = z.looseObject({
  /** Where it sends the reader: absolute, without the fragment. */
  to: z.string(),
  by: z.enum(['meta-refresh', 'canonical-noindex']),
});
export type RedirectStub = z.infer<typeof RedirectStub>;

/** A page of a site crawl: which crawl, its link depth and the HTTP status the crawler got. */
const CrawlFacts = z.looseObject({ id: z.number().int(), depth: z.number().int(), status: z.number().int() });
type CrawlFacts = z.infer<typeof CrawlFacts>;

/**
 * A finding a waiver took out of the count: `waiver` is the waiver's index in the config file (and in
 * `Results.waivers`).
 */
export const WaivedFinding = Finding.extend({ waiver: z.number().int().min(0) });
export type WaivedFinding = z.infer<typeof WaivedFinding>;

/** A page's URL: a file whose page names no URL (`__proto__`) is refused where it is read, naming the page. */
export const PageUrl = z.string().refine((url) => URL.canParse(url), 'expected an absolute URL');

export const PageResult = z.looseObject({
  url: PageUrl,
  verdict: Verdict,
  reasons: z.array(z.string()),
  key: z.string().nullable(),
  score: z.number().int().nullable(),
  grade: z.string().nullable(),
  title: z.string().nullable(),
  issues: IssueCounts.partial().nullable(),
  cached: z.boolean(),
  baseline: BaselineSnapshot.nullable(),
  regressions: z.array(Regression),
  resolved: z.array(Finding),
  error: PageError.nullable(),
  /** Absent in results written before baselines were typed facts. */
  baselineFrom: BaselineFrom.optional(),
  /** The URL actually analysed, when it is not `url` (the `pagegate` parameter of fresh). */
  analyzedUrl: z.string().optional(),
  /** When the analysis completed: the service's last_run_at for a cache hit, else when the run saw it complete. */
  analyzedAt: z.string().nullable().optional(),
  fresh: Fresh.optional(),
  probe: Probe.optional(),
  redirectStub: RedirectStub.optional(),
  crawl: CrawlFacts.optional(),
  /** An error page that does not fail the gate (fail-on-error: false). */
  errorIgnored: z.boolean().optional(),
  /** Every finding of this run's report, so a later job can re-decide or use it as a baseline. */
  findings: z.array(Finding).optional(),
  /** The findings of `findings` that waivers took out of the count. */
  waived: z.array(WaivedFinding).optional(),
  /**
   * A page under min-score: the findings that cost it the most, at most five, by the service's
   * impact rating (then severity), so the report can say where the points went.
   */
  costliest: z.array(Finding).optional(),
  /**
   * A page new to the accepted state: how many of its findings were accepted on other pages of its
   * site (same identity), so they are not new.
   */
  inherited: z.int().min(0).optional(),
  /** Why the page passed a warn level (`warn-min-score`, `warn-max-critical`); such a page still passes. */
  warnings: z.array(z.string()).optional(),
  /**
   * Whether the page was rendered in a browser (true) or fetched (false); a crawl page's is its crawl's.
   * Absent in older files.
   */
  render: z.boolean().optional(),
  /**
   * With performance: true, the page's lab metrics (median and spread per metric, runs); null when the
   * service reported none. Absent: performance was off.
   */
  metrics: PageMetrics.nullable().optional(),
});
export type PageResult = z.infer<typeof PageResult>;

/**
 * Why no accepted state was used: no store configured (`no-store`, the CLI without accepted-file),
 * none saved yet or evicted (`not-found`), the store could not be asked (`unavailable`), an entry was
 * found but the cache library could not restore it (`restore-failed`, it warned itself), what it
 * held was not a state (`unreadable`) or was another gate's (`other-tag`).
 */
export const AcceptedMissing = z.enum([
  'no-store',
  'not-found',
  'unavailable',
  'restore-failed',
  'unreadable',
  'other-tag',
]);
export type AcceptedMissing = z.infer<typeof AcceptedMissing>;

/**
 * Why the store could not be asked (`unavailable`): the runner has no GitHub Actions cache service,
 * the cache is not restored on Windows, the cache answered with an error, or loading failed otherwise.
 * model/accepted-causes.ts words each one once, for the log and the summary alike.
 */
export const AcceptedUnavailable = z.enum(['no-cache-service', 'cache-on-windows', 'cache-error', 'load-error']);
export type AcceptedUnavailable = z.infer<typeof AcceptedUnavailable>;

/** What the results say about the accepted state, for the summary line and later readers. */
export const AcceptedFacts = z.looseObject({
  /** The state the pages were compared with (absent in mode report, which compares nothing itself). */
  from: z.looseObject({ commit: z.string().nullable(), savedAt: z.string() }).nullable().optional(),
  /** Why there was none, when `from` is null: the pages were compared with their previous reports. */
  missing: AcceptedMissing.optional(),
  /** With `missing: unavailable`: why (absent in older results). */
  cause: AcceptedUnavailable.optional(),
  /** Where the state lives: `accepted-file` or the GitHub Actions cache (absent: no store, or older results). */
  store: z.enum(['file', 'cache']).optional(),
  /** This run's pages became the accepted state. */
  saved: z.boolean(),
});
export type AcceptedFacts = z.infer<typeof AcceptedFacts>;

/** With `crawl`: which crawl the gate read, and its findings grouped by check and severity. */
export const CrawlSummary = z.looseObject({
  id: z.number().int(),
  host: z.string(),
  findings: z.array(CrawlFinding),
  /** The loads each page was measured over, when the crawl measured performance and the service says so. */
  performanceRuns: z.number().int().positive().optional(),
});
export type CrawlSummary = z.infer<typeof CrawlSummary>;

/**
 * A waiver of the config with `daysLeft` until it expires (negative: expired) and how many findings of the run it
 * waived.
 */
export const WaiverFacts = Waiver.extend({ daysLeft: z.number().int(), matched: z.number().int().min(0) });
export type WaiverFacts = z.infer<typeof WaiverFacts>;

/**
 * One threshold in force, as a maintainer tunes it: its value and where it came from, how many
 * pages it judged and how many it failed (a warn level: warned), and the page that passed it by
 * the least (`actual` its value for the threshold), null when none passed or it has no margin.
 */
export const ThresholdUse = z.looseObject({
  name: z.string(),
  limit: z.union([z.number(), z.string()]),
  level: z.enum(['fail', 'warn']),
  from: RuleOrigin,
  pages: z.number().int().min(0),
  past: z.number().int().min(0),
  closest: z.looseObject({ url: z.string(), actual: z.number() }).nullable(),
});
export type ThresholdUse = z.infer<typeof ThresholdUse>;

/**
 * Pages max-urls left out of the run: `given`, how many the sources listed (null when a source was
 * read no further than the cap, `unread` naming it), and the dropped pages known.
 */
export const Truncation = z.looseObject({
  maxUrls: z.int().min(1),
  given: z.int().min(0).nullable(),
  dropped: z.array(z.string()),
  unread: z.string().optional(),
});
export type Truncation = z.infer<typeof Truncation>;

export const Results = z.looseObject({
  version: z.literal(1),
  passed: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** false for `mode: analyze`: verdicts are provisional until a report job decides. */
  decided: z.boolean().optional(),
  /**
   * `shard: i/n`: which slice of the URL list this run analysed, so a report job knows when a
   * shard's file is missing (absent: the run was not sharded, or an older file).
   */
  shard: z.looseObject({ index: z.int().min(1), count: z.int().min(1) }).optional(),
  /** Only with `baseline: accepted`. */
  accepted: AcceptedFacts.optional(),
  /** The config file's waivers, in its order; absent when it has none. */
  waivers: z.array(WaiverFacts).optional(),
  /** The thresholds in force and how the pages stood against them; absent in mode analyze. */
  thresholds: z.array(ThresholdUse).optional(),
  pages: z.array(PageResult),
  /** Only when max-urls dropped pages of the list. */
  truncated: Truncation.optional(),
  crawl: CrawlSummary.optional(),
});
export type Results = z.infer<typeof Results>;
