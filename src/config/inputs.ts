/**
 * Workflow inputs (or CLI flags) plus the config file -> one validated GateConfig. Pure: the
 * edges read the files, the event and the environment and pass them in. A missing or empty input
 * takes its action.yml default, so the CLI, which passes only the flags given, behaves like the
 * action.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../errors.js';
import type { ConfigFileData } from './config-file-data.js';
import { parseConfigFile, type ConfigFileRules } from './inputs-config-file.js';
import {
  FAIL_ON_REGRESSION,
  GateConfig,
  type AnalysisConfig,
  type AnalysisTarget,
  type GateRules,
  type PageRules,
  type RuleSet,
} from '../model/config.js';
import { ServiceTarget } from '../model/service-target.js';
import { THRESHOLDS, type Threshold } from '../model/thresholds.js';
import {
  oneOf,
  readBoolean,
  readCrawl,
  readHttpUrl,
  readInteger,
  readIsoTime,
  readLines,
  readRanged,
  readShard,
} from './inputs-values.js';
import { commitFromEvent, deployedAtFromEvent } from './deploy-event.js';
import { applyRuleSet } from './rules.js';
import { knownCheckGlob } from './check-globs.js';
import { INPUTS, usableDefault, type InputName } from './input-table.js';
import { assertWarnLevels } from './warn-levels.js';
import { readBaseline } from './inputs-baseline.js';
import { assertAllowedSites, assertPagesNamed } from './inputs-pages.js';
import { resolvePageUrls, siteUrlFromEvent, splitUrlList } from '../site/urls.js';

import { CHECK_LINKS } from '../model/link-check.js';
import { PERFORMANCE_RUNS } from '../model/metrics.js';

export { GateConfig } from '../model/config.js';

/** Every input of action.yml with the default a run uses (input-table.ts is the source). */
export const INPUT_DEFAULTS = Object.fromEntries(INPUTS.map((spec) => [spec.name, usableDefault(spec)])) as Readonly<
  Record<InputName, string>
>;

export const INPUT_NAMES: readonly InputName[] = INPUTS.map((spec) => spec.name);

export interface GateConfigSource {
  inputs: Record<string, string>;
  configFile?: ConfigFileData | null;
  /** The config file was found, not named: a setting the workflow or the command line gave wins over it. */
  configFileFound?: boolean;
  /** Inputs set on purpose though at their default (the CLI flags given); else a value off the default says so. */
  given?: readonly string[];
  event?: { name: string; payload: unknown } | null;
  env?: {
    runnerTemp?: string | undefined;
    workflow?: string | undefined;
    job?: string | undefined;
    sha?: string | undefined;
    runId?: string | undefined;
  };
  /** When the step started: deployed-at's last default. Callers that do not care get the time of parsing. */
  startedAt?: Date;
}

/** An input's value, trimmed, or its action.yml default when missing or empty. */
type InputReader = (name: InputName) => string;

export function parseGateConfig(source: GateConfigSource): GateConfig {
  const read = readInputs(source);
  // Parsed once per run, before the first request: zod's compiled fast path (a new Function per
  // object schema, made on the first parse) would cost more start-up than this one parse saves.
  const config = GateConfig.parse(byMode(read), { jitless: true });
  assertAllowedSites(read, source.event?.name ?? null);
  return config;
}

/**
 * Every input read and checked, without what the mode needs: enough to explain a page's rules,
 * and site-url to resolve the page against.
 */
export function readGateRules(source: GateConfigSource): { rules: GateRules; siteUrl: string | null } {
  const { render, budgets, thresholds, configFile, overrides, layers, waivers, failOnError, sources } =
    readInputs(source);
  return {
    rules: { render, ...(budgets ? { budgets } : {}), thresholds, configFile, overrides, layers, waivers, failOnError },
    siteUrl: sources.siteUrl,
  };
}

/** Each input's value, checked, in the order the inputs are read: the first mistake is the one named. */
function readInputs(source: GateConfigSource) {
  const input: InputReader = (name) => source.inputs[name]?.trim() || INPUT_DEFAULTS[name];
  const optional = (name: InputName): string | null => input(name) || null;
  const now = source.startedAt ?? new Date();
  const given = readRules(input);
  const explicit = inputLayer(given, (name) => source.given?.includes(name) || input(name) !== INPUT_DEFAULTS[name]);
  const parsed: ConfigFileRules = source.configFile
    ? parseConfigFile(source.configFile, now)
    : { defaults: {}, overrides: [], waivers: [] };
  const file = source.configFileFound ? withoutGiven(parsed, explicit) : parsed;
  const { render, budgets, ...thresholds } = applyRuleSet(given, file.defaults);
  const event = source.event ?? null;
  const commit = commitFromEvent(event) ?? (source.env?.sha || null);
  const deployedAt = input('deployed-at')
    ? readIsoTime('deployed-at', input('deployed-at'))
    : (deployedAtFromEvent(event) ?? now.toISOString());
  const sources = readSources(input, event);
  const resultsFile = input('results-file') || join(source.env?.runnerTemp || tmpdir(), 'pagegate-results.json');
  const read = {
    mode: oneOf('mode', input('mode'), ['gate', 'analyze', 'report'] as const),
    apiUrl: input('api-url') ? readHttpUrl('api-url', input('api-url')) : null,
    apiKey: optional('api-key'),
    sources,
    render,
    ...(budgets ? { budgets } : {}),
    thresholds,
    configFile: source.configFile?.name ?? null,
    overrides: file.overrides,
    // The runner passes every input, defaults included: only a value other than the default says the workflow set it.
    layers: {
      inputs: explicit,
      configFile: file.defaults,
    },
    waivers: file.waivers,
    baseline: readBaseline(input('baseline'), {
      url: optional('baseline-url'),
      file: optional('baseline-file'),
      filePages: input('baseline-file-pages'),
      acceptedFile: optional('accepted-file'),
    }),
    concurrency: readRanged('concurrency', input('concurrency')),
    pollIntervalMs: readRanged('poll-interval', input('poll-interval')),
    timeoutMs: readRanged('timeout', input('timeout')),
    failOnError: readBoolean('fail-on-error', input('fail-on-error')),
    comment: oneOf('comment', input('comment'), ['auto', 'always', 'never'] as const),
    commentTag: input('comment-tag') || [source.env?.workflow, source.env?.job].filter(Boolean).join('/') || 'pagegate',
    githubToken: optional('github-token'),
    resultsFile,
    reportHtml: readReportHtml(input('report-html'), resultsFile),
    crawl: input('crawl') ? readCrawl('crawl', input('crawl'), sources.siteUrl) : null,
    waitForMs: readRanged('wait-for', input('wait-for')),
    notFoundGraceMs: readRanged('not-found-grace', input('not-found-grace')),
    expect: optional('expect'),
    deployedAt,
    fresh: oneOf('fresh', input('fresh'), ['auto', 'always', 'never'] as const),
    freshTag: commit?.slice(0, 7) || source.env?.runId || `t${Math.floor(Date.parse(deployedAt) / 1000)}`,
    commit,
    shard: input('shard') ? readShard('shard', input('shard')) : null,
    resultsFiles: optional('results-files'),
    annotations: readBoolean('annotations', input('annotations')),
    uploadResults: readBoolean('upload-results', input('upload-results')),
    pullRequest: input('pull-request') ? readInteger('pull-request', input('pull-request'), 1, null) : null,
    allowedSites: readLines(input('allowed-sites')),
    performance: readBoolean('performance', input('performance'))
      ? { runs: readInteger('performance-runs', input('performance-runs'), 1, PERFORMANCE_RUNS.max) }
      : null,
    links: {
      mode: oneOf('check-links', input('check-links'), CHECK_LINKS),
      max: readRanged('check-links-max', input('check-links-max')),
    },
  };
  assertWarnLevels(read, null);
  return read;
}

type InputValues = ReturnType<typeof readInputs>;

/** The inputs' thresholds and render; the config file's top-level keys go over them. */
function readRules(input: InputReader): PageRules {
  const limits = Object.fromEntries(THRESHOLDS.map((row) => [row.key, readLimit(row, input(row.name))]));
  return {
    ...(limits as Record<Threshold['key'], number | null>),
    failOnRegression: oneOf('fail-on-regression', input('fail-on-regression'), FAIL_ON_REGRESSION),
    ignoreChecks: readLines(input('ignore-checks')).map((glob) => knownCheckGlob('ignore-checks', glob)),
    // Per-check levels are the config file's alone: no input sets them.
    checks: {},
    render: readBoolean('render', input('render')),
  };
}

/**
 * A found config file less what the inputs set: a file nobody named (`.github/pagegate.yml` in the
 * checkout) never overrides `--fail-on-regression` given on the command line, at its top level or
 * for a pattern. ignore-checks add up, as they do between layers.
 */
function withoutGiven(file: ConfigFileRules, given: RuleSet): ConfigFileRules {
  const without = <T extends RuleSet>(set: T): T => {
    const thresholds = Object.fromEntries(
      Object.entries(set.thresholds ?? {}).filter(([key]) => !Object.hasOwn(given.thresholds ?? {}, key)),
    );
    const { thresholds: _thresholds, render, ...rest } = set;
    return {
      ...rest,
      ...(Object.keys(thresholds).length > 0 ? { thresholds } : {}),
      ...(render === undefined || given.render !== undefined ? {} : { render }),
    } as T;
  };
  return { ...file, defaults: without(file.defaults), overrides: file.overrides.map(without) };
}

/** The rules the workflow set itself, by input name: an input at its default is not an origin. */
function inputLayer(rules: PageRules, given: (name: InputName) => boolean): RuleSet {
  const limits = THRESHOLDS.map((row) => [row.name, row.key] as const);
  const thresholds = Object.fromEntries(
    [...limits, ['fail-on-regression', 'failOnRegression'] as const]
      .filter(([name]) => given(name))
      .map(([, key]) => [key, rules[key]]),
  );
  return {
    ...(Object.keys(thresholds).length > 0 ? { thresholds } : {}),
    ...(given('render') ? { render: rules.render } : {}),
    ...(given('ignore-checks') ? { ignoreChecks: rules.ignoreChecks } : {}),
  };
}

function readSources(input: InputReader, event: { name: string; payload: unknown } | null): AnalysisConfig['sources'] {
  const siteUrl = input('site-url') ? readHttpUrl('site-url', input('site-url')) : siteUrlFromEvent(event);
  const urls = splitUrlList(input('urls'));
  const sitemap = input('sitemap') || null;
  // Resolving now fails a path without site-url before anything is submitted; the edge resolves again with urls-file's
  // lines.
  resolvePageUrls([...urls, ...(sitemap ? [sitemap] : [])], siteUrl);
  return {
    urls,
    urlsFile: input('urls-file') || null,
    siteUrl,
    sitemap,
    maxUrls: readRanged('max-urls', input('max-urls')),
  };
}

/** `true`: beside the results file, named after it; `false` or empty: none; anything else: that path. */
function readReportHtml(raw: string, resultsFile: string): string | null {
  if (raw === '' || raw === 'false') return null;
  if (raw === 'true') return `${resultsFile.replace(/\.json$/i, '')}.html`;
  return raw;
}

/** Empty turns the threshold off. */
function readLimit({ name, min, max }: Threshold, raw: string): number | null {
  return raw === '' ? null : readInteger(name, raw, min, max);
}

/**
 * The mode's own settings, each there when the mode needs it: a missing one is named here, once.
 * GateConfig.parse then keeps of the values what the mode holds.
 */
function byMode(read: InputValues): GateConfig {
  const { mode, apiUrl, apiKey, resultsFiles, ...values } = read;
  // The probe is what looks for the marker; without it the marker would be silently ignored.
  if (values.expect !== null && values.waitForMs === 0)
    throw new ConfigError('expect: the readiness probe looks for it, but wait-for is 0 (off)');
  if (mode === 'report') {
    if (!resultsFiles)
      throw new ConfigError('results-files: required with mode report (a glob of results files to merge)');
    return { ...values, mode, resultsFiles };
  }
  const analysis = analysisTarget(apiUrl, apiKey);
  assertPagesNamed(values);
  return { ...values, mode, analysis };
}

/**
 * Without api-url the pages are analysed in-process; a hosted service needs its key, which the
 * target holds from here on. The key's value never appears in a message, even when it is the thing
 * that is wrong.
 */
function analysisTarget(apiUrl: string | null, apiKey: string | null): AnalysisTarget {
  if (apiUrl === null) return { kind: 'in-process', unusedKey: apiKey !== null };
  if (apiKey === null) throw new ConfigError('api-key: required with api-url (leave both empty to analyse in-process)');
  return new ServiceTarget(apiUrl, apiKey);
}
