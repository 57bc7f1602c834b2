/**
 * Results JSON, version 1: the file the action writes, the shard format `mode: report` merges,
 * and the format `baseline-file` reads. The names are a contract (shared/DESIGN.md). Fields
 * beyond the contract (`findings`, `notes`, `baseline.findings`, `decided`) are
 * additions that let a later job re-decide from raw data: a report job merges shards and decides
 * with its own thresholds, and an earlier run can serve as a finding-level baseline.
 */
import { z } from 'zod';
import { CrawlFinding, Finding, IssueCounts } from './resources.js';

export const Verdict = z.enum(['pass', 'fail', 'error']);
export type Verdict = z.infer<typeof Verdict>;

/** A finding new or escalated since the baseline; `from` is the severity it escalated from. */
export const Regression = Finding.pick({ check: true, severity: true, message: true, evidence: true, remediation: true }).extend({
  change: z.enum(['new', 'escalated']),
  from: z.string().optional(),
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
});
export type BaselineSnapshot = z.infer<typeof BaselineSnapshot>;

export const PageError = z.looseObject({ code: z.string(), message: z.string() });
export type PageError = z.infer<typeof PageError>;

export const PageResult = z.looseObject({
  url: z.string(),
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
  /** Facts that are not failures: "no baseline", "cache hit: no new analysis since ...". */
  notes: z.array(z.string()).optional(),
  /** Every finding of this run's report, so a later job can re-decide or use it as a baseline. */
  findings: z.array(Finding).optional(),
});
export type PageResult = z.infer<typeof PageResult>;

/** With `crawl`: which crawl the gate read, and its findings grouped by check and severity. */
export const CrawlSummary = z.looseObject({
  id: z.number().int(),
  host: z.string(),
  findings: z.array(CrawlFinding),
});
export type CrawlSummary = z.infer<typeof CrawlSummary>;

export const Results = z.looseObject({
  version: z.literal(1),
  passed: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** false for `mode: analyze`: verdicts are provisional until a report job decides. */
  decided: z.boolean().optional(),
  pages: z.array(PageResult),
  crawl: CrawlSummary.optional(),
});
export type Results = z.infer<typeof Results>;
