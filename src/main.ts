/**
 * The action: inputs -> gate -> results file, outputs, job summary, sticky comment, annotations,
 * exit status. The only file that talks to @actions/core; errors become one line here, once.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { ConfigError, describe } from './errors.js';
import { boundHeapGrowth } from './io/heap-growth.js';
import { acceptedFileStore, readEventFile } from './io/files.js';
import { globFiles } from './io/regular-files.js';
import type { EngineIO } from './gate/engine.js';
import { INPUT_NAMES, type GateConfig } from './config/inputs.js';
import { thresholdsInForce } from './config/thresholds-in-force.js';
import type { DecidingConfig } from './model/config.js';
import { acceptedCacheStore } from './github/accepted-cache.js';
import { acceptedCacheKeys, siteOrigin, workflowPath } from './github/accepted-cache-key.js';
import { annotationsFor } from './github/annotations.js';
import { resultsOutcome } from './model/outcome.js';
import { githubRun, runContext, runUrl, type GithubRun } from './github/context.js';
// The renderers of the summary, the comment and the log's details, and the comment's Octokit, are
// imported after the gate, where used: they read findings by identity (parse5, 180 KB) and Octokit
// is 150 KB, none of which the first request needs.
import type { RenderInput } from './report/markdown.js';
import { waiverLines } from './report/waivers.js';
import { errorHeadline, plainHeadline } from './report/headline.js';
import { renderTerminalLine } from './report/terminal.js';
import type { AcceptedStore } from './model/accepted.js';
import type { Results } from './model/results.js';
import { scrubberForInputs, secretValues } from './config/secrets.js';
import type { SecretScrubber } from './text/secrets.js';
import { runGate } from './run-gate.js';

/** GitHub shows at most 10 warning annotations per step. */
const WARNING_ANNOTATIONS = 10;

export async function run(): Promise<void> {
  boundHeapGrowth();
  const inputs = Object.fromEntries(INPUT_NAMES.map((name) => [name, core.getInput(name)]));
  // Every sink below gets its text through this: the runner masks its log, nothing masks a comment or an artifact.
  const scrub = scrubberForInputs(inputs);
  try {
    const clock = runClock(process.env.PAGEGATE_TEST_NOW);
    const startedAt = clock();
    maskSecrets(inputs);
    const github = githubRun(process.env);
    const event = await readEvent(github);
    const { config, outcome, results } = await runGate({
      inputs,
      event,
      env: {
        runnerTemp: github.runnerTemp,
        workflow: github.workflow,
        job: github.job,
        sha: github.sha,
        runId: github.runId,
      },
      startedAt,
      scrub,
      resultsLabel: 'results-file',
      directory: github.workspace ?? process.cwd(),
      engineIO: () => actionIO(scrub, clock),
      acceptedStore: (config) => acceptedStore(config, github, inputs),
    });
    const artifactUrl = config.uploadResults ? await uploadResults(config, scrub, github) : null;
    core.setOutput('results-artifact-url', artifactUrl ?? '');
    await logDetails(results, config.resultsFile, scrub);
    core.setOutput('passed', String(results.passed));
    core.setOutput('results-file', config.resultsFile);
    core.setOutput('failed-count', String(outcome.failedCount));
    core.setOutput('regression-count', String(outcome.regressionCount));
    core.setOutput('warning-count', String(outcome.warningCount));
    core.setOutput('report-keys', JSON.stringify(reportKeys(results)));
    core.setOutput('outcome', resultsOutcome(results));
    if (config.mode === 'analyze') {
      core.setOutput('comment-url', '');
      const count = results.pages.length;
      core.info(
        scrub.text(
          `analyze: wrote ${count} ${count === 1 ? 'page' : 'pages'} to ${config.resultsFile}; a report job decides`,
        ),
      );
      return;
    }
    await report(
      config,
      results,
      outcome.failedCount > 0 || outcome.regressionCount > 0,
      { github, event },
      scrub,
      artifactUrl,
    );
    if (!results.passed) core.setFailed(scrub.text(plainHeadline(results)));
  } catch (error) {
    const line = scrub.text(describe(error));
    core.setOutput('outcome', 'error');
    // The summary says it too: a reader of the run's page sees why there is no verdict without opening the log.
    if (process.env.GITHUB_STEP_SUMMARY)
      await core.summary
        .addRaw(errorHeadline(line))
        .write({ overwrite: false })
        .catch(() => undefined);
    core.setFailed(line);
  }
}

/** Why each page did not pass, folded into one log group per page. */
async function logDetails(results: Results, resultsFile: string, scrub: SecretScrubber): Promise<void> {
  const { renderDetailGroups } = await import('./report/log-details.js');
  for (const group of renderDetailGroups(results, resultsFile)) {
    core.startGroup(scrub.text(group.title));
    for (const line of group.lines) core.info(scrub.text(line));
    core.endGroup();
  }
}

function maskSecrets(inputs: Readonly<Record<string, string>>): void {
  for (const value of secretValues(inputs)) core.setSecret(value);
}

async function report(
  config: DecidingConfig,
  results: Results,
  wanted: boolean,
  run: { github: GithubRun; event: { name: string; payload: unknown } | null },
  scrub: SecretScrubber,
  artifactUrl: string | null,
): Promise<void> {
  const [{ renderComment, renderSummary }, { publishComment }] = await Promise.all([
    import('./report/markdown.js'),
    import('./github/publish.js'),
  ]);
  const input = renderInput(config, results, artifactUrl, run.github);
  if (run.github.stepSummary) await core.summary.addRaw(scrub.text(renderSummary(input))).write({ overwrite: false });
  else core.info('no GITHUB_STEP_SUMMARY (not on a runner): job summary not written');
  const waivers = waiverLines(results);
  for (const line of waivers.expired) core.info(scrub.text(line));
  for (const line of waivers.expiring) core.notice(scrub.text(line), { title: 'pagegate: a waiver expires soon' });
  for (const line of waivers.unused) core.warning(scrub.text(line), { title: 'pagegate: an unused waiver' });
  if (config.annotations) {
    const { annotations, overflowLine } = annotationsFor(
      results,
      Math.max(0, WARNING_ANNOTATIONS - waivers.unused.length),
    );
    for (const a of annotations) core.warning(scrub.text(a.message), { title: scrub.text(a.title) });
    if (overflowLine) core.info(overflowLine);
  }
  const outcome = await publishComment({
    token: config.githubToken,
    policy: config.comment,
    wanted,
    tag: config.commentTag,
    body: scrub.text(renderComment(input)),
    context: runContext(run.github, run.event),
    pullRequest: config.pullRequest,
  });
  if (outcome.assumed) core.warning(scrub.text(outcome.assumed));
  if (outcome.action === 'warned') core.warning(scrub.text(outcome.warning));
  else if (outcome.action === 'skipped') core.info(`comment: ${outcome.reason}`);
  else core.info(`comment ${outcome.action}: ${outcome.url}`);
  core.setOutput('comment-url', 'url' in outcome ? outcome.url : '');
}

function renderInput(config: GateConfig, results: Results, artifactUrl: string | null, github: GithubRun): RenderInput {
  return {
    results,
    thresholds: thresholdsInForce(config),
    run: {
      name: [github.workflow, github.runNumber ? `#${github.runNumber}` : ''].filter(Boolean).join(' ') || 'pagegate',
      url: runUrl(github),
      commit: config.commit,
      resultsFile: config.resultsFile,
      artifactUrl,
      tag: config.commentTag,
    },
  };
}

/** The artifact's URL, or null with a warning: a failed upload never changes the verdict. */
async function uploadResults(config: GateConfig, scrub: SecretScrubber, github: GithubRun): Promise<string | null> {
  const run = {
    serverUrl: github.serverUrl ?? 'https://github.com',
    repository: github.repository ?? '',
    runId: github.runId ?? '',
  };
  try {
    const { uploadResultsArtifact } = await import('./github/results-artifact.js');
    const besides = config.reportHtml === null ? [] : [config.reportHtml];
    const uploaded = await uploadResultsArtifact(config.resultsFile, config.commentTag, run, besides);
    core.info(`upload-results: ${uploaded.url}`);
    return uploaded.url;
  } catch (error) {
    core.warning(
      scrub.text(
        `upload-results: the results file was not uploaded (${describe(error)}); the comment links the run's ` +
          `page instead`,
      ),
    );
    return null;
  }
}

/**
 * The run's clock: the engine judges waiver expiry and deploy times by it, never by the system
 * clock directly. PAGEGATE_TEST_NOW (an ISO 8601 time; for tests only, undocumented as an input)
 * starts it at another instant, so an end-to-end test can run the same config after a waiver's
 * date; time still runs from there.
 */
function runClock(testNow: string | undefined): () => Date {
  if (!testNow) return () => new Date();
  const offset = Date.parse(testNow) - Date.now();
  if (!Number.isFinite(offset))
    throw new ConfigError(`PAGEGATE_TEST_NOW: "${testNow.slice(0, 40)}" is not an ISO 8601 time`);
  return () => new Date(Date.now() + offset);
}

function actionIO(
  scrub: SecretScrubber,
  clock: () => Date,
): Omit<EngineIO, 'accepted' | 'record' | 'readBytes' | 'readLines'> {
  return {
    glob: globFiles,
    info: (line) => core.info(scrub.text(line)),
    warn: (line) => core.warning(scrub.text(line)),
    pageDone: (page) => core.info(scrub.text(renderTerminalLine(page))),
    now: clock,
  };
}

/** accepted-file when given, else the GitHub Actions cache. */
function acceptedStore(config: GateConfig, github: GithubRun, inputs: Record<string, string>): AcceptedStore | null {
  if (config.baseline.kind !== 'accepted') return null;
  if (config.baseline.file) return acceptedFileStore(config.baseline.file);
  const repository = github.repository ?? '';
  const scope = {
    repository,
    workflow: workflowPath(github.workflowRef, repository) ?? github.workflow ?? '',
    // A report job has no pages of its own to take a site from: its site-url, when given, names it.
    site: siteOrigin(config.mode === 'report' ? inputs['site-url'] : config.sources.siteUrl),
    tag: inputs['comment-tag']?.trim() || null,
  };
  return acceptedCacheStore({
    keys: acceptedCacheKeys(scope, config.commentTag),
    commit: config.commit ?? 'unknown',
    runId: github.runId ?? '0',
    attempt: github.runAttempt ?? '1',
    workspace: github.workspace ?? process.cwd(),
    directory: join(github.runnerTemp ?? tmpdir(), 'pagegate-accepted-restore'),
  });
}

async function readEvent(github: GithubRun): Promise<{ name: string; payload: unknown } | null> {
  const name = github.eventName;
  const path = github.eventPath;
  if (!name || !path) return null;
  const { payload, warning } = await readEventFile(name, path);
  if (warning) core.warning(warning);
  return { name, payload };
}

function reportKeys(results: Results): Record<string, string> {
  return Object.fromEntries(results.pages.flatMap((p) => (p.key ? [[p.url, p.key]] : [])));
}
