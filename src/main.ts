/**
 * The action: inputs -> gate -> results file, outputs, job summary, sticky comment, annotations,
 * exit status. The only file that talks to @actions/core; errors become one line here, once.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { ConfigError, describe } from './errors.js';
import { boundHeapGrowth } from './heap-growth.js';
import { acceptedFileStore, globFiles, readEventFile, readText } from './files.js';
import type { EngineIO } from './gate/engine.js';
import { INPUT_NAMES, thresholdsInForce, type GateConfig } from './config/inputs.js';
import { acceptedCacheStore } from './github/accepted-cache.js';
import { annotationsFor } from './github/annotations.js';
import type { PublishInput } from './github/publish.js';
import {
  plainHeadline,
  renderComment,
  renderDetailGroups,
  renderSummary,
  renderTerminalLine,
  type RenderInput,
} from './report/markdown.js';
import { waiverLines } from './report/waivers.js';
import type { AcceptedStore } from './model/accepted.js';
import type { Results } from './model/results.js';
import { scrubberForInputs } from './config/secrets.js';
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
    maskSecrets();
    const event = await readEvent();
    const env = process.env;
    const { config, outcome, results } = await runGate({
      inputs,
      event,
      env: {
        runnerTemp: env.RUNNER_TEMP,
        workflow: env.GITHUB_WORKFLOW,
        job: env.GITHUB_JOB,
        sha: env.GITHUB_SHA,
        runId: env.GITHUB_RUN_ID,
      },
      startedAt,
      scrub,
      resultsLabel: 'results-file',
      engineIO: () => actionIO(scrub, clock),
      acceptedStore,
    });
    const artifactUrl = config.uploadResults ? await uploadResults(config, scrub) : null;
    core.setOutput('results-artifact-url', artifactUrl ?? '');
    logDetails(results, config.resultsFile, scrub);
    core.setOutput('passed', String(results.passed));
    core.setOutput('results-file', config.resultsFile);
    core.setOutput('failed-count', String(outcome.failedCount));
    core.setOutput('regression-count', String(outcome.regressionCount));
    core.setOutput('warning-count', String(outcome.warningCount));
    core.setOutput('report-keys', JSON.stringify(reportKeys(results)));
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
      githubContext(event),
      scrub,
      artifactUrl,
    );
    if (!results.passed) core.setFailed(scrub.text(plainHeadline(results)));
  } catch (error) {
    core.setFailed(scrub.text(describe(error)));
  }
}

/** Why each page did not pass, folded into one log group per page. */
function logDetails(results: Results, resultsFile: string, scrub: SecretScrubber): void {
  for (const group of renderDetailGroups(results, resultsFile)) {
    core.startGroup(scrub.text(group.title));
    for (const line of group.lines) core.info(scrub.text(line));
    core.endGroup();
  }
}

function maskSecrets(): void {
  for (const name of ['api-key', 'github-token']) {
    const value = core.getInput(name);
    if (value) core.setSecret(value);
  }
}

async function report(
  config: GateConfig,
  results: Results,
  wanted: boolean,
  context: PublishInput['context'],
  scrub: SecretScrubber,
  artifactUrl: string | null,
): Promise<void> {
  const input = renderInput(config, results, artifactUrl);
  if (process.env.GITHUB_STEP_SUMMARY)
    await core.summary.addRaw(scrub.text(renderSummary(input))).write({ overwrite: false });
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
  // Octokit loads here, after the verdict, not at start-up: the first request waits for nothing it does not use.
  const { publishComment } = await import('./github/publish.js');
  const outcome = await publishComment({
    token: config.githubToken,
    policy: config.comment,
    wanted,
    tag: config.commentTag,
    body: scrub.text(renderComment(input)),
    context,
    pullRequest: config.pullRequest,
  });
  if (outcome.assumed) core.warning(scrub.text(outcome.assumed));
  if (outcome.action === 'warned') core.warning(scrub.text(outcome.warning));
  else if (outcome.action === 'skipped') core.info(`comment: ${outcome.reason}`);
  else core.info(`comment ${outcome.action}: ${outcome.url}`);
  core.setOutput('comment-url', 'url' in outcome ? outcome.url : '');
}

function renderInput(config: GateConfig, results: Results, artifactUrl: string | null): RenderInput {
  const env = process.env;
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : null;
  return {
    results,
    thresholds: thresholdsInForce(config),
    run: {
      name:
        [env.GITHUB_WORKFLOW, env.GITHUB_RUN_NUMBER ? `#${env.GITHUB_RUN_NUMBER}` : ''].filter(Boolean).join(' ') ||
        'pagegate',
      url: runUrl,
      commit: config.commit,
      resultsFile: config.resultsFile,
      artifactUrl,
      tag: config.commentTag,
    },
  };
}

/** The artifact's URL, or null with a warning: a failed upload never changes the verdict. */
async function uploadResults(config: GateConfig, scrub: SecretScrubber): Promise<string | null> {
  const env = process.env;
  const run = {
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    repository: env.GITHUB_REPOSITORY ?? '',
    runId: env.GITHUB_RUN_ID ?? '',
  };
  try {
    const { uploadResultsArtifact } = await import('./github/results-artifact.js');
    const uploaded = await uploadResultsArtifact(config.resultsFile, config.commentTag, run);
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

function actionIO(scrub: SecretScrubber, clock: () => Date): Omit<EngineIO, 'accepted' | 'record' | 'readLines'> {
  return {
    readText,
    glob: globFiles,
    info: (line) => core.info(scrub.text(line)),
    warn: (line) => core.warning(scrub.text(line)),
    pageDone: (page) => core.info(scrub.text(renderTerminalLine(page))),
    now: clock,
  };
}

/** accepted-file when given, else the GitHub Actions cache. */
function acceptedStore(config: GateConfig): AcceptedStore | null {
  if (config.baseline.kind !== 'accepted') return null;
  if (config.acceptedFile) return acceptedFileStore(config.acceptedFile);
  const env = process.env;
  return acceptedCacheStore({
    tag: config.commentTag,
    commit: config.commit ?? 'unknown',
    runId: env.GITHUB_RUN_ID ?? '0',
    attempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    directory: join(env.RUNNER_TEMP ?? tmpdir(), 'pagegate-accepted-restore'),
  });
}

/** What @actions/github's context holds, read the same way without loading Octokit at start-up. */
function githubContext(event: { name: string; payload: unknown } | null): PublishInput['context'] {
  const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  return {
    eventName: event?.name ?? process.env.GITHUB_EVENT_NAME ?? '',
    payload: event?.payload ?? {},
    repo: { owner, repo },
    sha: process.env.GITHUB_SHA ?? '',
  };
}

async function readEvent(): Promise<{ name: string; payload: unknown } | null> {
  const name = process.env.GITHUB_EVENT_NAME;
  const path = process.env.GITHUB_EVENT_PATH;
  if (!name || !path) return null;
  const { payload, warning } = await readEventFile(name, path);
  if (warning) core.warning(warning);
  return { name, payload };
}

function reportKeys(results: Results): Record<string, string> {
  return Object.fromEntries(results.pages.flatMap((p) => (p.key ? [[p.url, p.key]] : [])));
}
