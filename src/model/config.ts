/**
 * The shape of a validated configuration. `inputs.ts` and `inputs-config-file.ts` turn the inputs'
 * text and the config file's data into it; everything past the edges reads only this.
 */
import * as z from 'zod';
import { countOf, millisecondsOf } from './input-ranges.js';
import { LinkCheck } from './link-check.js';
import { Budgets, PERFORMANCE_RUNS } from './metrics.js';
import { ThresholdLimits } from './thresholds.js';
import { ServiceTarget } from './service-target.js';
import { Waiver } from './waiver.js';

export const FAIL_ON_REGRESSION = ['critical', 'recommended', 'optional', 'none'] as const;
export const FailOnRegression = z.enum(FAIL_ON_REGRESSION);
export type FailOnRegression = z.infer<typeof FailOnRegression>;

/** A check's level (config file `checks:`): a regression fails the page, warns, or the check is ignored. */
export const CHECK_LEVELS = ['error', 'warn', 'off'] as const;
export const CheckLevel = z.enum(CHECK_LEVELS);
export type CheckLevel = z.infer<typeof CheckLevel>;

/**
 * Check-name glob -> level. The last glob in order that matches a check sets its level (a pattern's
 * entry moves to the end), and a check no glob matches follows fail-on-regression.
 */
export const CheckLevels = z.record(z.string(), CheckLevel);
export type CheckLevels = z.infer<typeof CheckLevels>;

export const Thresholds = ThresholdLimits.extend({
  failOnRegression: FailOnRegression,
  ignoreChecks: z.array(z.string()),
  checks: CheckLevels,
});
export type Thresholds = z.infer<typeof Thresholds>;

/** What a config file sets, at its top level or for one page pattern; absent keys leave the value as it was. */
export const RuleSet = z.object({
  render: z.boolean().optional(),
  /** Performance budgets; a later rule set's key wins over an earlier one's, the others stay. */
  budgets: Budgets.optional(),
  thresholds: Thresholds.omit({ ignoreChecks: true, checks: true }).partial().optional(),
  ignoreChecks: z.array(z.string()).optional(),
  checks: CheckLevels.optional(),
});
export type RuleSet = z.infer<typeof RuleSet>;

/** The rules one page is judged by: thresholds with every override that matches it applied. */
export const PageRules = Thresholds.extend({ render: z.boolean(), budgets: Budgets.optional() });
export type PageRules = z.infer<typeof PageRules>;

export const Override = RuleSet.extend({ pattern: z.string().min(1) });
export type Override = z.infer<typeof Override>;

/**
 * Where a rule's value came from, in order of precedence: action.yml's default, an input, the
 * config file's top level, a `pages[index]` entry whose pattern matched (a later one wins).
 */
export const RuleOrigin = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('default') }),
  z.object({ kind: z.literal('input') }),
  z.object({ kind: z.literal('config') }),
  z.object({ kind: z.literal('pattern'), index: z.int().min(0), pattern: z.string() }),
]);
export type RuleOrigin = z.infer<typeof RuleOrigin>;

/** An origin in plain words: `input`, `config-file top level`, `pages[1] /blog/**`. */
export function ruleOriginText(origin: RuleOrigin): string {
  switch (origin.kind) {
    case 'default':
      return 'default';
    case 'input':
      return 'input';
    case 'config':
      return 'config-file top level';
    case 'pattern':
      return `pages[${origin.index}] ${origin.pattern}`;
  }
}

export const Baseline = z.discriminatedUnion('kind', [
  /** `file`: accepted-file; null: the GitHub Actions cache in the action, none in the CLI. */
  z.object({ kind: z.literal('accepted'), file: z.string().nullable() }),
  z.object({ kind: z.literal('previous') }),
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('url'), origin: z.string() }),
  /**
   * `passed`: only the pages that passed in the file's run serve (baseline-file-pages passed);
   * `run`: the file's run must have passed, else the run stops (exit 2).
   */
  z.object({ kind: z.literal('file'), path: z.string(), pages: z.enum(['run', 'passed']) }),
]);
export type Baseline = z.infer<typeof Baseline>;

/**
 * What judges a page, the same in every mode: the verdict, the rules, the thresholds view and
 * `check --explain` read this and nothing more of the configuration.
 */
export const GateRules = z.object({
  render: z.boolean(),
  /** The config file's top-level budgets (absent: none, the Core Web Vitals bounds judge). */
  budgets: Budgets.optional(),
  thresholds: Thresholds,
  /** The config-file's name, for messages about its patterns; null when there is none. */
  configFile: z.string().nullable(),
  overrides: z.array(Override),
  /**
   * What each top-level layer set itself, before the pages' patterns: the inputs given (not their
   * defaults) and the config file's top level. `thresholds` is already the two applied in that
   * order; these say where each value came from (the thresholds view, `check --explain`).
   */
  layers: z.object({ inputs: RuleSet, configFile: RuleSet }),
  /** The config file's waivers, in file order: a waived finding records its waiver's index. */
  waivers: z.array(Waiver),
  failOnError: z.boolean(),
});
export type GateRules = z.infer<typeof GateRules>;

/**
 * Where the pages are analysed: a hosted service (api-url, with its key sealed in the target), or
 * the reference service started in this process for the run. `unusedKey`: an api-key was given
 * without api-url, which the run warns about.
 */
export const AnalysisTarget = z.union([
  z.instanceof(ServiceTarget),
  z.object({ kind: z.literal('in-process'), unusedKey: z.boolean() }),
]);
export type AnalysisTarget = z.infer<typeof AnalysisTarget>;

/** `{ seed }`: start a crawl from this URL (`crawl: site` is site-url) and gate on its pages. */
const Crawl = z.union([z.literal('latest'), z.int().positive(), z.object({ seed: z.string() })]).nullable();

/** Every mode's settings besides the rules: the accepted state, the results file, the run's commit. */
const Run = GateRules.extend({
  baseline: Baseline,
  commentTag: z.string().min(1),
  resultsFile: z.string().min(1),
  /** Where the HTML report is written; null: none. */
  reportHtml: z.string().min(1).nullable(),
  uploadResults: z.boolean(),
  /** The commit being gated (the deployment's, the PR head's, else the workflow's); null outside CI. */
  commit: z.string().nullable(),
});

/** What the modes that analyse pages (gate, analyze) need: where, which pages, how long. */
const Analysing = {
  analysis: AnalysisTarget,
  sources: z.object({
    urls: z.array(z.string()),
    urlsFile: z.string().nullable(),
    siteUrl: z.string().nullable(),
    sitemap: z.string().nullable(),
    maxUrls: countOf('max-urls'),
  }),
  crawl: Crawl,
  shard: z.object({ index: z.int().min(1), count: countOf('shard') }).nullable(),
  concurrency: countOf('concurrency'),
  pollIntervalMs: millisecondsOf('poll-interval'),
  timeoutMs: millisecondsOf('timeout'),
  waitForMs: millisecondsOf('wait-for'),
  /** A page answering 404 this long while every other page is ready fails without waiting out wait-for; 0: off. */
  notFoundGraceMs: millisecondsOf('not-found-grace'),
  /**
   * A marker (a commit SHA, a build id) the page must show, in its body or a header value, before it counts as
   * deployed.
   */
  expect: z.string().min(1).nullable(),
  /** ISO 8601: analyses completed before it describe an earlier deploy. */
  deployedAt: z.iso.datetime({ offset: true }),
  fresh: z.enum(['auto', 'always', 'never']),
  /**
   * The value of the `pagegate` query parameter that gets past a stale cache: the short commit SHA, else the run id.
   */
  freshTag: z.string().min(1),
  /** URL globs every page, the sitemap and site-url must match; empty: no restriction. */
  allowedSites: z.array(z.string()),
  links: LinkCheck,
  /** `performance: true`: loads measured per page (implies render); null: no metrics asked. */
  performance: z.object({ runs: z.int().min(1).max(PERFORMANCE_RUNS.max) }).nullable(),
};

/** What the modes that decide (gate, report) need to tell it: the sticky comment and the annotations. */
const Deciding = {
  comment: z.enum(['auto', 'always', 'never']),
  githubToken: z.string().nullable(),
  /** The PR to comment on, given as an input (null: the event's own PR). */
  pullRequest: z.int().positive().nullable(),
  annotations: z.boolean(),
};

/** The configuration of one run, by mode: each mode holds what it uses, and what it cannot run without is set. */
export const GateConfig = z.discriminatedUnion('mode', [
  Run.extend({ mode: z.literal('gate'), ...Analysing, ...Deciding }),
  Run.extend({ mode: z.literal('analyze'), ...Analysing }),
  Run.extend({
    mode: z.literal('report'),
    ...Deciding,
    /** The shards' results files to merge (a glob). */
    resultsFiles: z.string().min(1),
    /** A crawl's shards are decided but not merged into the accepted state. */
    crawl: Crawl,
  }),
]);
export type GateConfig = z.infer<typeof GateConfig>;
/** The modes that analyse pages: gate, and analyze (a shard or a fork's PR). */
export type AnalysisConfig = Extract<GateConfig, { mode: 'gate' | 'analyze' }>;
export type ReportConfig = Extract<GateConfig, { mode: 'report' }>;
/** The modes whose verdict is told: the summary, the comment, the annotations. */
export type DecidingConfig = Extract<GateConfig, { mode: 'gate' | 'report' }>;
