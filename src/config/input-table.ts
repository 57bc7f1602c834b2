/**
 * The one table of the action's inputs and outputs. action.yml and the tables of docs/configuration.md are
 * written from it (`npm run inputs`), `pagegate check --help` is generated from it, and
 * parseGateConfig takes its defaults from it; test/config/input-docs.test.ts fails when
 * action.yml or docs/configuration.md drift from it.
 */
import { THRESHOLD, type ThresholdName } from '../model/thresholds.js';

interface InputSpec {
  name: string;
  /** action.yml's default; a `${{ }}` expression only a runner expands. */
  default: string;
  /** One line of meaning: action.yml's description, docs/configuration.md's cell, the CLI's help. */
  meaning: string;
  /** What the CLI's help shows as the flag's value. */
  value: string;
  /** The CLI's default where it differs from the action's (no runner, no PR to comment on). */
  cliDefault?: string;
  /** The environment variable the CLI reads when the flag is not given. */
  env?: string;
}

interface OutputSpec {
  name: string;
  meaning: string;
}

/** A threshold's input: its name and meaning are the thresholds table's (model/thresholds.ts). */
function thresholdInput<N extends ThresholdName>(name: N): InputSpec & { name: N } {
  return { name, default: '', value: 'N', meaning: THRESHOLD[name].meaning };
}

const INPUT_TABLE = [
  {
    name: 'api-url',
    default: '',
    value: 'URL',
    env: 'PAGEGATE_API_URL',
    meaning:
      'Base URL of a hosted Page Analysis Service, including /api/v1. Empty: the pages are analysed in-process ' +
      "by the reference service, which may reach only the hosts of the run's pages.",
  },
  {
    name: 'api-key',
    default: '',
    value: 'KEY',
    env: 'PAGEGATE_API_KEY',
    meaning:
      'Workspace API key of the service at api-url (required with it). Masked in logs and sent only as ' +
      '"Authorization: Bearer".',
  },
  {
    name: 'urls',
    default: '',
    value: 'LIST',
    meaning: 'URLs or paths to analyse, one per line (commas also split). Paths resolve against site-url.',
  },
  {
    name: 'urls-file',
    default: '',
    value: 'FILE',
    meaning: 'File with one URL or path per line; lines starting with # are comments.',
  },
  {
    name: 'site-url',
    default: '',
    value: 'URL',
    meaning:
      "Origin that paths resolve against. Default: the deployment_status event's environment_url, then target_url.",
  },
  {
    name: 'sitemap',
    default: '',
    value: 'URL',
    meaning:
      'Sitemap URL or path (XML sitemap or sitemap index, gzip allowed) whose URLs are added, capped by max-urls.',
  },
  {
    name: 'max-urls',
    default: '50',
    value: 'N',
    meaning: 'Cap on the number of pages; a warning says how many were dropped.',
  },
  {
    name: 'render',
    default: 'false',
    value: 'BOOL',
    meaning: 'true or false: ask the service to run each page in a browser before analysing it.',
  },
  {
    name: 'performance',
    default: 'false',
    value: 'BOOL',
    meaning:
      "true or false: also measure each page's lab metrics (LCP, CLS, TBT, page weight) in the browser, a crawl's " +
      "pages too; implies render. Budgets: the config file's budgets (docs/performance.md).",
  },
  {
    name: 'performance-runs',
    default: '3',
    value: 'N',
    meaning: 'Loads of each page measured with performance, each in a fresh browser context; the medians count (1-10).',
  },
  thresholdInput('min-score'),
  thresholdInput('max-critical'),
  thresholdInput('max-score-drop'),
  {
    name: 'fail-on-regression',
    default: 'recommended',
    value: 'LEVEL',
    meaning:
      'Lowest severity of a new or escalated finding that fails the page: critical, recommended, optional or none.',
  },
  {
    name: 'ignore-checks',
    default: '',
    value: 'GLOBS',
    meaning: 'Check-name globs, one per line, whose findings never count (for example "social.*").',
  },
  {
    name: 'config-file',
    default: '',
    value: 'FILE',
    meaning:
      'YAML or JSON file with per-URL-pattern overrides of thresholds, render and ignore-checks, and waivers ' +
      '(findings that count for nothing until a date). Unknown keys and patterns that match no page are errors. ' +
      'Empty: the first of .github/pagegate.yml, .yaml, .json, pagegate.config.yml, .yaml, .json in the working ' +
      'directory, if any; none: no config file.',
  },
  {
    name: 'baseline',
    default: 'accepted',
    value: 'KIND',
    meaning:
      "accepted (each page's state in the last run whose gate passed; a failing run never moves it), previous " +
      "(the page's latest report before this run that passed, fresh re-analyses included) or none.",
  },
  {
    name: 'accepted-file',
    default: '',
    value: 'FILE',
    meaning:
      "File that holds the accepted state instead of the GitHub Actions cache (the CLI's store in any CI: " +
      "cache that path; the CLI's default is .pagegate/accepted.json in the working directory). Read at start, " +
      'written only when the gate passes.',
  },
  {
    name: 'baseline-url',
    default: '',
    value: 'URL',
    meaning: 'Origin whose latest report of the same path is the baseline (a preview gated against production).',
  },
  {
    name: 'baseline-file',
    default: '',
    value: 'FILE',
    meaning:
      'Results JSON of an earlier run, used as the baseline. A file of a run that failed is refused (exit 2): ' +
      'its regressions would become the baseline.',
  },
  {
    name: 'baseline-file-pages',
    default: '',
    value: 'PAGES',
    meaning:
      'passed: a baseline-file of a run that failed serves with only the pages that passed in it, its failing ' +
      'pages left out (compared with nothing). Empty: the file must be of a run that passed.',
  },
  {
    name: 'concurrency',
    default: '4',
    value: 'N',
    meaning: 'Pages being submitted at once; a submitted page waits for its analysis without holding a slot.',
  },
  {
    name: 'poll-interval',
    default: '3',
    value: 'SECONDS',
    meaning:
      'Longest wait between polls of one report when the service does not hold a read until the report is ' +
      'done (Prefer: wait): the first poll comes after 1 s (or this, when smaller), then the wait doubles up ' +
      'to this; a Retry-After on a 202 answer is honoured within timeout.',
  },
  {
    name: 'timeout',
    default: '600',
    value: 'SECONDS',
    meaning: 'Seconds for the whole run; pages still unfinished get verdict error.',
  },
  {
    name: 'fail-on-error',
    default: 'true',
    value: 'BOOL',
    meaning: 'true: a page whose analysis errored or timed out fails the gate.',
  },
  {
    name: 'comment',
    default: 'auto',
    value: 'WHEN',
    cliDefault: 'never',
    meaning:
      'auto (comment when something fails or regressed; once a sticky comment exists, always update it), ' +
      'always or never.',
  },
  {
    name: 'comment-tag',
    default: '',
    value: 'TAG',
    meaning: 'Tells several gates in one PR apart. Default: the workflow name and job id.',
  },
  {
    name: 'github-token',
    default: '${{ github.token }}',
    value: 'TOKEN',
    cliDefault: '',
    meaning: 'Token used to write the sticky PR comment (needs pull-requests: write).',
  },
  {
    name: 'results-file',
    default: '',
    value: 'FILE',
    cliDefault: 'pagegate-results.json',
    meaning:
      'Where the results JSON is written. Default: pagegate-results.json under RUNNER_TEMP (the CLI: in the ' +
      'working directory).',
  },
  {
    name: 'crawl',
    default: '',
    value: 'site|URL|latest|ID',
    meaning:
      "site (crawl site-url now), a site URL to crawl now, latest (the service's newest crawl that has not " +
      "failed) or a crawl id: gate on a site crawl's pages and grouped findings instead of submitting URLs, " +
      'waiting within timeout for a crawl still running (a hosted service: Pro and Agency plans). Compared with ' +
      'the accepted state; without one, with the previous crawl.',
  },
  {
    name: 'wait-for',
    default: '120',
    value: 'SECONDS',
    meaning:
      'Readiness probe: seconds to wait until each URL answers 2xx or 3xx (and shows expect) before submitting ' +
      'it. A page that ends on 4xx or 5xx is an error and is never submitted. 0: off.',
  },
  {
    name: 'not-found-grace',
    default: '10',
    value: 'SECONDS',
    meaning:
      'Readiness probe: a page that still answers 404 this long after its first try, while every other page is ' +
      'ready, fails as not found without waiting out wait-for (a typo in the URL list). 0: off.',
  },
  {
    name: 'check-links',
    default: 'same-site',
    value: 'SCOPE',
    meaning:
      "Broken links: off, same-site (links to the hosts of the run's pages) or all (outside hosts too, with a " +
      'hosted service or on a GitHub runner). Each distinct target is checked once; one that answers 4xx or 5xx, ' +
      'or does not resolve, is a links.broken finding (recommended) on each page that links to it; a missing ' +
      '#id on the page itself is links.fragment alone.',
  },
  {
    name: 'check-links-max',
    default: '500',
    value: 'N',
    meaning: 'At most this many distinct link targets are checked per run; the rest are counted and left unchecked.',
  },
  {
    name: 'expect',
    default: '',
    value: 'TEXT',
    meaning:
      'A string (a commit SHA, a build id) that must appear in the page body or a response header value before ' +
      'the page counts as deployed. Empty: off.',
  },
  {
    name: 'deployed-at',
    default: '',
    value: 'TIME',
    meaning:
      'ISO 8601 time of the deploy being gated; analyses completed before it are stale. Default: the ' +
      "deployment_status event's created_at, else the time the step started.",
  },
  {
    name: 'fresh',
    default: 'auto',
    value: 'POLICY',
    meaning:
      'auto (a cache hit that predates deployed-at is analysed again under a pagegate query parameter), always ' +
      'or never (accept cache hits as they are).',
  },
  thresholdInput('warn-min-score'),
  thresholdInput('warn-max-critical'),
  {
    name: 'mode',
    default: 'gate',
    value: 'MODE',
    meaning:
      'gate (analyse and decide), analyze (analyse and write results only: a matrix shard or a fork PR) or ' +
      'report (merge results-files, decide, summarise, comment).',
  },
  {
    name: 'shard',
    default: '',
    value: 'I/N',
    meaning: 'i/n (1-based): analyse only the i-th of n stable slices of the URL list.',
  },
  { name: 'results-files', default: '', value: 'GLOB', meaning: 'For mode: report: glob of results files to merge.' },
  {
    name: 'annotations',
    default: 'true',
    value: 'BOOL',
    cliDefault: 'false',
    meaning: 'true: one warning annotation per failing page, then per page past a warn level, at most 10 per step.',
  },
  {
    name: 'pull-request',
    default: '',
    value: 'N',
    meaning:
      'The PR number to comment on when the event carries none (the workflow_run half of the fork-safe pair); ' +
      "the comment is written only when the PR's head commit is the run's head commit.",
  },
  {
    name: 'allowed-sites',
    default: '',
    value: 'GLOBS',
    meaning:
      'URL globs, one per line, that site-url, the sitemap and every page must match (for example ' +
      'https://pr-*.preview.example.com). Required with pull-request on workflow_run, where site-url comes ' +
      'from an untrusted artifact.',
  },
  {
    name: 'report-html',
    default: '',
    value: 'FILE',
    meaning:
      'Also write an HTML report: one self-contained file with each page, its findings with evidence and fix, ' +
      'and its score over its last 20 accepted runs. true: beside the results file (uploaded with it by ' +
      'upload-results); a path: there. Empty: none.',
  },
  {
    name: 'upload-results',
    default: 'false',
    value: 'BOOL',
    meaning:
      'true: upload the results file as a workflow artifact and link it as the full results from the comment ' +
      'and the summary (the action only).',
  },
] as const satisfies readonly InputSpec[];

/** An input's name: `input('min-scor')` does not compile. */
export type InputName = (typeof INPUT_TABLE)[number]['name'];

export const INPUTS: readonly (InputSpec & { name: InputName })[] = INPUT_TABLE;

export const OUTPUTS: readonly OutputSpec[] = [
  { name: 'passed', meaning: 'true when the gate passed, false otherwise.' },
  { name: 'results-file', meaning: 'Path of the results JSON.' },
  {
    name: 'failed-count',
    meaning: 'Number of pages that fail the gate: verdict fail, and verdict error when fail-on-error is true.',
  },
  {
    name: 'regression-count',
    meaning:
      'Number of new or escalated findings across all pages, failing or not (the headline splits them: ' +
      '"3 regressions fail, 10 optional listed").',
  },
  { name: 'report-keys', meaning: 'JSON object mapping each URL to its report key.' },
  { name: 'comment-url', meaning: 'URL of the sticky PR comment written by this run; empty when none.' },
  {
    name: 'results-artifact-url',
    meaning: 'URL of the uploaded results artifact; empty unless upload-results is true and the upload succeeded.',
  },
  { name: 'warning-count', meaning: 'Number of pages past a warn level (warn-min-score, warn-max-critical).' },
  {
    name: 'outcome',
    meaning:
      'passed, failed (the gate failed on a page) or error (the analysis could not run: configuration, an ' +
      "unreachable service, a rejected key, a spent allowance, the run's timeout).",
  },
];

/** The default a run uses: a `${{ }}` expression has no value outside a runner. */
export function usableDefault(spec: InputSpec): string {
  return spec.default.startsWith('${{') ? '' : spec.default;
}
