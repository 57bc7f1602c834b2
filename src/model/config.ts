/**
 * The shape of a validated configuration. `inputs.ts` and `inputs-config-file.ts` turn raw text
 * into it; everything past the edges reads only this.
 */
import { z } from 'zod';
import { ThresholdLimits } from './thresholds.js';
import { Waiver } from './waiver.js';

export const FAIL_ON_REGRESSION = ['critical', 'recommended', 'optional', 'none'] as const;
export const FailOnRegression = z.enum(FAIL_ON_REGRESSION);
export type FailOnRegression = z.infer<typeof FailOnRegression>;

export const Thresholds = ThresholdLimits.extend({
  failOnRegression: FailOnRegression,
  ignoreChecks: z.array(z.string()),
});
export type Thresholds = z.infer<typeof Thresholds>;

/** What a config file sets, at its top level or for one page pattern; absent keys leave the value as it was. */
export const RuleSet = z.object({
  render: z.boolean().optional(),
  thresholds: Thresholds.omit({ ignoreChecks: true }).partial().optional(),
  ignoreChecks: z.array(z.string()).optional(),
});
export type RuleSet = z.infer<typeof RuleSet>;

/** The rules one page is judged by: thresholds with every override that matches it applied. */
export const PageRules = Thresholds.extend({ render: z.boolean() });
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
  z.object({ kind: z.literal('accepted') }),
  z.object({ kind: z.literal('previous') }),
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('url'), origin: z.string() }),
  z.object({ kind: z.literal('file'), path: z.string() }),
]);
export type Baseline = z.infer<typeof Baseline>;

export const GateConfig = z.object({
  mode: z.enum(['gate', 'analyze', 'report']),
  apiUrl: z.string().nullable(),
  apiKey: z.string().nullable(),
  sources: z.object({
    urls: z.array(z.string()),
    urlsFile: z.string().nullable(),
    siteUrl: z.string().nullable(),
    sitemap: z.string().nullable(),
    maxUrls: z.int().min(1).max(10_000),
  }),
  render: z.boolean(),
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
  baseline: Baseline,
  /** The accepted state's file (`accepted-file`); null: the GitHub Actions cache in the action, none in the CLI. */
  acceptedFile: z.string().nullable(),
  concurrency: z.int().min(1).max(64),
  pollIntervalMs: z.number().min(50).max(300_000),
  timeoutMs: z.int().min(1000).max(21_600_000),
  failOnError: z.boolean(),
  comment: z.enum(['auto', 'always', 'never']),
  commentTag: z.string().min(1),
  githubToken: z.string().nullable(),
  resultsFile: z.string().min(1),
  /** `{ seed }`: start a crawl from this URL (`crawl: site` is site-url) and gate on its pages. */
  crawl: z.union([z.literal('latest'), z.int().positive(), z.object({ seed: z.string() })]).nullable(),
  waitForMs: z.int().min(0).max(3_600_000),
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
  /** The commit being gated (the deployment's, the PR head's, else the workflow's); null outside CI. */
  commit: z.string().nullable(),
  shard: z.object({ index: z.int().min(1), count: z.int().max(256) }).nullable(),
  resultsFiles: z.string().nullable(),
  annotations: z.boolean(),
  uploadResults: z.boolean(),
  /** The PR to comment on, given as an input (null: the event's own PR). */
  pullRequest: z.int().positive().nullable(),
  /** URL globs every page, the sitemap and site-url must match; empty: no restriction. */
  allowedSites: z.array(z.string()),
});
export type GateConfig = z.infer<typeof GateConfig>;
